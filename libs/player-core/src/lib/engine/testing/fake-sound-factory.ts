import type {
  AudioFormat,
  SoundEvents,
  SoundFactory,
  SoundHandle,
  SoundOptions,
  SoundState,
} from '../audio-engine.types';
import { createSoundListeners } from '../sound-listeners';

/** The methods of a sound a test can inspect. */
export type FakeSoundMethod = Exclude<keyof SoundHandle, 'on'>;

/** One recorded call on a {@link FakeSound}. */
export interface FakeSoundCall {
  method: FakeSoundMethod;
  args: unknown[];
}

/**
 * A scriptable {@link SoundHandle}: it records every call and emits nothing by itself. A test
 * fires the events (`load`, `loaderror`, `play`, `playerror`, `pause`, `end`) when it wants
 * them; firing keeps `state()` and `playing()` consistent. Listeners stay attached after
 * `unload()`, so a test can prove that late events of a dropped sound are ignored. A sound made
 * with `decoded: true` has `chainAfter`, as the adapter's decoded sounds do: it accepts another
 * decoded fake sound (never itself, never once unloaded) and records it in `chainedAfter`.
 */
export class FakeSound implements SoundHandle {
  readonly calls: FakeSoundCall[] = [];
  private readonly listeners = createSoundListeners();
  private loadState: SoundState = 'loading';
  private isPlaying = false;
  private positionSec = 0;
  private durationSec: number;
  /** Only on decoded sounds: the engine tells them from streamed ones by its presence. */
  readonly chainAfter?: (previous: SoundHandle) => boolean;
  /** The sound the last accepted `chainAfter` chained this one after, else null. */
  chainedAfter: SoundHandle | null = null;

  constructor(
    readonly options: SoundOptions,
    durationSec = 180,
  ) {
    this.durationSec = durationSec;
    if (options.decoded === true) {
      this.chainAfter = (previous) => {
        this.record('chainAfter', previous);
        const accepted =
          previous instanceof FakeSound &&
          previous.options.decoded === true &&
          previous !== this &&
          !this.unloaded;
        if (accepted) this.chainedAfter = previous;
        return accepted;
      };
    }
  }

  get unloaded(): boolean {
    return this.loadState === 'unloaded';
  }

  /** The arguments of every call of `method`, in order. */
  callsOf(method: FakeSoundMethod): unknown[][] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args);
  }

  /** Fires an event to the listeners; `load` marks the sound loaded, `play` playing, `pause`/`end` not. */
  fire<E extends keyof SoundEvents>(event: E, ...args: Parameters<SoundEvents[E]>): void {
    if (event === 'load') this.loadState = 'loaded';
    if (event === 'play') this.isPlaying = true;
    if (event === 'pause' || event === 'end' || event === 'playerror') this.isPlaying = false;
    this.listeners.emit(event, ...args);
  }

  /** Moves the playhead without recording a call (the sound advancing by itself). */
  setPosition(seconds: number): void {
    this.positionSec = seconds;
  }

  setDuration(seconds: number): void {
    this.durationSec = seconds;
  }

  /** How many listeners are attached for `event`. */
  listenerCount(event: keyof SoundEvents): number {
    return this.listeners.count(event);
  }

  play(): void {
    this.record('play');
  }

  pause(): void {
    this.record('pause');
  }

  stop(): void {
    this.record('stop');
    this.isPlaying = false;
    this.positionSec = 0;
  }

  seek(seconds?: number): number {
    if (seconds === undefined) return this.positionSec;
    this.record('seek', seconds);
    this.positionSec = seconds;
    return this.positionSec;
  }

  rate(rate: number): void {
    this.record('rate', rate);
  }

  volume(volume: number): void {
    this.record('volume', volume);
  }

  fade(from: number, to: number, durationMs: number): void {
    this.record('fade', from, to, durationMs);
  }

  duration(): number {
    return this.durationSec;
  }

  state(): SoundState {
    return this.loadState;
  }

  playing(): boolean {
    return this.isPlaying;
  }

  unload(): void {
    this.record('unload');
    this.loadState = 'unloaded';
    this.isPlaying = false;
  }

  on<E extends keyof SoundEvents>(event: E, listener: SoundEvents[E]): void {
    this.listeners.on(event, listener);
  }

  private record(method: FakeSoundMethod, ...args: unknown[]): void {
    this.calls.push({ method, args });
  }
}

/**
 * A scriptable {@link SoundFactory}: every sound it creates is a {@link FakeSound}, kept in
 * creation order; `canPlay` answers from a configurable set; context suspends and resumes are
 * counted.
 */
export class FakeSoundFactory implements SoundFactory {
  readonly sounds: FakeSound[] = [];
  suspendCount = 0;
  resumeCount = 0;
  private readonly unsupported: Set<AudioFormat>;
  private readonly durationSec: number;

  constructor(options: { unsupported?: readonly AudioFormat[]; durationSec?: number } = {}) {
    this.unsupported = new Set(options.unsupported ?? []);
    this.durationSec = options.durationSec ?? 180;
  }

  create(options: SoundOptions): FakeSound {
    const sound = new FakeSound(options, this.durationSec);
    this.sounds.push(sound);
    return sound;
  }

  canPlay(format: AudioFormat): boolean {
    return !this.unsupported.has(format);
  }

  /** Makes `format` decodable or not from now on. */
  setCanPlay(format: AudioFormat, supported: boolean): void {
    if (supported) this.unsupported.delete(format);
    else this.unsupported.add(format);
  }

  suspendContext(): void {
    this.suspendCount += 1;
  }

  resumeContext(): void {
    this.resumeCount += 1;
  }

  /** The most recently created sound (throws when none was created). */
  latest(): FakeSound {
    return this.soundAt(this.sounds.length - 1);
  }

  /** The sound created `index`-th (throws when there is none). */
  soundAt(index: number): FakeSound {
    const sound = this.sounds[index];
    if (!sound)
      throw new Error(`no sound #${String(index)} (${String(this.sounds.length)} created)`);
    return sound;
  }

  /** The sounds created for `src`, oldest first. */
  soundsFor(src: string): FakeSound[] {
    return this.sounds.filter((sound) => sound.options.src === src);
  }
}

/** A {@link FakeSoundFactory}; `unsupported` formats answer false to `canPlay`. */
export function createFakeSoundFactory(
  options: { unsupported?: readonly AudioFormat[]; durationSec?: number } = {},
): FakeSoundFactory {
  return new FakeSoundFactory(options);
}
