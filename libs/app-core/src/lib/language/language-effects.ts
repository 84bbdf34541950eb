import { isLanguage, switchLanguage, type I18nInstance } from '@cadenza/i18n';
import { settingChanged } from '@cadenza/settings';
import type { PlatformBridge } from '@cadenza/platform';
import type { AppStartListening } from '../store/app-listening';

/** Sets the document language so screen readers and fonts follow the interface language. */
export function applyDocumentLanguage(
  language: string,
  doc: Document | undefined = globalThis.document,
) {
  if (doc) doc.documentElement.lang = language;
}

/**
 * When the language setting changes: switch i18next, update `<html lang>`, and tell the
 * platform (spec §4: changing the language saves it and, on desktop, notifies the shell).
 * Saving is the settings persistence middleware's job.
 */
export function startLanguageEffects(
  startListening: AppStartListening,
  i18n: I18nInstance,
  platform: PlatformBridge,
): () => void {
  return startListening({
    actionCreator: settingChanged,
    effect: async ({ payload }) => {
      if (payload.key !== 'language' || !isLanguage(payload.value)) return;
      await switchLanguage(i18n, payload.value);
      applyDocumentLanguage(payload.value);
      platform.notifyLanguageChanged(payload.value);
    },
  });
}
