import { describe, expect, test } from 'vitest';
import { STARTING_POINTS } from './starting-points';
import { startingPointAbout, startingPointName } from './starting-point-text';

describe('ready-made lists in the reader\'s language', () => {
  test.each(STARTING_POINTS.map((p) => [p.key, p] as const))('%s has its own name and description messages, English by default', (_key, point) => {
    expect(startingPointName(point)).toBe(point.name);
    expect(startingPointAbout(point)).toBe(point.about);
  });
});
