import type { IncomingMessage, ServerResponse } from 'node:http';
import { getIronSession, type IronSession } from 'iron-session';
import type { GatewayConfig } from '../config/gateway-config';
import type { RequestIsHttps } from '../middleware/client-address';

/** What the sealed session cookie holds. */
export interface GatewaySessionData {
  /** The NetEase login cookie (name=value pairs only); never sent to the browser in clear. */
  neteaseCookie?: string;
  /** A random id given at login, by which a logout revokes this session on every replica. */
  sid?: string;
  /** The NetEase account the login belongs to, when the upstream said. */
  accountId?: number;
}

/** A request's session: read it, change it, then `save()` or `destroy()` before the headers go. */
export type GatewaySession = IronSession<GatewaySessionData>;

/** Name of the session cookie. */
export const SESSION_COOKIE_NAME = 'cadenza_session';

/** How long a login lasts without use: 30 days, like the NetEase web login. */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/** Opens the session of one request. */
export type SessionOpener = (req: IncomingMessage, res: ServerResponse) => Promise<GatewaySession>;

/**
 * Sessions sealed with iron-session: encrypted and signed (AES-256-CBC + HMAC-SHA256), in an
 * HttpOnly, SameSite=Lax cookie, so the gateway keeps no state and any replica holding the same
 * secret reads it. `Secure` follows `COOKIE_SECURE` (`auto`: when the request came over https,
 * as seen through a trusted proxy).
 */
export function createSessionOpener(
  secret: string,
  cookieSecure: GatewayConfig['cookieSecure'],
  isHttps: RequestIsHttps,
): SessionOpener {
  return (req, res) => {
    const secure = cookieSecure === 'always' || (cookieSecure === 'auto' && isHttps(req));
    return getIronSession<GatewaySessionData>(req, res, {
      password: secret,
      cookieName: SESSION_COOKIE_NAME,
      ttl: SESSION_TTL_SECONDS,
      cookieOptions: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
    });
  };
}
