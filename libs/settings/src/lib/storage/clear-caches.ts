import { MUSIC_DB, SONG_SOURCE_KEY_PREFIX, STORAGE_KEYS, type StorageKey } from './storage-keys';

/** The caches the user can clear (spec §9), in the order the settings screen lists them. */
export const CLEARABLE_CACHES = [
  'history',
  'favorite',
  'user',
  'settings',
  'downloads',
  'resources',
  'lyrics',
] as const;

/** One clearable cache. */
export type ClearableCache = (typeof CLEARABLE_CACHES)[number];

/** What clearing one cache removes. */
export interface CacheContents {
  /** Local storage keys. */
  keys: readonly StorageKey[];
  /** Prefixes of local storage keys (every key starting with one is removed). */
  prefixes: readonly string[];
  /** Object stores of {@link MUSIC_DB} to empty (the caller owns the database). */
  databaseStores: readonly string[];
}

const K = STORAGE_KEYS;

/**
 * The keys each cache clears. Playback state (queue, current song, progress, volume, mode) is
 * in none of them: it is the session, not a cache. Settings include the theme, lyric and
 * equaliser preferences and the reference product's settings document.
 */
export const CACHE_CONTENTS: Readonly<Record<ClearableCache, CacheContents>> = {
  history: { keys: [K.musicHistory, K.searchHistory], prefixes: [], databaseStores: [] },
  favorite: { keys: [K.favoriteList, K.dislikeList], prefixes: [], databaseStores: [] },
  user: { keys: [K.user, K.token, K.importTasks], prefixes: [], databaseStores: [] },
  settings: {
    keys: [
      K.settings,
      K.appSettings,
      K.theme,
      K.musicFullConfig,
      K.lyricFontSize,
      K.musicListLayout,
      K.eqSettings,
      K.eqBypass,
      K.currentPreset,
    ],
    prefixes: [],
    databaseStores: [],
  },
  downloads: { keys: [K.downloadedList], prefixes: [], databaseStores: [] },
  resources: {
    keys: [K.musicUrlCache, K.githubProxyNodes],
    prefixes: [SONG_SOURCE_KEY_PREFIX],
    databaseStores: [MUSIC_DB.stores.apiCache, MUSIC_DB.stores.music],
  },
  lyrics: {
    keys: [K.lyricData, K.lyricCache, K.lyricCorrectionMap],
    prefixes: [],
    databaseStores: [MUSIC_DB.stores.musicLyric],
  },
};

/** The part of the DOM `Storage` interface clearing needs (spelled out: no DOM library needed). */
export interface ClearableStorage {
  readonly length: number;
  key(index: number): string | null;
  removeItem(key: string): void;
}

/**
 * Removes the local storage keys of the chosen caches and returns them, with the database
 * stores the caller still has to empty.
 */
export function clearCaches(
  storage: ClearableStorage,
  caches: readonly ClearableCache[],
): { removedKeys: string[]; databaseStores: string[] } {
  const chosen = caches.map((cache) => CACHE_CONTENTS[cache]);
  const prefixes = chosen.flatMap((contents) => contents.prefixes);
  const present = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key !== null,
  );
  const removedKeys = [
    ...new Set([
      ...chosen.flatMap((contents) => contents.keys),
      ...present.filter((key) => prefixes.some((prefix) => key.startsWith(prefix))),
    ]),
  ];
  for (const key of removedKeys) storage.removeItem(key);
  return {
    removedKeys,
    databaseStores: [...new Set(chosen.flatMap((contents) => contents.databaseStores))],
  };
}
