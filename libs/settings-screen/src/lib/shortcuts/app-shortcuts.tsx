import { usePlayerRuntime } from '@cadenza/player-core/react';
import {
  createShortcutRepeatFilter,
  findShortcutAction,
  isEditableTarget,
  SHORTCUT_SCOPES,
  type ShortcutAction,
  type ShortcutScope,
} from '@cadenza/settings';
import { useSetting } from '@cadenza/settings/react';
import { useEffect, useRef } from 'react';
import type { ShellShortcutAction } from '@cadenza/platform';
import { usePlatform } from '@cadenza/app-core';
import { useRunShortcutEffect } from './run-shortcut-effect';
import { shortcutEffect } from './shortcut-effect';
import { shortcutKeyEvent } from './shortcut-key-event';

/** The desktop shell registers the global shortcuts itself; the web has only the page. */
const SCOPES_IN_PAGE: Record<'web' | 'desktop', readonly ShortcutScope[]> = {
  web: SHORTCUT_SCOPES,
  desktop: ['app'],
};

/** The actions whose windows the desktop shell owns: an app shortcut for them goes to it. */
const isShellAction = (action: ShortcutAction): action is ShellShortcutAction =>
  action === 'toggleMiniMode' || action === 'toggleLyricWindow';

/**
 * The saved shortcuts acting while the app has focus (spec §3, §5): exact modifiers, nothing
 * while typing in a field, a repeat of one action within 300 ms dropped. The map is read at each
 * key press, so a saved change applies at once. On desktop, mini mode and the lyric window are
 * the shell's to switch. Renders nothing.
 */
export function AppShortcuts() {
  const runtime = usePlayerRuntime();
  const shortcuts = useSetting('shortcuts');
  const { kind, globalShortcuts, lyricWindow } = usePlatform();
  const run = useRunShortcutEffect();
  const current = useRef(shortcuts);
  useEffect(() => {
    current.current = shortcuts;
  }, [shortcuts]);

  useEffect(() => {
    const fires = createShortcutRepeatFilter();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isEditableTarget(event.target as HTMLElement | null)) return;
      const action = findShortcutAction(
        shortcutKeyEvent(event),
        current.current,
        SCOPES_IN_PAGE[kind],
      );
      if (!action) return;
      if (globalShortcuts && isShellAction(action)) {
        event.preventDefault();
        if (fires(action)) globalShortcuts.runInShell(action);
        return;
      }
      const effect = shortcutEffect(action, runtime.store.getSnapshot());
      // The lyric window exists only where the platform has one (the desktop shell).
      if (!effect || (effect.kind === 'lyric-window' && !lyricWindow)) return;
      // Claimed even when dropped as a repeat: the key does nothing else (Space, arrows).
      event.preventDefault();
      if (fires(action)) run(effect);
    };
    // Capture: before the spacebar toggle and the controls, which respect defaultPrevented.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [runtime, kind, globalShortcuts, lyricWindow, run]);
  return null;
}
