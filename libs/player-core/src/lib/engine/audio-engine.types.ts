/** The containers the player accepts (spec §5: mp3 and aac). */
export type AudioFormat = 'mp3' | 'aac';

/** Load states of one sound (spec §4). */
export type SoundState = 'unloaded' | 'loading' | 'loaded';

/** Events a sound reports; errors carry howler's code or message. */
export interface SoundEvents {
  load: () => void;
  loaderror: (error: unknown) => void;
  play: () => void;
  playerror: (error: unknown) => void;
  pause: () => void;
  end: () => void;
}

/** One loaded or loading source, as an audio library (howler) offers it. */
export interface SoundHandle {
  play(): void;
  pause(): void;
  stop(): void;
  /** Moves to `seconds`, or with no argument returns the position. */
  seek(seconds?: number): number;
  rate(rate: number): void;
  volume(volume: number): void;
  fade(from: number, to: number, durationMs: number): void;
  duration(): number;
  state(): SoundState;
  playing(): boolean;
  unload(): void;
  on<E extends keyof SoundEvents>(event: E, listener: SoundEvents[E]): void;
  /**
   * Starts this sound, from its beginning, at the very sample where `previous` ends, whenever
   * `previous` plays on (gapless). False when this kind of sound cannot (a streamed one).
   */
  chainAfter?(previous: SoundHandle): boolean;
}

/** Options of a new sound. */
export interface SoundOptions {
  src: string;
  format: AudioFormat;
  /** HTML5 audio pool per sound (spec §9: 5). */
  pool: number;
  /** True for preloads: load now, play later. */
  preload: boolean;
  /**
   * Decoded whole before it plays, on the audio clock, so that songs can run into each other
   * without a gap ({@link SoundHandle.chainAfter}); a factory that cannot streams it instead.
   */
  decoded?: boolean;
}

/** Makes sounds and controls the shared audio context: the adapter (`./howler`) implements it. */
export interface SoundFactory {
  create(options: SoundOptions): SoundHandle;
  /** Whether this browser can decode the format. */
  canPlay(format: AudioFormat): boolean;
  suspendContext(): void;
  resumeContext(): void;
}

/** What the engine tells the runtime. `loadId` ties each event to the load that caused it. */
export type EngineEvent =
  | { type: 'playing'; loadId: number }
  | { type: 'paused'; loadId: number }
  | { type: 'ended'; loadId: number }
  | { type: 'progress'; loadId: number; positionSec: number; durationSec: number }
  | { type: 'error'; loadId: number; lockActive: boolean; message: string }
  | { type: 'url-expired'; loadId: number; positionSec: number };

/** A load request (the machine's `load` effect). */
export interface EngineLoadRequest {
  loadId: number;
  url: unknown;
  track: unknown;
  startAtSec: number;
  autoplay: boolean;
  /** Container hint, e.g. from the video-site source; else taken from the URL. */
  format?: AudioFormat;
  /**
   * The song runs into the next one without a gap: it is decoded whole and played on the audio
   * clock, so the next one can be chained to its last sample ({@link AudioEngine.chain}).
   */
  gapless?: boolean;
}

/** The next song chained after the current one ({@link AudioEngine.chain}). */
export interface EngineChainRequest {
  url: string;
  format?: AudioFormat;
  /**
   * Seconds the two songs overlap, faded across (crossfade); 0 chains them without a gap (both
   * must be decoded sounds, else the next one simply waits, loaded, for its turn).
   */
  overlapSec: number;
}

/** A move of the current sound to another URL of the same song (the machine's `swap-source`). */
export interface EngineSwapRequest {
  url: string;
  /** Where the new sound starts, in seconds; absent, where the current one is. */
  positionSec?: number;
  /** Play once loaded; false keeps it paused. */
  play: boolean;
  /** Container hint, as for a load. */
  format?: AudioFormat;
}

/** The engine as the runtime uses it (the machine's effects). */
export interface AudioEngine {
  /** Loads (and by default plays) a source; false, quietly, when it cannot even start. */
  load(request: EngineLoadRequest): boolean;
  /**
   * Moves the current sound to `url` (a renewed URL of the same song) under the same load id:
   * a new sound loads there and starts at the position, the old one is unloaded. False, and
   * nothing changes, with no current sound or a URL it cannot play.
   */
  swapSource(request: EngineSwapRequest): boolean;
  play(): void;
  /** Releases the guard lock at once (the machine's answer to 'operation lock active'). */
  resetLock(): void;
  pause(): void;
  stop(): void;
  seek(positionSec: number): void;
  setRate(rate: number): void;
  setVolume(volume: number): void;
  fade(from: number, to: number, durationMs: number): void;
  /** Loads a source ahead of time; at most `PLAYER_LIMITS.preloadCacheSize` are kept. */
  preload(url: string, format?: AudioFormat): void;
  /** Unloads and forgets the sound preloaded for `url` (a renewed URL replaced it). */
  dropPreload(url: string): void;
  /**
   * Loads the song that follows the current one and starts it where the current one ends
   * (gapless) or `overlapSec` before, faded across. When the current song has ended, a `load`
   * of that URL takes the chained sound as it plays; a load of any other URL, a stop or a
   * renewed source lets it go.
   */
  chain(request: EngineChainRequest): void;
  position(): number;
  /** The current sound, for adapters that wire it into the equalizer. */
  currentSound(): SoundHandle | null;
  subscribe(listener: (event: EngineEvent) => void): () => void;
  dispose(): void;
}
