import ipaddr from 'ipaddr.js';

/**
 * One address in one spelling: IPv4-mapped IPv6 (`::ffff:1.2.3.4`, what a dual-stack socket
 * reports for an IPv4 client) becomes the IPv4 address it carries; IPv6 is written in full.
 * `null` when the text is not an address.
 */
export function canonicalIp(text: string | undefined): string | null {
  if (!text || !ipaddr.isValid(text)) return null;
  return ipaddr.process(text).toNormalizedString();
}

/**
 * Whether a client address may use remote control (spec §3, §9): an empty allow-list admits
 * every address; otherwise the client must be on it, compared by value. An unreadable client
 * address is never admitted by a non-empty list.
 */
export function isClientAllowed(
  remoteAddress: string | undefined,
  allowedIps: readonly string[],
): boolean {
  if (allowedIps.length === 0) return true;
  const client = canonicalIp(remoteAddress);
  return client !== null && allowedIps.some((allowed) => canonicalIp(allowed) === client);
}

/** Whether a loopback address (127.0.0.0/8, ::1, or either IPv4-mapped). */
export function isLoopback(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';
}

/**
 * Whether a browser page of `origin` may call the server: only origins the user listed (no CORS
 * answer for any other, and no wildcard).
 */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  return allowedOrigins.includes(origin);
}
