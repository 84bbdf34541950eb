import { useT } from '@cadenza/i18n/react';
import { validatePort, validateRealIp } from '@cadenza/settings';
import { useSetting, useSettingsDispatch } from '@cadenza/settings/react';
import { Switch } from '@cadenza/ui';
import { ProxySettings } from './proxy-settings';
import {
  SettingRow,
  SettingsSection,
  useDesktopOnly,
  ValidatedField,
} from '@cadenza/settings-editors';
import { useBoundApiPort } from './use-bound-api-port';

/**
 * The network tab: the music API port, the proxy and realIP. All three are desktop-only (spec
 * §7): on the web every call goes to `/api` of the gateway that served the page, and the request
 * rules add proxy and realIP on desktop only.
 */
export function NetworkTab() {
  const { t } = useT();
  const musicApiPort = useSetting('musicApiPort');
  const setSetting = useSettingsDispatch();
  const desktopOnly = useDesktopOnly();
  const boundPort = useBoundApiPort();
  return (
    <>
      <SettingsSection>
        <SettingRow
          title={t('settings.apiPort.label')}
          description={t('settings.apiPort.desc')}
          status={boundPort === null ? undefined : t('settings.apiPort.inUse', { port: boundPort })}
        >
          <ValidatedField
            label={t('settings.apiPort.label')}
            hideLabel
            inputMode="numeric"
            value={musicApiPort}
            format={String}
            validate={validatePort}
            onCommit={(port) => setSetting('musicApiPort', port)}
            placeholder={t('settings.apiPort.placeholder')}
            hint={t('settings.restartRequired')}
            disabled={desktopOnly.disabled}
            disabledReason={desktopOnly.reason}
          />
        </SettingRow>
        <RealIpRows />
      </SettingsSection>
      <ProxySettings />
    </>
  );
}

function RealIpRows() {
  const { t } = useT();
  const enableRealIP = useSetting('enableRealIP');
  const realIP = useSetting('realIP');
  const setSetting = useSettingsDispatch();
  const desktopOnly = useDesktopOnly();
  return (
    <>
      <Switch
        label={t('settings.realIp.enable')}
        description={t('settings.realIp.desc')}
        checked={enableRealIP}
        onCheckedChange={(on) => setSetting('enableRealIP', on)}
        disabled={desktopOnly.disabled}
        disabledReason={desktopOnly.reason}
      />
      <SettingRow title={t('settings.realIp.label')}>
        <ValidatedField
          label={t('settings.realIp.label')}
          hideLabel
          value={realIP}
          format={(value) => value}
          // Empty clears the address (the stored default); anything else must be an IP.
          validate={(text) => (text.trim() === '' ? { ok: true, value: '' } : validateRealIp(text))}
          onCommit={(ip) => setSetting('realIP', ip)}
          placeholder={t('settings.realIp.placeholder')}
          disabled={desktopOnly.disabled}
          disabledReason={desktopOnly.reason}
        />
      </SettingRow>
    </>
  );
}
