import { useSetting } from '@cadenza/settings/react';
import { useEffect } from 'react';
import type { GlobalShortcutsPort } from '@cadenza/platform';

/**
 * Hands the saved shortcut map to the desktop shell whenever it changes (saved in the editor,
 * restored to defaults, reset with the settings cache) and once at start (spec §7
 * `update-app-shortcuts`); the shell registers the global ones.
 */
export function useGlobalShortcutSync(port: GlobalShortcutsPort | undefined): void {
  const shortcuts = useSetting('shortcuts');
  useEffect(() => {
    port?.update(shortcuts);
  }, [port, shortcuts]);
}
