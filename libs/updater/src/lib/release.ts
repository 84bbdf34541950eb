import { z } from 'zod/mini';
import { describeIssues } from '@cadenza/contract';
import {
  describeError,
  isOkStatus,
  isReleaseLink,
  type GetJson,
  type GetText,
  type UpdateDebug,
} from './update.port';
import { isNewer, normalizeVersion } from './version';

/**
 * The update check (spec §4 "Update flow", §7 "Update and proxy calls", §8 "A release check failure
 * is silent and no update is shown"; contract §2 row X4).
 *
 * 1. GET `https://api.github.com/repos/<owner>/<repo>/releases/latest` (2000 ms). It reads
 *    `tag_name`, `name`, `body`, `html_url`, `published_at` and `assets[]`.
 * 2. When that fails (network, timeout, non-2xx such as the 403 rate limit, a body that does not
 *    match, a tag that is not a version), GET the fallback package manifest (2000 ms, reads
 *    `version`) and the changelog next to it (2000 ms) as the release notes. The fallback has no
 *    assets: the installer then comes from the name patterns (`installer.ts`).
 * 3. An update exists only when the remote version is strictly newer ({@link isNewer}).
 *
 * Decisions: the function never throws and never rejects; every failure is `{ kind: 'none' }`
 * with a reason for debugging. A failed changelog does not sink the fallback (the reference client
 * dropped the whole check): the update is shown with empty notes. Asset links that are not
 * `https:` are dropped; an `html_url` that is not `https:` becomes the repo's releases page. The
 * reference client's "## 更新内容 / - 版本: x" header on the notes is presentation, left to the UI.
 */

/** Timeout of each release, manifest and changelog request (spec §9). */
export const RELEASE_REQUEST_TIMEOUT_MS = 2000;

const REPO_PATTERN = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;

/** One asset of a GitHub release, as the API sends it. */
export const githubReleaseAssetDtoSchema = z.object({
  name: z.string().check(z.minLength(1)),
  browser_download_url: z.string().check(z.minLength(1)),
  size: z.optional(z.number().check(z.nonnegative())),
  /** `sha256:<hex>` since GitHub started publishing asset digests (2025); null on older assets. */
  digest: z.optional(z.nullable(z.string())),
});

/** The wire shape of a release asset. */
export type GithubReleaseAssetDto = z.infer<typeof githubReleaseAssetDtoSchema>;

/**
 * `GET /repos/<owner>/<repo>/releases/latest`. `name`, `body` and `published_at` are nullable in
 * the GitHub API (a release created without notes has `body: null`).
 */
export const githubReleaseDtoSchema = z.object({
  tag_name: z.string().check(z.minLength(1)),
  name: z.optional(z.nullable(z.string())),
  body: z.optional(z.nullable(z.string())),
  html_url: z.string(),
  published_at: z.optional(z.nullable(z.string())),
  assets: z._default(z.array(githubReleaseAssetDtoSchema), []),
});

/** The wire shape of the latest release. */
export type GithubReleaseDto = z.infer<typeof githubReleaseDtoSchema>;

/** The fallback package manifest: only `version` is read. */
export const packageManifestDtoSchema = z.object({
  version: z.string().check(z.minLength(1)),
});

/** The wire shape of the fallback manifest. */
export type PackageManifestDto = z.infer<typeof packageManifestDtoSchema>;

/** A downloadable file of a release. */
export interface ReleaseAsset {
  name: string;
  /** `browser_download_url`: always `https:`. */
  url: string;
  /** Bytes, when the source sent it. */
  size: number | null;
  /** The SHA-256 of the file (lowercase hex), when the source sent a `sha256:` digest. */
  sha256: string | null;
}

/** The latest release, whichever source answered. */
export interface ReleaseInfo {
  /** The tag as published (`v4.9.0`), or the manifest version. */
  tagName: string;
  /** The tag without the leading `v` (`4.9.0`). */
  version: string;
  /** The release title, when set. */
  name: string | null;
  /** Release notes (markdown); the changelog for the manifest fallback; may be empty. */
  body: string;
  /** The release page (`html_url`), or the repo's latest-release page for the fallback. */
  htmlUrl: string;
  publishedAt: string | null;
  assets: ReleaseAsset[];
  /** Which request answered. */
  source: 'github' | 'manifest';
}

/** Why no update is offered. */
export type NoUpdateReason = 'up-to-date' | 'unavailable' | 'invalid-current-version';

/** The outcome of {@link checkForUpdate}. */
export type UpdateCheckResult =
  | { kind: 'update'; latestVersion: string; currentVersion: string; release: ReleaseInfo }
  | {
      kind: 'none';
      reason: NoUpdateReason;
      /** For debugging only; never shown. */ detail: string;
    };

/** The I/O of the update check. */
export interface UpdateCheckPorts {
  getJson: GetJson;
  getText: GetText;
  debug?: UpdateDebug;
}

/** What {@link checkForUpdate} needs. */
export interface CheckForUpdateInput {
  /** The running application's version (spec §9: 4.8.2 for the reference). */
  currentVersion: string;
  /** `owner/name` of the GitHub repository. */
  repo: string;
  /** The fallback package manifest; without it there is no fallback. */
  manifestUrl?: string;
  /** The changelog; defaults to `CHANGELOG.md` next to the manifest. */
  changelogUrl?: string;
  /**
   * Where the latest release is read; defaults to the GitHub API's latest release of `repo`.
   * Tests point it at a local release JSON.
   */
  releaseUrl?: string;
  /**
   * An `http:` origin whose links are accepted besides `https:` ones (a loopback test server
   * serving the release and its assets). Never set in the product.
   */
  trustedHttpOrigin?: string;
  ports: UpdateCheckPorts;
}

/** The GitHub API URL of a repo's latest release. */
export function githubLatestReleaseApiUrl(repo: string): string {
  return `https://api.github.com/repos/${repo}/releases/latest`;
}

/** The web page of a repo's latest release (the "download manually" link). */
export function githubLatestReleasePageUrl(repo: string): string {
  return `https://github.com/${repo}/releases/latest`;
}

/** `CHANGELOG.md` in the manifest's folder (`…/package.json` → `…/CHANGELOG.md`). */
export function defaultChangelogUrl(manifestUrl: string): string | null {
  try {
    return new URL('CHANGELOG.md', manifestUrl).href;
  } catch {
    return null;
  }
}

type Attempt = { ok: true; release: ReleaseInfo } | { ok: false; problem: string };

/** Writes a debug line; a failing sink must not surface either. */
function debugLine(ports: UpdateCheckPorts, message: string): void {
  try {
    ports.debug?.(`update check: ${message}`);
  } catch {
    // ignored: the check stays silent
  }
}

const SHA256_DIGEST = /^sha256:([0-9a-f]{64})$/i;

/** The hex SHA-256 of a GitHub asset digest (`sha256:<hex>`); null for none or another algorithm. */
export function sha256OfDigest(digest: string | null | undefined): string | null {
  const match = SHA256_DIGEST.exec(digest ?? '');
  return match?.[1] ? match[1].toLowerCase() : null;
}

/**
 * Maps a validated GitHub release to {@link ReleaseInfo}; null when the tag is not a version.
 * Links must be `https:` (or on `trustedHttpOrigin`, a loopback test server).
 */
export function toReleaseInfo(
  dto: GithubReleaseDto,
  repo: string,
  trustedHttpOrigin?: string,
): ReleaseInfo | null {
  const version = normalizeVersion(dto.tag_name);
  if (version === null) return null;
  const isLink = (url: string) => isReleaseLink(url, trustedHttpOrigin);
  return {
    tagName: dto.tag_name,
    version,
    name: dto.name ?? null,
    body: dto.body ?? '',
    htmlUrl: isLink(dto.html_url) ? dto.html_url : githubLatestReleasePageUrl(repo),
    publishedAt: dto.published_at ?? null,
    assets: dto.assets
      .filter((asset) => isLink(asset.browser_download_url))
      .map((asset) => ({
        name: asset.name,
        url: asset.browser_download_url,
        size: asset.size ?? null,
        sha256: sha256OfDigest(asset.digest),
      })),
    source: 'github',
  };
}

async function fetchGithubRelease(input: CheckForUpdateInput): Promise<Attempt> {
  const { repo, ports } = input;
  try {
    const response = await ports.getJson(input.releaseUrl ?? githubLatestReleaseApiUrl(repo), {
      timeoutMs: RELEASE_REQUEST_TIMEOUT_MS,
    });
    if (!isOkStatus(response.status)) {
      return { ok: false, problem: `github: HTTP ${response.status}` };
    }
    const parsed = githubReleaseDtoSchema.safeParse(response.body);
    if (!parsed.success) {
      return {
        ok: false,
        problem: `github: ${describeIssues(parsed.error.issues, response.body)}`,
      };
    }
    const release = toReleaseInfo(parsed.data, repo, input.trustedHttpOrigin);
    if (!release)
      return { ok: false, problem: `github: tag "${parsed.data.tag_name}" is not a version` };
    return { ok: true, release };
  } catch (error) {
    return { ok: false, problem: `github: ${describeError(error)}` };
  }
}

async function fetchChangelog(url: string | null, ports: UpdateCheckPorts): Promise<string> {
  if (url === null) return '';
  try {
    const response = await ports.getText(url, { timeoutMs: RELEASE_REQUEST_TIMEOUT_MS });
    if (isOkStatus(response.status)) return response.body;
    debugLine(ports, `changelog HTTP ${response.status}, notes left empty`);
  } catch (error) {
    debugLine(ports, `changelog ${describeError(error)}, notes left empty`);
  }
  return '';
}

async function fetchManifestRelease(
  input: CheckForUpdateInput,
  manifestUrl: string,
): Promise<Attempt> {
  const { ports, repo } = input;
  try {
    const response = await ports.getJson(manifestUrl, { timeoutMs: RELEASE_REQUEST_TIMEOUT_MS });
    if (!isOkStatus(response.status)) {
      return { ok: false, problem: `manifest: HTTP ${response.status}` };
    }
    const parsed = packageManifestDtoSchema.safeParse(response.body);
    if (!parsed.success) {
      return {
        ok: false,
        problem: `manifest: ${describeIssues(parsed.error.issues, response.body)}`,
      };
    }
    const version = normalizeVersion(parsed.data.version);
    if (version === null) {
      return { ok: false, problem: `manifest: "${parsed.data.version}" is not a version` };
    }
    const body = await fetchChangelog(
      input.changelogUrl ?? defaultChangelogUrl(manifestUrl),
      ports,
    );
    return {
      ok: true,
      release: {
        tagName: parsed.data.version,
        version,
        name: null,
        body,
        htmlUrl: githubLatestReleasePageUrl(repo),
        publishedAt: null,
        assets: [],
        source: 'manifest',
      },
    };
  } catch (error) {
    return { ok: false, problem: `manifest: ${describeError(error)}` };
  }
}

async function fetchLatestRelease(input: CheckForUpdateInput): Promise<Attempt> {
  const github = await fetchGithubRelease(input);
  if (github.ok || input.manifestUrl === undefined) return github;
  debugLine(input.ports, `${github.problem}; trying the manifest`);
  const manifest = await fetchManifestRelease(input, input.manifestUrl);
  return manifest.ok ? manifest : { ok: false, problem: `${github.problem}; ${manifest.problem}` };
}

function none(ports: UpdateCheckPorts, reason: NoUpdateReason, detail: string): UpdateCheckResult {
  debugLine(ports, `no update (${reason}: ${detail})`);
  return { kind: 'none', reason, detail };
}

/**
 * Checks for a newer release. Never rejects: any failure is `{ kind: 'none', reason:
 * 'unavailable' }` (silent, spec §8); an equal or older remote is `'up-to-date'`.
 */
export async function checkForUpdate(input: CheckForUpdateInput): Promise<UpdateCheckResult> {
  const { currentVersion, ports } = input;
  const current = normalizeVersion(currentVersion);
  if (current === null) {
    return none(ports, 'invalid-current-version', `"${currentVersion}"`);
  }
  // The repo also builds the releases page and installer links: a bad one is a config error.
  if (!REPO_PATTERN.test(input.repo))
    return none(ports, 'unavailable', `invalid repo "${input.repo}"`);
  // Every step catches its own failures, so this never rejects.
  const attempt = await fetchLatestRelease(input);
  if (!attempt.ok) return none(ports, 'unavailable', attempt.problem);
  const { release } = attempt;
  if (!isNewer(release.version, current)) {
    return none(ports, 'up-to-date', `remote ${release.version}, current ${current}`);
  }
  return { kind: 'update', latestVersion: release.version, currentVersion: current, release };
}
