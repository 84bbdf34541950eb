import { DEFAULT_SHORTCUTS } from '@cadenza/settings';
import { InvalidIpcArgumentError } from '../ipc/invalid-argument';
import { createHeadlessGlobalShortcut } from '../testing/headless-global-shortcut';
import { createGlobalShortcuts } from './global-shortcuts';
import { createShortcutDispatch } from './shortcut-dispatch';
import { createShortcutsHandlers } from './shortcuts.handlers';

function setup({ lyricWindow = true }: { lyricWindow?: boolean } = {}) {
  const keyboard = createHeadlessGlobalShortcut();
  const send = jest.fn();
  const miniMode = { toggle: jest.fn() };
  const toggleLyricWindow = jest.fn();
  const dispatch = createShortcutDispatch({
    send,
    miniMode,
    ...(lyricWindow ? { toggleLyricWindow } : {}),
  });
  const shortcuts = createGlobalShortcuts({
    globalShortcut: keyboard.globalShortcut,
    onAction: dispatch,
  });
  shortcuts.apply(DEFAULT_SHORTCUTS);
  const handlers = createShortcutsHandlers({ shortcuts, dispatch });
  return { keyboard, send, miniMode, toggleLyricWindow, handlers };
}

describe('the shortcut channels', () => {
  it('registers the map the page saved and answers how it went', async () => {
    const { keyboard, handlers } = setup();
    keyboard.takenByOtherApps.add('CommandOrControl+Alt+N');
    const saved = {
      ...DEFAULT_SHORTCUTS,
      nextPlay: { ...DEFAULT_SHORTCUTS.nextPlay, combination: 'CommandOrControl+Alt+N' },
    };
    await expect(handlers['update-app-shortcuts'](saved)).resolves.toEqual({
      failures: [{ action: 'nextPlay', accelerator: 'CommandOrControl+Alt+N', reason: 'taken' }],
      suspended: false,
    });
    await expect(handlers['get-shortcut-registration']()).resolves.toMatchObject({
      failures: [expect.objectContaining({ action: 'nextPlay' })],
    });
  });

  it('refuses a map with a conflict or a missing action, and keeps the registered one', async () => {
    const { keyboard, handlers } = setup();
    const conflicting = {
      ...DEFAULT_SHORTCUTS,
      nextPlay: { ...DEFAULT_SHORTCUTS.nextPlay, combination: 'CommandOrControl+Alt+P' },
    };
    await expect(handlers['update-app-shortcuts'](conflicting)).rejects.toThrow(
      /refused invalid shortcuts: shortcut conflict: togglePlay, nextPlay/,
    );
    const { toggleMiniMode: _dropped, ...missing } = DEFAULT_SHORTCUTS;
    await expect(handlers['update-app-shortcuts'](missing)).rejects.toBeInstanceOf(
      InvalidIpcArgumentError,
    );
    await expect(handlers['update-app-shortcuts']('all')).rejects.toBeInstanceOf(
      InvalidIpcArgumentError,
    );
    expect(keyboard.registered()).toContain('CommandOrControl+Alt+Right');
  });

  it('pauses and resumes on a boolean only', async () => {
    const { keyboard, handlers } = setup();
    await expect(handlers['suspend-global-shortcuts'](true)).resolves.toMatchObject({
      suspended: true,
    });
    expect(keyboard.registered()).toEqual([]);
    await expect(
      handlers['suspend-global-shortcuts']('yes' as unknown as boolean),
    ).rejects.toBeInstanceOf(InvalidIpcArgumentError);
    await handlers['suspend-global-shortcuts'](false);
    expect(keyboard.registered()).toHaveLength(9);
  });

  it('carries out mini mode and the lyric window in main, for the page’s app shortcuts', async () => {
    const { miniMode, toggleLyricWindow, send, handlers } = setup();
    await handlers['run-shell-shortcut']('toggleMiniMode');
    await handlers['run-shell-shortcut']('toggleLyricWindow');
    expect(miniMode.toggle).toHaveBeenCalledTimes(1);
    expect(toggleLyricWindow).toHaveBeenCalledTimes(1);
    await expect(
      handlers['run-shell-shortcut']('togglePlay' as 'toggleMiniMode'),
    ).rejects.toBeInstanceOf(InvalidIpcArgumentError);
    expect(send).not.toHaveBeenCalled();
  });
});

describe('createShortcutDispatch', () => {
  it('sends the player’s actions and the favourite to the page as global-shortcut', () => {
    const { keyboard, send } = setup();
    keyboard.press('CommandOrControl+Alt+Left');
    keyboard.press('CommandOrControl+Alt+Up');
    keyboard.press('CommandOrControl+Alt+L');
    expect(send.mock.calls).toEqual([
      ['global-shortcut', 'prevPlay'],
      ['global-shortcut', 'volumeUp'],
      ['global-shortcut', 'toggleFavorite'],
    ]);
  });

  it('toggles mini mode in main from a global shortcut, and nothing reaches the page', async () => {
    const { keyboard, miniMode, send, handlers } = setup();
    await handlers['update-app-shortcuts']({
      ...DEFAULT_SHORTCUTS,
      toggleMiniMode: { ...DEFAULT_SHORTCUTS.toggleMiniMode, scope: 'global' },
    });
    keyboard.press('CommandOrControl+Alt+Shift+M');
    expect(miniMode.toggle).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
  });

  it('does nothing for the lyric window until its module is composed in', async () => {
    const { send, handlers } = setup({ lyricWindow: false });
    await expect(handlers['run-shell-shortcut']('toggleLyricWindow')).resolves.toBeUndefined();
    expect(send).not.toHaveBeenCalled();
  });
});
