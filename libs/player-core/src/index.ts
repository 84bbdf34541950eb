export { PLAYER_LIMITS, PLAYER_TIMING } from './lib/constants/timing';
export {
  NO_COPYRIGHT_ARTIST_ID,
  NO_COPYRIGHT_PRIVILEGE_STATUS,
  isNoCopyright,
  type CopyrightFields,
} from './lib/machine/copyright';
export { PlayMode, nextPlayMode, parsePlayMode } from './lib/machine/play-mode';
export {
  createExternalStore,
  type ExternalStore,
  type WritableStore,
} from './lib/store/external-store';
export {
  createMemoryStorage,
  readJson,
  type KeyValueStorage,
} from './lib/ports/key-value-storage.port';
