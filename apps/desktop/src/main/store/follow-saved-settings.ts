import { validateStoredSettings, type AppSettings } from '@cadenza/settings';
import type { JsonFileStore } from '../store/json-file-store';

/**
 * The store with a listener on saved settings: once a settings document is written (the
 * settings handler has validated it), `onSaved` hears it, so main-process modules follow what
 * the user saves (remote control starts, stops or moves). Other keys pass through untouched.
 */
export function followSavedSettings(
  store: JsonFileStore,
  onSaved: (settings: AppSettings) => void,
): JsonFileStore {
  return {
    read: (key) => store.read(key),
    async write(key, value) {
      await store.write(key, value);
      if (key === 'settings') onSaved(validateStoredSettings(value).settings);
    },
  };
}
