import { useT } from '@cadenza/i18n/react';
import { Button, CoverImage, Skeleton, StateMessage } from '@cadenza/ui';
import type { QrLoginView } from './use-qr-login';

/** The QR code's drawn size in CSS px (the server's PNG carries its own quiet zone). */
const QR_SIZE = 200;

/**
 * The QR mode: the code with its state under it — waiting, scanned (who scanned it), expired
 * (dimmed, with a refresh button), authorised — or the failure with a retry. The state line is
 * a live region, so a screen reader hears the scan and the expiry as they happen.
 */
export function QrLoginPanel({ view }: { view: QrLoginView }) {
  const { t } = useT();
  const { state } = view;
  if (state.phase === 'failed') {
    return (
      <StateMessage
        tone="error"
        message={t(
          state.failure === 'check' ? 'errors.login.qrCheckFailed' : 'errors.login.loadInfoFailed',
        )}
        actionLabel={t('common.retry')}
        onAction={view.retry}
      />
    );
  }
  const qrimg = 'qrimg' in state ? state.qrimg : null;
  const dimmed = state.phase === 'expired' || state.phase === 'scanned';
  return (
    <div className="cz-login-qr" data-phase={state.phase}>
      <div className="cz-login-qr__frame">
        {qrimg ? (
          <img
            className={dimmed ? 'cz-login-qr__image is-dimmed' : 'cz-login-qr__image'}
            src={qrimg}
            alt={t('login.qr.image')}
            width={QR_SIZE}
            height={QR_SIZE}
          />
        ) : (
          <Skeleton width={QR_SIZE} height={QR_SIZE} radius="md" />
        )}
        {state.phase === 'expired' ? (
          <div className="cz-login-qr__overlay">
            <Button onClick={view.refresh}>{t('login.qr.refresh')}</Button>
          </div>
        ) : null}
        {state.phase === 'scanned' && state.avatarUrl ? (
          <div className="cz-login-qr__overlay">
            <CoverImage size={64} src={state.avatarUrl} alt="" radius="circle" />
          </div>
        ) : null}
      </div>
      <p className="cz-login-qr__status" role="status">
        {statusText(state, t)}
      </p>
      <p className="cz-login-qr__hint">{t('login.qr.hint')}</p>
    </div>
  );
}

function statusText(state: QrLoginView['state'], t: ReturnType<typeof useT>['t']): string {
  switch (state.phase) {
    case 'loading':
      return t('login.qr.loading');
    case 'waiting':
      return t('login.qr.waiting');
    case 'scanned':
      return state.nickname
        ? t('login.qr.scannedBy', { name: state.nickname })
        : t('login.qr.scanned');
    case 'expired':
      return t('login.qr.expired');
    case 'authorised':
      return t('login.qr.authorized');
    case 'failed':
      return '';
  }
}
