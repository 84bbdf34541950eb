import type { TranslationKey } from '@cadenza/i18n';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { toastShown } from '@cadenza/app-core';
import type { PlatformBridge } from '@cadenza/platform';
import { downloadEventReceived, downloadsListed } from './downloads.slice';
import { DOWNLOAD_ERROR_TOAST_MS } from '@cadenza/songs';

/** Translates a key with its values (the texts of system notifications). */
export type Translate = (key: TranslationKey, values?: Record<string, string>) => string;

/**
 * Follows the shell's downloads: its list at start, then every event into the store; a
 * completion is announced (a system notification where the platform has them, and a toast), a
 * failure is a toast of 3 s. Returns the stop; nothing happens where there are no downloads.
 */
export function startDownloadEffects(
  platform: Pick<PlatformBridge, 'downloads' | 'notify'>,
  dispatch: Dispatch<UnknownAction>,
  translate: Translate,
): () => void {
  const { downloads } = platform;
  if (!downloads) return () => undefined;
  const unsubscribe = downloads.subscribe((event) => {
    dispatch(downloadEventReceived(event));
    if (event.type === 'complete') {
      const values = { filename: event.filename };
      dispatch(
        toastShown({
          tone: 'success',
          titleKey: 'downloads.notices.completed',
          titleParams: values,
        }),
      );
      platform.notify?.({
        title: translate('downloads.notices.completed', values),
        body: event.record.filePath,
      });
    } else if (event.type === 'error') {
      dispatch(
        toastShown({
          tone: 'error',
          titleKey: 'errors.download.fileFailed',
          titleParams: {
            filename: event.filename,
            error: event.error || translate('errors.download.unknownError'),
          },
          durationMs: DOWNLOAD_ERROR_TOAST_MS,
        }),
      );
    }
  });
  downloads.list().then(
    (items) => dispatch(downloadsListed(items)),
    (error: unknown) => console.error('Cadenza: could not read the downloads', error),
  );
  return unsubscribe;
}
