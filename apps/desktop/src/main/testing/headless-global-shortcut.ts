import type { GlobalShortcut } from 'electron';

/**
 * Electron's `globalShortcut` without Electron, for the jest specs and the desktop renderer
 * tests: it keeps what is registered, refuses what another app holds (`takenByOtherApps`:
 * `register` answers false, as Electron does) and throws for what the system rejects
 * (`rejectedBySystem`), and `press` plays a key press system-wide.
 */
export function createHeadlessGlobalShortcut() {
  const callbacks = new Map<string, () => void>();
  const takenByOtherApps = new Set<string>();
  const rejectedBySystem = new Set<string>();
  const globalShortcut: Pick<GlobalShortcut, 'register' | 'unregister'> = {
    register(accelerator, callback) {
      if (rejectedBySystem.has(accelerator)) {
        throw new Error(`Failed to parse accelerator "${accelerator}"`);
      }
      if (takenByOtherApps.has(accelerator) || callbacks.has(accelerator)) return false;
      callbacks.set(accelerator, callback);
      return true;
    },
    unregister(accelerator) {
      callbacks.delete(accelerator);
    },
  };
  return {
    globalShortcut,
    takenByOtherApps,
    rejectedBySystem,
    /** The accelerators registered now, in registration order. */
    registered: () => [...callbacks.keys()],
    /** Presses a combination anywhere in the system; false when the app did not register it. */
    press(accelerator: string): boolean {
      const callback = callbacks.get(accelerator);
      callback?.();
      return callback !== undefined;
    },
  };
}
