import { createMemoryStorage } from '@cadenza/ports';
import {
  TRAFFIC_REMIND_LATER_MS,
  dismissInstallPrompt,
  installPromptDismissed,
  rememberTrafficAnswer,
  shouldRemindTraffic,
} from './traffic-reminder';

const NOW = Date.UTC(2026, 10, 25, 12);

describe('traffic reminder', () => {
  it('reminds by default and never again after "I already support it"', () => {
    const storage = createMemoryStorage();
    expect(shouldRemindTraffic(storage, NOW)).toBe(true);
    rememberTrafficAnswer(storage, 'never', NOW);
    expect(shouldRemindTraffic(storage, NOW + 10 * TRAFFIC_REMIND_LATER_MS)).toBe(false);
  });

  it('waits 24 h after "remind me later", to the millisecond', () => {
    const storage = createMemoryStorage();
    rememberTrafficAnswer(storage, 'later', NOW);
    expect(shouldRemindTraffic(storage, NOW + TRAFFIC_REMIND_LATER_MS - 1)).toBe(false);
    expect(shouldRemindTraffic(storage, NOW + TRAFFIC_REMIND_LATER_MS)).toBe(true);
  });

  it('treats unreadable flags as absent', () => {
    const storage = createMemoryStorage({
      trafficDonated4RemindLater: 'soon',
      trafficDonated4Never: 'yes',
    });
    expect(shouldRemindTraffic(storage, NOW)).toBe(true);
  });

  it('keeps "do not prompt again" for the install dialog', () => {
    const storage = createMemoryStorage();
    expect(installPromptDismissed(storage)).toBe(false);
    dismissInstallPrompt(storage);
    expect(installPromptDismissed(storage)).toBe(true);
  });
});
