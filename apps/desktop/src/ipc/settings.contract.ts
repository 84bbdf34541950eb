/** Keys of the main-process store. */
export type StoreKey = 'settings';

/** Settings and language (spec §7 "Desktop messages"). */
export interface SettingsInvokeContract {
  /** Reads a stored document; the only key so far is the settings document. */
  'get-store-value': { args: [key: StoreKey]; result: unknown };
  /** Replaces a stored document; main validates it before writing. */
  'set-store-value': { args: [key: StoreKey, value: unknown]; result: void };
  /** The interface language changed (the tray and lyric window follow it). */
  'change-language': { args: [language: string]; result: void };
  /** The port the embedded gateway listens on: `musicApiPort`, or the next free one. */
  'get-api-port': { args: []; result: number };
}

/** The channels of {@link SettingsInvokeContract}; a `Record` so none can be left out. */
export const SETTINGS_INVOKE_CHANNELS: Record<keyof SettingsInvokeContract, true> = {
  'get-store-value': true,
  'set-store-value': true,
  'change-language': true,
  'get-api-port': true,
};

/** The settings part of the preload's bridge. */
export interface SettingsBridge {
  readonly settings: {
    read(): Promise<unknown>;
    write(settings: unknown): Promise<void>;
  };
  changeLanguage(language: string): Promise<void>;
  /** The port the embedded gateway actually listens on. */
  apiPort(): Promise<number>;
}
