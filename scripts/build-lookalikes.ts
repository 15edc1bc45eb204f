/**
 * npm run lookalikes: derives from Unicode's confusables data (confusables.txt 13.0, as the
 * unhomoglyph package ships it: a build-time dependency) which letters of other scripts look like
 * a Latin letter or digit, for the text normal form (lib/engine/normal-form.ts):
 * lib/engine/lookalikes.json, lower case to lower case ("а" Cyrillic → "a", "н" → "h" because "Н"
 * looks like "H").
 *
 * Kept: one character whose confusable is one ASCII letter or digit, keyed as the normal form
 * meets it (after NFKC and without marks; full-width and mathematical letters are ASCII by then
 * and need no entry). The skeleton writes
 * capital I as "l": a capital drawn like that reads "i" once lower-cased. Letters drawn inside a
 * circle or square on a dark ground, and the regional indicators, have no confusable entry and
 * no compatibility form, but stylised titles spell words with them: added by range.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const OUT = resolve(dirname(fileURLToPath(import.meta.url)), '../lib/engine/lookalikes.json');

/** Letters A-Z drawn on a dark ground or as flags: negative circled, negative squared, regional indicators. */
const LETTER_RANGES = [0x1f150, 0x1f170, 0x1f1e6];

const isOneAsciiAlnum = (s: string | undefined): s is string => s !== undefined && /^[A-Za-z0-9]$/.test(s);

/** The table, from confusables' source → skeleton map. */
export function lookalikeTable(confusables: Record<string, string>): Record<string, string> {
  const table = new Map<string, string>();
  // The lower-case letter's own entry wins over one it takes from its capital.
  const entries = Object.entries(confusables).sort(([a], [b]) => Number(a !== a.toLowerCase()) - Number(b !== b.toLowerCase()) || (a < b ? -1 : a > b ? 1 : 0));
  for (const [source, target] of entries) {
    if ([...source].length !== 1 || /[\p{M}\p{Default_Ignorable_Code_Point}\p{Cf}]/u.test(source) || !isOneAsciiAlnum(target)) continue;
    // Keyed as the normal form meets it: after NFKC and without marks ("ϲ" is met as "ς").
    const base = source.normalize('NFKC').normalize('NFD').replace(/\p{M}/gu, '');
    const key = base.toLowerCase();
    if ([...key].length !== 1 || key.charCodeAt(0) < 128 || table.has(key)) continue;
    const capital = base !== key;
    table.set(key, capital && target === 'l' ? 'i' : target.toLowerCase());
  }
  for (const first of LETTER_RANGES) for (let i = 0; i < 26; i++) table.set(String.fromCodePoint(first + i), String.fromCharCode(97 + i));
  return Object.fromEntries([...table].sort(([a], [b]) => a.codePointAt(0)! - b.codePointAt(0)!));
}

/** The confusables map unhomoglyph ships. */
export function confusablesData(): Record<string, string> {
  return JSON.parse(readFileSync(require.resolve('unhomoglyph/data.json'), 'utf8')) as Record<string, string>;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const table = lookalikeTable(confusablesData());
  writeFileSync(OUT, `${JSON.stringify(table, null, 0).replace(/,"/g, ',\n"')}\n`);
  console.log(`${Object.keys(table).length} look-alikes → ${OUT}`);
}
