import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import type { SettingsStoragePort } from './storage/settings-storage.port';
import { settingChanged, settingsSlice, type SettingsState } from './settings.slice';

/** Options for {@link createSettingsPersistence}. */
export interface SettingsPersistenceOptions {
  storage: SettingsStoragePort;
  /** Called when a write fails; the in-memory value is kept so nothing the user did is lost. */
  onWriteError?: (error: unknown) => void;
}

/**
 * A listener middleware that writes the whole settings document after every change.
 * Loading does not write back: a repaired document is saved on the next real change.
 */
export function createSettingsPersistence({ storage, onWriteError }: SettingsPersistenceOptions) {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(settingChanged),
    effect: async (_action, api) => {
      const state = api.getState() as { [settingsSlice.reducerPath]: SettingsState };
      try {
        await storage.write(state[settingsSlice.reducerPath].values);
      } catch (error) {
        onWriteError?.(error);
      }
    },
  });
  return listener.middleware;
}
