import { createHash } from 'node:crypto';

// The NetEase login travels as a cookie string such as
// `MUSIC_U=…; Max-Age=…; Expires=…; Path=/;;__csrf=…; Path=/;…` (contract §3.1). The gateway keeps
// only its name=value pairs: attributes are meaningless upstream, and dropping them keeps the
// sealed session cookie well under the browser's 4 KB limit.

const COOKIE_ATTRIBUTES = new Set([
  'max-age',
  'expires',
  'path',
  'domain',
  'secure',
  'httponly',
  'samesite',
  'priority',
  'partitioned',
]);

/** The cookie that proves a NetEase login. */
export const NETEASE_LOGIN_COOKIE = 'MUSIC_U';

/**
 * The name=value pairs of a NetEase cookie string, attributes removed, later pairs winning,
 * joined as `a=1; b=2`. Segments without exactly one `=` are dropped, as the NCM server does.
 */
export function compactNeteaseCookie(cookie: string): string {
  const pairs = new Map<string, string>();
  for (const segment of cookie.split(';')) {
    const [rawName, rawValue, ...rest] = segment.split('=');
    if (rawName === undefined || rawValue === undefined || rest.length > 0) continue;
    const name = rawName.trim();
    const value = rawValue.trim();
    if (name === '' || COOKIE_ATTRIBUTES.has(name.toLowerCase())) continue;
    pairs.set(name, value);
  }
  return [...pairs].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** Whether a cookie string carries a non-empty NetEase login. */
export function hasNeteaseLogin(cookie: string): boolean {
  return compactNeteaseCookie(cookie)
    .split('; ')
    .some((pair) => pair.startsWith(`${NETEASE_LOGIN_COOKIE}=`) && pair.length > 8);
}

/**
 * A short, stable name for the login a NetEase cookie carries (its `MUSIC_U`, hashed), under
 * which the response cache and the upstream budget count; the cookie itself is never a key.
 */
export function accountKeyOf(cookie: string): string {
  const login = /(?:^|;\s*)MUSIC_U=([^;]*)/.exec(cookie)?.[1] ?? cookie;
  return createHash('sha256').update(login).digest('base64url').slice(0, 22);
}
