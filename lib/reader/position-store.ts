import { storage } from 'wxt/utils/storage';
import { readPosition, rememberPosition, type PositionMap, type ReadingPosition } from './positions';

/** Reading positions, on this device only (local, not sync: sync's quotas are small and per item). */
export const positionsItem = storage.defineItem<PositionMap>('local:reading-positions', { fallback: {} });

export async function loadPosition(key: string): Promise<ReadingPosition | undefined> {
  return readPosition(await positionsItem.getValue(), key);
}

export async function savePosition(key: string, position: ReadingPosition): Promise<void> {
  const current = await positionsItem.getValue();
  await positionsItem.setValue(rememberPosition(current && typeof current === 'object' ? current : {}, key, position));
}
