import { issueMessage } from '@cadenza/contract';
import { isLanguage, type Language } from '@cadenza/i18n';
import { sealSettings, settingsSchema } from '@cadenza/settings';
import type { IpcHandlersOf } from '../../ipc/contract';
import type { SettingsInvokeContract } from '../../ipc/settings.contract';
import { InvalidIpcArgumentError } from '../ipc/invalid-argument';
import type { JsonFileStore } from '../store/json-file-store';

/** What the IPC handlers need from the rest of the main process. */
export interface SettingsHandlerDeps {
  store: JsonFileStore;
  /** The tray, lyric window and menus follow the interface language. */
  onLanguageChanged: (language: Language) => void;
  /** The port the embedded gateway got (settings show it beside `musicApiPort`). */
  boundApiPort: () => number;
}

/**
 * The main-process side of the settings channels. Arguments from the renderer are untrusted and are
 * validated here, even though the renderer is ours.
 */
export function createSettingsHandlers({
  store,
  onLanguageChanged,
  boundApiPort,
}: SettingsHandlerDeps): IpcHandlersOf<SettingsInvokeContract> {
  return {
    'get-store-value': async (key) => {
      if (key !== 'settings')
        throw new InvalidIpcArgumentError(`unknown store key "${String(key)}"`);
      return store.read(key);
    },
    'set-store-value': async (key, value) => {
      if (key !== 'settings')
        throw new InvalidIpcArgumentError(`unknown store key "${String(key)}"`);
      const parsed = settingsSchema.safeParse(value);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new InvalidIpcArgumentError(
          `refused invalid settings: ${issue ? issueMessage(issue, value) : ''}`,
        );
      }
      // Sealed by main, which has just validated it: the renderer's next start reads it without
      // loading the validator (a seal the renderer sent is not trusted: the schema drops it).
      await store.write(key, sealSettings(parsed.data));
    },
    'change-language': async (language) => {
      if (!isLanguage(language))
        throw new InvalidIpcArgumentError(`unsupported language "${String(language)}"`);
      onLanguageChanged(language);
    },
    'get-api-port': async () => boundApiPort(),
  };
}
