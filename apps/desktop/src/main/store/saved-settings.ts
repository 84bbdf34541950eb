import { validateStoredSettings, type AppSettings } from '@cadenza/settings';
import type { JsonFileStore } from './json-file-store';

/**
 * The settings as saved now, over the defaults: main reads them when it acts on one (unblock,
 * downloads, close action). A missing or corrupt document reads as the defaults; the renderer is
 * the one that reports and repairs it.
 */
export async function readSavedSettings(store: JsonFileStore): Promise<AppSettings> {
  return validateStoredSettings(await store.read('settings').catch(() => null)).settings;
}
