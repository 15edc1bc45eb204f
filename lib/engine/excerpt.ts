/** Short excerpts for the banner: the sentence around a match, cut to a readable length. */

/** Longest excerpt, in characters: two lines of the banner. */
export const EXCERPT_MAX = 200;

function isSentenceEnd(c: string): boolean {
  return c === '.' || c === '!' || c === '?' || c === '\u2026' || c === '\n';
}

function isSpace(c: string): boolean {
  return c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\u00a0';
}

/**
 * The sentence holding [start, end), as an exact substring of `text` (no added ellipses, so the
 * reader view can find it), trimmed at word boundaries when longer than EXCERPT_MAX.
 * Scans at most EXCERPT_MAX characters each way.
 */
export function excerptAround(text: string, start: number, end: number): { excerpt: string; from: number } {
  const room = Math.max(0, EXCERPT_MAX - (end - start));
  let from = start;
  const minFrom = Math.max(0, start - Math.ceil(room / 2));
  while (from > minFrom && !isSentenceEnd(text[from - 1])) from--;
  let to = end;
  const maxTo = Math.min(text.length, from + EXCERPT_MAX);
  while (to < maxTo && !isSentenceEnd(text[to])) to++;
  if (to < text.length && isSentenceEnd(text[to]) && to < maxTo) to++;
  // Cut inside a word? Step back to the nearest space, but never into the match itself.
  if (from > 0 && !isSentenceEnd(text[from - 1])) {
    let f = from;
    while (f < start && !isSpace(text[f])) f++;
    if (f < start) from = f;
  }
  if (to < text.length && !isSentenceEnd(text[to - 1])) {
    let t = to;
    while (t > end && !isSpace(text[t - 1])) t--;
    if (t > end) to = t;
  }
  // Never split a surrogate pair at either edge.
  if (from > 0 && from < text.length && /[\udc00-\udfff]/.test(text[from])) from--;
  if (to < text.length && to > 0 && /[\ud800-\udbff]/.test(text[to - 1])) to++;
  while (from < to && isSpace(text[from])) from++;
  while (to > from && isSpace(text[to - 1])) to--;
  return { excerpt: text.slice(from, to), from };
}
