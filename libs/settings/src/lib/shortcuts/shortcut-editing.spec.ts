import {
  cancelShortcutEditing,
  resetShortcutsToDefaults,
  saveShortcuts,
  setShortcutCombination,
  setShortcutEnabled,
  setShortcutScope,
  startEditingShortcuts,
} from './shortcut-editing';
import { type ShortcutsConfig } from './shortcut.model';
import { DEFAULT_SHORTCUTS } from '../settings-defaults';

const saved: ShortcutsConfig = {
  ...DEFAULT_SHORTCUTS,
  togglePlay: { combination: 'CommandOrControl+Shift+Space', enabled: true, scope: 'app' },
};

describe('shortcut editing session', () => {
  it('edits a copy: the saved shortcuts change only through save', () => {
    const draft = setShortcutCombination(startEditingShortcuts(saved), 'togglePlay', 'ctrl+alt+k');
    expect(draft.togglePlay.combination).toBe('CommandOrControl+Alt+K');
    expect(saved.togglePlay.combination).toBe('CommandOrControl+Shift+Space');
    const result = saveShortcuts(draft);
    expect(result).toEqual({
      ok: true,
      shortcuts: {
        ...saved,
        togglePlay: { ...saved.togglePlay, combination: 'CommandOrControl+Alt+K' },
      },
    });
  });

  it('cancelling keeps the saved shortcuts unchanged', () => {
    const draft = setShortcutEnabled(startEditingShortcuts(saved), 'volumeUp', false);
    expect(draft.volumeUp.enabled).toBe(false);
    expect(cancelShortcutEditing(saved)).toBe(saved);
    expect(saved.volumeUp.enabled).toBe(true);
  });

  it('rejects a conflict with "Shortcut conflict, please reset"', () => {
    const draft = setShortcutCombination(
      startEditingShortcuts(saved),
      'volumeUp',
      'CommandOrControl+Alt+Down',
    );
    expect(saveShortcuts(draft)).toEqual({
      ok: false,
      message: { key: 'validation.shortcutConflict' },
      conflicts: [
        {
          scope: 'global',
          combination: 'CommandOrControl+Alt+Down',
          actions: ['volumeUp', 'volumeDown'],
        },
      ],
      invalid: [],
    });
  });

  it('resolves a conflict by disabling one action or moving it to another scope', () => {
    const conflicting = setShortcutCombination(
      startEditingShortcuts(saved),
      'volumeUp',
      'CommandOrControl+Alt+Down',
    );
    expect(saveShortcuts(setShortcutEnabled(conflicting, 'volumeUp', false)).ok).toBe(true);
    expect(saveShortcuts(setShortcutScope(conflicting, 'volumeUp', 'app')).ok).toBe(true);
  });

  it('names an unreadable combination with the generic message', () => {
    const draft = setShortcutCombination(startEditingShortcuts(saved), 'nextPlay', 'Ctrl+Alt');
    expect(draft.nextPlay.combination).toBe('Ctrl+Alt');
    expect(saveShortcuts(draft)).toEqual({
      ok: false,
      message: { key: 'validation.generic' },
      conflicts: [],
      invalid: ['nextPlay'],
    });
  });

  it('resets to a draft of the defaults, applied only once saved', () => {
    const draft = resetShortcutsToDefaults();
    expect(draft).toEqual(DEFAULT_SHORTCUTS);
    expect(draft).not.toBe(DEFAULT_SHORTCUTS);
    expect(draft.togglePlay).not.toBe(DEFAULT_SHORTCUTS.togglePlay);
    expect(saveShortcuts(draft)).toEqual({ ok: true, shortcuts: DEFAULT_SHORTCUTS });
  });
});
