import { storage } from 'wxt/utils/storage';
import { readWorkMemory, rememberWork, type WorkMemory, type WorkMemoryMap } from './work-memory';

/** Per-work banner choices, on this device only (like the reading positions). */
export const workMemoryItem = storage.defineItem<WorkMemoryMap>('local:work-memory', { fallback: {} });

export async function loadWorkMemory(key: string): Promise<WorkMemory | undefined> {
  return readWorkMemory(await workMemoryItem.getValue(), key);
}

export async function saveWorkMemory(key: string, entry: WorkMemory): Promise<void> {
  await workMemoryItem.setValue(rememberWork(await workMemoryItem.getValue(), key, entry));
}
