import { useCallback, useEffect, useState } from 'react';
import { toastShown, useAppDispatch, useAppSelector } from '@cadenza/app-core';
import type { DownloadRecord, DownloadsPort } from '@cadenza/platform';
import { DOWNLOAD_ERROR_TOAST_MS } from '@cadenza/songs';
import { selectCompletedDownloads } from './downloads.slice';

/** The downloaded tab's records as they load. */
export type RecordsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; records: DownloadRecord[] };

/** The downloaded tab: its records, and what can be done to them. */
export interface DownloadRecordsView {
  state: RecordsState;
  reload(): void;
  showFile(record: DownloadRecord): Promise<void>;
  deleteFile(record: DownloadRecord): Promise<void>;
  clear(): Promise<void>;
}

/**
 * The records of finished downloads, read from the shell on mount and again after every
 * completion. Records the shell dropped because their file is gone, a file that could not be
 * deleted, and records reset after corruption are each said in a toast (spec §8).
 */
export function useDownloadRecords(downloads: DownloadsPort): DownloadRecordsView {
  const dispatch = useAppDispatch();
  const completed = useAppSelector(selectCompletedDownloads);
  const [state, setState] = useState<RecordsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const fileGone = useCallback(
    () =>
      dispatch(
        toastShown({
          tone: 'warning',
          titleKey: 'errors.download.fileNotFound',
        }),
      ),
    [dispatch],
  );
  const failed = useCallback(
    (titleKey: string) =>
      dispatch(toastShown({ tone: 'error', titleKey, durationMs: DOWNLOAD_ERROR_TOAST_MS })),
    [dispatch],
  );

  useEffect(() => {
    let current = true;
    downloads.records().then(
      ({ records, missing, resetKeptAs }) => {
        if (!current) return;
        setState({ status: 'ready', records });
        if (missing.length > 0) fileGone();
        if (resetKeptAs) {
          dispatch(
            toastShown({
              tone: 'warning',
              titleKey: 'downloads.recordsReset',
              titleParams: { name: resetKeptAs },
            }),
          );
        }
      },
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [downloads, completed, attempt, dispatch, fileGone]);

  const drop = (record: DownloadRecord) =>
    setState((previous) =>
      previous.status === 'ready'
        ? { status: 'ready', records: previous.records.filter(({ id }) => id !== record.id) }
        : previous,
    );

  return {
    state,
    reload: () => {
      setState({ status: 'loading' });
      setAttempt((count) => count + 1);
    },
    async showFile(record) {
      try {
        if ((await downloads.showFile(record.id)) === 'missing') {
          drop(record);
          fileGone();
        }
      } catch {
        failed('errors.general.operationFailed');
      }
    },
    async deleteFile(record) {
      try {
        const outcome = await downloads.deleteFile(record.id);
        drop(record);
        if (outcome === 'done') {
          dispatch(toastShown({ tone: 'success', titleKey: 'downloads.deleted' }));
        } else if (outcome === 'missing') {
          fileGone();
        } else {
          failed('errors.download.deleteFileFailed');
        }
      } catch {
        failed('errors.general.deleteFailed');
      }
    },
    async clear() {
      try {
        await downloads.clearRecords();
        setState({ status: 'ready', records: [] });
        dispatch(toastShown({ tone: 'success', titleKey: 'downloads.cleared' }));
      } catch {
        failed('errors.general.operationFailed');
      }
    },
  };
}
