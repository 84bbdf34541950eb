import { useT } from '@cadenza/i18n/react';
import { Button, ConfirmDialog } from '@cadenza/ui';
import { useState } from 'react';
import { usePlatform } from '@cadenza/app-core';
import type { RemoteDevice } from '@cadenza/platform';

/** The paired devices, each with its access and a revoke button (behind a confirmation). */
export function RemoteDevices({ devices }: { devices: readonly RemoteDevice[] }) {
  const { t, language } = useT();
  const { remoteControl } = usePlatform();
  const [revoking, setRevoking] = useState<RemoteDevice | null>(null);
  const [failed, setFailed] = useState(false);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const revoke = (device: RemoteDevice) => {
    setFailed(false);
    remoteControl?.revokeDevice(device.id).catch((error: unknown) => {
      console.error('Cadenza: a remote device could not be revoked', error);
      setFailed(true);
    });
  };
  return (
    <div className="cz-settings__group" role="group" aria-label={t('remoteControl.devices.title')}>
      <span className="cz-setting__title">{t('remoteControl.devices.title')}</span>
      {devices.length === 0 ? (
        <p className="cz-setting__desc">{t('remoteControl.devices.empty')}</p>
      ) : (
        <ul className="cz-settings__ip-list cz-remote__devices">
          {devices.map((device) => (
            <li key={device.id}>
              <span>
                <strong>{device.name}</strong>
                <span className="cz-setting__desc">
                  {' · '}
                  {t(`remoteControl.scopes.${device.scope}`)}
                  {' · '}
                  {t('remoteControl.devices.pairedAt', { date: date.format(device.pairedAt) })}
                </span>
              </span>
              <Button
                variant="ghost"
                aria-label={t('remoteControl.devices.revokeLabel', { name: device.name })}
                onClick={() => setRevoking(device)}
              >
                {t('remoteControl.devices.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {failed ? <p role="alert">{t('remoteControl.devices.revokeFailed')}</p> : null}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title={t('remoteControl.devices.revokeConfirm', { name: revoking?.name ?? '' })}
        message={t('remoteControl.devices.revokeMessage')}
        confirmLabel={t('remoteControl.devices.revoke')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onConfirm={() => {
          if (revoking) revoke(revoking);
        }}
      />
    </div>
  );
}
