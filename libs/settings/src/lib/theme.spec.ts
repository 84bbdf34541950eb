import { applyTheme, readTheme, toggleTheme, writeTheme } from './theme';

function memoryStorage(initial: Record<string, string> = {}) {
  const data: Record<string, string> = { ...initial };
  return {
    data,
    getItem: (key: string) => data[key] ?? null,
    setItem: (key: string, value: string) => {
      data[key] = value;
    },
  };
}

describe('theme', () => {
  it.each([
    [{ theme: 'dark' }, false, 'dark'],
    [{ theme: '"dark"' }, false, 'dark'],
    [{ theme: 'light' }, true, 'light'],
    [{}, false, 'light'],
    [{}, true, 'dark'],
    [{ theme: 'sepia' }, true, 'dark'],
    [{ theme: '{broken' }, false, 'light'],
  ] as const)('stored %p with dark preferred %p reads as %p', (stored, prefersDark, theme) => {
    expect(readTheme(memoryStorage(stored), prefersDark)).toBe(theme);
  });

  it('stores the bare word under the theme key', () => {
    const storage = memoryStorage();
    writeTheme(storage, 'dark');
    expect(storage.data).toEqual({ theme: 'dark' });
    expect(readTheme(storage)).toBe('dark');
  });

  it('toggles', () => {
    expect(toggleTheme('dark')).toBe('light');
    expect(toggleTheme('light')).toBe('dark');
  });

  it('adds the dark class to the root for dark and removes it for light', () => {
    const classes = new Set<string>();
    const root = {
      classList: {
        toggle: (name: string, force?: boolean) => {
          if (force) classes.add(name);
          else classes.delete(name);
          return classes.has(name);
        },
      },
    };
    applyTheme(root, 'dark');
    expect([...classes]).toEqual(['dark']);
    applyTheme(root, 'light');
    expect([...classes]).toEqual([]);
  });
});
