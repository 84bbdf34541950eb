import { createMemoryStorage } from '@cadenza/ports';
import { DEFAULT_SETTINGS } from '@cadenza/settings';
import type { DesktopBridge } from '../ipc/contract';
import { createDesktopPlatform } from './desktop-platform';

function fakeBridge() {
  const miniModeListeners = new Set<(on: boolean) => void>();
  const stored: { value: unknown } = { value: null };
  const bridge = {
    stored,
    miniModeListeners,
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
});
