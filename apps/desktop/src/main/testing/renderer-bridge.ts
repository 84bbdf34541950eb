import type { Language } from '@cadenza/i18n';
import type { InvokeChannel } from '../../ipc/contract';
import { createMainHandlers } from '../handlers/store.handlers';
import { dispatchInvoke } from '../ipc/ipc-main';
import { createOriginCheck } from '../security/origin-check';
import { createJsonFileStore } from '../store/json-file-store';

/**
 * The real main-process handlers without Electron, for the desktop renderer tests in Chromium
 * (architecture decision 8): the test bridges the page's IPC calls into `invoke`, which runs
 * the same sender check and handlers as `ipcMain` does. Built as its own bundle; the app
 * never loads it.
 */
export function createRendererBridge(dataDir: string, appOrigin: string) {
  const languageChanges: Language[] = [];
  const handlers = createMainHandlers({
    store: createJsonFileStore(dataDir),
    onLanguageChanged: (language) => languageChanges.push(language),
  });
  const isTrusted = createOriginCheck(appOrigin);
  return {
    languageChanges,
    invoke: (frameUrl: string | undefined, channel: InvokeChannel, args: unknown[]) =>
      dispatchInvoke(handlers, isTrusted, frameUrl, channel, args),
  };
}
