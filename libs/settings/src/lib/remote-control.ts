import { z } from 'zod/mini';
import { PORT_RANGE } from './constants';
import { normalizeIp } from './validation/ip-address';

/** Remote control (spec §3): on/off, the port it listens on, and the IPs allowed to use it. */
export const remoteControlSchema = z.object({
  enabled: z.boolean(),
  port: z.int().check(z.minimum(PORT_RANGE.min), z.maximum(PORT_RANGE.max)),
  allowedIps: z.array(
    z.string().check(z.refine((ip) => normalizeIp(ip) !== null, 'not an IP address')),
  ),
});

/** The remote control settings. */
export type RemoteControlSettings = z.infer<typeof remoteControlSchema>;

/** Off, on port 31888 (the reference product's), open to every IP. */
export const DEFAULT_REMOTE_CONTROL: RemoteControlSettings = {
  enabled: false,
  port: 31888,
  allowedIps: [],
};

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
