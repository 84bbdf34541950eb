import { z } from 'zod/mini';
import { PORT_RANGE } from './constants';
import { normalizeIp } from './validation/ip-address';
import { invalid, valid, type FieldValidation } from './validation/validation-message';

/**
 * A web origin as a browser sends it in `Origin`: `http(s)://host[:port]` written the way
 * `URL#origin` writes it (lower-case host, default port left out), or `null` when the text is
 * not an origin (another scheme, a path, query, fragment or credentials).
 */
export function normalizeOrigin(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const bare =
    url.pathname === '/' && url.search === '' && url.hash === '' && !url.username && !url.password;
  return bare && !/[?#]/.test(text) ? url.origin : null;
}

/** An allowed origin typed in settings → its canonical spelling, or `validation.origin`. */
export function validateOrigin(value: unknown): FieldValidation<string> {
  const origin = typeof value === 'string' ? normalizeOrigin(value) : null;
  return origin === null ? invalid('validation.origin') : valid(origin);
}

/**
 * Remote control (spec §3): on/off, the port it listens on, and the IPs allowed to use it; beyond
 * the reference product, whether it listens beyond this computer (`lanAccess`; loopback only
 * when off) and the web origins allowed to call it from a browser (no CORS for any other).
 */
export const remoteControlSchema = z.object({
  enabled: z.boolean(),
  port: z.int().check(z.minimum(PORT_RANGE.min), z.maximum(PORT_RANGE.max)),
  allowedIps: z.array(
    z.string().check(z.refine((ip) => normalizeIp(ip) !== null, 'not an IP address')),
  ),
  lanAccess: z.boolean(),
  allowedOrigins: z.array(
    z.string().check(z.refine((origin) => normalizeOrigin(origin) === origin, 'not an origin')),
  ),
});

/** The remote control settings. */
export type RemoteControlSettings = z.infer<typeof remoteControlSchema>;

/**
 * Whether a client may use remote control. An empty list allows every IP (spec §9). Addresses
 * compare by value, so the IPv4-mapped `::ffff:1.2.3.4` a dual-stack server reports matches
 * `1.2.3.4`, and IPv6 spellings (`::1`, `0:0:0:0:0:0:0:1`) match each other.
 */
export function isIpAllowed(ip: string, allowedIps: readonly string[]): boolean {
  if (allowedIps.length === 0) return true;
  const client = normalizeIp(ip);
  return client !== null && allowedIps.some((allowed) => normalizeIp(allowed) === client);
}
