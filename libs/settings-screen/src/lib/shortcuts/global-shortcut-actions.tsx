import { usePlayerRuntime } from '@cadenza/player-core/react';
import { useEffect } from 'react';
import { usePlatform } from '@cadenza/app-core';
import { useRunShortcutEffect } from './run-shortcut-effect';
import { shortcutEffect } from './shortcut-effect';

/**
 * Desktop: runs the global shortcuts the shell hears system-wide (`global-shortcut`) through
 * the same effect as the page's own shortcuts. The shell has already dropped repeats within
 * 300 ms. Renders nothing.
 */
export function GlobalShortcutActions() {
  const port = usePlatform().globalShortcuts;
  const runtime = usePlayerRuntime();
  const run = useRunShortcutEffect();
  useEffect(
    () =>
      port?.subscribeActions((action) => {
        const effect = shortcutEffect(action, runtime.store.getSnapshot());
        if (effect) run(effect);
      }),
    [port, runtime, run],
  );
  return null;
}
