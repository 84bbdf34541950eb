import { useT } from '@cadenza/i18n/react';
import {
  DOWNLOAD_LIMIT,
  FILE_NAME_PARTS,
  FILE_NAME_SEPARATORS,
  formatDownloadFileName,
  validateDownloadPath,
  validateRequired,
  type DownloadFileNameFormat,
  type FileNamePart,
  type FileNameSeparator,
  type ValidationMessage,
} from '@cadenza/settings';
import { useSetting, useSettingsDispatch } from '@cadenza/settings/react';
import { IconButton, Select, Switch } from '@cadenza/ui';
import { RiArrowDownLine, RiArrowUpLine } from '@remixicon/react';
import { useState } from 'react';
import { SettingRow, SettingsSection } from './settings-layout';
import { useDesktopOnly } from './use-desktop-only';
import { useValidationText, ValidatedField } from './validated-field';

const PART_LABEL_KEYS = {
  name: 'downloads.settings.parts.songName',
  artist: 'downloads.settings.parts.artistName',
  album: 'downloads.settings.parts.albumName',
} as const satisfies Record<FileNamePart, string>;

const SEPARATORS = Object.keys(FILE_NAME_SEPARATORS) as FileNameSeparator[];

/**
 * Downloads (desktop only: files are written by the desktop shell, spec §6 "download drawer"):
 * the drawer button, the limit, the folder and the file name format.
 */
export function DownloadSettings() {
  const { t } = useT();
  const alwaysShowDownloadButton = useSetting('alwaysShowDownloadButton');
  const unlimitedDownload = useSetting('unlimitedDownload');
  const downloadPath = useSetting('downloadPath');
  const setSetting = useSettingsDispatch();
  const desktopOnly = useDesktopOnly();
  return (
    <SettingsSection title={t('downloads.settings.title')}>
      <Switch
        label={t('settings.downloadButton.label')}
        description={t('settings.downloadButton.desc')}
        checked={alwaysShowDownloadButton}
        onCheckedChange={(on) => setSetting('alwaysShowDownloadButton', on)}
        disabled={desktopOnly.disabled}
        disabledReason={desktopOnly.reason}
      />
      <Switch
        label={t('settings.unlimitedDownload.label')}
        description={t('settings.unlimitedDownload.desc', { limit: DOWNLOAD_LIMIT })}
        checked={unlimitedDownload}
        onCheckedChange={(on) => setSetting('unlimitedDownload', on)}
        disabled={desktopOnly.disabled}
        disabledReason={desktopOnly.reason}
      />
      <SettingRow
        title={t('settings.downloadPath.label')}
        description={t('settings.downloadPath.desc')}
      >
        <ValidatedField
          label={t('settings.downloadPath.label')}
          hideLabel
          value={downloadPath}
          format={(value) => value}
          validate={validateDownloadPath}
          onCommit={(path) => setSetting('downloadPath', path)}
          placeholder={t('downloads.settings.notSet')}
          disabled={desktopOnly.disabled}
          disabledReason={desktopOnly.reason}
        />
      </SettingRow>
      <FileNameFormatRows />
    </SettingsSection>
  );
}

/** The parts in use in their order, then the unused ones. */
function partsInDisplayOrder(order: readonly FileNamePart[]): FileNamePart[] {
  return [...order, ...FILE_NAME_PARTS.filter((part) => !order.includes(part))];
}

/**
 * The file name format: which parts (song, artists, album) in which order, the separator, and a
 * preview. Also the download manager's settings panel, which is narrow: `stacked` puts the
 * separator's choice under its title.
 */
export function FileNameFormatRows({ stacked = false }: { stacked?: boolean }) {
  const { t } = useT();
  const format = useSetting('downloadFileNameFormat');
  const setSetting = useSettingsDispatch();
  const desktopOnly = useDesktopOnly();
  const messageText = useValidationText();
  const [message, setMessage] = useState<ValidationMessage | undefined>(undefined);
  const partLabel = (part: FileNamePart) => t(PART_LABEL_KEYS[part]);

  const save = (next: DownloadFileNameFormat) => {
    // A name needs at least one part (the schema refuses an empty order).
    const result = validateRequired(next.order);
    if (!result.ok) {
      setMessage(result.message);
      return;
    }
    setMessage(undefined);
    setSetting('downloadFileNameFormat', next);
  };
  const toggle = (part: FileNamePart, on: boolean) =>
    save({
      ...format,
      order: on ? [...format.order, part] : format.order.filter((used) => used !== part),
    });
  const move = (index: number, step: -1 | 1) => {
    const order = [...format.order];
    const [part] = order.splice(index, 1);
    if (part === undefined) return;
    order.splice(index + step, 0, part);
    save({ ...format, order });
  };
  const example = formatDownloadFileName(
    {
      name: partLabel('name'),
      artists: [partLabel('artist')],
      album: partLabel('album'),
    },
    format,
  );

  return (
    <div
      className="cz-settings__group"
      role="group"
      aria-label={t('downloads.settings.filenameFormat')}
    >
      <span className="cz-setting__title">{t('downloads.settings.filenameFormat')}</span>
      {desktopOnly.reason && <p className="cz-setting__reason">{desktopOnly.reason}</p>}
      {partsInDisplayOrder(format.order).map((part) => {
        const index = format.order.indexOf(part);
        const used = index >= 0;
        return (
          <div key={part} className="cz-settings__part">
            <Switch
              className="cz-settings__part-switch"
              label={partLabel(part)}
              checked={used}
              onCheckedChange={(on) => toggle(part, on)}
              disabled={desktopOnly.disabled}
            />
            <IconButton
              size="sm"
              label={t('settings.downloadFormat.moveUp', { part: partLabel(part) })}
              icon={<RiArrowUpLine />}
              disabled={desktopOnly.disabled || !used || index === 0}
              onClick={() => move(index, -1)}
            />
            <IconButton
              size="sm"
              label={t('settings.downloadFormat.moveDown', { part: partLabel(part) })}
              icon={<RiArrowDownLine />}
              disabled={desktopOnly.disabled || !used || index === format.order.length - 1}
              onClick={() => move(index, 1)}
            />
          </div>
        );
      })}
      {message && (
        <p className="cz-settings__error" role="alert">
          {messageText(message)}
        </p>
      )}
      <SettingRow title={t('downloads.settings.separator')} stacked={stacked}>
        <Select
          label={t('downloads.settings.separator')}
          hideLabel
          value={format.separator}
          disabled={desktopOnly.disabled}
          options={SEPARATORS.map((value) => ({
            value,
            label: t(`downloads.settings.separators.${value}`),
          }))}
          onValueChange={(value) => {
            const separator = SEPARATORS.find((candidate) => candidate === value);
            if (separator) save({ ...format, separator });
          }}
        />
      </SettingRow>
      <p className="cz-settings__note">{t('downloads.settings.preview', { example })}</p>
    </div>
  );
}
