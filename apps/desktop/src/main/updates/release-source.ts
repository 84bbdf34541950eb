import { CADENZA_INSTALLER_NAMING, isReleaseLink, type InstallerNaming } from '@cadenza/updater';

/** Where the update check reads the latest release, and which links it trusts. */
export interface ReleaseSource {
  /** `owner/name` on GitHub: the releases page and the pattern fallback's links. */
  repo: string;
  /** The latest release as GitHub's API shapes it; defaults to the API's URL for `repo`. */
  releaseUrl?: string;
  /** The fallback package manifest (reads `version`) with `CHANGELOG.md` next to it. */
  manifestUrl?: string;
  /** Names for the pattern fallback when a release lists no installer for this machine. */
  naming: InstallerNaming | null;
  /**
   * A loopback `http:` origin trusted like `https:` for the release and its installers: tests
   * serve both from a local server. Never set in the product; anything but loopback is refused.
   */
  trustedHttpOrigin?: string;
}

/** Cadenza's own releases (the installer choice's pattern fallback names its artifacts too). */
export const PRODUCT_RELEASE_SOURCE: ReleaseSource = {
  repo: CADENZA_INSTALLER_NAMING.repo,
  naming: CADENZA_INSTALLER_NAMING,
};

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Throws unless `origin` is an `http:` origin on a loopback host (the only kind a test may trust). */
export function assertLoopbackOrigin(origin: string): void {
  let url: URL | null = null;
  try {
    url = new URL(origin);
  } catch {
    // reported below
  }
  if (
    !url ||
    url.protocol !== 'http:' ||
    !LOOPBACK_HOSTS.has(url.hostname) ||
    url.origin !== origin
  ) {
    throw new Error(`a trusted http origin must be a loopback origin, not "${origin}"`);
  }
}

/**
 * True for a URL main may download an installer from: `https:` (or the source's trusted loopback
 * origin), and no credentials in it.
 */
export function isAllowedDownloadUrl(url: string, source: ReleaseSource): boolean {
  return isReleaseLink(url, source.trustedHttpOrigin);
}
