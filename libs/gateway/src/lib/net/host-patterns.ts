/** Characters a wildcard may stand for inside one DNS label. */
const LABEL_CHARS = /^[a-z0-9-]+$/;

/**
 * True when `hostname` matches one allow-list `pattern`, case-insensitively:
 * - `*.example.com` matches any sub-domain at any depth, but not `example.com` itself;
 * - `upos-*.example.net` matches a first label that starts with `upos-` followed by at least
 *   one label character (no dots), under exactly `example.net`;
 * - anything else matches the exact host name.
 * A single trailing dot (the DNS root) is ignored on both sides. `pattern` is the host part of
 * an allow-list entry; {@link splitHostPattern} takes a `:port` off first.
 */
export function matchesHostPattern(hostname: string, pattern: string): boolean {
  const host = withoutRootDot(hostname.toLowerCase());
  const wanted = withoutRootDot(pattern.trim().toLowerCase());
  if (!host || !wanted) return false;
  if (wanted.startsWith('*.')) {
    const suffix = wanted.slice(1);
    return host.length > suffix.length && host.endsWith(suffix);
  }
  const firstDot = wanted.indexOf('.');
  const firstLabel = firstDot === -1 ? wanted : wanted.slice(0, firstDot);
  if (
    firstDot !== -1 &&
    firstLabel.endsWith('*') &&
    firstLabel.indexOf('*') === firstLabel.length - 1
  ) {
    const prefix = firstLabel.slice(0, -1);
    const rest = wanted.slice(firstDot);
    if (!host.endsWith(rest)) return false;
    const label = host.slice(0, host.length - rest.length);
    return label.startsWith(prefix) && label.length > prefix.length && LABEL_CHARS.test(label);
  }
  // A `*` anywhere else is not a supported pattern; it must never match by accident.
  if (wanted.includes('*')) return false;
  return host === wanted;
}

/**
 * True when `hostname` matches at least one of `patterns`, whatever port an entry names (see
 * {@link allowsHostAndPort} for the port); an entry with a malformed port matches nothing.
 */
export function matchesAnyHostPattern(hostname: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => {
    const parts = splitHostPattern(pattern);
    return parts.valid && matchesHostPattern(hostname, parts.host);
  });
}

/** An allow-list entry split into its host pattern and the port it names, if any. */
export interface HostPatternParts {
  host: string;
  /** The explicit port (`media.example.com:8443`); `null` when the entry names none. */
  port: number | null;
  /** False when the entry ends in `:` plus something that is not a port 1–65535. */
  valid: boolean;
}

/** Splits `media.example.com:8443` into its host pattern and port. */
export function splitHostPattern(pattern: string): HostPatternParts {
  const text = pattern.trim();
  const colon = text.lastIndexOf(':');
  if (colon === -1) return { host: text, port: null, valid: true };
  const portText = text.slice(colon + 1);
  const port = /^\d{1,5}$/.test(portText) ? Number(portText) : NaN;
  const valid = port >= 1 && port <= 65535;
  return { host: text.slice(0, colon), port: valid ? port : null, valid };
}

/**
 * True when `url` (already known to be http or https) may be fetched under `patterns`: its host
 * matches an entry, and its port is the one that entry names or, for an entry without a port,
 * the scheme's standard one (80 for http, 443 for https). A media CDN has no business on any
 * other port, and an allow-listed name pointed at an internal service's port must not reach it.
 * An entry with a malformed port matches nothing (it fails closed).
 */
export function allowsHostAndPort(url: URL, patterns: readonly string[]): boolean {
  // WHATWG URL leaves `port` empty exactly when it is the scheme's standard port.
  const port = url.port === '' ? null : Number(url.port);
  const standard = url.protocol === 'https:' ? 443 : 80;
  return patterns.some((pattern) => {
    const parts = splitHostPattern(pattern);
    if (!parts.valid || !matchesHostPattern(url.hostname, parts.host)) return false;
    return parts.port === null ? port === null : parts.port === (port ?? standard);
  });
}

/**
 * The serialised origin of `text` (`http://127.0.0.1:41002`), or undefined when it is not an
 * absolute http(s) URL; used so `STREAM_PROXY_ORIGINS` entries compare equal to `URL.origin`
 * whatever their case, default port or trailing slash.
 */
export function normaliseOrigin(text: string): string | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

function withoutRootDot(name: string): string {
  return name.endsWith('.') ? name.slice(0, -1) : name;
}
