import type { AccountProfile } from '@cadenza/api-client';
import { toastShown } from '@cadenza/app-core';

/** The toast that greets a listener who has just logged in, by their nickname. */
export function welcomeToast(profile: Pick<AccountProfile, 'nickname'>) {
  return toastShown({
    tone: 'success',
    titleKey: 'login.welcome',
    titleParams: { name: profile.nickname },
  });
}

/**
 * Where to go once logged in: back where the listener came from (the `from` the login entry
 * passes in the location's state), else their own page. Only an in-app path counts, and never
 * the login page itself.
 */
export function afterLoginPath(state: unknown): string {
  const from =
    typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/user';
  return from === '/login' || from.startsWith('/login?') ? '/user' : from;
}
