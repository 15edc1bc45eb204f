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

/**
 * Things that are not alive: when one is what a harming verb acts on ("murdered that song", "beat
 * the eggs", "kicked the tyre") or what dies ("the phone died", "the engines died"), the verb is in
 * another sense. One list for every category: the sense of "killed", "died" or "smashed" turns on
 * what it is said of, not on which warning is asking.
 */
const INANIMATE = new Set([
  // machines and devices
  'phone', 'phones', 'battery', 'batteries', 'engine', 'engines', 'motor', 'car', 'cars', 'truck', 'van', 'bike', 'laptop',
  'computer', 'screen', 'tv', 'television', 'radio', 'wifi', 'signal', 'app', 'server', 'printer', 'satnav', 'gps', 'torch',
  'flashlight', 'lights', 'light', 'bulb', 'lamp', 'generator', 'console', 'controller', 'lawnmower', 'kettle', 'oven',
  'microwave', 'fridge', 'router', 'speaker', 'speakers', 'headphones', 'camera', 'clock', 'watch', 'alarm', 'tyre', 'tyres',
  'tire', 'tires', 'door', 'doors', 'machine', 'vending', 'ship', 'boat', 'plane', 'drone', 'robot', 'code', 'build', 'website',
  // food and cooking (not fish or chicken: those are animals too, and cooking is a frame of its own)
  'eggs', 'egg', 'cream', 'butter', 'dough', 'batter', 'sauce', 'steak', 'onions', 'onion',
  'garlic', 'potatoes', 'vegetables', 'meat', 'bread', 'cake', 'pie', 'soup', 'dish', 'recipe', 'pastry', 'meringue',
  'souffle', 'soufflé', 'risotto', 'sandwich', 'pizza', 'coffee', 'tea', 'drink', 'bottle', 'pan', 'pot', 'plate', 'plates',
  // performance, play and work (not "boss" or "match": people and a lit match can be hurt or hurt)
  'song', 'songs', 'tune', 'solo', 'chorus', 'verse', 'note', 'notes', 'line', 'lines', 'set', 'gig', 'show', 'performance',
  'audition', 'speech', 'presentation', 'pitch', 'interview', 'exam', 'test', 'quiz', 'essay', 'paper', 'assignment', 'game',
  'round', 'level', 'ball', 'shot', 'serve', 'penalty', 'goal', 'race', 'lap', 'routine', 'dance', 'joke',
  'punchline', 'mood', 'vibe', 'conversation', 'idea', 'plan', 'deal', 'budget', 'deadline', 'party', 'fire', 'candle',
  'candles', 'flame', 'flames', 'music', 'rumour', 'rumor', 'story', 'scene', 'project', 'garden', 'plant', 'plants',
  'flowers', 'weeds', 'grass', 'lawn', 'it', 'this', 'that',
]);
/** Words that may stand between a verb and what it acts on: "beat THE eggs", "murdered THAT song". */
const DETERMINERS = new Set(['the', 'a', 'an', 'my', 'your', 'his', 'her', 'their', 'our', 'its', 'this', 'that', 'these', 'those', 'some', 'every', 'old', 'poor', 'whole', 'last', 'first']);

/** True when the word right after [from, to) (past a determiner or two) is a thing, not a being: "killed it", "beat the eggs". */
export function actsOnThing(t: Tokens, from: number, to: number): boolean {
  const sentence = t.sentence[from];
  let i = to;
  for (let skipped = 0; i < t.count && skipped < 2 && DETERMINERS.has(t.words[i]) && t.sentence[i] === sentence; skipped++) {
    // "that" and "this" are things themselves when nothing noun-like follows in the clause.
    if ((t.words[i] === 'that' || t.words[i] === 'this' || t.words[i] === 'it') && (i + 1 >= t.count || t.clause[i + 1] !== t.clause[i])) return true;
    i++;
  }
  return i < t.count && t.sentence[i] === sentence && t.clause[i] === t.clause[from] && INANIMATE.has(t.words[i]) && t.words[i] !== 'that' && t.words[i] !== 'this'
    ? true
    : i === to && i < t.count && t.words[i] === 'it' && t.clause[i] === t.clause[from];
}

/** True when the word right before the match is a thing: "the phone died", "the engines died". */
export function saidOfThing(t: Tokens, from: number): boolean {
  const i = from - 1;
  return i >= 0 && t.sentence[i] === t.sentence[from] && INANIMATE.has(t.words[i]) && !['it', 'this', 'that'].includes(t.words[i]);
}

/**
 * Words that put a sentence in the mode of a guess, a joke, a rumour or a pretence: "a theory that
 * the lady had an affair", "he joked he'd murder them", "the cover story was a kidnapping". What
 * follows is talked about, not shown happening: it counts SPECULATION_FACTOR of its weight.
 */
const SPECULATION = new Set([
  'theory', 'theories', 'theorised', 'theorized', 'theorising', 'theorizing', 'speculated', 'speculating', 'speculation',
  'rumour', 'rumours', 'rumoured', 'rumor', 'rumors', 'rumored', 'gossip', 'gossiped', 'supposedly', 'allegedly', 'maybe',
  'perhaps', 'joke', 'joked', 'joking', 'jokes', 'jokingly', 'kidding', 'teased', 'teasing', 'pretend', 'pretended',
  'pretending', 'pretends', 'cover', 'bet', 'guessed', 'guess', 'hypothetically', 'probably', 'wondered',
]);
export const SPECULATION_SCOPE = 12;
export const SPECULATION_FACTOR = 0.5;

/** True when a guess, joke, rumour or pretence word sits earlier in the sentence, within a dozen words. */
export function isSpeculated(t: Tokens, at: number): boolean {
  const sentence = t.sentence[at];
  for (let i = at - 1; i >= 0 && i >= at - SPECULATION_SCOPE && t.sentence[i] === sentence; i--) {
    if (SPECULATION.has(t.words[i])) {
      // "cover" only as in a cover story; "bet" only as "I bet".
      if (t.words[i] === 'cover' && t.words[i + 1] !== 'story') continue;
      if (t.words[i] === 'bet' && t.words[i - 1] !== 'i') continue;
      return true;
    }
  }
  return false;
}

/**
 * Words that, right after a match, make it the name of a job, a unit or a cause rather than an
 * event: "domestic abuse cases", "the suicide prevention line", "a homicide detective".
 */
const INSTITUTION = new Set([
  'case', 'cases', 'caseload', 'unit', 'units', 'department', 'squad', 'division', 'detective', 'detectives', 'investigator',
  'investigators', 'counselor', 'counsellor', 'counselors', 'counsellors', 'awareness', 'prevention', 'charity', 'charities',
  'hotline', 'helpline', 'lawyer', 'lawyers', 'attorney', 'statistics', 'stats', 'law', 'laws', 'policy', 'policies',
  'research', 'researcher', 'studies', 'study', 'seminar', 'training', 'module', 'lecture', 'course', 'campaign', 'campaigns',
  'fundraiser', 'documentary', 'podcast', 'novel', 'novels', 'thriller', 'thrillers', 'genre', 'movie', 'movies', 'film', 'films',
]);
export const INSTITUTION_FACTOR = 0.3;

/** True when the word right after the match names a job, unit, cause or genre built on it. */
export function namesInstitution(t: Tokens, to: number): boolean {
  return to < t.count && t.clause[to] === t.clause[to - 1] && INSTITUTION.has(t.words[to]);
}

/** Words that open a condition: from them to the end of their clause, nothing is yet real ("if he ever hurt you"). */
const CONDITIONS = new Set(['if', 'unless', 'suppose', 'supposing', 'imagine', 'whether', 'lest']);

/** How far back in its clause a condition word still reaches: a long clause is rarely one condition. */
export const CONDITION_SCOPE = 12;

/** True when the clause holding the match opened with a condition a few words back ("if he ever hurt you"). */
export function isConditional(t: Tokens, at: number): boolean {
  const clause = t.clause[at];
  for (let i = at - 1; i >= 0 && i >= at - CONDITION_SCOPE && t.clause[i] === clause; i--) if (CONDITIONS.has(t.words[i])) return true;
  return false;
}
