import { normalizeCombination } from './combination';
import {
  findShortcutConflicts,
  SHORTCUT_ACTIONS,
  shortcutsSchema,
  type ShortcutsConfig,
} from './shortcut.model';
import { DEFAULT_SHORTCUTS } from '../settings-defaults';

describe('shortcut model', () => {
  it('has a valid, conflict-free default for every action', () => {
    expect(Object.keys(DEFAULT_SHORTCUTS).sort()).toEqual([...SHORTCUT_ACTIONS].sort());
    expect(shortcutsSchema.safeParse(DEFAULT_SHORTCUTS).success).toBe(true);
    for (const action of SHORTCUT_ACTIONS) {
      const { combination } = DEFAULT_SHORTCUTS[action];
      expect(normalizeCombination(combination)).toBe(combination);
    }
  });

  it('uses the documented defaults', () => {
    expect(DEFAULT_SHORTCUTS).toEqual({
      togglePlay: { combination: 'CommandOrControl+Alt+P', enabled: true, scope: 'global' },
      prevPlay: { combination: 'CommandOrControl+Alt+Left', enabled: true, scope: 'global' },
      nextPlay: { combination: 'CommandOrControl+Alt+Right', enabled: true, scope: 'global' },
      volumeUp: { combination: 'CommandOrControl+Alt+Up', enabled: true, scope: 'global' },
      volumeDown: { combination: 'CommandOrControl+Alt+Down', enabled: true, scope: 'global' },
      toggleFavorite: { combination: 'CommandOrControl+Alt+L', enabled: true, scope: 'global' },
      toggleLyricWindow: {
        combination: 'CommandOrControl+Alt+Shift+L',
        enabled: true,
        scope: 'app',
      },
      toggleMiniMode: { combination: 'CommandOrControl+Alt+Shift+M', enabled: true, scope: 'app' },
    });
  });

  const withBinding = (changes: Partial<ShortcutsConfig>): ShortcutsConfig => ({
    ...DEFAULT_SHORTCUTS,
    ...changes,
  });

  it('finds enabled actions of one scope sharing a combination, whatever the spelling', () => {
    const shortcuts = withBinding({
      nextPlay: { combination: 'ctrl+alt+left', enabled: true, scope: 'global' },
    });
    expect(findShortcutConflicts(shortcuts)).toEqual([
      {
        scope: 'global',
        combination: 'CommandOrControl+Alt+Left',
        actions: ['prevPlay', 'nextPlay'],
      },
    ]);
    expect(shortcutsSchema.safeParse(shortcuts).success).toBe(false);
  });

  it.each([
    [
      'a disabled action',
      { combination: 'CommandOrControl+Alt+Left', enabled: false, scope: 'global' },
    ],
    ['another scope', { combination: 'CommandOrControl+Alt+Left', enabled: true, scope: 'app' }],
  ] as const)('does not count %s as a conflict', (_label, binding) => {
    expect(findShortcutConflicts(withBinding({ nextPlay: { ...binding } }))).toEqual([]);
  });

  it('refuses an unreadable combination', () => {
    const shortcuts = withBinding({
      togglePlay: { combination: 'Ctrl+Alt', enabled: true, scope: 'global' },
    });
    expect(shortcutsSchema.safeParse(shortcuts).success).toBe(false);
  });
});
