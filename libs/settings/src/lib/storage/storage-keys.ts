/**
 * Every local storage key the product uses (spec §3 "Local storage keys", upstream contract
 * §6.1), in one place: other code names a key through this module instead of repeating the
 * string. The spellings are the reference product's, so its stored data carries over.
 */
export const STORAGE_KEYS = {
  /** Cadenza's settings document on the web (the desktop keeps it in the main-process store). */
  settings: 'settings',
  /** The reference product's web settings document; read once as a migration source. */
  appSettings: 'appSettings',
  token: 'token',
  user: 'user',
  favoriteList: 'favoriteList',
  dislikeList: 'dislikeList',
  playList: 'playList',
  playListIndex: 'playListIndex',
  currentPlayMusic: 'currentPlayMusic',
  currentPlayMusicUrl: 'currentPlayMusicUrl',
  isPlaying: 'isPlaying',
  playProgress: 'playProgress',
  playMode: 'playMode',
  playbackRate: 'playbackRate',
  volume: 'volume',
  sleepTimer: 'sleepTimer',
  searchHistory: 'searchHistory',
  musicHistory: 'musicHistory',
  musicListLayout: 'musicListLayout',
  lyricCorrectionMap: 'lyric-correction-map',
  theme: 'theme',
  lyricData: 'lyricData',
  lyricFontSize: 'lyricFontSize',
  musicFullConfig: 'music-full-config',
  eqSettings: 'eqSettings',
  eqBypass: 'eqBypass',
  currentPreset: 'currentPreset',
  downloadedList: 'downloadedList',
  /** The route to restore after mini mode ("saved route"). */
  currentRoute: 'currentRoute',
  audioOperationLock: 'audioOperationLock',
  trafficDonated4RemindLater: 'trafficDonated4RemindLater',
  trafficDonated4Never: 'trafficDonated4Never',
  installPromptDismissed: 'installPromptDismissed',
  donationListVisible: 'donationListVisible',
  /** Cadenza's own: the playlist import tasks started on this device (ids, when, into what). */
  importTasks: 'importTasks',
  /** The proxy node cache of the update check (nodes and timestamp). */
  githubProxyNodes: 'github_proxy_nodes',
  /** Legacy: only removed by clearing caches. */
  lyricCache: 'lyricCache',
  /** Legacy: only removed by clearing caches. */
  musicUrlCache: 'musicUrlCache',
} as const;

/** The name of a fixed storage key. */
export type StorageKeyName = keyof typeof STORAGE_KEYS;

/** A fixed storage key. */
export type StorageKey = (typeof STORAGE_KEYS)[StorageKeyName];

/** Prefix of the per-song unblock source keys. */
export const SONG_SOURCE_KEY_PREFIX = 'song_source_';

/** The key holding the unblock source chosen for one song: `song_source_<id>`. */
export function songSourceKey(songId: string | number): string {
  return `${SONG_SOURCE_KEY_PREFIX}${songId}`;
}

/**
 * The local database (spec §3 "musicDB"): the spec's three stores, and the loudness the app
 * measured of songs NetEase gives no gain for (version 2 added it; opening creates what is
 * missing), each keyed by `id`.
 */
export const MUSIC_DB = {
  name: 'musicDB',
  version: 2,
  stores: {
    music: 'music',
    musicLyric: 'music_lyric',
    apiCache: 'api_cache',
    musicLoudness: 'music_loudness',
  },
} as const;
