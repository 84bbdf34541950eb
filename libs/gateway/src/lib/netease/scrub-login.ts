import { GATEWAY_LOGIN_PLACEHOLDER } from '@cadenza/contract';
import {
  compactNeteaseCookie,
  hasNeteaseLogin,
  NETEASE_LOGIN_COOKIE,
} from '../session/netease-cookie';

/** What the gateway learnt from a JSON answer and what it sends the browser instead. */
export interface ScrubbedAnswer {
  /** The login cookie the answer carried (name=value pairs), to keep in the session. */
  loginCookie: string | undefined;
  /** The body for the browser, without any trace of the login. */
  body: Buffer;
}

// Fields of login answers that hold the login itself (contract §3.1): `cookie` (the whole
// cookie string) and `token` (the MUSIC_U value of /login/cellphone).
const SECRET_FIELDS = new Set(['cookie', 'token']);

function scrubValue(value: unknown, found: { cookie?: string }): unknown {
  if (typeof value === 'string') {
    return value.includes(NETEASE_LOGIN_COOKIE) ? '' : value;
  }
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, found));
  if (typeof value === 'object' && value !== null) {
    const copy: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      if (key === 'cookie' && typeof field === 'string' && found.cookie === undefined) {
        if (hasNeteaseLogin(field)) found.cookie = compactNeteaseCookie(field);
      }
      copy[key] =
        SECRET_FIELDS.has(key) && typeof field === 'string' ? '' : scrubValue(field, found);
    }
    return copy;
  }
  return value;
}

/**
 * Takes the NetEase login out of a JSON answer: the first `cookie` string holding `MUSIC_U`
 * becomes the session's, `cookie` and `token` strings are emptied, and any other string that
 * mentions `MUSIC_U` is blanked. A login answer's top-level `cookie` then says
 * {@link GATEWAY_LOGIN_PLACEHOLDER} instead: NeteaseCloudMusicApi clients keep that field as
 * their token and would take an empty one for a failed login. Answers that never mention it (almost all) pass unchanged
 * without being parsed; an answer that is not JSON is left alone (the browser cannot read a
 * login out of bytes the client never parses).
 */
export function scrubLoginFromJson(raw: Buffer, isLoginRoute: boolean): ScrubbedAnswer {
  if (!isLoginRoute && !raw.includes(NETEASE_LOGIN_COOKIE)) {
    return { loginCookie: undefined, body: raw };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    // Not JSON: pass it on unless it mentions the login.
    return {
      loginCookie: undefined,
      body: raw.includes(NETEASE_LOGIN_COOKIE) ? Buffer.alloc(0) : raw,
    };
  }
  const found: { cookie?: string } = {};
  const scrubbed = scrubValue(parsed, found);
  if (isLoginRoute && found.cookie !== undefined && hasCookieField(scrubbed)) {
    scrubbed.cookie = GATEWAY_LOGIN_PLACEHOLDER;
  }
  return { loginCookie: found.cookie, body: Buffer.from(JSON.stringify(scrubbed)) };
}

function hasCookieField(value: unknown): value is { cookie: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { cookie?: unknown }).cookie === 'string'
  );
}
