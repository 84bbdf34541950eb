import type { SettingsBridge } from '../ipc/settings.contract';
import { invoke } from './ipc-renderer';

/** Settings in the main-process store, and the language the shell follows. */
export const settingsBridge: SettingsBridge = {
  settings: {
    read: () => invoke('get-store-value', 'settings'),
    write: (settings: unknown) => invoke('set-store-value', 'settings', settings),
  },
  changeLanguage: (language: string) => invoke('change-language', language),
  apiPort: () => invoke('get-api-port'),
};
