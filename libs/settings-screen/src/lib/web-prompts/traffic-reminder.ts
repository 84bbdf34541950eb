import type { KeyValueStorage } from '@cadenza/ports';
import { STORAGE_KEYS } from '@cadenza/settings';

/** The drawer opens this long after the page loads (spec §4). */
export const TRAFFIC_DRAWER_DELAY_MS = 20_000;
/** "Remind later" keeps it closed this long (spec §4: 24 h). */
export const TRAFFIC_REMIND_LATER_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the traffic drawer may open now: not after "I already support it", and not within 24 h
 * of "remind me later". Unreadable flags count as absent (the drawer shows; nothing breaks).
 */
export function shouldRemindTraffic(storage: KeyValueStorage, now: number): boolean {
  if (storage.getItem(STORAGE_KEYS.trafficDonated4Never) === 'true') return false;
  const later = Number(storage.getItem(STORAGE_KEYS.trafficDonated4RemindLater));
  return !(Number.isFinite(later) && later > 0 && now - later < TRAFFIC_REMIND_LATER_MS);
}

/** Keeps the listener's answer: never again, or not for 24 h from `now`. */
export function rememberTrafficAnswer(
  storage: KeyValueStorage,
  answer: 'never' | 'later',
  now: number,
): void {
  if (answer === 'never') storage.setItem(STORAGE_KEYS.trafficDonated4Never, 'true');
  else storage.setItem(STORAGE_KEYS.trafficDonated4RemindLater, String(now));
}

/** Whether the install dialog was dismissed for good ("do not prompt again"). */
export function installPromptDismissed(storage: KeyValueStorage): boolean {
  return storage.getItem(STORAGE_KEYS.installPromptDismissed) === 'true';
}

/** Remembers "do not prompt again". */
export function dismissInstallPrompt(storage: KeyValueStorage): void {
  storage.setItem(STORAGE_KEYS.installPromptDismissed, 'true');
}
