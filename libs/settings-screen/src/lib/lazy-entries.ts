// What the shell loads on demand: each entry is a chunk of its own, loaded on first use.
import type { ScreenLoaders } from '@cadenza/app-core';

/** Loads `AppShortcuts`'s chunk. */
export const loadAppShortcuts = () =>
  import('./shortcuts/app-shortcuts').then((module) => ({ default: module.AppShortcuts }));

/** Loads `GlobalShortcutActions`'s chunk. */
export const loadGlobalShortcutActions = () =>
  import('./shortcuts/global-shortcut-actions').then((module) => ({
    default: module.GlobalShortcutActions,
  }));

/** How the settings screen load, each a chunk of its own. */
export const SETTINGS_SCREENS: ScreenLoaders<'set'> = {
  set: () =>
    import('./settings-screen/settings-screen').then((module) => ({
      default: module.SettingsScreen,
    })),
};
