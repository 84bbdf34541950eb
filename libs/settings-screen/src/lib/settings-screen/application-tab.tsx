import { useT } from '@cadenza/i18n/react';
import { CLOSE_ACTIONS, DEFAULT_SETTINGS } from '@cadenza/settings';
import { useSetting, useSettingsDispatch } from '@cadenza/settings/react';
import { Button, Select } from '@cadenza/ui';
import {
  CommittedSlider,
  DownloadSettings,
  SettingRow,
  SettingsSection,
  useDesktopOnly,
} from '@cadenza/settings-editors';
import { RemoteControlSettings } from './remote-control-settings';
import { ShortcutEditor } from './shortcut-editor';

/** Content zoom of the desktop window: 50 %–200 % in 5 % steps (within the schema's 0.5–3). */
const ZOOM = { min: 0.5, max: 2, step: 0.05 } as const;

/**
 * The application tab: the window (close action, zoom), downloads, shortcuts and remote
 * control. The window and downloads are the desktop shell's; on the web the browser closes and
 * zooms the page itself.
 */
export function ApplicationTab() {
  const { t } = useT();
  const closeAction = useSetting('closeAction');
  const contentZoomFactor = useSetting('contentZoomFactor');
  const setSetting = useSettingsDispatch();
  const desktopOnly = useDesktopOnly();
  const percent = (factor: number) => t('settings.zoom.value', { value: Math.round(factor * 100) });
  return (
    <>
      <SettingsSection>
        <SettingRow
          title={t('settings.closeAction.label')}
          description={t('settings.closeAction.desc')}
          reason={desktopOnly.reason}
        >
          <Select
            label={t('settings.closeAction.label')}
            hideLabel
            value={closeAction}
            disabled={desktopOnly.disabled}
            options={CLOSE_ACTIONS.map((value) => ({
              value,
              label: t(`settings.closeAction.options.${value}`),
            }))}
            onValueChange={(value) => {
              const next = CLOSE_ACTIONS.find((candidate) => candidate === value);
              if (next) setSetting('closeAction', next);
            }}
          />
        </SettingRow>
        <SettingRow
          title={t('settings.zoom.label')}
          description={t('settings.zoom.desc')}
          reason={desktopOnly.reason}
        >
          <CommittedSlider
            label={t('settings.zoom.label')}
            value={contentZoomFactor}
            {...ZOOM}
            disabled={desktopOnly.disabled}
            valueText={percent}
            // Whole percents: 0.05 steps carry float noise.
            onCommit={(factor) => setSetting('contentZoomFactor', Math.round(factor * 100) / 100)}
          />
          <Button
            variant="ghost"
            disabled={
              desktopOnly.disabled || contentZoomFactor === DEFAULT_SETTINGS.contentZoomFactor
            }
            onClick={() => setSetting('contentZoomFactor', DEFAULT_SETTINGS.contentZoomFactor)}
          >
            {t('settings.zoom.reset')}
          </Button>
        </SettingRow>
      </SettingsSection>
      <ShortcutEditor />
      <DownloadSettings />
      <RemoteControlSettings />
    </>
  );
}
