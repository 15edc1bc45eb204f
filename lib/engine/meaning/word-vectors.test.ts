/** The packaged word-vector table: what the recipe makes from its source, read back exactly. */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { buildWordVectors, fingerprint, sourceFile, streamSource, VECTORS_FILE } from '../../../scripts/build/word-vectors';
import info from './word-vectors.json';
import { readWordVectors, vectorOf, writeWordVectors } from './word-vectors';

const shipped = readWordVectors(readFileSync(VECTORS_FILE));
const source = sourceFile();

describe('word-vector table', () => {
  test('is the file its fingerprint names (else: npm run vectors)', () => {
    expect(fingerprint(readFileSync(VECTORS_FILE))).toBe(info.fingerprint);
    expect(shipped.rows).toBe(info.rows);
    expect(shipped.dimensions).toBe(100);
  });

  test('holds the words stories are made of, and the lexicons rarer ones', () => {
    for (const word of ['the', 'heart', 'funeral', 'bruises', 'sleeves', 'vodka', 'noose', 'miscarriage', 'homophobic']) expect(shipped.words, word).toContain(word);
    // Rows are in GloVe's frequency order.
    for (let r = 1; r < shipped.rows; r++) expect(shipped.rank[r]).toBeGreaterThan(shipped.rank[r - 1]);
  });

  test.skipIf(!source)('matches its source for sample words, within int8 rounding', async () => {
    const samples = new Set(['the', 'grief', 'knife', 'hospital', 'cake', 'overdose']);
    const rows = new Map<string, number[]>();
    await streamSource(source!, (word) => samples.has(word), (row) => rows.set(row.word, row.vector));
    expect([...rows.keys()].sort()).toEqual([...samples].sort());
    for (const [word, vector] of rows) {
      const read = vectorOf(shipped, word)!;
      const largest = Math.max(...vector.map(Math.abs));
      vector.forEach((x, d) => expect(Math.abs(read[d] - x), `${word}[${d}]`).toBeLessThanOrEqual(largest / 254 + 1e-6));
    }
  });

  test.skipIf(!source)('is what npm run vectors makes from the source and today\'s lexicons', { timeout: 120_000 }, async () => {
    const built = await buildWordVectors(source!);
    expect(fingerprint(built.bytes)).toBe(info.fingerprint);
  });

  test('reads back what it writes', () => {
    const bytes = writeWordVectors(
      [
        { word: 'tea', rank: 3, vector: [0.5, -1, 0.25] },
        { word: 'café', rank: 9, vector: [0, 0, 0] },
      ],
      3,
    );
    const back = readWordVectors(bytes);
    expect(back.words).toEqual(['tea', 'café']);
    expect(Array.from(back.rank)).toEqual([3, 9]);
    expect(Array.from(vectorOf(back, 'tea')!).map((x) => Math.round(x * 100) / 100)).toEqual([0.5, -1, 0.25]);
    expect(Array.from(vectorOf(back, 'café')!)).toEqual([0, 0, 0]);
  });

  test.each([
    ['too short', new Uint8Array(3), /too short/],
    ['not a table', new Uint8Array(64), /not a word-vector table/],
    ['cut short', readFileSync(VECTORS_FILE).subarray(0, 5000), /cut short/],
  ])('refuses a file that is %s', (_, bytes, message) => {
    expect(() => readWordVectors(bytes)).toThrow(message);
  });
});
