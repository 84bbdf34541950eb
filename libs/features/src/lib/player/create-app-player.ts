import { apiGetFromRequester, createFetchJsonGet, type Requester } from '@cadenza/api-client';
import {
  createAudioEngine,
  createPlayerRuntime,
  type PlayerRuntime,
  type PlayerTrack,
  type SoundFactory,
} from '@cadenza/player-core';
import { platformTimers, type KeyValueStorage, type Timers } from '@cadenza/ports';
import type { PlatformBridge } from '../platform/platform-bridge';
import { createSongUrlResolver, type ResolutionSettings } from './song-url-resolver';

/** What {@link createAppPlayer} joins. */
export interface AppPlayerDeps {
  platform: PlatformBridge;
  /** The store's requester: the resolution's API calls follow the same rules as every call. */
  requester: Requester;
  /** The current settings. */
  settings: () => ResolutionSettings;
  /** Where the player keeps its queue, progress, mode, volume, likes and history. */
  storage: KeyValueStorage;
  /** howler's factory in the app (`createHowlerSoundFactory`); a fake one in specs. */
  soundFactory: SoundFactory;
  onTrial?: (track: PlayerTrack) => void;
  timers?: Timers;
  now?: () => number;
  fetch?: typeof fetch;
}

/**
 * The player of a renderer: the audio engine on the given sound factory, the runtime with its
 * storage, and the URL resolution on api-client's chain through the store's requester, the
 * external services through `fetch`, and the per-song source choice in the same storage.
 * Nothing starts until the caller `restore`s or sends a command; `dispose` ends it.
 */
export function createAppPlayer(deps: AppPlayerDeps): PlayerRuntime {
  const timers = deps.timers ?? platformTimers();
  const now = deps.now ?? (() => Date.now());
  const fetchImpl =
    deps.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const engine = createAudioEngine({ factory: deps.soundFactory, scheduler: timers, now });
  const resolver = createSongUrlResolver({
    platform: deps.platform.kind,
    settings: deps.settings,
    ports: {
      apiGet: apiGetFromRequester(deps.requester),
      jsonGet: createFetchJsonGet(fetchImpl),
      storage: deps.storage,
      timers,
    },
    endpoints: { apiBase: deps.platform.apiBaseUrl },
    ...(deps.onTrial ? { onTrial: deps.onTrial } : {}),
  });
  return createPlayerRuntime({ engine, resolver, scheduler: timers, now, storage: deps.storage });
}
