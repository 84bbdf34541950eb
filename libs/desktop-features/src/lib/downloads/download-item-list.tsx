import { useT } from '@cadenza/i18n/react';
import { ProgressBar } from '@cadenza/ui';
import type { DownloadItem } from '@cadenza/platform';
import { formatFileSize } from './format-file-size';

type Translate = ReturnType<typeof useT>['t'];

/** Waiting for its turn: queued, nothing received, no answer yet. */
function isWaiting(item: DownloadItem): boolean {
  return item.status === 'downloading' && item.loaded === 0 && item.total === null;
}

/** What a download's state reads as: waiting, a percentage, bytes received, or how it ended. */
export function downloadStatusText(item: DownloadItem, t: Translate): string {
  if (item.status === 'completed') return t('downloads.status.completed');
  if (item.status === 'failed') return t('downloads.status.failed');
  if (item.status === 'unknown') return t('downloads.status.unknown');
  if (isWaiting(item)) return t('downloads.waiting');
  if (item.progress === null) return t('downloads.received', { size: formatFileSize(item.loaded) });
  return t('downloads.progress', { percent: item.progress });
}

/**
 * The downloads the shell is running or just ended, each with its song, artists, state and a
 * progress bar (the drawer and the downloading tab).
 */
export function DownloadItemList({ items }: { items: readonly DownloadItem[] }) {
  const { t } = useT();
  return (
    <ul className="cz-downloads__list" aria-label={t('downloads.listLabel')}>
      {items.map((item) => {
        const status = downloadStatusText(item, t);
        const ended = item.status !== 'downloading';
        return (
          <li key={item.filename} className="cz-downloads__item" data-status={item.status}>
            <div className="cz-downloads__text">
              <span className="cz-downloads__name" title={item.filename}>
                {item.songName || item.filename}
              </span>
              <span className="cz-downloads__meta">
                {item.artist || t('songMenu.unknownArtist')}
              </span>
            </div>
            <span className="cz-downloads__status" aria-hidden="true">
              {status}
            </span>
            <ProgressBar
              className="cz-downloads__bar"
              label={item.filename}
              value={ended ? 100 : item.progress}
              valueText={status}
              tone={item.status === 'failed' ? 'failed' : ended ? 'done' : 'active'}
            />
          </li>
        );
      })}
    </ul>
  );
}
