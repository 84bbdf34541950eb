import type * as Page from '@cadenza/features';
import type {
  RemoteCommandRequest,
  RemoteCommandResult,
  RemoteControlState,
  RemoteNowPlaying,
  RemoteScope,
} from '../ipc/remote-control.contract';
import type * as Ipc from '../ipc/remote-control.contract';
import { createMemoryStorage } from '@cadenza/ports';
import { DEFAULT_SETTINGS } from '@cadenza/settings';
import type { DesktopBridge } from '../ipc/contract';
import { createDesktopPlatform } from './desktop-platform';

// The remote-control messages are declared twice (main may not import libs/features): the
// compiler holds the two declarations identical.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const identicalMessages: [
  Same<Page.RemoteScope, Ipc.RemoteScope>,
  Same<Page.RemoteTrack, Ipc.RemoteTrack>,
  Same<Page.RemoteNowPlaying, Ipc.RemoteNowPlaying>,
  Same<Page.RemoteQueuePage, Ipc.RemoteQueuePage>,
  Same<Page.RemoteCommand, Ipc.RemoteCommand>,
  Same<Page.RemoteCommandRequest, Ipc.RemoteCommandRequest>,
  Same<Page.RemoteCommandResult, Ipc.RemoteCommandResult>,
  Same<Page.RemoteDevice, Ipc.RemoteDevice>,
  Same<Page.RemotePairingCode, Ipc.RemotePairingCode>,
  Same<Page.RemoteServerStatus, Ipc.RemoteServerStatus>,
  Same<Page.RemoteControlState, Ipc.RemoteControlState>,
] = [true, true, true, true, true, true, true, true, true, true, true];
void identicalMessages;

const STATE: RemoteControlState = {
  server: { state: 'off', port: null, urls: [], error: null },
  devices: [],
  pairing: null,
};

function fakeBridge() {
  const miniModeListeners = new Set<(on: boolean) => void>();
  const commandListeners = new Set<(request: RemoteCommandRequest) => void>();
  const stored: { value: unknown } = { value: null };
  const bridge = {
    stored,
    miniModeListeners,
    commandListeners,
    settings: {
      read: jest.fn(async () => stored.value),
      write: jest.fn(async (settings: unknown) => {
        stored.value = settings;
      }),
    },
    changeLanguage: jest.fn(async () => undefined),
    apiPort: jest.fn(async () => 30489),
    unblockMusic: jest.fn(async () => ({ error: 'offline' })),
    system: {
      fonts: jest.fn(async () => ['system-ui', 'Arial']),
      notify: jest.fn(async () => undefined),
    },
    window: {
      minimize: jest.fn(async () => undefined),
      toggleMaximize: jest.fn(async () => true),
      close: jest.fn(async () => undefined),
      setMiniMode: jest.fn(async () => undefined),
      onMiniMode: jest.fn((listener: (on: boolean) => void) => {
        miniModeListeners.add(listener);
        return () => miniModeListeners.delete(listener);
      }),
    },
    updates: {
      check: jest.fn(async () => ({ kind: 'none', reason: 'up-to-date' }) as const),
      getArch: jest.fn(async () => ({ platform: 'linux', arch: 'x64' }) as const),
      startDownload: jest.fn(async () => undefined),
      install: jest.fn(async () => undefined),
      onDownloadProgress: jest.fn(() => () => undefined),
      onDownloadComplete: jest.fn(() => () => undefined),
    },
    remoteControl: {
      report: jest.fn(async (_nowPlaying: RemoteNowPlaying) => undefined),
      reply: jest.fn(async (_id: string, _result: RemoteCommandResult) => undefined),
      onCommand: jest.fn((listener: (request: RemoteCommandRequest) => void) => {
        commandListeners.add(listener);
        return () => commandListeners.delete(listener);
      }),
      state: jest.fn(async () => STATE),
      onChanged: jest.fn(() => () => undefined),
      createPairing: jest.fn(async (scope: RemoteScope) => ({
        code: 'ABCD-EFGH',
        scope,
        expiresAt: 1,
      })),
      cancelPairing: jest.fn(async () => undefined),
      revoke: jest.fn(async (_deviceId: string) => undefined),
    },
  } satisfies DesktopBridge & Record<string, unknown>;
  return bridge;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createDesktopPlatform', () => {
  it('keeps settings in the main process through the bridge', async () => {
    const bridge = fakeBridge();
    const platform = createDesktopPlatform(bridge, createMemoryStorage());
    await platform.settingsStorage.write({ ...DEFAULT_SETTINGS, language: 'en-US' });
    expect(await platform.settingsStorage.read()).toMatchObject({ language: 'en-US' });
    expect(platform).toMatchObject({ kind: 'desktop', apiBaseUrl: '/api' });
    expect(await platform.boundApiPort?.()).toBe(30489);
    expect(await platform.unblockMusic?.(1, {}, ['kugou'])).toEqual({ error: 'offline' });
    expect(bridge.unblockMusic).toHaveBeenCalledWith(1, {}, ['kugou']);
    expect(await platform.systemFonts?.()).toEqual(['system-ui', 'Arial']);
    platform.notify?.({ title: 'Sleep timer', body: 'Playback stopped' });
    expect(bridge.system.notify).toHaveBeenCalledWith({
      title: 'Sleep timer',
      body: 'Playback stopped',
    });
  });

  it('tells the shell about a language change and logs a refusal instead of throwing', async () => {
    const bridge = fakeBridge();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    bridge.changeLanguage.mockRejectedValueOnce(new Error('refused'));
    const platform = createDesktopPlatform(bridge, createMemoryStorage());
    platform.notifyLanguageChanged('en-US');
    await flush();
    expect(bridge.changeLanguage).toHaveBeenCalledWith('en-US');
    expect(error).toHaveBeenCalledWith(
      'Cadenza: the desktop shell did not take the language change',
      new Error('refused'),
    );
    error.mockRestore();
  });

  it('hands the window controls to main and follows its mini mode until unsubscribed', async () => {
    const bridge = fakeBridge();
    const platform = createDesktopPlatform(bridge, createMemoryStorage());
    platform.windowControls?.minimize();
    platform.windowControls?.toggleMaximize();
    platform.windowControls?.setMiniMode(true);
    platform.windowControls?.close();
    expect(bridge.window.minimize).toHaveBeenCalledTimes(1);
    expect(bridge.window.toggleMaximize).toHaveBeenCalledTimes(1);
    expect(bridge.window.setMiniMode).toHaveBeenCalledWith(true);
    expect(bridge.window.close).toHaveBeenCalledTimes(1);

    const heard: boolean[] = [];
    const unsubscribe = platform.subscribeMiniMode?.((on) => heard.push(on));
    bridge.miniModeListeners.forEach((listener) => listener(true));
    unsubscribe?.();
    bridge.miniModeListeners.forEach((listener) => listener(false));
    expect(heard).toEqual([true]);
  });

  it('maps the update port onto the bridge', async () => {
    const bridge = fakeBridge();
    const updates = createDesktopPlatform(bridge, createMemoryStorage()).updates;
    await expect(updates?.check()).resolves.toEqual({ kind: 'none', reason: 'up-to-date' });
    await expect(updates?.machine()).resolves.toEqual({ platform: 'linux', arch: 'x64' });
    await updates?.startDownload('https://example.org/a.exe');
    await updates?.install('/tmp/a.exe');
    const progress = jest.fn();
    const complete = jest.fn();
    updates?.subscribeProgress(progress);
    updates?.subscribeComplete(complete);
    expect(bridge.updates.startDownload).toHaveBeenCalledWith('https://example.org/a.exe');
    expect(bridge.updates.install).toHaveBeenCalledWith('/tmp/a.exe');
    expect(bridge.updates.onDownloadProgress).toHaveBeenCalledWith(progress);
    expect(bridge.updates.onDownloadComplete).toHaveBeenCalledWith(complete);
  });

  it('logs a window control main refused', async () => {
    const bridge = fakeBridge();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    bridge.window.close.mockRejectedValueOnce(new Error('gone'));
    createDesktopPlatform(bridge, createMemoryStorage()).windowControls?.close();
    await flush();
    expect(error).toHaveBeenCalledWith(
      'Cadenza: the desktop shell did not close the window',
      new Error('gone'),
    );
    error.mockRestore();
  });

  it('hands remote control to main: commands in, replies and now-playing out, pairing', async () => {
    const bridge = fakeBridge();
    const remote = createDesktopPlatform(bridge, createMemoryStorage()).remoteControl;
    const heard: RemoteCommandRequest[] = [];
    const unsubscribe = remote?.onCommand((request) => heard.push(request));
    bridge.commandListeners.forEach((listener) => listener({ id: '1', command: { type: 'next' } }));
    unsubscribe?.();
    bridge.commandListeners.forEach((listener) => listener({ id: '2', command: { type: 'play' } }));
    expect(heard).toEqual([{ id: '1', command: { type: 'next' } }]);

    remote?.reply('1', { ok: true });
    expect(bridge.remoteControl.reply).toHaveBeenCalledWith('1', { ok: true });
    expect(await remote?.getState()).toEqual(STATE);
    expect(await remote?.createPairingCode('read')).toMatchObject({ scope: 'read' });
    await remote?.revokeDevice('device-1');
    expect(bridge.remoteControl.revoke).toHaveBeenCalledWith('device-1');
  });

  it('logs a now-playing report main refused instead of throwing', async () => {
    const bridge = fakeBridge();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    bridge.remoteControl.report.mockRejectedValueOnce(new Error('refused'));
    createDesktopPlatform(bridge, createMemoryStorage()).remoteControl?.reportNowPlaying({
      track: null,
      status: 'idle',
      positionSec: 0,
      volume: 1,
      muted: false,
      liked: false,
      queueIndex: -1,
      queueLength: 0,
    });
    await flush();
    expect(error).toHaveBeenCalledWith(
      'Cadenza: the desktop shell did not take the now-playing report',
      new Error('refused'),
    );
    error.mockRestore();
  });
});
