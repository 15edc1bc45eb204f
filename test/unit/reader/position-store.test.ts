import { fakeBrowser } from 'wxt/testing';
import { beforeEach, expect, test, vi } from 'vitest';
import { loadPosition, positionRecorder, positionsItem, SAVE_POSITION_EVERY_MS } from '../../../lib/reader/position-store';
import { MAX_POSITIONS } from '../../../lib/reader/positions';

beforeEach(() => fakeBrowser.reset());
const at = (paragraph: number) => ({ paragraph, offset: 0.25, percent: 40 });
const settle = () => new Promise((r) => setTimeout(r, 0));

test('saves at once, then at most every few seconds, and on flush', async () => {
  let clock = 1_000;
  const recorder = positionRecorder('ao3:1:2', () => clock);
  recorder.update(at(3));
  await settle();
  expect(await loadPosition('ao3:1:2')).toEqual({ ...at(3), updatedAt: 1_000 });
  clock += SAVE_POSITION_EVERY_MS / 2;
  recorder.update(at(9));
  await settle();
  expect((await loadPosition('ao3:1:2'))?.paragraph).toBe(3);
  recorder.flush();
  await settle();
  expect((await loadPosition('ao3:1:2'))?.paragraph).toBe(9);
});

test('a page without a work id remembers nothing', async () => {
  const recorder = positionRecorder(undefined);
  recorder.update(at(3));
  recorder.flush();
  await settle();
  expect(await positionsItem.getValue()).toEqual({});
});

test('the store stays bounded', async () => {
  await positionsItem.setValue(Object.fromEntries(Array.from({ length: MAX_POSITIONS }, (_, i) => [`k${i}`, { ...at(1), updatedAt: i + 1 }])));
  positionRecorder('new', () => 10_000_000).update(at(2));
  await settle();
  const stored = await positionsItem.getValue();
  expect(Object.keys(stored)).toHaveLength(MAX_POSITIONS);
  expect(stored.k0).toBeUndefined();
  expect(stored.new.paragraph).toBe(2);
});

test('two positions saved at once are both kept (a whole work and its chapter)', async () => {
  positionRecorder('ao3:1:all').update(at(30));
  positionRecorder('ao3:1:3').update(at(4));
  await new Promise((r) => setTimeout(r, 20));
  expect((await loadPosition('ao3:1:all'))?.paragraph).toBe(30);
  expect((await loadPosition('ao3:1:3'))?.paragraph).toBe(4);
});

test('a save the storage refuses is reported, not only logged (audit F11)', async () => {
  const refused = new Error('QUOTA_BYTES quota exceeded');
  const setValue = vi.spyOn(positionsItem, 'setValue').mockRejectedValue(refused);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const failures: unknown[] = [];
  positionRecorder('ao3:1:2', () => 1_000, (error) => failures.push(error)).update(at(3));
  await vi.waitFor(() => expect(failures).toEqual([refused]));
  expect(setValue).toHaveBeenCalledTimes(2); // the whole map, then this work alone
  expect(warn).toHaveBeenCalled();
});
