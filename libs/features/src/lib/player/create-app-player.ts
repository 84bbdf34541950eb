import {
  apiGetFromRequester,
  createFetchJsonGet,
  platformRequestPorts,
  type Requester,
} from '@cadenza/api-client';
import {
  createAudioEngine,
  createPlayerRuntime,
  type PlayerRuntime,
  type SoundFactory,
} from '@cadenza/player-core';
import { platformTimers } from '@cadenza/ports';
import type { PlatformBridge } from '../platform/platform-bridge';
import { createSongUrlResolver, type ResolutionSettings } from './song-url-resolver';

/** What {@link createAppPlayer} joins. */
export interface AppPlayerDeps {
  /** Its kind, API base and `storage` (queue, progress, mode, volume, likes, history). */
  platform: PlatformBridge;
  /** The store's requester: the resolution's API calls follow the same rules as every call. */
  requester: Requester;
  /** The current settings. */
  settings: () => ResolutionSettings;
  /** howler's factory in the app (`createHowlerSoundFactory`); a fake one in specs. */
  soundFactory: SoundFactory;
}

/**
 * The player of a renderer: the audio engine on the given sound factory, the runtime with the
 * platform's storage, and the URL resolution on api-client's chain through the store's
 * requester, the external services through `fetch`, and the per-song source choice in the same
 * storage. Nothing starts until the caller `restore`s or sends a command; `dispose` ends it.
 */
export function createAppPlayer(deps: AppPlayerDeps): PlayerRuntime {
  const timers = platformTimers();
  const { now, fetch } = platformRequestPorts;
  const { storage } = deps.platform;
  const engine = createAudioEngine({ factory: deps.soundFactory, scheduler: timers, now });
  const resolver = createSongUrlResolver({
    platform: deps.platform.kind,
    settings: deps.settings,
    ports: {
      apiGet: apiGetFromRequester(deps.requester),
      jsonGet: createFetchJsonGet(fetch),
      storage,
      timers,
    },
    endpoints: { apiBase: deps.platform.apiBaseUrl },
  });
  return createPlayerRuntime({ engine, resolver, scheduler: timers, now, storage });
}
