/**
 * The story reader asks whether a paragraph is a row of ornaments only when it holds at most one
 * token (features.ts isSceneBreak): every row the pattern accepts must read as one token or none.
 */
import { expect, test } from 'vitest';
import { isOrnamentRow } from './scene-break';
import { tokenize } from './tokenize';

const ROWS = ['***', '* * *', '~~~', 'oOo', 'xXx', '000', 'OOOOOO', '-~*=_#+.', '•·◇◆❖✦§', '\u00a0oOo\u00a0', '\ufeff***\ufeff', ' ~ '.repeat(30), '*'.repeat(91), '\u2028***'];

test.each(ROWS)('a row of ornaments holds at most one token: %s', (row) => {
  expect(isOrnamentRow(row)).toBe(true);
  expect(tokenize(row).count).toBeLessThanOrEqual(1);
});

test('any string the ornament pattern accepts holds at most one token', () => {
  // Ornaments, the letters a row may be made of, spaces of every kind, and a few that are neither.
  const alphabet = [...'-~*=_#+.•·◇◆❖✦§oOxX0 \t\n\u00a0\u2028\u3000\ufeffab1\'’'];
  let seed = 7;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  let accepted = 0;
  for (let n = 0; n < 20_000; n++) {
    const row = Array.from({ length: 1 + Math.floor(random() * 8) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    if (!isOrnamentRow(row)) continue;
    accepted++;
    expect([row, tokenize(row).count <= 1]).toEqual([row, true]);
  }
  expect(accepted).toBeGreaterThan(100);
});
