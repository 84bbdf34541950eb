import { useT } from '@cadenza/i18n/react';
import { useSetting, useSettingsDispatch } from '@cadenza/settings/react';
import { Button } from '@cadenza/ui';
import { toastShown, useAppDispatch } from '@cadenza/app-core';
import type { DownloadsPort } from '@cadenza/platform';
import { FileNameFormatRows } from '@cadenza/settings-editors';

/**
 * The download manager's settings panel (spec §2): the folder (chosen with the system's picker,
 * opened in the file manager), and the file name format and separator.
 */
export function DownloadSettingsPanel({ downloads }: { downloads: DownloadsPort }) {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const path = useSetting('downloadPath');
  const setSetting = useSettingsDispatch();
  const warn = (titleKey: string) => dispatch(toastShown({ tone: 'warning', titleKey }));

  const choose = async () => {
    try {
      const chosen = await downloads.choosePath();
      if (chosen) {
        setSetting('downloadPath', chosen);
        dispatch(toastShown({ tone: 'success', titleKey: 'downloads.settings.saved' }));
      }
    } catch {
      warn('errors.general.operationFailed');
    }
  };
  const open = async () => {
    if (path.trim() === '') return warn('validation.downloadPath');
    const opened = await downloads.openPath().catch(() => false);
    if (!opened) warn('downloads.openFolderFailed');
  };

  return (
    <section className="cz-downloads__settings" aria-labelledby="cz-download-settings-title">
      <h3 id="cz-download-settings-title" className="cz-downloads__settings-title">
        {t('downloads.settings.title')}
      </h3>
      <div className="cz-downloads__path">
        <span className="cz-setting__title">{t('downloads.settings.path')}</span>
        <span className="cz-downloads__path-value" data-testid="download-path">
          {path.trim() === '' ? t('downloads.settings.notSet') : path}
        </span>
        <div className="cz-downloads__path-actions">
          <Button variant="primary" onClick={() => void choose()}>
            {t('downloads.settings.choosePath')}
          </Button>
          <Button variant="ghost" onClick={() => void open()} disabled={path.trim() === ''}>
            {t('downloads.settings.openPath')}
          </Button>
        </div>
      </div>
      <FileNameFormatRows stacked />
    </section>
  );
}
