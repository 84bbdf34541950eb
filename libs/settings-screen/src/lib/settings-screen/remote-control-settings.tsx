import { useT } from '@cadenza/i18n/react';
import {
  normalizeIp,
  validateOrigin,
  validatePort,
  validateRealIp,
  type RemoteControlSettings as Settings,
} from '@cadenza/settings';
import { useSetting, useSettingsDispatch } from '@cadenza/settings/react';
import { Switch } from '@cadenza/ui';
import type { RemoteServerStatus } from '@cadenza/platform';
import { RemoteAllowedList } from './remote-allowed-list';
import { RemoteDevices } from './remote-devices';
import { RemotePairing } from './remote-pairing';
import {
  SettingRow,
  SettingsSection,
  useDesktopOnly,
  ValidatedField,
} from '@cadenza/settings-editors';
import { useRemoteControlState } from './use-remote-control-state';

/** What the server is doing, in words (where it listens, or why it does not). */
function ServerStatus({ status }: { status: RemoteServerStatus }) {
  const { t } = useT();
  const text =
    status.state === 'listening'
      ? t('remoteControl.status.listening', { url: status.urls.join(', ') })
      : status.state === 'failed'
        ? t(`remoteControl.status.${status.error ?? 'failed'}`, { port: status.port ?? '' })
        : t(`remoteControl.status.${status.state}`);
  return (
    <p
      className="cz-setting__desc cz-remote__status"
      role="status"
      data-testid="remote-control-status"
      data-state={status.state}
    >
      {text}
    </p>
  );
}

/** The server's state, the pairing and the paired devices, as main tells them (desktop only). */
function RemoteControlLive() {
  const { t } = useT();
  const view = useRemoteControlState();
  if (view.phase === 'absent') return null;
  if (view.phase === 'loading') return <p className="cz-setting__desc">{t('common.loading')}</p>;
  if (view.phase === 'failed') return <p role="alert">{t('remoteControl.loadFailed')}</p>;
  return (
    <>
      <ServerStatus status={view.state.server} />
      <RemotePairing state={view.state} />
      <RemoteDevices devices={view.state.devices} />
    </>
  );
}

/**
 * Remote control (desktop only: the desktop's main process runs its server): on/off, the port,
 * LAN access (off: this computer only), the IPs and web origins allowed, pairing devices with a
 * one-time code, and the paired devices with their revoke buttons.
 */
export function RemoteControlSettings() {
  const { t } = useT();
  const remoteControl = useSetting('remoteControl');
  const setSetting = useSettingsDispatch();
  const desktopOnly = useDesktopOnly();
  const save = (change: Partial<Settings>) =>
    setSetting('remoteControl', { ...remoteControl, ...change });
  return (
    <SettingsSection
      title={t('settings.remoteControl.label')}
      description={t('settings.remoteControl.desc')}
    >
      <Switch
        label={t('remoteControl.enable')}
        checked={remoteControl.enabled}
        onCheckedChange={(enabled) => save({ enabled })}
        disabled={desktopOnly.disabled}
        disabledReason={desktopOnly.reason}
      />
      <SettingRow title={t('remoteControl.port')}>
        <ValidatedField
          label={t('remoteControl.port')}
          hideLabel
          inputMode="numeric"
          value={remoteControl.port}
          format={String}
          validate={validatePort}
          onCommit={(port) => save({ port })}
          placeholder={t('remoteControl.portPlaceholder')}
          disabled={desktopOnly.disabled}
          disabledReason={desktopOnly.reason}
        />
      </SettingRow>
      <Switch
        label={t('remoteControl.lanAccess')}
        description={t('remoteControl.lanAccessHint')}
        checked={remoteControl.lanAccess}
        onCheckedChange={(lanAccess) => save({ lanAccess })}
        disabled={desktopOnly.disabled}
        disabledReason={desktopOnly.reason}
      />
      <RemoteAllowedList
        title={t('remoteControl.allowedIps')}
        hint={t('remoteControl.allowAllHint')}
        placeholder={t('remoteControl.ipPlaceholder')}
        addLabel={t('remoteControl.addIp')}
        removeLabel={t('remoteControl.removeIp')}
        items={remoteControl.allowedIps}
        validate={validateRealIp}
        // Addresses compare by value (::ffff:1.2.3.4 is 1.2.3.4): a second spelling adds nothing.
        keyOf={(ip) => normalizeIp(ip) ?? ip}
        onChange={(allowedIps) => save({ allowedIps })}
        disabled={desktopOnly.disabled}
        disabledReason={desktopOnly.reason}
      />
      <RemoteAllowedList
        title={t('remoteControl.allowedOrigins')}
        hint={t('remoteControl.originsHint')}
        placeholder={t('remoteControl.originPlaceholder')}
        addLabel={t('remoteControl.addOrigin')}
        removeLabel={t('remoteControl.removeIp')}
        items={remoteControl.allowedOrigins}
        validate={validateOrigin}
        keyOf={(origin) => origin}
        onChange={(allowedOrigins) => save({ allowedOrigins })}
        disabled={desktopOnly.disabled}
        disabledReason={desktopOnly.reason}
      />
      <RemoteControlLive />
    </SettingsSection>
  );
}
