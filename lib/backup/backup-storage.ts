/** The backup's sections read from and written to the extension's storage (the options page uses these). */
import { positionsItem } from '../reader/position-store';
import { loadPersonalWarnings, savePersonalWarnings } from '../settings/personal-storage';
import { loadSettings, settingsItem } from '../settings/storage';
import { normalizePositions, type BackupData } from './backup';

/** Everything this browser holds that a backup carries. */
export async function readBackupData(): Promise<BackupData> {
  const [settings, personal, positions] = await Promise.all([loadSettings(), loadPersonalWarnings(), positionsItem.getValue()]);
  return { settings, personal: personal.warnings, positions: normalizePositions(positions) };
}

/** Stores an import's result: settings, the reader's own warnings (synced where they fit), positions. */
export async function writeBackupData(next: BackupData): Promise<void> {
  await settingsItem.setValue(next.settings);
  await savePersonalWarnings(next.personal);
  await positionsItem.setValue(next.positions);
}
