import { useT } from '@cadenza/i18n/react';
import {
  normalizeIp,
  validatePort,
  validateRealIp,
  type ValidationMessage,
} from '@cadenza/settings';
import { useSetting, useSettingsDispatch } from '@cadenza/settings/react';
import { Button, IconButton, Switch, TextInput } from '@cadenza/ui';
import { RiCloseLine } from '@remixicon/react';
import { useState } from 'react';
import { SettingRow, SettingsSection } from './settings-layout';
import { useDesktopOnly } from './use-desktop-only';
import { useValidationText, ValidatedField } from './validated-field';

/**
 * Remote control (desktop only: the desktop's main process runs its server): on/off, the port,
 * and the IPs allowed to use it (an empty list allows every IP, spec §9).
 */
export function RemoteControlSettings() {
  const { t } = useT();
  const remoteControl = useSetting('remoteControl');
  const setSetting = useSettingsDispatch();
  const desktopOnly = useDesktopOnly();
  return (
    <SettingsSection
      title={t('settings.remoteControl.label')}
      description={t('settings.remoteControl.desc')}
    >
      <Switch
        label={t('remoteControl.enable')}
        checked={remoteControl.enabled}
        onCheckedChange={(enabled) => setSetting('remoteControl', { ...remoteControl, enabled })}
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
          onCommit={(port) => setSetting('remoteControl', { ...remoteControl, port })}
          placeholder={t('remoteControl.portPlaceholder')}
          disabled={desktopOnly.disabled}
          disabledReason={desktopOnly.reason}
        />
      </SettingRow>
      <AllowedIps />
    </SettingsSection>
  );
}

function AllowedIps() {
  const { t } = useT();
  const remoteControl = useSetting('remoteControl');
  const setSetting = useSettingsDispatch();
  const desktopOnly = useDesktopOnly();
  const messageText = useValidationText();
  const [draft, setDraft] = useState('');
  const [message, setMessage] = useState<ValidationMessage | undefined>(undefined);
  const save = (allowedIps: string[]) =>
    setSetting('remoteControl', { ...remoteControl, allowedIps });

  const add = () => {
    const result = validateRealIp(draft);
    if (!result.ok) {
      setMessage(result.message);
      return;
    }
    setMessage(undefined);
    setDraft('');
    // Addresses compare by value (::ffff:1.2.3.4 is 1.2.3.4): a second spelling adds nothing.
    const known = remoteControl.allowedIps.some(
      (ip) => normalizeIp(ip) === normalizeIp(result.value),
    );
    if (!known) save([...remoteControl.allowedIps, result.value]);
  };

  return (
    <div className="cz-settings__group" role="group" aria-label={t('remoteControl.allowedIps')}>
      <span className="cz-setting__title">{t('remoteControl.allowedIps')}</span>
      <p className="cz-setting__desc">{t('remoteControl.allowAllHint')}</p>
      {remoteControl.allowedIps.length > 0 && (
        <ul className="cz-settings__ip-list">
          {remoteControl.allowedIps.map((ip) => (
            <li key={ip}>
              <span>{ip}</span>
              <IconButton
                size="sm"
                label={`${t('remoteControl.removeIp')} ${ip}`}
                icon={<RiCloseLine />}
                disabled={desktopOnly.disabled}
                onClick={() => save(remoteControl.allowedIps.filter((kept) => kept !== ip))}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="cz-settings__inline">
        <TextInput
          label={t('remoteControl.allowedIps')}
          hideLabel
          value={draft}
          onChange={(text) => {
            setDraft(text);
            setMessage(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') add();
          }}
          placeholder={t('remoteControl.ipPlaceholder')}
          error={messageText(message)}
          hint={desktopOnly.reason}
          disabled={desktopOnly.disabled}
        />
        <Button variant="ghost" disabled={desktopOnly.disabled} onClick={add}>
          {t('remoteControl.addIp')}
        </Button>
      </div>
    </div>
  );
}
