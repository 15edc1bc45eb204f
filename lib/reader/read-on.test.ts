import { expect, test } from 'vitest';
import { READ_ON_TTL_MS, shouldReadOn } from './read-on';

const mark = { site: 'ao3', workId: '7', chapter: 2, at: 1_000 };

test.each([
  ['the next chapter, at once', { site: 'ao3', workId: '7', chapter: { index: 3 } }, 2_000, true],
  ['the same chapter again', { site: 'ao3', workId: '7', chapter: { index: 2 } }, 2_000, false],
  ['another work', { site: 'ao3', workId: '8', chapter: { index: 3 } }, 2_000, false],
  ['another site', { site: 'ffnet', workId: '7', chapter: { index: 3 } }, 2_000, false],
  ['too late', { site: 'ao3', workId: '7', chapter: { index: 3 } }, 1_000 + READ_ON_TTL_MS, false],
])('%s: %s', (_name, story, now, expected) => {
  expect(shouldReadOn(mark, story, now)).toBe(expected);
});
