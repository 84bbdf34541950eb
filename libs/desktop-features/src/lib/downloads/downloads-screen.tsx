import { useT } from '@cadenza/i18n/react';
import { StateMessage, Tabs } from '@cadenza/ui';
import { usePlatform, useAppSelector } from '@cadenza/app-core';
import { DownloadItemList } from './download-item-list';
import { DownloadSettingsPanel } from './download-settings-panel';
import { DownloadedList } from './downloaded-list';
import './downloads.css';
import { selectDownloadItems } from './downloads.slice';

/**
 * The download manager (`/downloads`, kept alive; spec §2): the downloading and downloaded tabs
 * beside the download settings panel. Downloads are the desktop shell's: elsewhere the screen
 * says the app is needed.
 */
export function DownloadsScreen() {
  const { t } = useT();
  const { downloads } = usePlatform();
  const items = useAppSelector(selectDownloadItems);
  return (
    <div className="cz-downloads">
      <h2 className="cz-downloads__title">{t('downloads.title')}</h2>
      {downloads ? (
        <div className="cz-downloads__layout">
          <Tabs
            className="cz-downloads__tabs"
            label={t('downloads.title')}
            keepMounted
            tabs={[
              {
                id: 'downloading',
                label: t('downloads.tabs.downloading'),
                content:
                  items.length === 0 ? (
                    <StateMessage tone="empty" message={t('downloads.empty.downloading')} />
                  ) : (
                    <DownloadItemList items={items} />
                  ),
              },
              {
                id: 'downloaded',
                label: t('downloads.tabs.downloaded'),
                content: <DownloadedList downloads={downloads} />,
              },
            ]}
          />
          <DownloadSettingsPanel downloads={downloads} />
        </div>
      ) : (
        <StateMessage tone="empty" message={t('songMenu.downloadDesktopOnly')} />
      )}
    </div>
  );
}
