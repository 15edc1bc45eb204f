import { describe, expect, test } from 'vitest';
import { luminance, parseRgb } from './page-scheme';

describe('page scheme', () => {
  test.each([
    ['rgb(255, 255, 255)', [255, 255, 255, 1]],
    ['rgba(0, 0, 0, 0)', [0, 0, 0, 0]],
    ['rgb(34 34 34 / 50%)', [34, 34, 34, 0.5]],
    ['transparent', undefined],
  ])('parses %s', (value, expected) => {
    expect(parseRgb(value)).toEqual(expected);
  });

  test('white is light, AO3 Reversi grey is dark', () => {
    expect(luminance([255, 255, 255])).toBeCloseTo(1);
    expect(luminance([51, 51, 51])).toBeLessThan(0.2);
  });
});
