import { useEffect, useState } from 'react';
import type { ShortcutRegistration } from '@cadenza/platform';
import { usePlatform } from '@cadenza/app-core';

/**
 * How the desktop shell's global shortcuts stand (failures to register, the pause while
 * recording), kept current; `null` on the web or until the shell has answered.
 */
export function useShortcutRegistration(): ShortcutRegistration | null {
  const port = usePlatform().globalShortcuts;
  const [registration, setRegistration] = useState<ShortcutRegistration | null>(null);
  useEffect(() => port?.subscribeRegistration(setRegistration), [port]);
  return registration;
}
