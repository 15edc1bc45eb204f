/**
 * A word's family for the reader's own warnings: "needle" also finds "needles", "vomit" finds
 * "vomited" and "vomiting". Readers write one form; the engine reads every form.
 *
 * The rules over-generate on purpose ("visit" also yields "visitted"): a form that is not an English
 * word never appears in a story, so it costs a trie entry and nothing else, while a missing form
 * would silently miss the thing the reader asked to be warned about.
 */

/** Irregular forms readers' trigger words commonly take; every form finds the whole family. */
const IRREGULAR: readonly (readonly string[])[] = [
  ['throw', 'threw', 'thrown'],
  ['burn', 'burnt', 'burned'],
  ['bleed', 'bled'],
  ['bite', 'bit', 'bitten'],
  ['sting', 'stung'],
  ['drown', 'drowned'],
  ['die', 'died', 'dying', 'dies'],
  ['lie', 'lied', 'lying', 'lies'],
  ['tie', 'tied', 'tying', 'ties'],
  ['fall', 'fell', 'fallen'],
  ['freeze', 'froze', 'frozen'],
  ['hang', 'hung', 'hanged'],
  ['hit', 'hits', 'hitting'],
  ['hurt', 'hurts', 'hurting'],
  ['shoot', 'shot'],
  ['sink', 'sank', 'sunk'],
  ['steal', 'stole', 'stolen'],
  ['swallow', 'swallowed'],
  ['take', 'took', 'taken'],
  ['tear', 'tore', 'torn'],
  ['beat', 'beaten'],
  ['break', 'broke', 'broken'],
  ['choke', 'choked'],
  ['feed', 'fed'],
  ['fight', 'fought'],
  ['hold', 'held'],
  ['keep', 'kept'],
  ['leave', 'left'],
  ['lose', 'lost'],
  ['make', 'made'],
  ['catch', 'caught'],
  ['child', 'children'],
  ['man', 'men'],
  ['woman', 'women'],
  ['mouse', 'mice'],
  ['louse', 'lice'],
  ['knife', 'knives'],
  ['life', 'lives'],
  ['wolf', 'wolves'],
  ['tooth', 'teeth'],
  ['foot', 'feet'],
  ['person', 'people'],
];

const IRREGULAR_BY_FORM = new Map<string, readonly string[]>();
for (const family of IRREGULAR) for (const form of family) IRREGULAR_BY_FORM.set(form, family);

const VOWEL = /[aeiou]/;
/** Words of this length or shorter keep their one form: "ow" or "ew" would grow nonsense families. */
const MIN_FAMILY_LENGTH = 3;

function isConsonant(c: string | undefined): boolean {
  return !!c && /[a-z]/.test(c) && !VOWEL.test(c);
}

/** The bare stem a form may come from: "needles" → "needle", "vomited" → "vomit", "burning" → "burn". */
function stems(word: string): string[] {
  const out = [word];
  const strip = (suffix: string, add = '') => {
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) out.push(word.slice(0, -suffix.length) + add);
  };
  strip('ies', 'y');
  strip('ied', 'y');
  // "matches" → "match", but "fires" → "fire" (never "fir").
  if (/(s|x|z|ch|sh)es$/.test(word)) strip('es');
  else if (!word.endsWith('ss')) strip('s');
  strip('ed');
  strip('ed', 'e');
  if (word.endsWith('ed')) strip('d');
  strip('ing');
  strip('ing', 'e');
  // "stabbed", "stabbing": the doubled consonant belongs to the suffix.
  for (const s of [...out]) if (s.length > 3 && s[s.length - 1] === s[s.length - 2] && isConsonant(s[s.length - 1]) && s !== word) out.push(s.slice(0, -1));
  return out;
}

/** Every inflection of one stem: plural and third person, past, -ing, possessive. */
function inflect(stem: string, into: Set<string>): void {
  into.add(stem);
  into.add(`${stem}'s`);
  const last = stem[stem.length - 1];
  const beforeLast = stem[stem.length - 2];
  if (last === 'y' && isConsonant(beforeLast)) {
    const base = stem.slice(0, -1);
    into.add(`${base}ies`).add(`${base}ied`).add(`${stem}ing`);
    return;
  }
  if (/(s|x|z|ch|sh)$/.test(stem)) into.add(`${stem}es`);
  else into.add(`${stem}s`);
  if (last === 'e') {
    into.add(`${stem}d`);
    // "bake" → "baking", but "flee" → "fleeing": dropping the e of a short word or after a vowel
    // would make real, unrelated words ("bee" → "being", "the" → "thing").
    if (stem.length >= 4 && isConsonant(beforeLast)) into.add(`${stem.slice(0, -1)}ing`);
    else into.add(`${stem}ing`);
    return;
  }
  into.add(`${stem}ed`).add(`${stem}ing`);
  // A consonant-vowel-consonant ending may double ("stab" → "stabbed"); both are kept.
  if (isConsonant(last) && VOWEL.test(beforeLast ?? '') && !/[wxy]/.test(last)) into.add(`${stem}${last}ed`).add(`${stem}${last}ing`);
}

/** Little words that keep their one form at the edge of a phrase: "throw up" inflects "throw" only. */
const FUNCTION_WORDS = new Set([
  'the', 'a', 'an', 'of', 'to', 'in', 'on', 'at', 'by', 'for', 'from', 'up', 'down', 'out', 'off', 'into', 'over', 'with', 'and', 'or',
  'his', 'her', 'their', 'my', 'your', 'our', 'its', 'him', 'them', 'me', 'you', 'us', 'it', 'he', 'she', 'they', 'we', 'i',
  'was', 'were', 'is', 'are', 'be', 'been', 'not', 'no', 'all',
]);

/** One word's family, the word itself first. Words with digits or apostrophes keep their one form. */
export function wordFamily(word: string): string[] {
  const w = word.toLowerCase();
  if (w.length < MIN_FAMILY_LENGTH || !/^[a-z]+$/.test(w) || FUNCTION_WORDS.has(w)) return [w];
  const forms = new Set<string>([w]);
  for (const stem of stems(w)) inflect(stem, forms);
  const irregular = IRREGULAR_BY_FORM.get(w) ?? stems(w).map((s) => IRREGULAR_BY_FORM.get(s)).find(Boolean);
  if (irregular) for (const form of irregular) inflect(form, forms);
  return [...forms];
}
