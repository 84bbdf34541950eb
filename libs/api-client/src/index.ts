export type { GatewayHealth } from './lib/models/gateway-health';
export {
  InvalidResponseError,
  normalizeHealth,
  toGatewayHealth,
} from './lib/normalize/health.normalize';
export {
  openMusicDb,
  type IdbFactory,
  type MusicDb,
  type MusicDbRecord,
  type MusicDbStore,
} from './lib/cache/music-db';
export {
  createLyricCache,
  loadLyric,
  LYRIC_CACHE_TTL_MS,
  type CachedLyric,
} from './lib/cache/lyric-cache';
export * from './lib/requests';
export type { Song } from './lib/models/song';
export {
  songFromBilibiliPart,
  songFromShapeA,
  songFromShapeB,
} from './lib/normalize/song.normalize';
export {
  compareParsedVersions,
  compareVersions,
  isNewer,
  normalizeVersion,
  parseVersion,
  type ParsedVersion,
} from './lib/update/version';
export type {
  GetJson,
  GetText,
  UpdateDebug,
  UpdateJsonResponse,
  UpdateRequestOptions,
  UpdateTextResponse,
} from './lib/update/update.ports';
export { isReleaseLink } from './lib/update/update.ports';
export {
  checkForUpdate,
  defaultChangelogUrl,
  githubLatestReleaseApiUrl,
  githubLatestReleasePageUrl,
  githubReleaseAssetDtoSchema,
  githubReleaseDtoSchema,
  packageManifestDtoSchema,
  RELEASE_REQUEST_TIMEOUT_MS,
  toReleaseInfo,
  type CheckForUpdateInput,
  type GithubReleaseAssetDto,
  type GithubReleaseDto,
  type NoUpdateReason,
  type PackageManifestDto,
  type ReleaseAsset,
  type ReleaseInfo,
  type UpdateCheckPorts,
  type UpdateCheckResult,
} from './lib/update/release';
export {
  archOfAssetName,
  chooseInstaller,
  patternInstallerUrl,
  CADENZA_INSTALLER_NAMING,
  REFERENCE_INSTALLER_NAMING,
  type ChooseInstallerInput,
  type InstallerArch,
  type InstallerChoice,
  type InstallerNaming,
  type InstallerPlatform,
} from './lib/update/installer';
export {
  planUpdateDownload,
  type MachineInfo,
  type ShellUpdateCheck,
  type UpdateDownloadPlan,
  type UpdateDownloadProgress,
  type UpdateDownloadResult,
} from './lib/update/update-download';
export {
  FALLBACK_PROXY_NODE_COUNT,
  FALLBACK_PROXY_NODES,
  loadProxyNodes,
  PROXY_LIST_OK_CODE,
  PROXY_LIST_TIMEOUT_MS,
  PROXY_LIST_URL,
  PROXY_NODE_LIMIT,
  PROXY_NODES_CACHE_KEY,
  PROXY_NODES_CACHE_TTL_MS,
  proxiedUrl,
  proxyListDtoSchema,
  proxyNodeDtoSchema,
  proxyNodesCacheSchema,
  rankProxyNodes,
  type LoadProxyNodesInput,
  type ProxyListDto,
  type ProxyNodeDto,
  type ProxyNodePorts,
  type ProxyNodes,
  type ProxyNodesCache,
} from './lib/update/proxy-nodes';
// URL resolution (issue 5 items 4–5): the explicit list lives in lib/resolve/index.ts.
export * from './lib/resolve';
// Domain models and normalizers of the endpoints (issue 5 item 2): the explicit lists live in the barrels.
export type * from './lib/models/domain';
export * from './lib/normalize/domain';
