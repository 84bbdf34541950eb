import {
  createShortcutRepeatFilter,
  type ShortcutAction,
  type ShortcutsConfig,
} from '@cadenza/settings';
import type { GlobalShortcut } from 'electron';
import type {
  ShortcutRegistration,
  ShortcutRegistrationFailure,
} from '../../ipc/shortcuts.contract';
import { planGlobalShortcuts, type PlannedShortcut } from './shortcut-plan';

/** What the global shortcuts need: Electron's `globalShortcut`, and where a press goes. */
export interface GlobalShortcutsDeps {
  globalShortcut: Pick<GlobalShortcut, 'register' | 'unregister'>;
  /** A registered combination was pressed (repeats within 300 ms already dropped). */
  onAction: (action: ShortcutAction) => void;
  /** The registration changed: failures appeared or went away, or the pause began or ended. */
  onRegistrationChanged?: (registration: ShortcutRegistration) => void;
  /** The clock of the repeat filter; injectable for tests. */
  now?: () => number;
  log?: (message: string, error: unknown) => void;
}

/** The system-wide shortcuts of the app, registered from the saved map. */
export interface GlobalShortcuts {
  /** Registers the map's global shortcuts, replacing the previous ones; says what failed. */
  apply(shortcuts: ShortcutsConfig): ShortcutRegistration;
  /** Pauses every global shortcut (the editor records a combination) or takes them back. */
  setSuspended(suspended: boolean): ShortcutRegistration;
  registration(): ShortcutRegistration;
  /** Unregisters everything this module registered (on quit). */
  dispose(): void;
}

const samePlan = (a: readonly PlannedShortcut[], b: readonly PlannedShortcut[]) =>
  a.length === b.length &&
  a.every(
    (entry, index) =>
      entry.accelerator === b[index]?.accelerator && entry.action === b[index]?.action,
  );

/**
 * Registers the saved map's global shortcuts and media keys with `globalShortcut`. A combination
 * the system refuses (`register` answers false: another app holds it) or cannot parse (it
 * throws) is reported in {@link ShortcutRegistration.failures}, for the settings screen to show
 * next to its action. A press runs through the same 300 ms repeat drop as the page's shortcuts.
 * Only what this module registered is ever unregistered.
 */
export function createGlobalShortcuts({
  globalShortcut,
  onAction,
  onRegistrationChanged,
  now = () => Date.now(),
  log = (message, error) => console.error(`Cadenza: ${message}`, error),
}: GlobalShortcutsDeps): GlobalShortcuts {
  const fires = createShortcutRepeatFilter(now);
  let plan: PlannedShortcut[] = [];
  let unusable: ShortcutRegistrationFailure[] = [];
  let registered: string[] = [];
  let failures: ShortcutRegistrationFailure[] = [];
  let suspended = false;
  let current: ShortcutRegistration = { failures: [], suspended: false };

  const unregisterAll = () => {
    for (const accelerator of registered) globalShortcut.unregister(accelerator);
    registered = [];
  };
  /** Registers one accelerator; the failure's reason when it did not take. */
  const register = ({ accelerator, action }: PlannedShortcut): 'taken' | 'rejected' | null => {
    try {
      const taken = !globalShortcut.register(accelerator, () => {
        if (fires(action)) onAction(action);
      });
      return taken ? 'taken' : null;
    } catch (error) {
      log(`could not register the global shortcut ${accelerator}`, error);
      return 'rejected';
    }
  };
  const registerPlan = () => {
    failures = [...unusable];
    for (const entry of plan) {
      const reason = register(entry);
      if (reason === null) registered.push(entry.accelerator);
      else failures.push({ action: entry.action, accelerator: entry.accelerator, reason });
    }
  };
  const publish = (): ShortcutRegistration => {
    const next: ShortcutRegistration = { failures: [...failures], suspended };
    if (JSON.stringify(next) !== JSON.stringify(current)) {
      current = next;
      onRegistrationChanged?.(next);
    }
    return current;
  };

  return {
    apply(shortcuts) {
      const next = planGlobalShortcuts(shortcuts);
      // The page sends its map on every start: the same map keeps what is registered.
      if (
        samePlan(next.planned, plan) &&
        JSON.stringify(next.unusable) === JSON.stringify(unusable)
      ) {
        return current;
      }
      unregisterAll();
      plan = next.planned;
      unusable = next.unusable;
      if (suspended) failures = [...unusable];
      else registerPlan();
      return publish();
    },
    setSuspended(next) {
      if (next === suspended) return current;
      suspended = next;
      if (suspended) unregisterAll();
      else registerPlan();
      return publish();
    },
    registration: () => current,
    dispose() {
      unregisterAll();
      plan = [];
    },
  };
}
