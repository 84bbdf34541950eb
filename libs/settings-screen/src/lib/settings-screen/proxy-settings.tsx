import { useT } from '@cadenza/i18n/react';
import {
  PROXY_PROTOCOLS,
  validateProxy,
  type ProxyField,
  type ValidationMessage,
} from '@cadenza/settings';
import { useSetting, useSettingsDispatch } from '@cadenza/settings/react';
import { Button, Select, Switch, TextInput } from '@cadenza/ui';
import { useState } from 'react';
import { toastShown, useAppDispatch } from '@cadenza/app-core';
import { SettingsSection, useDesktopOnly, useValidationText } from '@cadenza/settings-editors';

interface ProxyForm {
  protocol: string;
  host: string;
  port: string;
}

/**
 * The proxy (desktop only): a switch that applies at once, and a form (protocol, host, port)
 * saved as a whole, because a proxy is only usable when all three are valid together (spec §5).
 */
export function ProxySettings() {
  const { t } = useT();
  const proxyConfig = useSetting('proxyConfig');
  const setSetting = useSettingsDispatch();
  const dispatch = useAppDispatch();
  const messageText = useValidationText();
  const desktopOnly = useDesktopOnly();
  const stored: ProxyForm = {
    protocol: proxyConfig.protocol,
    host: proxyConfig.host,
    port: String(proxyConfig.port),
  };
  // null until the listener edits: the form shows the stored proxy without copying it in.
  const [form, setForm] = useState<ProxyForm | null>(null);
  const [errors, setErrors] = useState<{
    form?: ValidationMessage;
    fields: Partial<Record<ProxyField, ValidationMessage>>;
  }>({ fields: {} });
  const shown = form ?? stored;
  const edit = (change: Partial<ProxyForm>) => setForm({ ...shown, ...change });

  const save = () => {
    const result = validateProxy(shown);
    if (!result.ok) {
      setErrors({ form: result.message, fields: result.fields });
      return;
    }
    setErrors({ fields: {} });
    setForm(null);
    setSetting('proxyConfig', { ...proxyConfig, ...result.value });
    dispatch(toastShown({ tone: 'success', titleKey: 'settings.proxy.saved' }));
  };

  return (
    <SettingsSection title={t('settings.proxy.label')} description={t('settings.proxy.desc')}>
      <Switch
        label={t('settings.proxy.enable')}
        checked={proxyConfig.enable}
        onCheckedChange={(on) => {
          setSetting('proxyConfig', { ...proxyConfig, enable: on });
          // isProxy is the reference product's twin of proxyConfig.enable; kept equal so a
          // document shared with it (or migrated back) means the same thing.
          setSetting('isProxy', on);
        }}
        disabled={desktopOnly.disabled}
        disabledReason={desktopOnly.reason}
      />
      <div className="cz-settings__form">
        <Select
          label={t('settings.proxy.protocol')}
          value={shown.protocol}
          disabled={desktopOnly.disabled}
          options={PROXY_PROTOCOLS.map((value) => ({
            value,
            label: t(`settings.proxy.protocols.${value}`),
          }))}
          onValueChange={(protocol) => edit({ protocol })}
        />
        {/* validateProxy may refuse the protocol too: its message goes under the select. */}
        {errors.fields.protocol && (
          <p className="cz-settings__error">{messageText(errors.fields.protocol)}</p>
        )}
        <TextInput
          label={t('settings.proxy.host')}
          value={shown.host}
          onChange={(host) => edit({ host })}
          placeholder={t('settings.proxy.hostPlaceholder')}
          error={messageText(errors.fields.host)}
          hint={desktopOnly.reason}
          disabled={desktopOnly.disabled}
        />
        <TextInput
          label={t('settings.proxy.port')}
          value={shown.port}
          inputMode="numeric"
          onChange={(port) => edit({ port })}
          placeholder={t('settings.proxy.portPlaceholder')}
          error={messageText(errors.fields.port)}
          hint={desktopOnly.reason}
          disabled={desktopOnly.disabled}
        />
      </div>
      {errors.form && (
        <p className="cz-settings__error" role="alert">
          {messageText(errors.form)}
        </p>
      )}
      <div className="cz-settings__actions">
        <Button disabled={desktopOnly.disabled || form === null} onClick={save}>
          {t('common.save')}
        </Button>
        <Button
          variant="ghost"
          disabled={desktopOnly.disabled || form === null}
          onClick={() => {
            setForm(null);
            setErrors({ fields: {} });
          }}
        >
          {t('common.cancel')}
        </Button>
      </div>
    </SettingsSection>
  );
}
