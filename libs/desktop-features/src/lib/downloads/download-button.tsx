import { useT } from '@cadenza/i18n/react';
import { useSetting } from '@cadenza/settings/react';
import { CountBadge, IconButton } from '@cadenza/ui';
import { RiDownload2Line } from '@remixicon/react';
import { usePlatform, useAppDispatch, useAppSelector } from '@cadenza/app-core';
import './download-button.css';
import {
  downloadBadgeText,
  downloadDrawerOpened,
  selectActiveDownloadCount,
  selectDownloadDrawerOpen,
  showsDownloadButton,
} from './downloads.slice';

/**
 * The top bar's download button (spec §2): on the desktop, shown when "always show" is on, the
 * drawer is open or downloads are running; its badge counts the running ones (99+ beyond 99).
 * It opens the download drawer. Uses the frame's strings only: it is part of the first paint.
 */
export function DownloadButton() {
  const { t } = useT();
  const platform = usePlatform();
  const dispatch = useAppDispatch();
  const alwaysShow = useSetting('alwaysShowDownloadButton');
  const drawerOpen = useAppSelector(selectDownloadDrawerOpen);
  const active = useAppSelector(selectActiveDownloadCount);
  const desktop = platform.kind === 'desktop' && platform.downloads !== undefined;
  if (!showsDownloadButton({ desktop, alwaysShow, drawerOpen, active })) return null;
  return (
    <span className="cz-download-button">
      <IconButton
        label={
          active > 0
            ? t('shell.downloadButtonRunning', { count: active })
            : t('shell.downloadButton')
        }
        icon={<RiDownload2Line />}
        aria-haspopup="dialog"
        data-testid="download-button"
        onClick={() => dispatch(downloadDrawerOpened())}
      />
      {active > 0 ? (
        <CountBadge text={downloadBadgeText(active, t('shell.downloadBadgeOverflow'))} />
      ) : null}
    </span>
  );
}
