/**
 * Scene breaks as the author marks them. Apart from features.ts so the reader's "Skip", on the page,
 * recognises them without the lexicons the engine compiles.
 *
 * Both patterns are matched against the trimmed paragraph and have a single quantifier over any
 * run of characters: a pattern whose space runs overlap ("^\s*[…\s]+\s*$") backtracks in cubic time,
 * and a hostile page's paragraph of a thousand spaces and one letter took seconds.
 */

/** A paragraph that is only a scene break: "Line break", "Scene skip" (trimmed). */
const BREAK_WORDS = /^(?:line|page|scene|time)[ \t-]{0,3}(?:break|skip)$/i;
/** A row of ornaments: "***", "~~~", "oOo", "* * *", "-x-x-" (trimmed). */
const ORNAMENT = /^(?:[oOxX0]{3,}|[-~*=_#+.•·◇◆❖✦§\s]+)$/u;

/** True when the paragraph is a row of ornaments, at any length ("***", a row of 90 asterisks). */
export function isOrnamentRow(paragraph: string): boolean {
  return ORNAMENT.test(paragraph.trim());
}

/** True when the paragraph is a scene break's words ("Line break", "Time skip"). */
export function isBreakWords(paragraph: string): boolean {
  return paragraph.length <= 40 && BREAK_WORDS.test(paragraph.trim());
}

/**
 * The same from the text alone, for readers of the story that hold no tokens (the reader's "Skip"):
 * no letter or digit is no word, and a line of ornaments is a break at any length (a row of 90 asterisks).
 */
export function isSceneBreakText(paragraph: string): boolean {
  return isOrnamentRow(paragraph) || (paragraph.length <= 40 && (!/[\p{L}\p{N}]/u.test(paragraph) || isBreakWords(paragraph)));
}
