import { domainApi, loginApi } from '@cadenza/api-client/react';
import { platformTimers } from '@cadenza/ports';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '@cadenza/app-core';
import { welcomeToast } from './login-success';
import { startQrLogin, type QrLogin, type QrLoginState } from './qr-login';

/** What the QR panel draws and does. */
export interface QrLoginView {
  state: QrLoginState;
  refresh(): void;
  retry(): void;
}

/**
 * The QR login while `active` (the QR mode of a visible login screen): a fresh code on every
 * start, polled every 3 s through the login endpoints; it stops when the mode changes, the
 * screen is left (a kept-alive screen's effects end while it is hidden) or the login is done.
 * Once authorised, the account is loaded into the session (the screen then moves on) and the
 * lists that depend on who is logged in are asked again.
 */
export function useQrLogin(active: boolean): QrLoginView {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<QrLoginState>({ phase: 'loading' });
  const control = useRef<QrLogin | null>(null);

  useEffect(() => {
    if (!active) return;
    const fresh = { forceRefetch: true, subscribe: false } as const;
    const login = startQrLogin(
      {
        timers: platformTimers(),
        async newCode() {
          const key = await dispatch(
            loginApi.endpoints.getQrKey.initiate(undefined, fresh),
          ).unwrap();
          const code = await dispatch(loginApi.endpoints.createQr.initiate(key, fresh)).unwrap();
          return { key, qrimg: code.qrimg };
        },
        check: (key) => dispatch(loginApi.endpoints.checkQr.initiate(key, fresh)).unwrap(),
        async finish() {
          const profile = await dispatch(
            loginApi.endpoints.getUserAccount.initiate(undefined, fresh),
          ).unwrap();
          if (!profile) throw new Error('the server does not know the account');
          dispatch(domainApi.util.invalidateTags(['UserPlaylists', 'LikeList']));
          dispatch(welcomeToast(profile));
        },
      },
      setState,
    );
    control.current = login;
    return () => {
      login.stop();
      control.current = null;
    };
  }, [active, dispatch]);

  return {
    state,
    refresh: () => control.current?.refresh(),
    retry: () => control.current?.retry(),
  };
}
