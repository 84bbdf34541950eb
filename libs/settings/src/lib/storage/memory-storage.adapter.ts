import type { AppSettings } from '../settings.schema';
import type { SettingsStoragePort } from './settings-storage.port';

/** An in-memory port, for tests and for platforms without persistent storage. */
export function createMemorySettingsAdapter(initial: unknown = null): SettingsStoragePort & {
  /** The last document written, for assertions. */
  readonly current: unknown;
} {
  let current = initial;
  return {
    get current() {
      return current;
    },
    async read() {
      return current;
    },
    async write(settings: AppSettings) {
      current = structuredClone(settings);
    },
  };
}
