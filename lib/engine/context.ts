/** The context rules that sit on top of the lexicons: negation and dreams, each over a short scope. */
import nounClasses from './lexicons/things.json';
import { wordAt, wordEndsWith, wordLengthAt, type Tokens } from './tokenize';
import { sortedHas } from './sorted';
import { hasWordAt, internWord, wordFlags, wordIds } from './vocabulary';

// Negation has its own small file: the page's listing reads tags with it without this file's word lists.
import { SCOPE_BREAKERS } from './negation';
export { isNegated, NEGATION_SCOPE } from './negation';

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

const IRREALIS = new Set([
  'will', "i'll", "you'll", "he'll", "she'll", "they'll", "we'll", "it'll", 'would', "i'd", "you'd", "he'd", "she'd",
  "they'd", "we'd", 'could', 'might', 'may', 'must', "must've", 'should', "should've", 'gonna', 'going', 'want', 'wanted', 'wants', 'if', 'unless', 'threatened', 'threatening', 'threaten',
]);

const DREAM_WORDS = new Set([
  'dream', 'dreams', 'dreamed', 'dreamt', 'dreaming', 'nightmare', 'nightmares', 'imagined', 'imagining',
  'imagine', 'fantasy', 'fantasized', 'daydream', 'daydreamed',
]);

/** True when the sentence frames the match as a dream, something imagined or a simile ("as if"). */
export function isDreamt(t: Tokens, at: number): boolean {
  return (moodBefore(t, at) & Mood.Dream) !== 0;
}

/**
 * The word lists of these rules as flags by word id (vocabulary.ts): a rule reads the ids of the
 * words around a match, where reading them as strings built and hashed a word at every look.
 */
const IRREALIS_FLAGS = wordFlags(IRREALIS);

/** True when a modal, a condition or a threat just before the match makes it unreal. */
export function isIrrealis(t: Tokens, at: number): boolean {
  const ids = wordIds(t);
  const clause = t.clause[at];
  for (let i = at - 1; i >= 0 && i >= at - IRREALIS_SCOPE && t.clause[i] === clause; i--) {
    if (hasWordAt(IRREALIS_FLAGS, ids, i) && !(wordEndsWith(t, i, "'d") && isPastParticipleAfter(t, i))) return true;
  }
  return false;
}

/**
 * Participles that do not end in -ed and still say "had": "he'd been". Only "been": the others
 * ("taken", "gone") were tried and shifted the trained calibration of suicide for no gain on the
 * dev sets, losing the implied attempt in reference story 002 at high sensitivity.
 */
const IRREGULAR_PARTICIPLES = new Set(['been']);
/** Words that may stand between "she'd" and its participle: "she'd already left", "he'd never been". */
const PERFECT_ADVERBS = new Set(['never', 'already', 'just', 'always', 'once', 'long', 'only', 'ever', 'not', 'barely', 'hardly']);

/** True when the "'d" of token i is "had": a participle follows ("she'd cheated", "he'd been"); "she'd cheat" is "she would". */
function isPastParticipleAfter(t: Tokens, i: number): boolean {
  let k = i + 1;
  if (PERFECT_ADVERBS.has(wordAt(t, k) ?? '')) k++;
  const next = wordAt(t, k);
  return next !== undefined && (next.endsWith('ed') || IRREGULAR_PARTICIPLES.has(next));
}

/**
 * True when any of the words whose ids are `words` (vocabulary.ts) sits within SENSE_SCOPE tokens
 * of [from, to) in the same sentence (anywhere in it with `wholeSentence`).
 */
export function hasNearby(t: Tokens, from: number, to: number, words: ReadonlySet<number>, wholeSentence = false): boolean {
  const ids = wordIds(t);
  const sentence = t.sentence[from];
  const lo = wholeSentence ? 0 : Math.max(0, from - SENSE_SCOPE);
  const hi = wholeSentence ? t.count : Math.min(t.count, to + SENSE_SCOPE);
  for (let i = from - 1; i >= lo && t.sentence[i] === sentence; i--) if (words.has(ids[i])) return true;
  for (let i = to; i < hi && t.sentence[i] === sentence; i++) if (words.has(ids[i])) return true;
  return false;
}

/**
 * Things that are not alive: when one is what a harming verb acts on ("murdered that song", "beat
 * the eggs", "abusing the refill policy") or what dies ("the phone died", "the engines died"), the
 * verb is in another sense. One list for every category: the sense of "killed", "died" or
 * "smashed" turns on what it is said of, not on which warning is asking. Most of it comes from
 * WordNet (things.json, made by npm run nouns); a few everyday words it files otherwise are added.
 */
const THINGS = new Set<string>([
  ...(nounClasses as { things: string[] }).things,
  'diet', 'basil', 'plants', 'weeds', 'tyre', 'tyres', 'satnav', 'wifi', 'laptop', 'refill', 'samples', 'playlist', 'chorus',
  'solo', 'gig', 'audition', 'exam', 'quiz', 'essay', 'souffle', 'soufflé', 'meringue', 'risotto', 'turbot', 'lawnmower',
  'plant', 'houseplant', 'houseplants', 'seedling', 'seedlings', 'tomatoes', 'crops', 'battery', 'batteries', 'tires',
  'charger', 'chargers', 'bike', 'bikes', 'router', 'modem', 'onion', 'onions', 'shallot', 'shallots', 'carrot', 'carrots', 'garlic',
]);
/** Words that may stand between a verb and what it acts on: "beat THE eggs", "murdered THAT song". */
const DETERMINERS = new Set(['the', 'a', 'an', 'my', 'your', 'his', 'her', 'their', 'our', 'its', 'this', 'that', 'these', 'those', 'some', 'every', 'whole']);
/** Words that end the stretch where what a verb acts on can stand: pronouns, prepositions, conjunctions. */
const STOPS = new Set([
  'him', 'her', 'them', 'me', 'you', 'us', 'himself', 'herself', 'themselves', 'myself', 'yourself', 'ourselves', 'with', 'at',
  'in', 'on', 'to', 'and', 'but', 'or', 'for', 'from', 'by', 'of', 'into', 'onto', 'across', 'until', 'while', 'as', 'like',
  'after', 'before', 'down', 'up', 'over', 'under', 'through', 'behind', 'around', 'about', 'off', 'out', 'away', 'back',
  'during', 'against', 'toward', 'towards', 'near', 'past', 'without', 'again', 'so', 'then', 'when', 'because', 'if',
]);

/** Harming verbs whose bare form is not an -ed or -ing word: the ones that can act on a thing. */
const BARE_VERBS = new Set([
  'hit', 'hits', 'beat', 'beats', 'kill', 'kills', 'shot', 'shoot', 'shoots', 'stab', 'stabs', 'cut', 'cuts', 'slap', 'slaps',
  'punch', 'punches', 'kick', 'kicks', 'murder', 'murders', 'strangle', 'strangles', 'choke', 'chokes', 'drown', 'drowns', 'burn',
  'burns', 'burnt', 'hurt', 'hurts', 'abuse', 'abuses', 'cheat', 'cheats', 'bully', 'bullies', 'kidnap', 'kidnaps', 'grope',
  'gropes', 'butcher', 'butchers', 'massacre', 'slaughter', 'smash', 'smashes', 'break', 'breaks', 'broke', 'broken', 'crush',
  'crushes', 'bit', 'bite', 'bites', 'slit', 'slits', 'whip', 'whips', 'torture', 'tortures', 'starve', 'starves', 'poison',
  'poisons', 'bomb', 'bombs', 'blew', 'blow', 'blows', 'tore', 'torn', 'tear', 'tears', 'struck', 'strike', 'strikes', 'slew',
  'slain', 'snort', 'snorts', 'binge', 'binges', 'purge', 'purges', 'stole', 'stolen', 'took', 'taken', 'held', 'hold', 'holds',
]);

/**
 * Words after which "to" + verb is an event that happened after all: "began to beat him", "managed
 * to kidnap her", "tried to strangle him" (the attempt is on the page). After any other word the
 * infinitive is a purpose, a plan, a duty or an ability: "someone to take hostage", "little
 * princesses to kidnap", "the perfect person to kidnap and hold for ransom".
 */
const IMPLICATIVE = new Set([
  'began', 'begin', 'begins', 'beginning', 'begun', 'started', 'start', 'starts', 'starting', 'continued', 'continues',
  'managed', 'manages', 'proceeded', 'proceeds', 'tried', 'tries', 'trying', 'attempted', 'attempts', 'attempting',
]);
/** Bare verbs an infinitive match may start with besides the harming ones: "to take hostage". */
const INFINITIVE_ONLY = new Set(['take', 'abduct', 'snatch', 'capture', 'rape', 'assault', 'attack', 'torture', 'execute']);

/**
 * True when the match starts with a bare verb after "to", and the word before "to" does not make
 * the act happen: the act is a purpose or a plan, not an event ("someone to take hostage").
 */
export function isInfinitive(t: Tokens, from: number): boolean {
  const ids = wordIds(t);
  if (from < 1 || ids[from - 1] !== TO || t.clause[from - 1] !== t.clause[from]) return false;
  if (!hasWordAt(INFINITIVE_ONLY_FLAGS, ids, from) && !(hasWordAt(BARE_VERB_FLAGS, ids, from) && !wordEndsWith(t, from, 'en') && !hasWordAt(PAST_BARE_FLAGS, ids, from))) return false;
  return !(from >= 2 && t.clause[from - 2] === t.clause[from] && hasWordAt(IMPLICATIVE_FLAGS, ids, from - 2));
}
/** Forms in BARE_VERBS that are past tenses or nouns, never after an infinitive "to". */
const PAST_BARE = new Set(['shot', 'broke', 'burnt', 'bit', 'blew', 'tore', 'torn', 'struck', 'slew', 'slain', 'stole', 'took', 'held']);
const BARE_VERB_FLAGS = wordFlags(BARE_VERBS);
const PAST_BARE_FLAGS = wordFlags(PAST_BARE);
const INFINITIVE_ONLY_FLAGS = wordFlags(INFINITIVE_ONLY);
const IMPLICATIVE_FLAGS = wordFlags(IMPLICATIVE);
const TO = internWord('to');

/** True when token i reads as a verb that can take an object: an -ed or -ing form, or a known bare harming verb. */
function isVerbFormAt(t: Tokens, ids: Int32Array, i: number): boolean {
  return hasWordAt(BARE_VERB_FLAGS, ids, i) || (wordLengthAt(t, i) > 4 && (wordEndsWith(t, i, 'ed') || wordEndsWith(t, i, 'ing')));
}

/** Words of dying or breaking down that a thing can be said to do: "the phone died", "the engine's dead". */
const THING_PREDICATES = new Set(['died', 'dies', 'die', 'dying', 'dead', 'killed', 'murdered', 'exploded', 'crashed', 'drowned', 'burned', 'burnt', 'butchered', 'massacred', 'bled', 'bleeding', 'bleeds']);

/** Token i's word id when it stands in clause `clause`, else NOT_IN_CLAUSE (a function, not a closure made at every match). */
function idInClause(t: Tokens, ids: Int32Array, i: number, clause: number): number {
  return i < t.count && t.clause[i] === clause ? ids[i] : NOT_IN_CLAUSE;
}
const NOT_IN_CLAUSE = -1;
const DETERMINER_FLAGS = wordFlags(DETERMINERS);
const STOP_FLAGS = wordFlags(STOPS);
const THING_PREDICATE_FLAGS = wordFlags(THING_PREDICATES);
const [AT, IT, THAT, THIS] = ['at', 'it', 'that', 'this'].map(internWord);

/**
 * True when what the match acts on is a thing, not a being: "killed it", "beat the eggs", "murdered
 * that song", "abusing the unlimited refill policy". Only for a match ending in a verb; read as
 * determiners, at most one describing word, then the noun: anything else (a pronoun, a
 * preposition) and the verb keeps its sense.
 */
export function actsOnThing(t: Tokens, from: number, to: number): boolean {
  const ids = wordIds(t);
  if (!isVerbFormAt(t, ids, to - 1)) return false;
  const clause = t.clause[from];
  let i = to;
  // "stabbed at her salad", "shot at the target": what the blow is aimed at is what it acts on.
  if (idInClause(t, ids, i, clause) === AT) i++;
  if (idInClause(t, ids, i, clause) === IT) return true;
  for (let skipped = 0; skipped < 2 && idInClause(t, ids, i, clause) !== NOT_IN_CLAUSE && hasWordAt(DETERMINER_FLAGS, ids, i); skipped++, i++) {
    // "that" and "this" are the thing itself when the clause ends there: "you murdered that!"
    if ((ids[i] === THAT || ids[i] === THIS) && idInClause(t, ids, i + 1, clause) === NOT_IN_CLAUSE) return true;
  }
  if (idInClause(t, ids, i, clause) === NOT_IN_CLAUSE || hasWordAt(STOP_FLAGS, ids, i)) return false;
  // THINGS (9,500 words from WordNet) stays a set of strings: as ids it would triple the vocabulary every token looks up.
  if (THINGS.has(wordAt(t, i))) return true;
  return idInClause(t, ids, i + 1, clause) !== NOT_IN_CLAUSE && THINGS.has(wordAt(t, i + 1));
}

/** A thing, or a thing's "'s" standing for "is" ("the laptop's dead"). */
function isThingOrIts(word: string): boolean {
  return THINGS.has(word) || (word.endsWith("'s") && THINGS.has(word.slice(0, -2)));
}

/** Words between a thing and what is done to it in the passive: "the bread WAS slashed", "the tyres GOT slashed". */
const PASSIVE_AUXILIARY_FLAGS = wordFlags(['was', 'were', 'is', 'are', 'got', 'gets', 'been', 'being']);
/** Things WordNet files that are also parts of a body: "his arms were slashed" is a person hurt. */
const BODY_HOMOGRAPHS = new Set(['arms']);

/**
 * True when a word of dying or breaking down is said of the thing right before it ("the phone
 * died", "the engines died", "the charger's dead"), or a harming verb is done to a thing in the passive ("the bread was
 * slashed across the top", "the tyres were slashed").
 */
export function saidOfThing(t: Tokens, from: number): boolean {
  const ids = wordIds(t);
  const sentence = t.sentence[from];
  if (hasWordAt(THING_PREDICATE_FLAGS, ids, from) && from >= 1 && t.sentence[from - 1] === sentence && isThingOrIts(wordAt(t, from - 1))) return true;
  // "the battery's dead": a match that starts at a thing's "'s" (read as a name's) before a word of dying.
  if (from + 1 < t.count && t.sentence[from + 1] === sentence && hasWordAt(THING_PREDICATE_FLAGS, ids, from + 1) && isThingOrIts(wordAt(t, from))) return true;
  if (!isVerbFormAt(t, ids, from) || from < 2 || t.sentence[from - 2] !== sentence || !hasWordAt(PASSIVE_AUXILIARY_FLAGS, ids, from - 1)) return false;
  const subject = wordAt(t, from - 2);
  return THINGS.has(subject) && !BODY_HOMOGRAPHS.has(subject);
}

/**
 * Words that put a sentence in the mode of a guess, a joke, a rumour or a pretence: "a theory that
 * the lady had an affair", "he joked he'd murder them", "the cover story was a kidnapping". What
 * follows is talked about, not shown happening: it counts SPECULATION_FACTOR of its weight, so
 * that even a plain word ("kidnapped") becomes a hint needing company.
 */
const SPECULATION = new Set([
  'theory', 'theories', 'theorised', 'theorized', 'theorising', 'theorizing', 'speculated', 'speculating', 'speculation',
  'rumour', 'rumours', 'rumoured', 'rumor', 'rumors', 'rumored', 'gossip', 'gossiped', 'supposedly', 'allegedly', 'maybe',
  'perhaps', 'joke', 'joked', 'joking', 'jokes', 'jokingly', 'kidding', 'teased', 'teasing', 'pretend', 'pretended',
  'pretending', 'pretends', 'cover', 'bet', 'guessed', 'guess', 'hypothetically', 'probably', 'wondered',
]);
export const SPECULATION_SCOPE = 12;
export const SPECULATION_FACTOR = 0.25;
/** A comparison's words ("like a dead fish") count as little as a guess's: what they name is not in the story. */
export const SIMILE_FACTOR = SPECULATION_FACTOR;

/** Words naming a guess that a later sentence may take back. */
export const GUESS_NOUNS = new Set(['theory', 'theories', 'conclusion', 'conclusions', 'assumption', 'assumptions', 'guess', 'guesses', 'hypothesis', 'suspicion', 'suspicions', 'idea']);
const GUESS_NOUN_FLAGS = wordFlags(GUESS_NOUNS);
/** Words that, in a sentence about a guess, throw it out: "that theory is thrown straight out the window". */
const TAKEN_BACK_FLAGS = wordFlags(['wrong', 'mistaken', 'window', 'debunked', 'disproved', 'disproven', 'nonsense', 'false', 'untrue', 'scrapped', 'discarded', 'ridiculous']);
/** How many paragraphs before the one that takes a guess back it reaches: the guess, and a line after it. */
export const TAKEN_BACK_REACH = 3;

/**
 * True when a sentence of the paragraph takes a guess back: it names the guess (a theory, a
 * conclusion, an assumption) and calls it wrong or throws it out. What the paragraphs just before
 * said then was the guess, not the story: "Sans was married… the lady had an affair… he began to
 * die of heartbreak. It's all very tragic. Then Sans takes them to lunch and that theory is thrown
 * straight out the window." A paragraph without a GUESS_NOUNS word takes nothing back.
 */
export function takesBackAGuess(t: Tokens): boolean {
  const ids = wordIds(t);
  // Each sentence is read once, however many guess words it holds.
  let read = -1;
  for (let i = 0; i < t.count; i++) {
    if (!hasWordAt(GUESS_NOUN_FLAGS, ids, i) || t.sentence[i] === read) continue;
    read = t.sentence[i];
    for (let k = sentenceStart(t, i); k < t.count && t.sentence[k] === read; k++) if (hasWordAt(TAKEN_BACK_FLAGS, ids, k)) return true;
  }
  return false;
}

/** True when a guess, joke, rumour or pretence word sits earlier in the sentence, within a dozen words. */
export function isSpeculated(t: Tokens, at: number): boolean {
  return (moodBefore(t, at) & Mood.Speculation) !== 0;
}

/**
 * Words that, right after a match, make it the name of a job, a unit or a cause rather than an
 * event: "domestic abuse cases", "the suicide prevention line", "a homicide detective", "the cadaver lab".
 */
const INSTITUTION_FLAGS = wordFlags([
  'case', 'cases', 'caseload', 'unit', 'units', 'department', 'squad', 'division', 'detective', 'detectives', 'investigator',
  'investigators', 'counselor', 'counsellor', 'counselors', 'counsellors', 'awareness', 'prevention', 'charity', 'charities',
  'hotline', 'helpline', 'lawyer', 'lawyers', 'attorney', 'statistics', 'stats', 'law', 'laws', 'policy', 'policies',
  'research', 'researcher', 'studies', 'study', 'seminar', 'training', 'module', 'lecture', 'course', 'campaign', 'campaigns',
  'fundraiser', 'documentary', 'podcast', 'novel', 'novels', 'thriller', 'thrillers', 'genre', 'movie', 'movies', 'film', 'films', 'lab', 'labs', 'class', 'classes',
]);
export const INSTITUTION_FACTOR = 0.3;

/** True when the word right after the match names a job, unit, cause or genre built on it. */
export function namesInstitution(t: Tokens, to: number): boolean {
  return to < t.count && t.clause[to] === t.clause[to - 1] && hasWordAt(INSTITUTION_FLAGS, wordIds(t), to);
}

/**
 * Words that open a question asking whether something is so ("Is it a hostage situation?", "Did he
 * hurt you?"): such a question does not say it happened. A question asking who, why or how ("Why
 * did he hit you?") takes the event as given and is not among them.
 */
const POLAR_OPENER_FLAGS = wordFlags([
  'is', 'are', 'was', 'were', 'am', 'do', 'does', 'did', 'has', 'have', 'had', 'can', 'could', 'will', 'would', 'should',
  'shall', 'may', 'might', 'must', "isn't", "aren't", "wasn't", "weren't", "don't", "doesn't", "didn't", "hasn't", "haven't",
  "hadn't", "can't", "couldn't", "won't", "wouldn't", "shouldn't",
]);

/** The first token of the sentence holding token `at`. */
function sentenceStart(t: Tokens, at: number): number {
  return t.sentenceStarts[t.sentence[at]];
}

/** The last token of the clause holding token `at`. */
function clauseEnd(t: Tokens, at: number): number {
  const next = t.clauseStarts[t.clause[at] + 1];
  return next === undefined ? t.count - 1 : next - 1;
}

/**
 * True when the match sits in a yes-or-no question: a sentence that opens on an auxiliary and ends
 * in "?". The question sentences are looked up by binary search: scanning them for every match made
 * a paragraph of thousands of questions quadratic.
 */
export function isPolarQuestion(t: Tokens, at: number): boolean {
  return sortedHas(t.questions, t.sentence[at]) && hasWordAt(POLAR_OPENER_FLAGS, wordIds(t), sentenceStart(t, at));
}

/** Words that, opening a sentence, make all of it a guess: "Maybe he'd had an affair with some princess." */
const HEDGE_OPENER_FLAGS = wordFlags(['maybe', 'perhaps', 'probably', 'possibly', 'supposedly', 'allegedly', 'apparently']);
/** Words that, after a match in its sentence, say it was a guess or a joke: "…had an affair," she joked. */
const GUESS_AFTER_FLAGS = wordFlags(['joked', 'joking', 'teased', 'teasing', 'speculated', 'guessed', 'theorised', 'theorized', 'kidding']);

/** How far past the end of the match's clause the speaker of a guess may stand: "…,' she joked". */
const GUESS_TAG_SCOPE = 2;

/**
 * True when the whole sentence is a guess: it opens on a hedge, however far back ("Maybe Bruce would
 * introduce him as the child of some foreign princess he had an affair with"), or the clause is
 * tagged as a joke or a guess right after it ("…had an affair,' she joked"). The mood words before
 * a match only reach a dozen words. A guess told of later in the sentence ("while he laughed and
 * guessed wildly") is someone else's, and does not count.
 */
export function isHedged(t: Tokens, from: number, to: number): boolean {
  const ids = wordIds(t);
  if (hasWordAt(HEDGE_OPENER_FLAGS, ids, sentenceStart(t, from))) return true;
  const sentence = t.sentence[from];
  const end = clauseEnd(t, from);
  for (let i = end + 1; i <= end + GUESS_TAG_SCOPE && i < t.count && t.sentence[i] === sentence; i++) if (hasWordAt(GUESS_AFTER_FLAGS, ids, i)) return true;
  return false;
}

/** Words that open a condition: from them to the end of their clause, nothing is yet real ("if he ever hurt you"). */
const CONDITIONS = new Set(['if', 'unless', 'suppose', 'supposing', 'imagine', 'whether', 'lest']);

/**
 * Words of hoping, wishing and planning: what follows them in the sentence has not happened ("he'd
 * always hoped somebody would break it before he died", "the plan was to kidnap him at noon").
 * They reach over the whole sentence, past the clause breaks a condition stops at, because what is
 * wished is often a clause of its own.
 */
const WISHES = new Set([
  'hope', 'hoped', 'hopes', 'hoping', 'wish', 'wished', 'wishes', 'wishing', 'plan', 'plans', 'planned', 'planning',
  'plotted', 'plotting', 'intended', 'intends', 'someday',
]);
const WISH_ENDS = new Set(['but', 'yet', 'instead', 'then', 'until']);
/** "felt like banging his head on the table", "feel like killing him": a wish, not a deed. */
const FEELING = new Set(['felt', 'feel', 'feels', 'feeling']);
/** "you're making it sound like we had an affair": what it sounds like is a guess, not the story. */
const SOUNDING = new Set(['sound', 'sounds', 'sounded', 'sounding']);

/** How far back in its clause a condition word still reaches: a long clause is rarely one condition. */
export const CONDITION_SCOPE = 12;

/** True when the clause holding the match opened with a condition a few words back ("if he ever hurt you"). */
export function isConditional(t: Tokens, at: number): boolean {
  return (moodBefore(t, at) & Mood.Condition) !== 0;
}

/** How far back "like a" may stand before the match it compares with: "like a tiny gravestone". */
const SIMILE_SCOPE = 4;
const SIMILE_ARTICLES = new Set(['a', 'an', 'some']);
/** Words that show "like" is the verb ("didn't like a man who hit her"), not a comparison. */
const NOT_A_SIMILE_BETWEEN = new Set([...SCOPE_BREAKERS, 'who', 'whom', 'whose', 'where']);

/** "like a", and the comparative "than a": "weaker than a lifeless corpse", "louder than a murdered banshee". */
const SIMILE_WORDS = new Set(['like', 'than']);

/**
 * True when token i opens a comparison ("like a", "as a ... as") whose noun phrase runs on to the
 * match: "balanced on his chest like a tiny gravestone", "screamed like a murder victim". Only an
 * indefinite article counts ("like the man who hit her" may name someone real), and no pronoun or
 * relative word may come between: those start a clause of their own.
 */
function isSimileOpening(t: Tokens, i: number, at: number): boolean {
  if (!SIMILE_WORDS.has(wordAt(t, i)) || !SIMILE_ARTICLES.has(wordAt(t, i + 1)) || t.clause[i] !== t.clause[at]) return false;
  for (let k = i + 2; k < at; k++) if (NOT_A_SIMILE_BETWEEN.has(wordAt(t, k))) return false;
  return true;
}

/** The bits moodBefore returns. */
export const Mood = { Dream: 1, Speculation: 2, Condition: 4, Simile: 8 } as const;

/** The scope the mood words share: a dozen words back, inside the sentence. */
const MOOD_SCOPE = Math.max(DREAM_SCOPE, SPECULATION_SCOPE, CONDITION_SCOPE);

/**
 * Every word one of moodBefore's rules starts from (a rule added there adds its words here): the
 * scan passes over any other word with one array read instead of a Set look-up per rule.
 */
const MOOD_WORDS = wordFlags([...WISH_ENDS, ...DREAM_WORDS, 'as', ...SPECULATION, ...CONDITIONS, ...WISHES, ...SIMILE_WORDS]);

/**
 * What the words before a match say of it, in one look back over its sentence: a dream, a simile,
 * a guess or joke, a condition or wish (Mood bits). One scan instead of one per rule: the
 * engine asks this for every match of a 500,000-word work.
 */
export function moodBefore(t: Tokens, at: number): number {
  const sentence = t.sentence[at];
  const clause = t.clause[at];
  let mood = 0;
  // "She hoped he was fine, but he died": a wish does not reach past a "but" that answers it.
  let wishReaches = true;
  const ids = wordIds(t);
  for (let i = at - 1; i >= 0 && i >= at - MOOD_SCOPE && t.sentence[i] === sentence; i--) {
    if (!hasWordAt(MOOD_WORDS, ids, i)) continue;
    const w = wordAt(t, i);
    if (WISH_ENDS.has(w)) wishReaches = false;
    const back = at - i;
    if (back <= DREAM_SCOPE && (DREAM_WORDS.has(w) || (w === 'as' && (wordAt(t, i + 1) === 'if' || wordAt(t, i + 1) === 'though')))) mood |= Mood.Dream;
    if (back <= SPECULATION_SCOPE && SPECULATION.has(w) && !(w === 'cover' && wordAt(t, i + 1) !== 'story') && !(w === 'bet' && wordAt(t, i - 1) !== 'i')) mood |= Mood.Speculation;
    if (back <= CONDITION_SCOPE && ((t.clause[i] === clause && CONDITIONS.has(w)) || (wishReaches && WISHES.has(w)))) mood |= Mood.Condition;
    if (back <= SIMILE_SCOPE && isSimileOpening(t, i, at)) mood |= Mood.Simile;
    if (back <= CONDITION_SCOPE && w === 'like' && i > 0 && FEELING.has(wordAt(t, i - 1))) mood |= Mood.Condition;
    if (back <= SPECULATION_SCOPE && w === 'like' && i > 0 && SOUNDING.has(wordAt(t, i - 1))) mood |= Mood.Speculation;
  }
  return mood;
}
