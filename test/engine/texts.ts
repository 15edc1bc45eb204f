/** Texts the engine's tokenizer and walks are checked on: every reference-text paragraph, and lines made to trip them. */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { paragraphsFromText } from '../../lib/engine/paragraphs';

const DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../reference-texts');

/** Every paragraph of the reference texts, in file order. */
export const REFERENCE_PARAGRAPHS = readdirSync(DIR)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .flatMap((f) => paragraphsFromText(readFileSync(resolve(DIR, f), 'utf8')));

/** Curly apostrophes, stars, İ, soft hyphens, astral letters, stutters, over-long tokens, possessives, nothing. */
export const TRICKY_LINES = [
  'She didn\u2019t say it. Kurt\u2019s hand; the boys\u2019 room. f*** that sh*t, she said.',
  'İİİİ He was KIDNAPPED. Straße, ÉCOLE, naïve café \u00adsoft\u200bhyphen. Blaine\u2019S coat.',
  'I-I can\u2019t, it\u2019s o-over. \ud835\udc00\ud835\udc01 \ud83d\ude00 killed his dog. a-abcdefghijklmnopqrstuvwxyzabcdefghijklmnop',
  `${'a'.repeat(60)} punched him in the face, he's 'quoted' and rock 'n' roll`,
  '',
  'One.',
  'Did he hurt you? Is it over?! Why\u2026 no?',
];
