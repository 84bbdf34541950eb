import type { AppSettings } from '../settings.schema';
import { STORAGE_KEYS } from './storage-keys';

/**
 * Where the settings document lives: localStorage on the web, the main-process file store on
 * desktop (architecture decision 7). Async so the desktop adapter can cross IPC.
 */
export interface SettingsStoragePort {
  /** The raw stored document, or `null` when nothing is stored. Rejects when unreadable. */
  read(): Promise<unknown>;
  /** Replaces the stored document. */
  write(settings: AppSettings): Promise<void>;
}

/** The storage key the settings document is kept under. */
export const SETTINGS_STORAGE_KEY = STORAGE_KEYS.settings;
