/**
 * Negation over a short scope: "didn't hit". Apart from the other context rules (context.ts) so the
 * tag reader (lib/tags), which also runs on listing pages, does not bring the engine's word lists.
 */
import { wordEndsWith, type Tokens } from './tokenize';
import { hasWordAt, wordFlags, wordIds } from './vocabulary';

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

/** The lists above as flags by word id: a rule reads a token's id, not its word (vocabulary.ts). */
const NEGATOR_FLAGS = wordFlags(NEGATORS);
const NOT_NEGATING_AFTER_FLAGS = wordFlags(NOT_NEGATING_AFTER);
const SCOPE_BREAKER_FLAGS = wordFlags(SCOPE_BREAKERS);

function isNegatorAt(t: Tokens, ids: Int32Array, i: number): boolean {
  return hasWordAt(NEGATOR_FLAGS, ids, i) || wordEndsWith(t, i, "n't");
}

/** True when a negation in the same clause, a few words before `at`, cancels the match. */
export function isNegated(t: Tokens, at: number): boolean {
  const ids = wordIds(t);
  const clause = t.clause[at];
  // i + 1 <= at: every token read is one of the paragraph's.
  for (let i = at - 1; i >= 0 && i >= at - NEGATION_SCOPE && t.clause[i] === clause; i--) {
    if (isNegatorAt(t, ids, i) && !hasWordAt(NOT_NEGATING_AFTER_FLAGS, ids, i + 1)) return true;
    if (hasWordAt(SCOPE_BREAKER_FLAGS, ids, i)) return false;
  }
  return false;
}
