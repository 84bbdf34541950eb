import { DEFAULT_SHORTCUTS, SHORTCUT_ACTIONS, type ShortcutsConfig } from '@cadenza/settings';
import { createHeadlessGlobalShortcut } from '../testing/headless-global-shortcut';
import { createGlobalShortcuts } from './global-shortcuts';

function setup(options: { taken?: string[]; rejected?: string[] } = {}) {
  const keyboard = createHeadlessGlobalShortcut();
  options.taken?.forEach((accelerator) => keyboard.takenByOtherApps.add(accelerator));
  options.rejected?.forEach((accelerator) => keyboard.rejectedBySystem.add(accelerator));
  const register = jest.spyOn(keyboard.globalShortcut, 'register');
  const actions: string[] = [];
  const changes: unknown[] = [];
  const log = jest.fn();
  const shortcuts = createGlobalShortcuts({
    globalShortcut: keyboard.globalShortcut,
    onAction: (action) => actions.push(action),
    onRegistrationChanged: (registration) => changes.push(registration),
    log,
  });
  return { keyboard, register, actions, changes, log, shortcuts };
}

const withBinding = (
  action: keyof ShortcutsConfig,
  change: Partial<ShortcutsConfig[keyof ShortcutsConfig]>,
  base: ShortcutsConfig = DEFAULT_SHORTCUTS,
): ShortcutsConfig => ({ ...base, [action]: { ...base[action], ...change } });

describe('createGlobalShortcuts', () => {
  it('registers the enabled global bindings and the media keys, not the app-scoped ones', () => {
    const { keyboard, shortcuts } = setup();
    const registration = shortcuts.apply(DEFAULT_SHORTCUTS);
    expect(keyboard.registered()).toEqual([
      'CommandOrControl+Alt+P',
      'CommandOrControl+Alt+Left',
      'CommandOrControl+Alt+Right',
      'CommandOrControl+Alt+Up',
      'CommandOrControl+Alt+Down',
      'CommandOrControl+Alt+L',
      'MediaPlayPause',
      'MediaNextTrack',
      'MediaPreviousTrack',
    ]);
    // The lyric window and mini mode are app-scoped by default: the page handles them.
    expect(keyboard.registered()).not.toContain('CommandOrControl+Alt+Shift+M');
    expect(registration).toEqual({ failures: [], suspended: false });
  });

  it('hands a press to its action, media keys included', () => {
    const { keyboard, actions, shortcuts } = setup();
    shortcuts.apply(DEFAULT_SHORTCUTS);
    keyboard.press('CommandOrControl+Alt+Right');
    keyboard.press('MediaPlayPause');
    keyboard.press('CommandOrControl+Alt+L');
    expect(actions).toEqual(['nextPlay', 'togglePlay', 'toggleFavorite']);
  });

  it('drops a repeat of one action within 300 ms, and takes it after', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    try {
      const { keyboard, actions, shortcuts } = setup();
      shortcuts.apply(DEFAULT_SHORTCUTS);
      keyboard.press('CommandOrControl+Alt+P');
      jest.advanceTimersByTime(150);
      // The media key is the same action: a repeat too.
      keyboard.press('MediaPlayPause');
      jest.advanceTimersByTime(149);
      keyboard.press('CommandOrControl+Alt+P');
      // Another action is not a repeat.
      keyboard.press('CommandOrControl+Alt+Right');
      expect(actions).toEqual(['togglePlay', 'nextPlay']);
      jest.advanceTimersByTime(1);
      keyboard.press('CommandOrControl+Alt+P');
      expect(actions).toEqual(['togglePlay', 'nextPlay', 'togglePlay']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('reports a combination another app holds, and registers the rest', () => {
    const { keyboard, changes, shortcuts } = setup({
      taken: ['CommandOrControl+Alt+P', 'MediaNextTrack'],
    });
    const registration = shortcuts.apply(DEFAULT_SHORTCUTS);
    expect(registration).toEqual({
      failures: [
        { action: 'togglePlay', accelerator: 'CommandOrControl+Alt+P', reason: 'taken' },
        { action: 'nextPlay', accelerator: 'MediaNextTrack', reason: 'taken' },
      ],
      suspended: false,
    });
    expect(changes).toEqual([registration]);
    expect(keyboard.registered()).toContain('CommandOrControl+Alt+Left');
    expect(keyboard.registered()).not.toContain('CommandOrControl+Alt+P');
  });

  it('reports a combination the system rejects (register throws) and logs why', () => {
    const { log, shortcuts } = setup({ rejected: ['CommandOrControl+Alt+Down'] });
    expect(shortcuts.apply(DEFAULT_SHORTCUTS).failures).toEqual([
      { action: 'volumeDown', accelerator: 'CommandOrControl+Alt+Down', reason: 'rejected' },
    ]);
    expect(log).toHaveBeenCalledWith(
      'could not register the global shortcut CommandOrControl+Alt+Down',
      expect.any(Error),
    );
  });

  it('reports a global binding on a key Electron has no name for, without trying it', () => {
    const { register, shortcuts } = setup();
    const map = withBinding('volumeUp', { combination: 'CommandOrControl+Alt+É' });
    expect(shortcuts.apply(map).failures).toEqual([
      { action: 'volumeUp', accelerator: 'CommandOrControl+Alt+É', reason: 'rejected' },
    ]);
    expect(register.mock.calls.map(([accelerator]) => accelerator)).not.toContain(
      'CommandOrControl+Alt+É',
    );
  });

  it('registers again when the saved map changes, and keeps things as they are when it does not', () => {
    const { keyboard, register, actions, changes, shortcuts } = setup({
      taken: ['CommandOrControl+Alt+P'],
    });
    shortcuts.apply(DEFAULT_SHORTCUTS);
    register.mockClear();
    shortcuts.apply(structuredClone(DEFAULT_SHORTCUTS));
    expect(register).not.toHaveBeenCalled();

    const saved = withBinding('togglePlay', { combination: 'CommandOrControl+Shift+F8' });
    expect(shortcuts.apply(saved)).toEqual({ failures: [], suspended: false });
    expect(keyboard.registered()).toContain('CommandOrControl+Shift+F8');
    expect(keyboard.press('CommandOrControl+Alt+P')).toBe(false);
    keyboard.press('CommandOrControl+Shift+F8');
    expect(actions).toEqual(['togglePlay']);
    // The failure appeared, then went away: two announcements.
    expect(changes).toHaveLength(2);
  });

  it('moves a binding to app scope by unregistering it', () => {
    const { keyboard, shortcuts } = setup();
    shortcuts.apply(DEFAULT_SHORTCUTS);
    shortcuts.apply(withBinding('volumeUp', { scope: 'app' }));
    expect(keyboard.registered()).not.toContain('CommandOrControl+Alt+Up');
    shortcuts.apply(withBinding('toggleMiniMode', { scope: 'global' }));
    expect(keyboard.registered()).toContain('CommandOrControl+Alt+Shift+M');
  });

  it('registers nothing at all, media keys included, when every shortcut is off', () => {
    const { keyboard, shortcuts } = setup();
    shortcuts.apply(DEFAULT_SHORTCUTS);
    const allOff = Object.fromEntries(
      SHORTCUT_ACTIONS.map((action) => [action, { ...DEFAULT_SHORTCUTS[action], enabled: false }]),
    ) as ShortcutsConfig;
    shortcuts.apply(allOff);
    expect(keyboard.registered()).toEqual([]);
    expect(keyboard.press('MediaPlayPause')).toBe(false);
  });

  it('lets a chosen binding win over the media key on the same key, without a failure', () => {
    const { keyboard, actions, shortcuts } = setup();
    const registration = shortcuts.apply(
      withBinding('nextPlay', { combination: 'MediaPlayPause' }),
    );
    expect(registration.failures).toEqual([]);
    keyboard.press('MediaPlayPause');
    expect(actions).toEqual(['nextPlay']);
    expect(keyboard.registered().filter((name) => name === 'MediaPlayPause')).toHaveLength(1);
  });

  it('pauses every shortcut while the editor records, and registers the latest map after', () => {
    const { keyboard, changes, shortcuts } = setup();
    shortcuts.apply(DEFAULT_SHORTCUTS);
    expect(shortcuts.setSuspended(true)).toEqual({ failures: [], suspended: true });
    expect(keyboard.registered()).toEqual([]);
    const saved = withBinding('nextPlay', { combination: 'CommandOrControl+Alt+N' });
    shortcuts.apply(saved);
    expect(keyboard.registered()).toEqual([]);
    expect(shortcuts.setSuspended(false)).toEqual({ failures: [], suspended: false });
    expect(keyboard.registered()).toContain('CommandOrControl+Alt+N');
    expect(keyboard.registered()).not.toContain('CommandOrControl+Alt+Right');
    expect(changes).toEqual([
      { failures: [], suspended: true },
      { failures: [], suspended: false },
    ]);
  });

  it('unregisters only what it registered', () => {
    const { keyboard, shortcuts } = setup();
    keyboard.globalShortcut.register('CommandOrControl+F1', () => undefined);
    shortcuts.apply(DEFAULT_SHORTCUTS);
    shortcuts.dispose();
    expect(keyboard.registered()).toEqual(['CommandOrControl+F1']);
  });
});
