import { selectIsLoggedIn } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { SegmentedControl } from '@cadenza/ui';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '@cadenza/app-core';
import { afterLoginPath } from './login-success';
import { PhoneLoginForm } from './phone-login-form';
import { QrLoginPanel } from './qr-login-panel';
import { useQrLogin } from './use-qr-login';
import './login.css';

/** The two ways to log in (spec §2 "Login: QR mode or phone mode, switchable"). */
type LoginMode = 'qr' | 'phone';

/**
 * The login page (`/login`, kept alive): the QR code by default, the phone number and password
 * one switch away. The QR code is polled only while its mode shows on a visible screen. Once
 * logged in — by either mode, or already on arrival — the listener goes back where they came
 * from, or to their own page.
 */
export function LoginScreen() {
  const { t } = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [mode, setMode] = useState<LoginMode>('qr');
  const qr = useQrLogin(mode === 'qr' && !loggedIn);

  useEffect(() => {
    // Effects of a hidden (kept-alive) screen do not run: this fires only while it shows.
    if (loggedIn) void navigate(afterLoginPath(location.state), { replace: true });
  }, [loggedIn, location.state, navigate]);

  return (
    <div className="cz-login">
      <section className="cz-login__card" aria-labelledby="cz-login-title">
        <h2 className="cz-login__title" id="cz-login-title">
          {t('login.title')}
        </h2>
        <SegmentedControl<LoginMode>
          label={t('login.modeLabel')}
          value={mode}
          onChange={setMode}
          options={[
            { value: 'qr', label: t('login.modes.qr') },
            { value: 'phone', label: t('login.modes.phone') },
          ]}
        />
        {mode === 'qr' ? <QrLoginPanel view={qr} /> : <PhoneLoginForm />}
      </section>
    </div>
  );
}
