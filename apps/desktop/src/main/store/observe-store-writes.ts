import type { JsonFileStore } from './json-file-store';

/**
 * The same store, calling `onWritten` after each successful write with the key and the value
 * written, so parts of main can follow a document without each handler knowing about them
 * (the lyric window follows the settings the main window saves).
 */
export function observeStoreWrites(
  store: JsonFileStore,
  onWritten: (key: string, value: unknown) => void,
): JsonFileStore {
  return {
    read: (key) => store.read(key),
    async write(key, value) {
      await store.write(key, value);
      onWritten(key, value);
    },
  };
}
