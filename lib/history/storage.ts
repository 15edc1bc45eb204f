import { storage } from 'wxt/utils/storage';
import { repairedItem } from '../settings/repaired-item';
import { normalizeHistory, type History } from './history';

/** The reading history, on this device only (local: it is the reader's own, and grows past sync's quotas). */
export const historyItem = storage.defineItem<History>('local:reading-history', { fallback: {}, version: 1 });

/** Load, update and watch the history, repaired (and bounded) on every read. */
export const historyStore = repairedItem(historyItem, (raw) => normalizeHistory(raw));
