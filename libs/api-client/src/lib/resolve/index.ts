// The URL resolution chain's public surface, re-exported by the lib's root.
export {
  apiGetFromRequester,
  type ApiGet,
  type HttpAnswer,
  type JsonGet,
  type QueryParams,
  type UnblockBridge,
  type UnblockBridgeResult,
} from './resolve.ports';
export {
  createFetchJsonGet,
  parseJsonText,
  ResolveTransportError,
  withQuery,
  type FetchLike,
} from './fetch-json-get';
export {
  failure,
  RESOLUTION_MESSAGE_TEXT,
  RESOLUTION_MESSAGES,
  transportFailure,
  VIDEO_SITE_NAME,
  type FailureReason,
  type ResolutionFailure,
  type ResolutionMessage,
} from './resolution-messages';
export {
  DEADLINE_PASSED,
  DEFAULT_RESOLUTION_BUDGETS,
  GD_BITRATE,
  GD_CALL_TIMEOUT_MS,
  GD_DEFAULT_BR,
  GD_TOTAL_TIMEOUT_MS,
  MUSIC_PROXY_TIMEOUT_MS,
  withDeadline,
  type ResolutionBudgets,
} from './resolve-budgets';
export {
  albumName,
  artistNames,
  type ResolvableArtist,
  type ResolvableSong,
} from './resolvable-song';
export {
  bilibiliProxyUrl,
  bilibiliRefOf,
  formatBilibiliTrackId,
  isBilibiliSong,
  isSameBilibiliTrack,
  parseBilibiliTrackId,
  type BilibiliTrackRef,
  type ParsedBilibiliTrackId,
} from './bilibili-id';
export {
  BILIBILI_FALLBACK_SEARCH,
  BILIBILI_PLAYURL_DEFAULTS,
  BILIBILI_SEARCH_MIN_QUERY,
  bilibiliFallbackKeyword,
  pickAudioAddress,
  resolveBilibiliAudio,
  searchBilibiliFallback,
  videoSiteData,
  type BilibiliAudio,
  type VideoSitePorts,
} from './video-site';
export {
  GD_API_URL,
  GD_MIN_QUERY,
  GD_SOURCES,
  gdBitrate,
  gdQuery,
  resolveFromGdMusic,
  type GdMusicOptions,
  type GdMusicResult,
  type GdSource,
  type GdSourceFailure,
} from './gd-music';
export {
  bridgeSources,
  resolveFromUnblockBridge,
  UNBLOCK_PLATFORMS,
  type UnblockResult,
} from './unblock-bridge';
export { MUSIC_PROXY_URL, resolveFromMusicProxy, type MusicProxyResult } from './music-proxy';
export {
  clearSongSource,
  isMusicSource,
  readSongSourceOverride,
  reparseSong,
  songSourceKey,
} from './song-source';
export {
  runUnblockChain,
  type ChainUrl,
  type ResolutionAttempt,
  type SongUrlEndpoints,
  type SongUrlPorts,
  type SongUrlSource,
  type UnblockChainContext,
  type UnblockSettings,
} from './unblock-chain';
export {
  DEFAULT_SONG_URL_LEVEL,
  resolveSongUrl,
  type ResolvedSongUrl,
  type ResolveSongUrlOptions,
  type SongUrlFailure,
  type SongUrlLoudness,
} from './song-url-chain';
