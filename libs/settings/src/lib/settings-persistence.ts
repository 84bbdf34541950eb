import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import type { SettingsStoragePort } from './storage/settings-storage.port';
import { sealSettings } from './settings-seal';
import {
  selectSettings,
  settingChanged,
  settingsLoaded,
  type SettingsState,
} from './settings.slice';

/** Options for {@link createSettingsPersistence}. */
export interface SettingsPersistenceOptions {
  storage: SettingsStoragePort;
  /** Called when a write fails; the in-memory value is kept so nothing the user did is lost. */
  onWriteError?: (error: unknown) => void;
}

/**
 * A listener middleware that writes the whole settings document after it is loaded (spec §4:
 * merged over the defaults and written back, which also replaces a corrupt document) and after
 * every change. Writes run one at a time, each with the state current when it starts, so a slow
 * write can never land after a newer one.
 */
export function createSettingsPersistence({ storage, onWriteError }: SettingsPersistenceOptions) {
  const listener = createListenerMiddleware();
  let queue: Promise<void> = Promise.resolve();
  listener.startListening({
    matcher: isAnyOf(settingsLoaded, settingChanged),
    effect: (_action, api) => {
      const latest = () => selectSettings(api.getState() as { settings: SettingsState });
      queue = queue
        .then(() => storage.write(sealSettings(latest())))
        .catch((error: unknown) => onWriteError?.(error));
      return queue;
    },
  });
  return listener.middleware;
}
