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
// URL resolution: the explicit list lives in lib/resolve/index.ts.
export * from './lib/resolve';
// Domain models and normalizers of the endpoints: the explicit lists live in the barrels.
export type * from './lib/models/domain';
export { SEARCH_TYPES } from './lib/models/search';
export * from './lib/normalize/domain';
