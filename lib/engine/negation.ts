/**
 * Negation over a short scope: "didn't hit". Apart from the other context rules (context.ts) so the
 * tag reader (lib/tags), which also runs on listing pages, does not bring the engine's word lists.
 */
import { wordAt, type Tokens } from './tokenize';

/** Words before a match that a negation may reach across ("he didn't even hit him"): 3 covers
 *  "didn't really ever hit"; longer scopes began to cancel unrelated clauses in the seed stories. */
export const NEGATION_SCOPE = 3;
const NEGATORS = new Set([
  'not', 'no', 'never', 'nobody', 'nothing', 'none', 'neither', 'nor', 'without', 'cannot', 'hardly',
  'didnt', 'dont', 'doesnt', 'wasnt', 'werent', 'isnt', 'arent', 'wont', 'cant', 'couldnt', 'wouldnt',
  'shouldnt', 'hasnt', 'havent', 'hadnt', 'aint', 'nor',
]);
/** "not only", "no doubt", "never again": words after a negator that undo it. */
const NOT_NEGATING_AFTER = new Set(['only', 'doubt', 'longer', 'again', 'matter', 'wonder', 'sooner', 'less']);

/** A new subject or a conjunction starts a new clause: "he couldn't believe she'd cheated" is not negated. */
export const SCOPE_BREAKERS = new Set([
  'i', 'you', 'he', 'she', 'they', 'we', "i'd", "you'd", "he'd", "she'd", "they'd", "we'd", "he's", "she's", "they're",
  "we're", "you're", "i'm", "i've", "they've", "we've", 'that', 'but', 'because', 'when', 'if', 'until', 'which', 'who', 'and',
]);

function isNegator(word: string): boolean {
  return NEGATORS.has(word) || word.endsWith("n't");
}

/** True when a negation in the same clause, a few words before `at`, cancels the match. */
export function isNegated(t: Tokens, at: number): boolean {
  const clause = t.clause[at];
  for (let i = at - 1; i >= 0 && i >= at - NEGATION_SCOPE && t.clause[i] === clause; i--) {
    if (isNegator(wordAt(t, i)) && !NOT_NEGATING_AFTER.has(wordAt(t, i + 1))) return true;
    if (SCOPE_BREAKERS.has(wordAt(t, i))) return false;
  }
  return false;
}
