import type { IncomingMessage } from 'node:http';
import type { GatewayErrorBody } from '../middleware/json-errors';

/**
 * A request another site made the browser send (a link, a form, an image) would carry the
 * session cookie on top-level GETs despite SameSite=Lax, and several NetEase calls change state
 * with a GET (`/like`, `/logout`). Browsers say where a request comes from in `Sec-Fetch-Site`;
 * cross-site ones are refused unless their `Origin` is allowed. Clients that send no
 * `Sec-Fetch-Site` (scripts, older browsers) are not browsers acting for another site.
 */
export function refuseCrossSite(
  req: IncomingMessage,
  allowedOrigins: ReadonlySet<string>,
): GatewayErrorBody | undefined {
  if (req.headers['sec-fetch-site'] !== 'cross-site') return undefined;
  const origin = req.headers.origin;
  if (origin !== undefined && allowedOrigins.has(origin)) return undefined;
  return { code: 403, msg: 'Cross-site requests are not accepted' };
}

const PROXIED_METHODS = new Set(['GET', 'HEAD', 'POST']);

/**
 * Methods the client never uses are not forwarded. (Bodies the parsers cannot read, such as
 * multipart or text, are refused before this, where the parsers have run: see `_body`.)
 */
export function refuseMethod(req: IncomingMessage): GatewayErrorBody | undefined {
  return PROXIED_METHODS.has(req.method ?? '')
    ? undefined
    : { code: 405, msg: 'Method Not Allowed' };
}
