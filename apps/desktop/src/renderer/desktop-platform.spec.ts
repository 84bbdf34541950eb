import { createMemoryStorage } from '@cadenza/ports';
import { DEFAULT_SETTINGS } from '@cadenza/settings';
import type { DesktopBridge } from '../ipc/contract';
import type { PageShortcutAction, ShortcutRegistration } from '../ipc/shortcuts.contract';
import type { TrayCommand } from '../ipc/tray.contract';
import { createDesktopPlatform } from './desktop-platform';

const NO_FAILURES: ShortcutRegistration = { failures: [], suspended: false };

function fakeBridge() {
  const miniModeListeners = new Set<(on: boolean) => void>();
  const listeners = {
    trayCommand: new Set<(command: TrayCommand) => void>(),
    closeRequest: new Set<(request: { id: number }) => void>(),
    globalShortcut: new Set<(action: PageShortcutAction) => void>(),
    registration: new Set<(registration: ShortcutRegistration) => void>(),
  };
  const listen =
    <T>(set: Set<(value: T) => void>) =>
    (listener: (value: T) => void) => {
      set.add(listener);
      return () => void set.delete(listener);
    };
  const stored: { value: unknown } = { value: null };
  const bridge = {
    stored,
    miniModeListeners,
    listeners,
    settings: {
      read: jest.fn(async () => stored.value),
      write: jest.fn(async (settings: unknown) => {
        stored.value = settings;
      }),
    },
    changeLanguage: jest.fn(async () => undefined),
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
    tray: {
      reportNowPlaying: jest.fn(async () => undefined),
      onCommand: jest.fn(listen(listeners.trayCommand)),
    },
    closeChoice: {
      onRequest: jest.fn(listen(listeners.closeRequest)),
      pending: jest.fn(async (): Promise<{ id: number } | null> => null),
      answer: jest.fn(async () => undefined),
    },
    shortcuts: {
      update: jest.fn(async (): Promise<ShortcutRegistration> => NO_FAILURES),
      registration: jest.fn(async (): Promise<ShortcutRegistration> => NO_FAILURES),
      suspend: jest.fn(async (): Promise<ShortcutRegistration> => NO_FAILURES),
      runInShell: jest.fn(async () => undefined),
      onGlobalShortcut: jest.fn(listen(listeners.globalShortcut)),
      onRegistration: jest.fn(listen(listeners.registration)),
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

  it('reports the song to the tray and hears its player entries', async () => {
    const bridge = fakeBridge();
    const platform = createDesktopPlatform(bridge, createMemoryStorage());
    platform.tray?.reportNowPlaying({ title: 'A', artists: 'B', playing: true });
    expect(bridge.tray.reportNowPlaying).toHaveBeenCalledWith({
      title: 'A',
      artists: 'B',
      playing: true,
    });
    const heard: string[] = [];
    const unsubscribe = platform.tray?.subscribeCommands((command) => heard.push(command));
    bridge.listeners.trayCommand.forEach((listener) => listener('next'));
    unsubscribe?.();
    bridge.listeners.trayCommand.forEach((listener) => listener('previous'));
    expect(heard).toEqual(['next']);
  });

  it('passes the close question to the page and its answer back', async () => {
    const bridge = fakeBridge();
    const platform = createDesktopPlatform(bridge, createMemoryStorage());
    const asked: number[] = [];
    platform.closeChoice?.subscribe((id) => asked.push(id));
    bridge.listeners.closeRequest.forEach((listener) => listener({ id: 4 }));
    platform.closeChoice?.answer(4, 'minimize');
    await flush();
    expect(asked).toEqual([4]);
    expect(bridge.closeChoice.answer).toHaveBeenCalledWith({ id: 4, choice: 'minimize' });
  });

  it('hears a question asked while the page was still loading', async () => {
    const bridge = fakeBridge();
    bridge.closeChoice.pending.mockResolvedValueOnce({ id: 2 });
    const platform = createDesktopPlatform(bridge, createMemoryStorage());
    const asked: number[] = [];
    platform.closeChoice?.subscribe((id) => asked.push(id));
    await flush();
    expect(asked).toEqual([2]);
  });

  it('gives the registration now, then each announced change, and drops an answer overtaken by one', async () => {
    const bridge = fakeBridge();
    const platform = createDesktopPlatform(bridge, createMemoryStorage());
    const heard: ShortcutRegistration[] = [];
    const unsubscribe = platform.globalShortcuts?.subscribeRegistration((r) => heard.push(r));
    await flush();
    expect(heard).toEqual([NO_FAILURES]);
    const paused = { failures: [], suspended: true };
    bridge.listeners.registration.forEach((listener) => listener(paused));
    expect(heard).toEqual([NO_FAILURES, paused]);
    unsubscribe?.();

    let answer: (registration: ShortcutRegistration) => void = () => undefined;
    bridge.shortcuts.registration.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const later: ShortcutRegistration[] = [];
    platform.globalShortcuts?.subscribeRegistration((r) => later.push(r));
    bridge.listeners.registration.forEach((listener) => listener(paused));
    answer(NO_FAILURES);
    await flush();
    expect(later).toEqual([paused]);
  });

  it('hands the shortcuts, the pause and the shell’s actions to main, and its presses to the page', () => {
    const bridge = fakeBridge();
    const platform = createDesktopPlatform(bridge, createMemoryStorage());
    platform.globalShortcuts?.update(DEFAULT_SETTINGS.shortcuts);
    platform.globalShortcuts?.suspend(true);
    platform.globalShortcuts?.runInShell('toggleMiniMode');
    expect(bridge.shortcuts.update).toHaveBeenCalledWith(DEFAULT_SETTINGS.shortcuts);
    expect(bridge.shortcuts.suspend).toHaveBeenCalledWith(true);
    expect(bridge.shortcuts.runInShell).toHaveBeenCalledWith('toggleMiniMode');
    const pressed: string[] = [];
    platform.globalShortcuts?.subscribeActions((action) => pressed.push(action));
    bridge.listeners.globalShortcut.forEach((listener) => listener('nextPlay'));
    expect(pressed).toEqual(['nextPlay']);
  });
});
