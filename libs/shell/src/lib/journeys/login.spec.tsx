import { selectSession } from '@cadenza/api-client/react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type GatewayCall, withStatus, DEMO_PROFILE } from '@cadenza/app-core/testing';
import { renderAccountApp } from './account-app.spec-harness';
import { SESSION_KEYS } from '@cadenza/account';

const LOGIN_COOKIE = 'MUSIC_U=abc; Path=/;__csrf=def; Path=/';

/** The simulator's phone login: the demo account's password, refusals as HTTP 200 bodies. */
function phoneGateway({ path, body }: GatewayCall) {
  if (path === '/login/cellphone') {
    const { phone, password } = body as { phone: string; password: string };
    if (phone !== '13800138000') return { code: 501, msg: '该账号不存在' };
    if (password !== 'secret') return { code: 502, msg: '密码错误' };
    return { code: 200, profile: DEMO_PROFILE, cookie: LOGIN_COOKIE };
  }
  return undefined;
}

async function submitPhoneLogin(phone: string, password: string) {
  fireEvent.click(screen.getByRole('radio', { name: 'Phone number' }));
  const form = within(document.querySelector('.cz-login-phone') as HTMLFormElement);
  fireEvent.change(form.getByRole('textbox', { name: 'Phone number' }), {
    target: { value: phone },
  });
  fireEvent.change(form.getByLabelText('Password'), { target: { value: password } });
  await act(async () => {
    fireEvent.click(form.getByRole('button', { name: 'Log in' }));
  });
}

describe('the login screen', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('a wrong password says so, and nobody is logged in', async () => {
    const app = await renderAccountApp({ path: '/login', gateway: phoneGateway });
    await screen.findByRole('radio', { name: 'QR code' });
    await submitPhoneLogin('13800138000', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong password');
    expect(selectSession(app.store.getState()).profile).toBeNull();
    expect(app.location.pathname).toBe('/login');

    await submitPhoneLogin('13900000000', 'secret');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There is no account with this phone number',
    );
  });

  it('asks for both fields before calling the server', async () => {
    const app = await renderAccountApp({ path: '/login', gateway: phoneGateway });
    await screen.findByRole('radio', { name: 'QR code' });
    await submitPhoneLogin('', '');
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(app.callsTo('/login/cellphone')).toHaveLength(0);
  });

  it('a phone login sets the session, greets, keeps it and goes back where the listener was', async () => {
    const app = await renderAccountApp({ path: '/search', gateway: phoneGateway });
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app.location.pathname).toBe('/login'));
    await screen.findByRole('radio', { name: 'QR code' });
    await submitPhoneLogin('13800138000', 'secret');

    await waitFor(() => expect(app.location.pathname).toBe('/search'));
    expect(selectSession(app.store.getState()).profile).toEqual(DEMO_PROFILE);
    expect(JSON.parse(app.storage.getItem(SESSION_KEYS.user) ?? 'null')).toEqual(DEMO_PROFILE);
    // The web never keeps a token: the gateway holds the login.
    expect(app.storage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(app.store.getState().toasts.map((toast) => toast.titleKey)).toContain('login.welcome');
    // The top bar now shows the user instead of the login entry.
    expect(await screen.findByRole('button', { name: /Demo User/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('QR: waiting, scanned by whom, then logged in and on the user page; polling stops', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const statuses = [
      { code: 801, message: '等待扫码', cookie: '' },
      {
        code: 802,
        message: '授权中',
        nickname: 'Demo User',
        avatarUrl: 'http://img.test/a.jpg',
        cookie: '',
      },
      { code: 803, message: '授权登陆成功', cookie: LOGIN_COOKIE },
    ];
    let loggedIn = false;
    const app = await renderAccountApp({
      path: '/login',
      gateway: ({ path }) => {
        switch (path) {
          case '/login/qr/key':
            return { code: 200, data: { code: 200, unikey: 'key-1' } };
          case '/login/qr/create':
            return {
              code: 200,
              data: { qrurl: 'https://qr.test/key-1', qrimg: 'data:image/png;base64,AA' },
            };
          case '/login/qr/check': {
            const next = statuses.shift();
            if (next?.code === 803) loggedIn = true;
            return next ?? { code: 800, message: 'expired', cookie: '' };
          }
          case '/user/account':
            return { code: 200, profile: loggedIn ? DEMO_PROFILE : null };
          default:
            return undefined;
        }
      },
    });
    const status = () => screen.getByRole('status').textContent;
    await waitFor(() => expect(status()).toBe('Waiting for a scan'));
    expect(screen.getByRole('img', { name: 'Login QR code' }).getAttribute('src')).toBe(
      'data:image/png;base64,AA',
    );
    const advance = async () => {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3000);
      });
    };
    await advance();
    expect(status()).toBe('Waiting for a scan');
    await advance();
    expect(status()).toBe('Scanned by Demo User, please confirm on your phone');
    await advance();
    await waitFor(() => expect(app.location.pathname).toBe('/user'));
    expect(selectSession(app.store.getState()).profile).toEqual(DEMO_PROFILE);
    const checks = app.callsTo('/login/qr/check').length;
    expect(checks).toBe(3);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(9_000);
    });
    expect(app.callsTo('/login/qr/check')).toHaveLength(checks);
    expect(app.callsTo('/login/qr/check')[0]?.searchParams.get('key')).toBe('key-1');
  }, 20_000);

  it('says "Error loading login information" when the QR code cannot load, and retries', async () => {
    let fail = true;
    const app = await renderAccountApp({
      path: '/login',
      gateway: ({ path }) => {
        if (path === '/login/qr/key') {
          return fail ? withStatus(500, { code: 500 }) : { code: 200, data: { unikey: 'key-2' } };
        }
        if (path === '/login/qr/create') {
          return { code: 200, data: { qrurl: 'q', qrimg: 'data:image/png;base64,BB' } };
        }
        if (path === '/login/qr/check') return { code: 801, message: 'waiting', cookie: '' };
        return undefined;
      },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('Error loading login information');
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Waiting for a scan'));
    expect(app.callsTo('/login/qr/key').length).toBeGreaterThanOrEqual(3);
  });
});
