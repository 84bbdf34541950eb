import { act, fireEvent, screen, within } from '@testing-library/react';
import type { RemoteControlPort, RemoteControlState, RemoteScope } from '@cadenza/platform';
import { pairingUri } from './remote-pairing';
import { openTab, renderSettings, settle } from './settings-screen.spec-harness';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

const LISTENING: RemoteControlState = {
  server: {
    state: 'listening',
    port: 31888,
    urls: ['http://192.168.1.5:31888/', 'http://127.0.0.1:31888/'],
    error: null,
  },
  devices: [{ id: 'd1', name: 'Kitchen tablet', scope: 'control', pairedAt: Date.UTC(2025, 0, 2) }],
  pairing: null,
};

/** A remote control port whose state the spec sets, recording what settings asked of it. */
function fakeRemote(initial: RemoteControlState) {
  let listener: ((state: RemoteControlState) => void) | null = null;
  let state = initial;
  const push = (next: RemoteControlState) => {
    state = next;
    act(() => listener?.(next));
  };
  const port: RemoteControlPort = {
    onCommand: () => () => undefined,
    reply: () => undefined,
    reportNowPlaying: () => undefined,
    getState: jest.fn(async () => state),
    onState: (next) => {
      listener = next;
      return () => (listener = null);
    },
    createPairingCode: jest.fn(async (scope: RemoteScope) => {
      const pairing = { code: 'ABCD-EFGH', scope, expiresAt: Date.now() + 300_000 };
      setTimeout(() => push({ ...state, pairing }));
      return pairing;
    }),
    cancelPairingCode: jest.fn(async () => push({ ...state, pairing: null })),
    revokeDevice: jest.fn(async (id: string) =>
      push({ ...state, devices: state.devices.filter((device) => device.id !== id) }),
    ),
  };
  return { port, push };
}

describe('remote control settings on desktop', () => {
  it('shows where the server listens, pairs with a code and QR, and revokes a device', async () => {
    const remote = fakeRemote(LISTENING);
    const { t } = await renderSettings({
      kind: 'desktop',
      stored: { language: 'en-US', remoteControl: { enabled: true, lanAccess: true } },
      remoteControl: remote.port,
    });
    openTab(t('settings.tabs.application'));
    await settle();
    expect(screen.getByTestId('remote-control-status').textContent).toBe(
      'Listening on http://192.168.1.5:31888/, http://127.0.0.1:31888/',
    );

    const scopes = screen.getByRole('radiogroup', { name: t('remoteControl.pairing.scope') });
    fireEvent.click(within(scopes).getByRole('radio', { name: t('remoteControl.scopes.control') }));
    fireEvent.click(screen.getByRole('button', { name: t('remoteControl.pairing.generate') }));
    await settle();
    await settle();
    expect(remote.port.createPairingCode).toHaveBeenCalledWith('control');
    const code = screen.getByTestId('remote-pairing-code');
    expect(within(code).getByText('ABCD-EFGH')).toBeTruthy();
    expect(within(code).getByText(/^Expires in 0[45]:\d\d$/)).toBeTruthy();
    const qr = await within(code).findByRole('img', { name: t('remoteControl.pairing.qr') });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

    const devices = screen.getByRole('group', { name: t('remoteControl.devices.title') });
    expect(within(devices).getByText('Kitchen tablet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke Kitchen tablet' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(
      within(dialog).getByRole('button', { name: t('remoteControl.devices.revoke') }),
    );
    await settle();
    expect(remote.port.revokeDevice).toHaveBeenCalledWith('d1');
    expect(within(devices).getByText(t('remoteControl.devices.empty'))).toBeTruthy();
  });

  it('says why it does not listen and offers no pairing then', async () => {
    const remote = fakeRemote({
      ...LISTENING,
      server: { state: 'failed', port: 31888, urls: [], error: 'port-in-use' },
      devices: [],
    });
    const { t } = await renderSettings({
      kind: 'desktop',
      stored: { language: 'zh-CN' },
      remoteControl: remote.port,
    });
    openTab(t('settings.tabs.application'));
    await settle();
    expect(screen.getByTestId('remote-control-status').textContent).toBe(
      '端口 31888 已被其他程序占用，请换一个端口',
    );
    const generate = screen.getByRole<HTMLButtonElement>('button', {
      name: t('remoteControl.pairing.generate'),
    });
    expect(generate.disabled).toBe(true);
    expect(screen.getByText(t('remoteControl.devices.empty'))).toBeTruthy();
  });
});

describe('pairingUri', () => {
  it('points at the first address another device can reach', () => {
    expect(pairingUri(LISTENING.server.urls, 'ABCD-EFGH')).toBe(
      'http://192.168.1.5:31888/pair?code=ABCD-EFGH',
    );
    expect(pairingUri(['http://127.0.0.1:31888/'], 'ABCD-EFGH')).toBeNull();
  });
});
