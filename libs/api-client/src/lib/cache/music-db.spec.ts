import { IDBFactory } from 'fake-indexeddb';
import { MUSIC_DB } from '@cadenza/settings';
import { createLyricCache, LYRIC_CACHE_TTL_MS, loadLyric } from './lyric-cache';
import { openMusicDb, type IdbFactory } from './music-db';

describe('musicDB', () => {
  it('creates the four stores and round-trips records', async () => {
    const db = await openMusicDb(new IDBFactory());
    expect(db).not.toBeNull();
    await db?.put('api_cache', { id: 'k', data: { a: 1 }, createTime: 5 });
    expect(await db?.get('api_cache', 'k')).toEqual({ id: 'k', data: { a: 1 }, createTime: 5 });
    await db?.delete('api_cache', 'k');
    expect(await db?.get('api_cache', 'k')).toBeUndefined();
    await db?.put('music', { id: 1, data: 'x', createTime: 1 });
    await db?.clear('music');
    expect(await db?.get('music', 1)).toBeUndefined();
    db?.close();
  });

  it('opens the existing database with its stores (version 2, keyPath id)', async () => {
    const factory = new IDBFactory();
    (await openMusicDb(factory))?.close();
    const raw = await new Promise<IDBDatabase>((resolve) => {
      const request = factory.open(MUSIC_DB.name, MUSIC_DB.version);
      request.onsuccess = () => resolve(request.result);
    });
    expect([...raw.objectStoreNames].sort()).toEqual([
      'api_cache',
      'music',
      'music_loudness',
      'music_lyric',
    ]);
    expect(raw.transaction('music_lyric').objectStore('music_lyric').keyPath).toBe('id');
    raw.close();
  });

  it('upgrades a version-1 database: its records stay, the loudness store is added', async () => {
    const factory = new IDBFactory();
    await new Promise<void>((resolve) => {
      const request = factory.open(MUSIC_DB.name, 1);
      request.onupgradeneeded = () => {
        for (const name of ['music', 'music_lyric', 'api_cache'])
          request.result.createObjectStore(name, { keyPath: 'id', autoIncrement: true });
      };
      request.onsuccess = () => {
        const tx = request.result.transaction('music_lyric', 'readwrite');
        tx.objectStore('music_lyric').put({ id: 7, data: 'lrc', createTime: 1 });
        tx.oncomplete = () => {
          request.result.close();
          resolve();
        };
      };
    });
    const db = await openMusicDb(factory);
    expect(await db?.get('music_lyric', 7)).toEqual({ id: 7, data: 'lrc', createTime: 1 });
    await db?.put('music_loudness', { id: 7, data: { integratedLufs: -20 }, createTime: 2 });
    expect(await db?.get('music_loudness', 7)).toMatchObject({ data: { integratedLufs: -20 } });
    db?.close();
  });

  it('degrades to no database without IndexedDB or when opening throws', async () => {
    expect(await openMusicDb(undefined)).toBeNull();
    const throwing = {
      open: () => {
        throw new Error('SecurityError');
      },
    } as unknown as IdbFactory;
    expect(await openMusicDb(throwing)).toBeNull();
  });
});

describe('lyric cache (10 days)', () => {
  it('serves a fresh record without fetching, refetches after 10 days, keeps a stale one when the refetch fails', async () => {
    let now = 1_000;
    const db = await openMusicDb(new IDBFactory());
    const cache = createLyricCache<string>(db, () => now);
    const fetchLyric = jest.fn<Promise<string>, []>().mockResolvedValueOnce('v1');
    expect(await loadLyric(cache, 7, fetchLyric)).toBe('v1');
    now += LYRIC_CACHE_TTL_MS - 1;
    expect(await loadLyric(cache, 7, fetchLyric)).toBe('v1');
    expect(fetchLyric).toHaveBeenCalledTimes(1);
    now += 1;
    fetchLyric.mockRejectedValueOnce(new Error('offline'));
    expect(await loadLyric(cache, 7, fetchLyric)).toBe('v1');
    fetchLyric.mockResolvedValueOnce('v2');
    expect(await loadLyric(cache, 7, fetchLyric)).toBe('v2');
    expect(await cache.get(7)).toEqual({ data: 'v2', stale: false });
  });

  it('works without a database: always fetches, errors pass through', async () => {
    const cache = createLyricCache<string>(null, () => 0);
    expect(await loadLyric(cache, 1, () => Promise.resolve('x'))).toBe('x');
    await expect(loadLyric(cache, 1, () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
  });
});
