/**
 * Version comparison for the update check (spec §5: "numeric per dotted segment, missing segments
 * count as 0, a leading v is stripped, and an update exists only if the remote version is strictly
 * newer").
 *
 * Decisions beyond the spec:
 * - **Pre-releases rank lower** than the release with the same numeric core, as in SemVer §11:
 *   `4.9.0-beta.1 < 4.9.0`, but `4.9.0-beta.1 > 4.8.2`. Identifiers compare per dot: numeric ones
 *   numerically, others by code unit, numeric below alphanumeric, and a shorter list is lower when
 *   all shared identifiers are equal (`beta < beta.1 < beta.2 < beta.10 < rc.1`). The reference
 *   client split `4.9.0-beta.1` into `[4, 9, NaN→0, 1]`, which ranked the beta *above* 4.9.0.
 * - Build metadata (`+build.7`) is ignored.
 * - Only a leading `v`/`V` is stripped (the reference used `replace('v', '')`, the first `v`
 *   anywhere) and surrounding whitespace is trimmed.
 * - A string whose core is not dotted digits (`latest`, `4..2`, `4.x`, `release-4.8.2`) does not
 *   parse. {@link compareVersions} ranks such strings below every valid version (two of them are
 *   equal), and {@link isNewer} is false when either side does not parse, so bad data never shows
 *   an update.
 */

/** A parsed version: numeric core segments and pre-release identifiers (empty for a release). */
export interface ParsedVersion {
  /** The numeric dotted core, as written (`4.9` → `[4, 9]`; missing segments count as 0). */
  core: readonly number[];
  /** Pre-release identifiers after `-` (`beta.1` → `['beta', '1']`); empty for a release. */
  prerelease: readonly string[];
}

const VERSION_PATTERN =
  /^[vV]?(\d+(?:\.\d+)*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;
const NUMERIC_IDENTIFIER = /^\d+$/;

/** Parses `v4.8.2`, `4.9`, `4.9.0-beta.1`, `1.2.3+build.5`; null when the core is not dotted digits. */
export function parseVersion(input: string): ParsedVersion | null {
  const match = VERSION_PATTERN.exec(input.trim());
  const coreText = match?.[1];
  if (!match || coreText === undefined) return null;
  const core = coreText.split('.').map(Number);
  if (!core.every(Number.isSafeInteger)) return null;
  const prerelease = match[2] === undefined ? [] : match[2].split('.');
  return { core, prerelease };
}

/** The version without a leading `v` and build metadata (`v4.8.2` → `4.8.2`); null when invalid. */
export function normalizeVersion(input: string): string | null {
  const parsed = parseVersion(input);
  if (!parsed) return null;
  const core = parsed.core.join('.');
  return parsed.prerelease.length > 0 ? `${core}-${parsed.prerelease.join('.')}` : core;
}

function sign(difference: number): -1 | 0 | 1 {
  if (difference > 0) return 1;
  if (difference < 0) return -1;
  return 0;
}

function compareCores(a: readonly number[], b: readonly number[]): -1 | 0 | 1 {
  const length = Math.max(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    const order = sign((a[index] ?? 0) - (b[index] ?? 0));
    if (order !== 0) return order;
  }
  return 0;
}

function compareIdentifiers(a: string, b: string): -1 | 0 | 1 {
  const aNumeric = NUMERIC_IDENTIFIER.test(a);
  const bNumeric = NUMERIC_IDENTIFIER.test(b);
  if (aNumeric && bNumeric) return sign(Number(a) - Number(b));
  if (aNumeric !== bNumeric) return aNumeric ? -1 : 1;
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

function comparePrereleases(a: readonly string[], b: readonly string[]): -1 | 0 | 1 {
  // A release (no identifiers) ranks above any pre-release of the same core.
  if (a.length === 0 || b.length === 0) return sign(b.length - a.length);
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    const order = compareIdentifiers(a[index] ?? '', b[index] ?? '');
    if (order !== 0) return order;
  }
  return sign(a.length - b.length);
}

/** Orders two parsed versions: -1 when `a` is older, 0 when equal, 1 when newer. */
export function compareParsedVersions(a: ParsedVersion, b: ParsedVersion): -1 | 0 | 1 {
  const core = compareCores(a.core, b.core);
  return core !== 0 ? core : comparePrereleases(a.prerelease, b.prerelease);
}

/**
 * Orders two version strings: -1 when `a` is older, 0 when equal (`4.9` = `4.9.0` = `v4.9.0`),
 * 1 when newer. Unparseable strings rank below every valid version.
 */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const parsedA = parseVersion(a);
  const parsedB = parseVersion(b);
  if (!parsedA || !parsedB) {
    if (parsedA) return 1;
    if (parsedB) return -1;
    return 0;
  }
  return compareParsedVersions(parsedA, parsedB);
}

/** True only when both parse and `remote` is strictly newer than `local`. */
export function isNewer(remote: string, local: string): boolean {
  const parsedRemote = parseVersion(remote);
  const parsedLocal = parseVersion(local);
  if (!parsedRemote || !parsedLocal) return false;
  return compareParsedVersions(parsedRemote, parsedLocal) === 1;
}
