/**
 * node scripts/corpus/check-batch.mjs FILE: checks a batch of labelled scenes against
 * test/corpus/WRITING.md (fields, categories, kinds, lengths, must/mustNot apart, ids unique) and
 * prints what it holds per kind and category, so a writer sees what is left of their quota.
 * Plain Node with no dependency: writers run it before the project is installed.
 */
import { readFileSync } from 'node:fs';

export const CATEGORIES = ['heartbreak', 'infidelity', 'self-harm', 'suicide', 'death', 'violence', 'blood-gore', 'abuse', 'sexual-assault', 'sexual-content', 'substance-use', 'eating-disorder', 'homophobia', 'bullying', 'mental-illness', 'profanity', 'pregnancy-loss', 'animal-harm', 'kidnapping', 'racism', 'misogyny', 'ableism'];
export const KINDS = ['explicit', 'implicit', 'figurative', 'neutral', 'mixed', 'long'];
const FIELDS = new Set(['id', 'kind', 'must', 'mustNot', 'genre', 'text', 'level']);

/** Problems with one scene, as sentences; [] when it is well formed. */
export function sceneProblems(s) {
  const problems = [];
  for (const k of Object.keys(s)) if (!FIELDS.has(k)) problems.push(`unknown field ${k}`);
  if (typeof s.id !== 'string' || !s.id) problems.push('no id');
  if (!KINDS.includes(s.kind)) problems.push(`kind ${s.kind}`);
  for (const f of ['must', 'mustNot']) {
    if (!Array.isArray(s[f])) problems.push(`${f} is not a list`);
    else for (const c of s[f]) if (!CATEGORIES.includes(c)) problems.push(`${f}: unknown category ${c}`);
  }
  if (Array.isArray(s.must) && Array.isArray(s.mustNot)) for (const c of s.must) if (s.mustNot.includes(c)) problems.push(`${c} in both must and mustNot`);
  if (typeof s.text !== 'string') problems.push('no text');
  else {
    const words = s.text.split(/\s+/).filter(Boolean).length;
    const [min, max] = s.kind === 'long' ? [900, 1900] : [80, 420];
    if (words < min || words > max) problems.push(`${words} words (${min}-${max})`);
  }
  if (typeof s.genre !== 'string' || !s.genre) problems.push('no genre');
  if (['explicit', 'implicit'].includes(s.kind) && s.must?.length < 1) problems.push(`${s.kind} with nothing in must`);
  if (s.kind === 'mixed' && s.must?.length < 2) problems.push('mixed with fewer than two in must');
  if (['figurative', 'neutral'].includes(s.kind) && s.must?.length) problems.push(`${s.kind} with categories in must`);
  if (s.kind === 'figurative' && !s.mustNot?.length) problems.push('figurative with nothing in mustNot');
  return problems;
}

function main() {
  const file = process.argv[2];
  if (!file) throw new Error('usage: node scripts/corpus/check-batch.mjs FILE');
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
  const ids = new Set();
  const byKind = {};
  const byCategory = Object.fromEntries(CATEGORIES.map((c) => [c, { explicit: 0, implicit: 0, mixed: 0, long: 0, figurativeNot: 0 }]));
  let bad = 0;
  lines.forEach((line, i) => {
    let s;
    try {
      s = JSON.parse(line);
    } catch (e) {
      console.log(`line ${i + 1}: not JSON (${e.message})`);
      bad++;
      return;
    }
    const problems = sceneProblems(s);
    if (ids.has(s.id)) problems.push(`id ${s.id} twice`);
    ids.add(s.id);
    if (problems.length) {
      bad++;
      console.log(`line ${i + 1} (${s.id}): ${problems.join('; ')}`);
    }
    byKind[s.kind] = (byKind[s.kind] ?? 0) + 1;
    for (const c of s.must ?? []) if (byCategory[c] && byCategory[c][s.kind] !== undefined) byCategory[c][s.kind]++;
    if (s.kind === 'figurative') for (const c of s.mustNot ?? []) if (byCategory[c]) byCategory[c].figurativeNot++;
  });
  console.log(`${lines.length} scenes, ${bad} with problems; by kind: ${JSON.stringify(byKind)}`);
  console.log('category         explicit implicit mixed long figurative(mustNot)');
  for (const [c, n] of Object.entries(byCategory)) console.log(`${c.padEnd(17)} ${String(n.explicit).padStart(4)} ${String(n.implicit).padStart(8)} ${String(n.mixed).padStart(5)} ${String(n.long).padStart(4)} ${String(n.figurativeNot).padStart(6)}`);
  process.exitCode = bad ? 1 : 0;
}

if (process.argv[1]?.endsWith('check-batch.mjs')) main();
