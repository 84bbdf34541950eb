import type { IpcHandlers } from '../../ipc/contract';
import { INVOKE_CHANNELS } from '../../ipc/contract';
import { createOriginCheck } from '../security/origin-check';
import { UntrustedSenderError, registerIpcHandlers } from './ipc-main';

function fakeHandlers(): IpcHandlers {
  return {
    'get-store-value': jest.fn(async () => ({ language: 'en-US' })),
    'set-store-value': jest.fn(async () => undefined),
    'change-language': jest.fn(async () => undefined),
  };
}

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

const appOrigin = 'http://127.0.0.1:30488';
const fromFrame = (url: string | undefined) => ({
  senderFrame: url === undefined ? null : { url },
});

describe('registerIpcHandlers', () => {
  it('registers every channel of the contract and removes them again', () => {
    const ipcMain = fakeIpcMain();
    const unregister = registerIpcHandlers(
      ipcMain as never,
      fakeHandlers(),
      createOriginCheck(appOrigin),
    );
    expect([...ipcMain.registered.keys()].sort()).toEqual([...INVOKE_CHANNELS].sort());
    unregister();
    expect(ipcMain.registered.size).toBe(0);
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
