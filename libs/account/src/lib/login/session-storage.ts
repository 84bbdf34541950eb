import type { AccountProfile } from '@cadenza/api-client';
import type { SessionState } from '@cadenza/api-client/react';
import type { KeyValueStorage } from '@cadenza/ports';
import type { PlatformBridge } from '@cadenza/platform';

/** The storage keys of the session (spec §3 "Local storage keys": `user`, `token`). */
export const SESSION_KEYS = { user: 'user', token: 'token' } as const;

/** Which platform the session is kept for: only the desktop keeps a token of its own. */
type Kind = PlatformBridge['kind'];

function isProfile(value: unknown): value is AccountProfile {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record['userId'] === 'number' &&
    Number.isSafeInteger(record['userId']) &&
    typeof record['nickname'] === 'string' &&
    typeof record['avatarUrl'] === 'string' &&
    typeof record['backgroundUrl'] === 'string' &&
    typeof record['vipType'] === 'number'
  );
}

function parse(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The session the last visit left, so the frame shows the user at once (the account call that
 * confirms it follows the first paint). A stored value that is not a profile counts as none.
 * On the web the gateway holds the login and there is no token; on desktop the token is the
 * NetEase cookie the login kept.
 */
export function readStoredSession(storage: KeyValueStorage, kind: Kind): SessionState {
  const stored = parse(storage.getItem(SESSION_KEYS.user));
  const profile = isProfile(stored) ? stored : null;
  const token = kind === 'desktop' && profile ? storage.getItem(SESSION_KEYS.token) : null;
  return { profile, token: token || null };
}

/** Writes `session` under the session keys; a key is removed when its value is gone. */
export function writeStoredSession(storage: KeyValueStorage, kind: Kind, session: SessionState) {
  if (session.profile) storage.setItem(SESSION_KEYS.user, JSON.stringify(session.profile));
  else storage.removeItem(SESSION_KEYS.user);
  if (kind === 'desktop' && session.token) storage.setItem(SESSION_KEYS.token, session.token);
  else storage.removeItem(SESSION_KEYS.token);
}
