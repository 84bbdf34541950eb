import {
  apiGetFromRequester,
  createFetchJsonGet,
  platformRequestPorts,
  type MusicDb,
  type Requester,
} from '@cadenza/api-client';
import {
  createAudioEngine,
  createEqualizerController,
  createPlayerRuntime,
  createLyricOffsets,
  createSleepTimer,
  type AudioEngine,
  type LyricOffsets,
  type SleepTimer,
  type SleepTimerEndReason,
  type EqualizerController,
  type PlayerRuntime,
  type ElementGainPort,
  type LoudnessMeasurePort,
  type PlayerTrack,
  type SoundFactory,
  type TransitionSettings,
} from '@cadenza/player-core';
import { platformTimers } from '@cadenza/ports';
import type { PlatformBridge } from '@cadenza/platform';
import { createMeasuredLoudnessCache } from './measured-loudness';
import {
  createNormalizationGain,
  hasNeteaseGain,
  type NormalizationSettings,
} from './normalization-gain';
import { createSongUrlFacts, SONG_URL_FACTS_LIMIT } from './song-url-facts';
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
  /**
   * Loudness normalisation's settings and a way to hear of settings changes. Absent (specs),
   * normalisation is off.
   */
  normalization?: {
    settings: () => NormalizationSettings;
    subscribe: (listener: () => void) => () => void;
  };
  /**
   * Sends the engine's sound through each song's gain and the equalizer
   * (`connectEqualizerOutput` in the app); returns the function that undoes it. Absent in
   * specs, where there is no audio graph.
   */
  connectOutput?: (
    engine: AudioEngine,
    equalizer: EqualizerController,
    gain: ElementGainPort & LoudnessMeasurePort,
  ) => () => void;
  /** How songs meet (the gapless and crossfade settings); absent, they simply follow each other. */
  transitions?: () => TransitionSettings;
  /** `musicDB`, where the loudness the app measures is kept; absent, it is kept for the session. */
  musicDb?: Promise<MusicDb | null>;
  /** The sleep timer stopped playback (a toast on the web, a notification on desktop). */
  onSleepTimerEnded?: (reason: SleepTimerEndReason) => void;
  /** Only NetEase's trial clip of a song could be found: the listener hears why it is short. */
  onTrial?: (track: PlayerTrack) => void;
}

const NORMALIZATION_OFF: NormalizationSettings = {
  volumeNormalization: false,
  normalizationPreampDb: 0,
};

/** The renderer's player: the runtime, and the equalizer its sound goes through. */
export interface AppPlayer extends PlayerRuntime {
  readonly equalizer: EqualizerController;
  readonly sleepTimer: SleepTimer;
  /** The per-song lyric offsets (`lyric-correction-map`). */
  readonly lyricOffsets: LyricOffsets;
}

/**
 * The player of a renderer: the audio engine on the given sound factory, the runtime with the
 * platform's storage, and the URL resolution on api-client's chain through the store's
 * requester, the external services through `fetch`, and the per-song source choice in the same
 * storage, and the equalizer kept in the same storage. Nothing starts until the caller
 * `restore`s or sends a command; `dispose` ends it.
 */
export function createAppPlayer(deps: AppPlayerDeps): AppPlayer {
  const timers = platformTimers();
  const { now, fetch } = platformRequestPorts;
  const { storage } = deps.platform;
  const engine = createAudioEngine({ factory: deps.soundFactory, scheduler: timers, now });
  const measured = createMeasuredLoudnessCache(deps.musicDb ?? Promise.resolve(null), now);
  // A song without NetEase's gain: its measure, if the app has one, is read while it loads.
  const facts = createSongUrlFacts(SONG_URL_FACTS_LIMIT, (fact) => {
    if (!hasNeteaseGain(fact)) void measured.load(fact.trackId);
  });
  const resolver = createSongUrlResolver({
    facts,
    platform: deps.platform.kind,
    settings: deps.settings,
    ports: {
      apiGet: apiGetFromRequester(deps.requester),
      jsonGet: createFetchJsonGet(fetch),
      storage,
      timers,
      ...(deps.platform.unblockMusic ? { unblockBridge: deps.platform.unblockMusic } : {}),
    },
    endpoints: { apiBase: deps.platform.apiBaseUrl },
    ...(deps.onTrial ? { onTrial: deps.onTrial } : {}),
  });
  const runtime = createPlayerRuntime({
    engine,
    resolver,
    scheduler: timers,
    now,
    storage,
    ...(deps.transitions ? { transitions: deps.transitions } : {}),
  });
  const equalizer = createEqualizerController({ storage });
  const gain = createNormalizationGain({
    settings: deps.normalization?.settings ?? (() => NORMALIZATION_OFF),
    subscribeSettings: deps.normalization?.subscribe ?? (() => () => undefined),
    facts,
    measured,
  });
  const disconnect = deps.connectOutput?.(engine, equalizer, gain);
  // Set while the timer "at the list's end" hears of a song end: it stops there and then.
  let atListEnd = false;
  const sleepTimer = createSleepTimer({
    storage,
    scheduler: timers,
    now,
    // At the list's end: stopped before the ended song's transition, so the last song stays
    // current instead of wrapping to the first (spec §4). Otherwise after it, so the pause
    // lands on where the player went.
    onStopPlayback: () =>
      atListEnd
        ? runtime.send({ type: 'stop' })
        : queueMicrotask(() => runtime.send({ type: 'pause' })),
    onNotify: (reason) => deps.onSleepTimerEnded?.(reason),
  });
  const stopCounting = runtime.subscribe((event) => {
    if (event.type !== 'track-ended') return;
    const state = runtime.store.getSnapshot();
    atListEnd = sleepTimer.getSnapshot().type === 'end';
    try {
      sleepTimer.songEnded({
        index: state.index,
        playlistLength: state.queue.length,
        playMode: state.playMode,
      });
    } finally {
      atListEnd = false;
    }
  });
  return {
    ...runtime,
    equalizer,
    sleepTimer,
    lyricOffsets: createLyricOffsets(storage),
    dispose() {
      stopCounting();
      sleepTimer.dispose();
      disconnect?.();
      runtime.dispose();
    },
  };
}
