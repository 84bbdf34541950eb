import type { SettingsStoragePort } from './storage/settings-storage.port';
import { validateStoredSettings, type ValidatedSettings } from './validate';
import { DEFAULT_SETTINGS } from './settings.schema';

/**
 * Reads and validates the stored settings. Never rejects: an unreadable store gives the
 * defaults with a `'*'` issue, which the UI reports to the listener.
 */
export async function loadSettings(storage: SettingsStoragePort): Promise<ValidatedSettings> {
  try {
    return validateStoredSettings(await storage.read());
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { settings: { ...DEFAULT_SETTINGS }, issues: [{ field: '*', message: reason }] };
  }
}
