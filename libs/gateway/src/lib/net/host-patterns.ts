/** Characters a wildcard may stand for inside one DNS label. */
const LABEL_CHARS = /^[a-z0-9-]+$/;

/**
 * True when `hostname` matches one allow-list `pattern`, case-insensitively:
 * - `*.example.com` matches any sub-domain at any depth, but not `example.com` itself;
 * - `upos-*.example.net` matches a first label that starts with `upos-` followed by at least
 *   one label character (no dots), under exactly `example.net`;
 * - anything else matches the exact host name.
 * A single trailing dot (the DNS root) is ignored on both sides.
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

/** True when `hostname` matches at least one of `patterns`. */
export function matchesAnyHostPattern(hostname: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => matchesHostPattern(hostname, pattern));
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
