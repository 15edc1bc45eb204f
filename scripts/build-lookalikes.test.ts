import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { confusablesData, lookalikeTable } from './build-lookalikes';

test('the shipped look-alike table is what `npm run lookalikes` makes from the confusables data', () => {
  const shipped = JSON.parse(readFileSync(new URL('../lib/engine/lookalikes.json', import.meta.url), 'utf8'));
  expect(shipped).toEqual(lookalikeTable(confusablesData()));
});
