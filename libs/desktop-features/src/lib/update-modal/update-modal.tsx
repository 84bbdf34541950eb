import { useT } from '@cadenza/i18n/react';
import { Button, Dialog, ProgressBar } from '@cadenza/ui';
import { useRef, useSyncExternalStore } from 'react';
import { toastShown, useAppDispatch } from '@cadenza/app-core';
import { ReleaseNotes } from './release-notes';
import type { UpdateDownloadState, UpdateFlow } from './update-flow';
import './update-modal.css';

const MEGABYTE = 1024 * 1024;
const megabytes = (bytes: number) => (bytes / MEGABYTE).toFixed(1);

/**
 * The update modal (spec §2: 800 px, the latest and current versions, the notes from markdown in
 * a scroll area of at most 300 px; cancel, update now → downloading with percent and text, and
 * background download while it runs; a hint to the releases page) and the install confirmation
 * (spec §4: the file's path, copy, yes install / no thanks). Its own chunk: react-markdown loads
 * only when an update is found.
 */
export function UpdateModal({ flow }: { flow: UpdateFlow }) {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const state = useSyncExternalStore(flow.subscribe, flow.getState);
  // The modal opens by itself at start: focus waits on its offer, not on the notes. Installing
  // quits the app, so the confirmation's focus starts on "no thanks".
  const updateNowButton = useRef<HTMLButtonElement>(null);
  const declineInstallButton = useRef<HTMLButtonElement>(null);
  const { update, download, installPath } = state;
  if (!update) return null;
  const busy = download.status !== 'idle';

  const copyPath = (path: string) => {
    const copied =
      navigator.clipboard?.writeText(path) ?? Promise.reject(new Error('no clipboard'));
    copied.then(
      () => dispatch(toastShown({ tone: 'success', titleKey: 'update.install.copySuccess' })),
      () => dispatch(toastShown({ tone: 'error', titleKey: 'errors.update.copyFailed' })),
    );
  };

  return (
    <>
      <Dialog
        open={state.modalOpen}
        onOpenChange={(open) => (open ? undefined : flow.dismiss())}
        title={t('update.title')}
        closeLabel={t('common.close')}
        width="xl"
        dismissible={!busy}
        onDismissBlocked={() => flow.dismiss()}
        initialFocus={updateNowButton}
        footer={
          busy ? (
            <>
              <Button variant="ghost" onClick={() => flow.background()}>
                {t('update.background')}
              </Button>
              <Button disabled aria-disabled>
                {download.status === 'downloading'
                  ? t('update.downloading', { percent: download.progress.percent })
                  : t('update.preparing')}
              </Button>
            </>
          ) : (
            <>
              <Button variant="ghost" onClick={() => flow.dismiss()}>
                {t('update.cancel')}
              </Button>
              <Button ref={updateNowButton} onClick={() => void flow.updateNow()}>
                {t('update.updateNow')}
              </Button>
            </>
          )
        }
      >
        <div className="cz-update">
          <p className="cz-update__versions">
            <span className="cz-update__latest">
              {t('update.latestVersion', { version: update.latestVersion })}
            </span>
            <span>{t('update.currentVersion', { version: update.currentVersion })}</span>
          </p>
          <h3 className="cz-update__notes-title" id="cz-update-notes-title">
            {t('update.notes')}
          </h3>
          <div
            className="cz-update__notes"
            role="region"
            aria-labelledby="cz-update-notes-title"
            // Scrollable content must be reachable by keyboard.
            tabIndex={0}
          >
            <ReleaseNotes markdown={update.release.body} />
          </div>
          <DownloadProgress download={download} />
          {state.closeBlocked && (
            <p className="cz-update__blocked" role="status">
              {t('update.closeBlocked')}
            </p>
          )}
          <p className="cz-update__hint">
            {t('update.problemHint')}{' '}
            <a href={update.release.htmlUrl} target="_blank" rel="noopener noreferrer">
              {t('update.releasesPage')}
            </a>
          </p>
        </div>
      </Dialog>
      <Dialog
        open={installPath !== null}
        onOpenChange={(open) => (open ? undefined : flow.declineInstall())}
        title={t('update.install.title')}
        description={t('update.install.content')}
        closeLabel={t('common.close')}
        width="md"
        dismissible={!state.installing}
        initialFocus={declineInstallButton}
        footer={
          <>
            <Button
              ref={declineInstallButton}
              variant="ghost"
              disabled={state.installing}
              onClick={() => flow.declineInstall()}
            >
              {t('update.install.no')}
            </Button>
            <Button disabled={state.installing} onClick={() => void flow.install()}>
              {state.installing ? t('update.install.installing') : t('update.install.yes')}
            </Button>
          </>
        }
      >
        {installPath !== null && (
          <div className="cz-update__install">
            <p className="cz-update__path">{t('update.install.filePath', { path: installPath })}</p>
            <Button variant="ghost" onClick={() => copyPath(installPath)}>
              {t('update.install.copyPath')}
            </Button>
          </div>
        )}
      </Dialog>
    </>
  );
}

/** The downloading state: the bar with its percent, and what is going on in words. */
function DownloadProgress({ download }: { download: UpdateDownloadState }) {
  const { t } = useT();
  if (download.status === 'idle') return null;
  const progress = download.status === 'downloading' ? download.progress : null;
  const percent = progress?.percent ?? 0;
  const amount =
    progress === null
      ? ''
      : progress.totalBytes === null
        ? t('update.progressReceived', { received: megabytes(progress.bytes) })
        : t('update.progressBytes', {
            received: megabytes(progress.bytes),
            total: megabytes(progress.totalBytes),
          });
  return (
    <div className="cz-update__progress">
      <ProgressBar
        value={percent}
        label={t('update.downloadingText')}
        valueText={t('update.downloading', { percent })}
      />
      <p aria-live="polite">
        {progress === null ? t('update.preparing') : t('update.downloading', { percent })}
        {amount && <span className="cz-update__amount">{amount}</span>}
      </p>
      <p className="cz-update__muted">{t('update.downloadingText')}</p>
    </div>
  );
}
