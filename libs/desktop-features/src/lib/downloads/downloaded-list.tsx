import { useT } from '@cadenza/i18n/react';
import {
  Button,
  ConfirmDialog,
  CoverImage,
  IconButton,
  SkeletonList,
  StateMessage,
} from '@cadenza/ui';
import { RiDeleteBinLine, RiFolderOpenLine } from '@remixicon/react';
import { useState } from 'react';
import type { DownloadRecord, DownloadsPort } from '@cadenza/platform';
import { formatFileSize } from './format-file-size';
import { useDownloadRecords } from './use-download-records';

/**
 * The downloaded tab: the finished files (newest first) with their song, size and date, each
 * shown in the file manager or deleted after a confirmation; and the records cleared (the files
 * stay). Loading, empty and error states are their own.
 */
export function DownloadedList({ downloads }: { downloads: DownloadsPort }) {
  const { t, language } = useT();
  const view = useDownloadRecords(downloads);
  const [toDelete, setToDelete] = useState<DownloadRecord | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const { state } = view;

  if (state.status === 'loading') {
    return <SkeletonList count={4} label={t('common.loading')} />;
  }
  if (state.status === 'error') {
    return (
      <StateMessage
        tone="error"
        message={t('downloads.recordsFailed')}
        actionLabel={t('common.retry')}
        onAction={view.reload}
      />
    );
  }
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="cz-downloads__records">
      {state.records.length === 0 ? (
        <StateMessage tone="empty" message={t('downloads.empty.downloaded')} />
      ) : (
        <>
          <div className="cz-downloads__records-bar">
            <Button variant="ghost" onClick={() => setConfirmClear(true)}>
              {t('downloads.actions.clearRecords')}
            </Button>
          </div>
          <ul className="cz-downloads__list" aria-label={t('downloads.recordsLabel')}>
            {state.records.map((record) => (
              <li key={record.id} className="cz-downloads__item cz-downloads__item--record">
                <CoverImage src={record.picUrl} alt="" size={40} />
                <div className="cz-downloads__text">
                  <span className="cz-downloads__name" title={record.filePath}>
                    {record.songName}
                  </span>
                  <span className="cz-downloads__meta">
                    {record.artist || t('songMenu.unknownArtist')}
                    {' · '}
                    {formatFileSize(record.size)}
                    {' · '}
                    {date.format(record.downloadedAt)}
                  </span>
                </div>
                <div className="cz-downloads__actions">
                  <IconButton
                    size="sm"
                    label={`${t('downloads.actions.openFolder')}: ${record.filename}`}
                    title={t('downloads.actions.openFolder')}
                    icon={<RiFolderOpenLine />}
                    onClick={() => void view.showFile(record)}
                  />
                  <IconButton
                    size="sm"
                    label={`${t('downloads.actions.delete')}: ${record.filename}`}
                    title={t('downloads.actions.delete')}
                    icon={<RiDeleteBinLine />}
                    onClick={() => setToDelete(record)}
                  />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        title={t('downloads.actions.delete')}
        message={t('downloads.deleteConfirm', { filename: toDelete?.filename ?? '' })}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onConfirm={() => {
          if (toDelete) void view.deleteFile(toDelete);
          setToDelete(null);
        }}
      />
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={t('downloads.actions.clearRecords')}
        message={t('downloads.clearConfirm')}
        confirmLabel={t('common.clear')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onConfirm={() => void view.clear()}
      />
    </div>
  );
}
