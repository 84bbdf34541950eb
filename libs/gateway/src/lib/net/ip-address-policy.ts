import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The one ipaddr.js range an outgoing media fetch may reach. Everything else — loopback,
 * private, link-local (cloud metadata), unique-local, unspecified (0.0.0.0 reaches loopback on
 * Linux), broadcast, carrier-grade NAT, multicast, reserved and documentation blocks, and the
 * IPv6 forms that embed an IPv4 address (NAT64, 6to4, Teredo) — is refused, so an allow-list
 * is never the only thing between a request and the internal network.
 */
const PUBLIC_RANGE = 'unicast';

/**
 * True when `address` is a public unicast address. IPv4-mapped IPv6 (`::ffff:127.0.0.1`) is
 * judged as the IPv4 address it carries (`ipaddr.process`). Anything that does not parse as an
 * IP address is not public.
 */
export function isPublicUnicastAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === PUBLIC_RANGE;
}

/**
 * The IP address a URL host names literally (`127.0.0.1`, `[::1]` without its brackets), or
 * undefined for a host name. WHATWG `URL` has already rewritten decimal, octal and hex IPv4
 * forms (`2130706433`, `0177.0.0.1`) to dotted quads, so this sees every literal form.
 */
export function literalIpOf(hostname: string): { address: string; family: 4 | 6 } | undefined {
  const bare =
    hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  const family = isIP(bare);
  if (family === 4 || family === 6) return { address: bare, family };
  return undefined;
}
