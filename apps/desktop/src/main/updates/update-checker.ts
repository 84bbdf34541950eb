import { checkForUpdate, type ReleaseAsset, type ShellUpdateCheck } from '@cadenza/updater';
import { createFetchPorts, type Fetch } from './fetch-ports';
import type { ReleaseSource } from './release-source';

/** What main knows of an installer before downloading it: the release's size and digest. */
export interface ExpectedInstaller {
  size: number | null;
  sha256: string | null;
}

/** The release check in main, remembering the assets of the release it found. */
export interface UpdateChecker {
  check(): Promise<ShellUpdateCheck>;
  /** The size and digest the last found release gives for `url`; null when it lists no such asset. */
  expected(url: string): ExpectedInstaller | null;
}

/** What {@link createUpdateChecker} needs. */
export interface UpdateCheckerDeps {
  source: () => ReleaseSource | null;
  currentVersion: () => string;
  fetch: Fetch;
  /** Debug lines: the check is silent to the user (spec §8), never to a developer. */
  debug: (message: string) => void;
}

/** Runs api-client's check against the configured source. With no source there is no update. */
export function createUpdateChecker(deps: UpdateCheckerDeps): UpdateChecker {
  let assets: readonly ReleaseAsset[] = [];
  return {
    async check() {
      const source = deps.source();
      if (!source) return { kind: 'none', reason: 'unavailable' };
      const result = await checkForUpdate({
        currentVersion: deps.currentVersion(),
        repo: source.repo,
        ...(source.releaseUrl ? { releaseUrl: source.releaseUrl } : {}),
        ...(source.manifestUrl ? { manifestUrl: source.manifestUrl } : {}),
        ...(source.trustedHttpOrigin ? { trustedHttpOrigin: source.trustedHttpOrigin } : {}),
        ports: { ...createFetchPorts(deps.fetch), debug: deps.debug },
      });
      if (result.kind === 'none') return { kind: 'none', reason: result.reason };
      assets = result.release.assets;
      return { ...result, naming: source.naming };
    },
    expected(url) {
      const asset = assets.find((candidate) => candidate.url === url);
      return asset ? { size: asset.size, sha256: asset.sha256 } : null;
    },
  };
}
