import { CACHE_CONTENTS, CLEARABLE_CACHES, clearCaches } from './clear-caches';
import { STORAGE_KEYS } from './storage-keys';

function memoryStorage(keys: string[]) {
  const data = new Map(keys.map((key) => [key, 'x']));
  return {
    data,
    get length() {
      return data.size;
    },
    key: (index: number) => [...data.keys()][index] ?? null,
    removeItem: (key: string) => {
      data.delete(key);
    },
  };
}

describe('clearable caches (spec §9)', () => {
  it('are the seven of the spec', () => {
    expect(CLEARABLE_CACHES).toEqual([
      'history',
      'favorite',
      'user',
      'settings',
      'downloads',
      'resources',
      'lyrics',
    ]);
    expect(Object.keys(CACHE_CONTENTS).sort()).toEqual([...CLEARABLE_CACHES].sort());
  });

  it('only ever name known keys, and never the playback session', () => {
    const known = new Set<string>(Object.values(STORAGE_KEYS));
    const cleared = CLEARABLE_CACHES.flatMap((cache) => CACHE_CONTENTS[cache].keys);
    expect(cleared.filter((key) => !known.has(key))).toEqual([]);
    for (const session of ['playList', 'currentPlayMusic', 'volume', 'playMode', 'playProgress']) {
      expect(cleared).not.toContain(session);
    }
  });

  it('removes the keys of the chosen caches, prefixed keys included', () => {
    const storage = memoryStorage([
      'musicHistory',
      'token',
      'user',
      'song_source_1',
      'song_source_2',
      'musicUrlCache',
      'playList',
      'lyricCache',
    ]);
    const result = clearCaches(storage, ['history', 'user', 'resources']);
    expect([...storage.data.keys()].sort()).toEqual(['lyricCache', 'playList']);
    expect(result.removedKeys).toEqual(
      expect.arrayContaining(['musicHistory', 'searchHistory', 'song_source_1', 'song_source_2']),
    );
    expect(result.databaseStores).toEqual(['api_cache', 'music']);
  });

  it('names the lyric store of the database for the lyrics cache', () => {
    const storage = memoryStorage(['lyricCache', 'lyric-correction-map']);
    expect(clearCaches(storage, ['lyrics', 'lyrics']).databaseStores).toEqual(['music_lyric']);
    expect(storage.data.size).toBe(0);
  });
});
