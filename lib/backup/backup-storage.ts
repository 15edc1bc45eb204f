/** The backup's sections read from and written to the extension's storage (the options page uses these). */
import { historyStore } from '../history/storage';
import { positionsItem } from '../reader/position-store';
import { loadPersonalWarnings, savePersonalWarnings } from '../settings/personal-storage';
import { blocklistsStore, loadSettings, settingsItem } from '../settings/storage';
import { normalizePositions, type BackupData } from './backup';

/** Everything this browser holds that a backup carries. */
export async function readBackupData(): Promise<BackupData> {
  const [settings, personal, positions, blocklists, history] = await Promise.all([
    loadSettings(),
    loadPersonalWarnings(),
    positionsItem.getValue(),
    blocklistsStore.load(),
    historyStore.load(),
  ]);
  return { settings, personal: personal.warnings, positions: normalizePositions(positions), blocklists, history };
}

/** Stores an import's result: settings, the reader's own warnings (synced where they fit), positions, blocklists, history. */
export async function writeBackupData(next: BackupData): Promise<void> {
  await settingsItem.setValue(next.settings);
  await savePersonalWarnings(next.personal);
  await positionsItem.setValue(next.positions);
  if (next.blocklists) await blocklistsStore.update(() => next.blocklists!);
  if (next.history) await historyStore.update(() => next.history!);
}
