import type { KeyValueStorage } from '@cadenza/ports';
import type { AppSettings } from '../settings.schema';
import { SETTINGS_STORAGE_KEY, type SettingsStoragePort } from './settings-storage.port';
import { STORAGE_KEYS } from './storage-keys';

/** Thrown when the stored text is not JSON; callers fall back to defaults and report it. */
export class CorruptSettingsError extends Error {
  constructor(cause: unknown) {
    super('stored settings are not valid JSON', { cause });
    this.name = 'CorruptSettingsError';
  }
}

/**
 * Keeps the settings document as JSON under one key of a Web Storage (localStorage on web).
 * While that key is empty, the reference product's document (`appSettings`) is read instead, so
 * its users keep their settings: loading migrates it, and the first write lands under `key`.
 */
export function createWebStorageSettingsAdapter(
  storage: KeyValueStorage,
  key: string = SETTINGS_STORAGE_KEY,
  legacyKey: string | null = STORAGE_KEYS.appSettings,
): SettingsStoragePort {
  return {
    async read() {
      const text = storage.getItem(key) ?? (legacyKey === null ? null : storage.getItem(legacyKey));
      if (text === null) return null;
      try {
        return JSON.parse(text) as unknown;
      } catch (error) {
        throw new CorruptSettingsError(error);
      }
    },
    async write(settings: AppSettings) {
      storage.setItem(key, JSON.stringify(settings));
    },
  };
}
