import { expect, test } from 'vitest';
import { READER_LIMITS } from '../settings/settings';
import { clampSetting } from './clamp';

test.each([
  ['fontSize', 19, 19],
  ['fontSize', 3, READER_LIMITS.fontSize.min],
  ['fontSize', 400, READER_LIMITS.fontSize.max],
  ['fontSize', 19.4, 19],
  ['lineHeight', 1.63, 1.6],
  ['lineHeight', 0.1 + 0.2 + 1.2, 1.5],
  ['paragraphSpacing', 1.1, 1],
  ['letterSpacing', 0.123, 0.12],
  ['width', 67, 68], // steps of 2 from 30
  ['width', Number.NaN, READER_LIMITS.width.min],
] as const)('%s %f -> %f', (key, value, expected) => expect(clampSetting(key, value)).toBe(expected));
