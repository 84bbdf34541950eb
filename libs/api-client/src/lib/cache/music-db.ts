import { MUSIC_DB } from '@cadenza/settings';

/** The object stores of `musicDB` (spec §3), each keyed by `id`. */
export type MusicDbStore = (typeof MUSIC_DB.stores)[keyof typeof MUSIC_DB.stores];

/** A record of any store: its key and what was cached, with when. */
export interface MusicDbRecord<T = unknown> {
  id: number | string;
  data: T;
  createTime: number;
}

// The slice of IndexedDB this module uses, spelled out: the gateway compiles this lib without the
// DOM library, and a test passes fake-indexeddb's factory, which fits these shapes.
interface IdbRequest<T> {
  readonly result: T;
  onsuccess: ((event: never) => unknown) | null;
  onerror: ((event: never) => unknown) | null;
}
interface IdbOpenRequest extends IdbRequest<IdbDatabase> {
  onupgradeneeded: ((event: never) => unknown) | null;
  onblocked: ((event: never) => unknown) | null;
}
interface IdbObjectStore {
  get(key: number | string): IdbRequest<unknown>;
  put(value: unknown): IdbRequest<unknown>;
  delete(key: number | string): IdbRequest<unknown>;
  clear(): IdbRequest<unknown>;
}
interface IdbDatabase {
  readonly objectStoreNames: { contains(name: string): boolean };
  createObjectStore(name: string, options: { keyPath: string; autoIncrement: boolean }): unknown;
  transaction(
    store: string,
    mode: 'readonly' | 'readwrite',
  ): { objectStore(name: string): IdbObjectStore };
  close(): void;
}
/** An IndexedDB factory (`globalThis.indexedDB` in a browser). */
export interface IdbFactory {
  open(name: string, version: number): IdbOpenRequest;
}

/** The local database; every method resolves, a failed operation answers as a miss. */
export interface MusicDb {
  get<T>(store: MusicDbStore, id: number | string): Promise<MusicDbRecord<T> | undefined>;
  put<T>(store: MusicDbStore, record: MusicDbRecord<T>): Promise<void>;
  delete(store: MusicDbStore, id: number | string): Promise<void>;
  clear(store: MusicDbStore): Promise<void>;
  close(): void;
}

/**
 * Opens `musicDB` (version 2; stores `music`, `music_lyric`, `api_cache`, `music_loudness`,
 * keyPath `id`; a version-1 database keeps its records and gains the missing store) on the
 * given IndexedDB factory. Without IndexedDB (`factory` undefined: private mode, old browsers, a
 * Node test) or when opening fails, it resolves to null and callers run without a cache; a caller
 * that has no database yet (not initialised) passes null the same way, so that case cannot throw.
 */
export function openMusicDb(factory: IdbFactory | undefined): Promise<MusicDb | null> {
  if (!factory) return Promise.resolve(null);
  return new Promise((resolve) => {
    let request: IdbOpenRequest;
    try {
      request = factory.open(MUSIC_DB.name, MUSIC_DB.version);
    } catch {
      resolve(null);
      return;
    }
    request.onupgradeneeded = () => {
      const db = request.result;
      for (const store of Object.values(MUSIC_DB.stores)) {
        if (!db.objectStoreNames.contains(store))
          db.createObjectStore(store, { keyPath: 'id', autoIncrement: true });
      }
    };
    request.onsuccess = () => resolve(wrap(request.result));
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

function wrap(db: IdbDatabase): MusicDb {
  const run = <T>(
    store: MusicDbStore,
    mode: 'readonly' | 'readwrite',
    action: (objects: IdbObjectStore) => IdbRequest<T>,
  ) =>
    new Promise<T | undefined>((resolve) => {
      try {
        const request = action(db.transaction(store, mode).objectStore(store));
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => resolve(undefined);
      } catch {
        resolve(undefined);
      }
    });
  return {
    get: async <T>(store: MusicDbStore, id: number | string) =>
      (await run(store, 'readonly', (objects) => objects.get(id))) as MusicDbRecord<T> | undefined,
    put: async (store, record) => {
      await run(store, 'readwrite', (objects) => objects.put(record));
    },
    delete: async (store, id) => {
      await run(store, 'readwrite', (objects) => objects.delete(id));
    },
    clear: async (store) => {
      await run(store, 'readwrite', (objects) => objects.clear());
    },
    close: () => db.close(),
  };
}
