import type { WxtStorageItem } from 'wxt/utils/storage';

export interface RepairedItem<T> {
  /** Reads the stored value, repairing anything corrupted. */
  load(): Promise<T>;
  /** Applies a change to the current value and saves it; returns what was saved. */
  update(change: (current: T) => T): Promise<T>;
  /** Calls back with the repaired value whenever it changes in any context (popup, options, pages). */
  watch(onChange: (value: T) => void): () => void;
}

/** A storage item that is never read without its repair-on-read function (Dark Reader's way). */
export function repairedItem<T>(item: WxtStorageItem<T, Record<string, unknown>>, normalize: (raw: unknown) => T): RepairedItem<T> {
  const load = async () => normalize(await item.getValue());
  return {
    load,
    async update(change) {
      const next = normalize(change(await load()));
      await item.setValue(next);
      return next;
    },
    watch: (onChange) => item.watch((value) => onChange(normalize(value))),
  };
}
