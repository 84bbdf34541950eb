const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const HEX_GROUP = /^[0-9a-f]{1,4}$/i;

/**
 * The four octets of a dotted IPv4 address, or `null`. Octets are 0–255 written without leading
 * zeros (`010` is refused: some parsers read it as octal).
 */
export function parseIPv4(text: string): number[] | null {
  const match = IPV4.exec(text);
  if (!match) return null;
  const octets = match
    .slice(1)
    .map((part) => (part.length > 1 && part.startsWith('0') ? Number.NaN : Number(part)));
  return octets.every((octet) => octet >= 0 && octet <= 255) ? octets : null;
}

function parseGroups(text: string): number[] {
  if (text === '') return [];
  return text.split(':').map((group) => (HEX_GROUP.test(group) ? parseInt(group, 16) : Number.NaN));
}

/**
 * The eight 16-bit groups of an IPv6 address, or `null`. Accepts the full form, one `::`
 * compression and a dotted IPv4 tail (`::ffff:1.2.3.4`); zone ids (`%eth0`) are refused.
 */
export function parseIPv6(text: string): number[] | null {
  if (!/^[0-9a-f:.]+$/i.test(text) || !text.includes(':')) return null;
  let head = text;
  let tail: number[] = [];
  if (text.includes('.')) {
    const cut = text.lastIndexOf(':');
    const v4 = parseIPv4(text.slice(cut + 1));
    if (!v4) return null;
    tail = [((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0)];
    head = text.slice(0, cut + 1);
    if (!head.endsWith('::')) head = head.slice(0, -1);
  }
  const halves = head.split('::');
  if (halves.length > 2) return null;
  const left = parseGroups(halves[0] ?? '');
  const right = halves.length === 2 ? parseGroups(halves[1] ?? '') : [];
  if ([...left, ...right].some(Number.isNaN)) return null;
  const explicit = left.length + right.length + tail.length;
  if (halves.length === 1) return explicit === 8 ? [...left, ...tail] : null;
  if (explicit > 7) return null;
  return [...left, ...new Array<number>(8 - explicit).fill(0), ...right, ...tail];
}

/**
 * One spelling per address, for comparisons: IPv4 as dotted decimal; IPv4-mapped IPv6
 * (`::ffff:1.2.3.4`) as the IPv4 address it carries; other IPv6 as eight lower-case hex groups.
 * `null` when the text is not an IP address.
 */
export function normalizeIp(text: string): string | null {
  const trimmed = text.trim();
  const v4 = parseIPv4(trimmed);
  if (v4) return v4.join('.');
  const v6 = parseIPv6(trimmed);
  if (!v6) return null;
  const [g5 = 0, g6 = 0, g7 = 0] = v6.slice(5);
  if (v6.slice(0, 5).every((group) => group === 0) && g5 === 0xffff) {
    return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.');
  }
  return v6.map((group) => group.toString(16)).join(':');
}

/** Whether the text is an IPv4 or IPv6 address (spec §5, realIP). */
export function isIpAddress(text: string): boolean {
  return normalizeIp(text) !== null;
}
