import { formatDuration } from '@cadenza/i18n/format';
import { useT } from '@cadenza/i18n/react';
import { Button, SegmentedControl } from '@cadenza/ui';
import { useEffect, useState } from 'react';
import { usePlatform } from '@cadenza/app-core';
import {
  REMOTE_SCOPES,
  type RemoteControlState,
  type RemotePairingCode,
  type RemoteScope,
} from '@cadenza/platform';

/** The QR's drawn size in CSS px. */
const QR_SIZE = 168;

/** The current time, ticking every second while `active`. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * What the QR code carries: the pairing URL on the first address another device can reach,
 * with the code (a remote app POSTs `{code, name}` to it; see docs/remote-control.md).
 */
export function pairingUri(urls: readonly string[], code: string): string | null {
  const reachable = urls.find((url) => !/^http:\/\/(127\.|\[::1\])/.test(url));
  return reachable ? `${reachable}pair?code=${encodeURIComponent(code)}` : null;
}

/** The QR image of `text`, drawn by the `qrcode` package (loaded on first use) as SVG. */
function PairingQr({ text }: { text: string }) {
  const { t } = useT();
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (live) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch((error: unknown) => console.error('Cadenza: the pairing QR code failed', error));
    return () => {
      live = false;
    };
  }, [text]);
  return source ? (
    <img
      className="cz-remote__qr"
      src={source}
      alt={t('remoteControl.pairing.qr')}
      width={QR_SIZE}
      height={QR_SIZE}
    />
  ) : null;
}

/** The live code: the code itself, its expiry, and the QR with LAN access. */
function LiveCode({ pairing, urls }: { pairing: RemotePairingCode; urls: readonly string[] }) {
  const { t } = useT();
  const now = useNow(true);
  const remaining = pairing.expiresAt - now;
  const uri = pairingUri(urls, pairing.code);
  return (
    <div className="cz-remote__code" data-testid="remote-pairing-code">
      <div>
        <span className="cz-setting__desc">
          {t('remoteControl.pairing.code')} · {t(`remoteControl.scopes.${pairing.scope}`)}
        </span>
        <output className="cz-remote__code-text" aria-label={t('remoteControl.pairing.code')}>
          {pairing.code}
        </output>
        <p className="cz-setting__desc" role="status">
          {remaining > 0
            ? t('remoteControl.pairing.expiresIn', { time: formatDuration(remaining) })
            : t('remoteControl.pairing.expired')}
        </p>
      </div>
      {uri && remaining > 0 ? <PairingQr text={uri} /> : null}
    </div>
  );
}

/**
 * Pairing a device: choose what it may do, make a one-time code (with a QR when other devices
 * can reach the server), and give it to the device, which trades it for its own token.
 */
export function RemotePairing({ state }: { state: RemoteControlState }) {
  const { t } = useT();
  const { remoteControl } = usePlatform();
  const [scope, setScope] = useState<RemoteScope>('read');
  const [failed, setFailed] = useState(false);
  const listening = state.server.state === 'listening';
  const create = () => {
    setFailed(false);
    remoteControl?.createPairingCode(scope).catch((error: unknown) => {
      console.error('Cadenza: no pairing code', error);
      setFailed(true);
    });
  };
  return (
    <div className="cz-settings__group" role="group" aria-label={t('remoteControl.pairing.title')}>
      <span className="cz-setting__title">{t('remoteControl.pairing.title')}</span>
      <p className="cz-setting__desc">
        {listening ? t('remoteControl.pairing.desc') : t('remoteControl.pairing.offHint')}
      </p>
      <div className="cz-settings__part">
        <SegmentedControl
          label={t('remoteControl.pairing.scope')}
          options={REMOTE_SCOPES.map((value) => ({
            value,
            label: t(`remoteControl.scopes.${value}`),
          }))}
          value={scope}
          onChange={setScope}
        />
        <Button disabled={!listening} onClick={create}>
          {state.pairing
            ? t('remoteControl.pairing.regenerate')
            : t('remoteControl.pairing.generate')}
        </Button>
        {state.pairing ? (
          <Button variant="ghost" onClick={() => void remoteControl?.cancelPairingCode()}>
            {t('common.cancel')}
          </Button>
        ) : null}
      </div>
      {failed ? <p role="alert">{t('remoteControl.pairing.failed')}</p> : null}
      {state.pairing && listening ? (
        <LiveCode pairing={state.pairing} urls={state.server.urls} />
      ) : null}
    </div>
  );
}
