import type { SettingsStoragePort } from './storage/settings-storage.port';
import type { ValidatedSettings } from './validate';
import { DEFAULT_SETTINGS } from './settings-defaults';
import { unsealSettings } from './settings-seal';

// A deep copy: nobody may share (or mutate) the defaults.
const clone = () => JSON.parse(JSON.stringify(DEFAULT_SETTINGS)) as typeof DEFAULT_SETTINGS;

/**
 * Reads the stored settings: a document this build sealed when it wrote it is used as it is;
 * any other is validated, with the validator (zod and the schema's checks) loaded only then, so
 * the first paint of an ordinary start does without it. Never rejects: an unreadable store
 * gives the defaults with a `'*'` issue, which the UI reports to the listener.
 */
export async function loadSettings(storage: SettingsStoragePort): Promise<ValidatedSettings> {
  try {
    const stored = await storage.read();
    // A first start: nothing stored, nothing to validate.
    if (stored === null || stored === undefined) return { settings: clone(), issues: [] };
    const sealed = unsealSettings(stored);
    if (sealed) return { settings: sealed, issues: [] };
    const { validateStoredSettings } = await import('./validate');
    return validateStoredSettings(stored);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { settings: clone(), issues: [{ field: '*', message: reason }] };
  }
}
