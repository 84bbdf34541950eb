import type { MusicDb, MusicDbStore } from '@cadenza/api-client';
import { clearSession, type ApiContext } from '@cadenza/api-client/react';
import type { KeyValueStorage } from '@cadenza/ports';
import {
  clearCaches,
  DEFAULT_SETTINGS,
  MUSIC_DB,
  readTheme,
  selectSettings,
  settingChanged,
  settingsFieldSchemas,
  type ClearableCache,
  type ClearableStorage,
  type SettingChange,
  type SettingKey,
} from '@cadenza/settings';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { type AppState, cacheCleared, themeChosen } from '@cadenza/app-core';

/** What clearing needs from the renderer beyond the store. */
export interface ClearCacheOptions {
  /** The platform's storage (localStorage on both platforms). */
  storage: KeyValueStorage;
  /** The system's colour-scheme preference: the theme once the stored one is gone. */
  prefersDark?: boolean;
}

/**
 * The storage as `clearCaches` needs it. The page's localStorage can list its keys, so keys by
 * prefix (`song_source_<id>`) go too; a storage that cannot list them loses its fixed keys only.
 */
function listable(storage: KeyValueStorage): ClearableStorage {
  const candidate = storage as KeyValueStorage & Partial<ClearableStorage>;
  if (typeof candidate.length === 'number' && typeof candidate.key === 'function') {
    return candidate as KeyValueStorage & ClearableStorage;
  }
  return { length: 0, key: () => null, removeItem: (key) => storage.removeItem(key) };
}

const SETTING_KEYS = Object.keys(settingsFieldSchemas) as SettingKey[];

/**
 * Clears one cache of spec §9: its storage keys (the list is `@cadenza/settings`'), its `musicDB`
 * stores (lyrics: `music_lyric`; resources: `api_cache` and `music`), and the copy the running
 * store holds, so the screen shows the change at once instead of writing the old data back:
 * every feature hears `cacheCleared` (history empties the search history), user ends the session, settings go back to the defaults
 * one setting at a time (so the language, motion and desktop effects follow as for any change).
 */
export function clearCache(
  cache: ClearableCache,
  { storage, prefersDark = false }: ClearCacheOptions,
): ThunkAction<Promise<void>, AppState, ApiContext, UnknownAction> {
  return async (dispatch, getState, extra) => {
    const { databaseStores } = clearCaches(listable(storage), [cache]);
    const stores: MusicDbStore[] = Object.values(MUSIC_DB.stores).filter((store) =>
      databaseStores.includes(store),
    );
    if (stores.length > 0) {
      // The database the store opened at start-up (the lyric endpoint caches in it).
      const db: MusicDb | null = (await extra.musicDb) ?? null;
      if (db) await Promise.all(stores.map((store) => db.clear(store)));
    }
    dispatch(cacheCleared(cache));
    if (cache === 'user') dispatch(clearSession());
    if (cache === 'settings') {
      const current = selectSettings(getState());
      for (const key of SETTING_KEYS) {
        if (JSON.stringify(current[key]) === JSON.stringify(DEFAULT_SETTINGS[key])) continue;
        dispatch(settingChanged({ key, value: DEFAULT_SETTINGS[key] } as SettingChange));
      }
      dispatch(themeChosen(readTheme(storage, prefersDark)));
    }
  };
}
