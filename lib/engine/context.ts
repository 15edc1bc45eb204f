/** The context rules that sit on top of the lexicons: negation and dreams, each over a short scope. */
import type { Tokens } from './tokenize';

/** Words before a match that a negation may reach across ("he didn't even hit him"): 3 covers
 *  "didn't really ever hit"; longer scopes began to cancel unrelated clauses in the seed stories. */
export const NEGATION_SCOPE = 3;
/** How far before a match a dream word turns it into a figure ("dreamt of ... a knife"). */
export const DREAM_SCOPE = 12;
/** A dreamt or imagined event counts half: it is still on the page, but not as something that happens. */
export const DREAM_FACTOR = 0.5;
/** Words just before a match that make it unreal: a threat, a wish, a condition ("I'll kill you"). */
export const IRREALIS_SCOPE = 3;
/** An event that is only threatened or imagined counts this much: less than one on the page. */
export const IRREALIS_FACTOR = 0.5;
/** A match in a paragraph framed as a game, training or a death that does not last counts this much. */
export const FRAME_FACTOR = 0.5;
/** Words either side that `unless` and `needs` look at. */
export const SENSE_SCOPE = 6;

const NEGATORS = new Set([
  'not', 'no', 'never', 'nobody', 'nothing', 'none', 'neither', 'nor', 'without', 'cannot', 'hardly',
  'didnt', 'dont', 'doesnt', 'wasnt', 'werent', 'isnt', 'arent', 'wont', 'cant', 'couldnt', 'wouldnt',
  'shouldnt', 'hasnt', 'havent', 'hadnt', 'aint', 'nor',
]);
/** "not only", "no doubt", "never again": words after a negator that undo it. */
const NOT_NEGATING_AFTER = new Set(['only', 'doubt', 'longer', 'again', 'matter', 'wonder', 'sooner', 'less']);

/** A new subject or a conjunction starts a new clause: "he couldn't believe she'd cheated" is not negated. */
const SCOPE_BREAKERS = new Set([
  'i', 'you', 'he', 'she', 'they', 'we', "i'd", "you'd", "he'd", "she'd", "they'd", "we'd", "he's", "she's", "they're",
  "we're", "you're", "i'm", "i've", "they've", "we've", 'that', 'but', 'because', 'when', 'if', 'until', 'which', 'who', 'and',
]);

const IRREALIS = new Set([
  'will', "i'll", "you'll", "he'll", "she'll", "they'll", "we'll", "it'll", 'would', "i'd", "you'd", "he'd", "she'd",
  "they'd", "we'd", 'could', 'might', 'gonna', 'going', 'want', 'wanted', 'wants', 'if', 'unless', 'threatened', 'threatening', 'threaten',
]);

const DREAM_WORDS = new Set([
  'dream', 'dreams', 'dreamed', 'dreamt', 'dreaming', 'nightmare', 'nightmares', 'imagined', 'imagining',
  'imagine', 'fantasy', 'fantasized', 'daydream', 'daydreamed',
]);

function isNegator(word: string): boolean {
  return NEGATORS.has(word) || word.endsWith("n't");
}

/** True when a negation in the same clause, a few words before `at`, cancels the match. */
export function isNegated(t: Tokens, at: number): boolean {
  const clause = t.clause[at];
  for (let i = at - 1; i >= 0 && i >= at - NEGATION_SCOPE && t.clause[i] === clause; i--) {
    if (isNegator(t.words[i]) && !NOT_NEGATING_AFTER.has(t.words[i + 1])) return true;
    if (SCOPE_BREAKERS.has(t.words[i])) return false;
  }
  return false;
}

/** True when the sentence frames the match as a dream, something imagined or a simile ("as if"). */
export function isDreamt(t: Tokens, at: number): boolean {
  const sentence = t.sentence[at];
  for (let i = at - 1; i >= 0 && i >= at - DREAM_SCOPE && t.sentence[i] === sentence; i--) {
    const w = t.words[i];
    if (DREAM_WORDS.has(w)) return true;
    if (w === 'as' && (t.words[i + 1] === 'if' || t.words[i + 1] === 'though')) return true;
  }
  return false;
}

/** True when a modal, a condition or a threat just before the match makes it unreal. */
export function isIrrealis(t: Tokens, at: number): boolean {
  const clause = t.clause[at];
  for (let i = at - 1; i >= 0 && i >= at - IRREALIS_SCOPE && t.clause[i] === clause; i--) {
    const w = t.words[i];
    // "she'd cheated" is "she had": only "she'd cheat" is "she would".
    if (IRREALIS.has(w) && !(w.endsWith("'d") && t.words[i + 1]?.endsWith('ed'))) return true;
  }
  return false;
}

/** True when any of `words` sits within SENSE_SCOPE tokens of [from, to) in the same sentence. */
export function hasNearby(t: Tokens, from: number, to: number, words: ReadonlySet<string>): boolean {
  const sentence = t.sentence[from];
  const lo = Math.max(0, from - SENSE_SCOPE);
  const hi = Math.min(t.count, to + SENSE_SCOPE);
  for (let i = lo; i < hi; i++) {
    if ((i < from || i >= to) && t.sentence[i] === sentence && words.has(t.words[i])) return true;
  }
  return false;
}
