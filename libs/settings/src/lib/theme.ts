import { STORAGE_KEYS } from './storage/storage-keys';

/** The interface themes (spec §3 "Other UI state"). */
export const THEMES = ['light', 'dark'] as const;

/** One theme. */
export type Theme = (typeof THEMES)[number];

/** The CSS class that turns the dark theme on, set on the document root (spec §4). */
export const DARK_CLASS = 'dark';

/** The part of an element the theme needs (`document.documentElement` fits). */
export interface ThemeRoot {
  classList: { toggle(name: string, force?: boolean): boolean | void };
}

function asTheme(value: unknown): Theme | null {
  return THEMES.find((theme) => theme === value) ?? null;
}

/**
 * The stored theme (key `theme`, the bare word as the reference product writes it, or JSON).
 * Anything else gives the system preference, light when it is unknown.
 */
export function readTheme(
  storage: { getItem(key: string): string | null },
  prefersDark = false,
): Theme {
  const text = storage.getItem(STORAGE_KEYS.theme);
  let stored = asTheme(text);
  if (stored === null && text !== null) {
    try {
      stored = asTheme(JSON.parse(text));
    } catch {
      stored = null;
    }
  }
  return stored ?? (prefersDark ? 'dark' : 'light');
}

/** Stores the theme under the `theme` key. */
export function writeTheme(
  storage: { setItem(key: string, value: string): void },
  theme: Theme,
): void {
  storage.setItem(STORAGE_KEYS.theme, theme);
}

/** The other theme. */
export function toggleTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}

/** Adds the `dark` class to the root for the dark theme and removes it for the light one. */
export function applyTheme(root: ThemeRoot, theme: Theme): void {
  root.classList.toggle(DARK_CLASS, theme === 'dark');
}
