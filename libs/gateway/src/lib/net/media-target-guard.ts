import { lookup } from 'node:dns/promises';
import { allowsHostAndPort, matchesAnyHostPattern, normaliseOrigin } from './host-patterns';
import { isPublicUnicastAddress, literalIpOf } from './ip-address-policy';

/** Where outgoing media fetches may go (the stream proxy's part of `BilibiliConfig`). */
export interface MediaTargetPolicy {
  /**
   * Host patterns (`*.bilivideo.com`, `upos-*.akamaized.net`, exact names), each optionally
   * with a port (`media.example.com:8443`); without one only the scheme's standard port.
   */
  mediaHostPatterns: readonly string[];
  /** Exact origins allowed even on loopback or private addresses (the offline simulator's CDN). */
  trustedMediaOrigins: readonly string[];
}

/** One address a host name resolves to. */
export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to every address it has; injectable so tests never touch DNS. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

/** Why a target was refused. `unresolvable` is the host's failure, every other one the URL's. */
export type MediaTargetRefusalReason =
  | 'malformed-url'
  | 'scheme-not-allowed'
  | 'userinfo-not-allowed'
  | 'literal-ip-not-allowed'
  | 'host-not-allowed'
  | 'port-not-allowed'
  | 'address-not-public'
  | 'unresolvable';

/** A target the guard accepted, with the one address a connection may use. */
export interface ApprovedMediaTarget {
  ok: true;
  url: URL;
  /** The validated address to connect to; the connection must be pinned to it. */
  address: string;
  family: 4 | 6;
  /** True when the URL's origin is one of `trustedMediaOrigins` (no address check was made). */
  trusted: boolean;
}

/** A target the guard refused; no connection may be made. */
export interface RefusedMediaTarget {
  ok: false;
  reason: MediaTargetRefusalReason;
  /** A short English explanation, safe to show a client (never the URL's query). */
  detail: string;
}

/** The guard's answer. */
export type MediaTargetVerdict = ApprovedMediaTarget | RefusedMediaTarget;

/** Resolves with the system resolver (`getaddrinfo`), every address, in the resolver's order. */
export const defaultResolveHost: ResolveHost = (hostname) =>
  lookup(hostname, { all: true, verbatim: true });

/**
 * Decides whether the stream proxy may fetch `rawUrl`, and which address it must connect to:
 * - only `http:` and `https:`, and no userinfo (`http://allowed.host@evil/`);
 * - an origin listed in `trustedMediaOrigins` is accepted as it is (loopback included), its
 *   name resolved if it is not a literal address;
 * - a URL that names a trusted origin's host and port over another scheme is refused for its
 *   scheme (the trust is for that scheme only), which is the one thing to change;
 * - otherwise a literal IP is refused, the host must match `mediaHostPatterns` on the port its
 *   entry names (the scheme's standard port for an entry without one), and every address it
 *   resolves to must be public unicast — one private answer refuses the whole name, since a
 *   later connection could pick it.
 * The caller connects to `address` only (see `openPinnedRequest`), so a second DNS answer
 * (rebinding) can never change where the bytes come from.
 */
export async function checkMediaTarget(
  rawUrl: string,
  policy: MediaTargetPolicy,
  resolveHost: ResolveHost = defaultResolveHost,
): Promise<MediaTargetVerdict> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return refuse('malformed-url', 'The url is not an absolute URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return refuse('scheme-not-allowed', 'Only http and https media URLs are allowed');
  }
  if (url.username !== '' || url.password !== '') {
    return refuse('userinfo-not-allowed', 'Media URLs may not carry a user name or password');
  }
  const literal = literalIpOf(url.hostname);
  if (isTrustedOrigin(url, policy.trustedMediaOrigins)) {
    if (literal) return { ok: true, url, ...literal, trusted: true };
    const first = (await resolveSafely(url.hostname, resolveHost))?.[0];
    const family = first ? familyOf(first) : undefined;
    if (!first || !family) return refuse('unresolvable', 'The media host could not be resolved');
    return { ok: true, url, address: first.address, family, trusted: true };
  }
  const trustedSchemes = trustedSchemesForHost(url, policy.trustedMediaOrigins);
  if (trustedSchemes.length > 0) {
    return refuse(
      'scheme-not-allowed',
      `This media origin is allowed over ${trustedSchemes.join(' and ')} only`,
    );
  }
  if (literal) {
    return refuse('literal-ip-not-allowed', 'Media URLs must name a host, not an IP address');
  }
  if (!matchesAnyHostPattern(url.hostname, policy.mediaHostPatterns)) {
    return refuse('host-not-allowed', 'The media host is not on the allow-list');
  }
  if (!allowsHostAndPort(url, policy.mediaHostPatterns)) {
    return refuse(
      'port-not-allowed',
      'The media host is allowed on its standard port only (or a port its allow-list entry names)',
    );
  }
  const addresses = await resolveSafely(url.hostname, resolveHost);
  if (!addresses || addresses.length === 0) {
    return refuse('unresolvable', 'The media host could not be resolved');
  }
  if (!addresses.every((entry) => isPublicUnicastAddress(entry.address))) {
    return refuse('address-not-public', 'The media host resolves to a non-public address');
  }
  const [first] = addresses;
  const family = first ? familyOf(first) : undefined;
  if (!first || !family) return refuse('unresolvable', 'The media host could not be resolved');
  return { ok: true, url, address: first.address, family, trusted: false };
}

function isTrustedOrigin(url: URL, trusted: readonly string[]): boolean {
  return trusted.some((origin) => normaliseOrigin(origin) === url.origin);
}

/**
 * The schemes (`http`) of the trusted origins with exactly `url`'s host and port as written
 * (`127.0.0.1:41002`, or `localhost` for either standard port): empty unless the URL differs
 * from a trusted origin by its scheme alone.
 */
function trustedSchemesForHost(url: URL, trusted: readonly string[]): string[] {
  const schemes = trusted.flatMap((origin) => {
    const normalised = normaliseOrigin(origin);
    if (normalised === undefined) return [];
    const candidate = new URL(normalised);
    return candidate.host === url.host ? [candidate.protocol.slice(0, -1)] : [];
  });
  return [...new Set(schemes)].sort();
}

async function resolveSafely(
  hostname: string,
  resolveHost: ResolveHost,
): Promise<ResolvedAddress[] | undefined> {
  try {
    return await resolveHost(hostname);
  } catch {
    return undefined;
  }
}

function familyOf(entry: ResolvedAddress): 4 | 6 | undefined {
  const literal = literalIpOf(entry.address);
  return literal?.family;
}

function refuse(reason: MediaTargetRefusalReason, detail: string): RefusedMediaTarget {
  return { ok: false, reason, detail };
}
