import type { InvokeChannel, IpcHandlers } from '../../ipc/contract';
import { createOriginCheck } from '../security/origin-check';
import { UntrustedSenderError, createRendererSender, registerIpcHandlers } from './ipc-main';

function fakeIpcMain() {
  const registered = new Map<string, (event: unknown, ...args: unknown[]) => Promise<unknown>>();
  return {
    registered,
    handle: jest.fn(
      (channel: string, listener: (event: unknown, ...args: unknown[]) => Promise<unknown>) => {
        registered.set(channel, listener);
      },
    ),
    removeHandler: jest.fn((channel: string) => registered.delete(channel)),
  };
}

/**
 * The channels of spec §7, written out here rather than read from `INVOKE_CHANNELS`: registration
 * loops over that list, so comparing with it could not catch a channel dropped from it. As a
 * `Record` over the contract's type, the compiler also rejects a channel missing or extra here.
 */
const CONTRACT_CHANNELS: Record<InvokeChannel, true> = {
  'get-store-value': true,
  'set-store-value': true,
  'change-language': true,
  'get-api-port': true,
  'window-minimize': true,
  'window-toggle-maximize': true,
  'window-close': true,
  'set-mini-mode': true,
  'unblock-music': true,
  'get-system-fonts': true,
  'show-notification': true,
  'check-for-update': true,
  'get-arch': true,
  'start-download': true,
  'install-update': true,
  'remote-control-report': true,
  'remote-control-reply': true,
  'remote-control-state': true,
  'remote-control-create-pairing': true,
  'remote-control-cancel-pairing': true,
  'remote-control-revoke': true,
  'report-now-playing': true,
  'answer-close-choice': true,
  'pending-close-choice': true,
  'update-app-shortcuts': true,
  'get-shortcut-registration': true,
  'suspend-global-shortcuts': true,
  'run-shell-shortcut': true,
  'download-music': true,
  'download-music-batch': true,
  'get-downloads': true,
  'get-download-records': true,
  'delete-downloaded-file': true,
  'show-downloaded-file': true,
  'clear-download-records': true,
  'choose-download-path': true,
  'open-download-path': true,
  'resize-mini-window': true,
  'open-lyric-window': true,
  'close-lyric-window': true,
  'toggle-lyric-window': true,
  'get-lyric-window-state': true,
  'send-lyric-song': true,
  'send-lyric': true,
  'lyric-window-control': true,
  'set-lyric-window-locked': true,
  'set-lyric-window-interactive': true,
};
const EXPECTED_CHANNELS = Object.keys(CONTRACT_CHANNELS).sort();

/** A handler per channel that answers its own name (`get-store-value` a stored document). */
function fakeHandlers(): IpcHandlers {
  const handlers: Record<string, jest.Mock> = Object.fromEntries(
    EXPECTED_CHANNELS.map((channel) => [channel, jest.fn(async (): Promise<unknown> => channel)]),
  );
  handlers['get-store-value'] = jest.fn(async () => ({ language: 'en-US' }));
  return handlers as unknown as IpcHandlers;
}

const appOrigin = 'http://127.0.0.1:30488';
const fromFrame = (url: string | undefined) => ({
  senderFrame: url === undefined ? null : { url },
});

describe('registerIpcHandlers', () => {
  it('registers each channel of the contract exactly once and removes them all again', () => {
    const ipcMain = fakeIpcMain();
    const unregister = registerIpcHandlers(
      ipcMain as never,
      fakeHandlers(),
      createOriginCheck(appOrigin),
    );
    // The calls, not the map's keys: a channel registered twice would hide in the map.
    const handled = ipcMain.handle.mock.calls.map(([channel]) => channel).sort();
    expect(handled).toEqual(EXPECTED_CHANNELS);
    unregister();
    const removed = ipcMain.removeHandler.mock.calls.map(([channel]) => channel).sort();
    expect(removed).toEqual(EXPECTED_CHANNELS);
    expect(ipcMain.registered.size).toBe(0);
  });

  it.each(EXPECTED_CHANNELS)('routes "%s" to its own handler and no other', async (channel) => {
    const ipcMain = fakeIpcMain();
    const handlers = fakeHandlers();
    registerIpcHandlers(ipcMain as never, handlers, createOriginCheck(appOrigin));
    await ipcMain.registered.get(channel)?.(fromFrame(`${appOrigin}/`), 'settings');
    const called = Object.entries(handlers)
      .filter(([, handler]) => jest.mocked(handler).mock.calls.length > 0)
      .map(([name]) => name);
    expect(called).toEqual([channel]);
  });

  it('passes the arguments of a trusted frame to the handler', async () => {
    const ipcMain = fakeIpcMain();
    const handlers = fakeHandlers();
    registerIpcHandlers(ipcMain as never, handlers, createOriginCheck(appOrigin));
    const listener = ipcMain.registered.get('set-store-value');
    await listener?.(fromFrame(`${appOrigin}/`), 'settings', { language: 'en-US' });
    expect(handlers['set-store-value']).toHaveBeenCalledWith('settings', { language: 'en-US' });
    await expect(
      ipcMain.registered.get('get-store-value')?.(fromFrame(`${appOrigin}/`), 'settings'),
    ).resolves.toEqual({
      language: 'en-US',
    });
  });

  it('refuses calls from another origin or a destroyed frame without running the handler', async () => {
    const ipcMain = fakeIpcMain();
    const handlers = fakeHandlers();
    registerIpcHandlers(ipcMain as never, handlers, createOriginCheck(appOrigin));
    const listener = ipcMain.registered.get('change-language');
    await expect(listener?.(fromFrame('https://evil.example/'), 'en-US')).rejects.toThrow(
      UntrustedSenderError,
    );
    await expect(listener?.(fromFrame(undefined), 'en-US')).rejects.toThrow(
      'refused "change-language"',
    );
    expect(handlers['change-language']).not.toHaveBeenCalled();
  });
});

describe('createRendererSender', () => {
  it('sends a contract event to the page, and skips a window that is gone', () => {
    const contents = { send: jest.fn(), isDestroyed: jest.fn(() => false) };
    let target: typeof contents | null = contents;
    const send = createRendererSender(() => target);
    send('mini-mode', true);
    expect(contents.send).toHaveBeenCalledWith('mini-mode', true);
    contents.isDestroyed.mockReturnValue(true);
    send('mini-mode', false);
    target = null;
    send('mini-mode', false);
    expect(contents.send).toHaveBeenCalledTimes(1);
  });
});
