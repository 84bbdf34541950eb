/**
 * Browser harness of the player-core end-to-end specs: bundled by esbuild (see
 * `../support/harness-page.ts`), injected into a page served by the simulator, and reached by the
 * specs as `window.playerHarness` from `page.evaluate`. It builds the real pieces (howler factory,
 * audio engine, runtime, equalizer graph) and keeps the current ones, since `page.evaluate` can
 * only hand serialisable values back to the spec.
 */
import { createMemoryStorage, platformTimers } from '@cadenza/ports';
import {
  applyPreset,
  createAudioEngine,
  createPlayerRuntime,
  resetEqualizer,
  setBandGain,
  setBypass,
  type AudioEngine,
  type EngineEvent,
  type EqFrequency,
  type EqPresetName,
  type EqualizerState,
  type PlayerNotice,
  type PlayerRuntime,
  type PlayerTrack,
} from '../../src/index';
import {
  audioContextOnDemand,
  createEqualizerGraph,
  createHowlerSoundFactory,
  mediaElementOf,
  type EqualizerGraph,
} from '../../src/howler';

/** An engine event with the page time (ms, `performance.now()`) it arrived at. */
export type TimedEngineEvent = EngineEvent & { at: number };

/** A real engine over the howler factory, with every event it emitted. */
export interface EngineSession {
  readonly engine: AudioEngine;
  readonly events: TimedEngineEvent[];
  /** The current sound's `<audio>` element (via `mediaElementOf`), or null. */
  mediaElement(): HTMLMediaElement | null;
  /** The engine's position in seconds. */
  position(): number;
  /** How many events of `type` arrived. */
  count(type: EngineEvent['type']): number;
}

/** A runtime over the real engine, with what it reported. */
export interface RuntimeSession extends EngineSession {
  readonly runtime: PlayerRuntime;
  readonly notices: PlayerNotice[];
  /** Each resolver call, in order. */
  readonly resolutions: Array<{ refetch: boolean; url: string | null; at: number }>;
}

/**
 * The equalizer wired after the current sound: element → graph → analyser → destination, with a
 * second analyser tapping the graph's input (the signal before equalization).
 */
export interface EqualizerSession {
  readonly context: AudioContext;
  readonly graph: EqualizerGraph;
  /** After the equalizer. */
  readonly analyser: AnalyserNode;
  /** Before the equalizer, read at the same moments as `analyser`. */
  readonly inputAnalyser: AnalyserNode;
  state: EqualizerState;
}

/** One analyser measurement at a frequency. */
export interface LevelReading {
  /**
   * After the equalizer: mean over the reads of the strongest bin within ±`spreadBins` of the
   * frequency, dB.
   */
  levelDb: number;
  /** The same before the equalizer, dB (it follows the song's own swell, not the equalizer). */
  inputDb: number;
  /** Mean of (after − before) per read: the equalizer's gain there, independent of the song's swell. */
  gainDb: number;
  /** Each read's level after the equalizer, dB. */
  reads: number[];
  /** The strongest frequency of the last read after the equalizer, Hz. */
  peakHz: number;
}

/** Options of {@link PlayerHarness.createRuntime}. */
export interface RuntimeOptions {
  /** Saved keys (already JSON strings) the memory storage starts with. */
  saved: Record<string, string>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The simulator's URL answer for a song (same origin: the page is served by the simulator). */
async function fetchSongUrl(id: number | string): Promise<{ url: string | null; type: string }> {
  const answer = await fetch(`/song/url/v1?id=${encodeURIComponent(String(id))}&level=exhigh`);
  if (!answer.ok) throw new Error(`/song/url/v1 answered ${String(answer.status)}`);
  const body = (await answer.json()) as { data?: Array<{ url: string | null; type: string }> };
  const item = body.data?.[0];
  if (!item) throw new Error(`/song/url/v1 answered no item for ${String(id)}`);
  return item;
}

function engineSession(engine: AudioEngine): EngineSession {
  const events: TimedEngineEvent[] = [];
  engine.subscribe((event) => events.push({ ...event, at: performance.now() }));
  return {
    engine,
    events,
    mediaElement: () => {
      const sound = engine.currentSound();
      return sound ? mediaElementOf(sound) : null;
    },
    position: () => engine.position(),
    count: (type) => events.filter((event) => event.type === type).length,
  };
}

function createHowlerEngine(): AudioEngine {
  return createAudioEngine({
    factory: createHowlerSoundFactory(),
    scheduler: platformTimers(),
    now: () => Date.now(),
  });
}

let currentEngine: EngineSession | null = null;
let currentRuntime: RuntimeSession | null = null;
let currentEqualizer: EqualizerSession | null = null;

function required<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`no ${what} yet`);
  return value;
}

/** The strongest bin within ±`spread` bins of `bin`, in dB. */
function peakAround(spectrum: Float32Array, bin: number, spread: number): number {
  let best = -Infinity;
  for (let index = Math.max(0, bin - spread); index <= bin + spread; index += 1) {
    const level = spectrum[index];
    if (level !== undefined && level > best) best = level;
  }
  return best;
}

function strongestHz(spectrum: Float32Array, sampleRate: number, fftSize: number): number {
  let peak = 0;
  spectrum.forEach((level, bin) => {
    if (level > (spectrum[peak] ?? -Infinity)) peak = bin;
  });
  return (peak * sampleRate) / fftSize;
}

const playerHarness = {
  fetchSongUrl,

  /** A fresh engine over the real howler factory; it becomes the current one. */
  createHowlerEngine(): EngineSession {
    currentEngine = engineSession(createHowlerEngine());
    return currentEngine;
  },

  /** The engine of the last {@link createHowlerEngine} or {@link createRuntime}. */
  engine(): EngineSession {
    return required(currentEngine, 'engine');
  },

  /**
   * A runtime (real engine, howler factory, platform scheduler, `Date.now`) whose resolver asks
   * the simulator's `/song/url/v1`, over a memory storage holding `saved`. It becomes current.
   */
  createRuntime({ saved }: RuntimeOptions): RuntimeSession {
    const engine = createHowlerEngine();
    const session = engineSession(engine);
    const notices: PlayerNotice[] = [];
    const resolutions: RuntimeSession['resolutions'] = [];
    const runtime = createPlayerRuntime({
      engine,
      scheduler: platformTimers(),
      now: () => Date.now(),
      storage: createMemoryStorage(saved),
      resolver: {
        async resolve(track: PlayerTrack, { refetch }) {
          const { url } = await fetchSongUrl(track.id);
          resolutions.push({ refetch, url, at: performance.now() });
          if (!url) throw new Error(`no URL for ${String(track.id)}`);
          return url;
        },
      },
    });
    runtime.subscribe((event) => {
      if (event.type === 'notice') notices.push(event.notice);
    });
    currentRuntime = { ...session, runtime, notices, resolutions };
    currentEngine = currentRuntime;
    return currentRuntime;
  },

  runtime(): RuntimeSession {
    return required(currentRuntime, 'runtime');
  },

  /**
   * Routes the current sound's media element through a flat {@link createEqualizerGraph} into an
   * AnalyserNode (no smoothing) and on to the speakers, on howler's AudioContext — the context the
   * factory suspends and resumes — or a new one when howler has none.
   */
  async wireEqualizer(fftSize = 16384): Promise<{ sampleRate: number; contextState: string }> {
    const element = required(playerHarness.engine().mediaElement(), 'media element');
    const context = audioContextOnDemand() ?? new AudioContext();
    if (context.state !== 'running') await context.resume();
    const graph = createEqualizerGraph(context);
    const analyser = context.createAnalyser();
    const inputAnalyser = context.createAnalyser();
    for (const node of [analyser, inputAnalyser]) {
      node.fftSize = fftSize;
      node.smoothingTimeConstant = 0;
    }
    context.createMediaElementSource(element).connect(graph.input);
    graph.input.connect(inputAnalyser);
    graph.output.connect(analyser);
    analyser.connect(context.destination);
    const state = resetEqualizer();
    graph.apply(state);
    currentEqualizer = { context, graph, analyser, inputAnalyser, state };
    return { sampleRate: context.sampleRate, contextState: context.state };
  },

  /** Sets one band's gain through the model (`setBandGain`) and applies it to the graph. */
  setBand(frequency: EqFrequency, gainDb: number): number {
    const eq = required(currentEqualizer, 'equalizer');
    eq.state = setBandGain(eq.state, frequency, gainDb);
    eq.graph.apply(eq.state);
    return (
      eq.graph.filters.find((filter) => filter.frequency.value === frequency)?.gain.value ?? NaN
    );
  },

  /** The state of the equalizer's AudioContext ('running', 'suspended', 'closed'). */
  equalizerContextState(): AudioContextState {
    return required(currentEqualizer, 'equalizer').context.state;
  },

  /** Selects a preset (`applyPreset`) and applies it. */
  applyPreset(name: EqPresetName): void {
    const eq = required(currentEqualizer, 'equalizer');
    eq.state = applyPreset(eq.state, name);
    eq.graph.apply(eq.state);
  },

  /** Turns bypass on or off (`setBypass`) and applies it. */
  setBypass(bypass: boolean): void {
    const eq = required(currentEqualizer, 'equalizer');
    eq.state = setBypass(eq.state, bypass);
    eq.graph.apply(eq.state);
  },

  /** Back to the flat default (`resetEqualizer`), applied. */
  resetEqualizer(): void {
    const eq = required(currentEqualizer, 'equalizer');
    eq.state = resetEqualizer();
    eq.graph.apply(eq.state);
  },

  /**
   * The level at `frequencyHz`: waits `settleMs` (a full analyser window and then some, so the
   * read reflects the current filter settings), then averages `reads` reads `gapMs` apart.
   */
  async levelAt(
    frequencyHz: number,
    { reads = 5, gapMs = 120, settleMs = 600, spreadBins = 3 } = {},
  ): Promise<LevelReading> {
    const { analyser, inputAnalyser, context } = required(currentEqualizer, 'equalizer');
    await sleep(settleMs);
    const spectrum = new Float32Array(analyser.frequencyBinCount);
    const inputSpectrum = new Float32Array(inputAnalyser.frequencyBinCount);
    const bin = Math.round((frequencyHz * analyser.fftSize) / context.sampleRate);
    const after: number[] = [];
    const before: number[] = [];
    for (let read = 0; read < reads; read += 1) {
      if (read > 0) await sleep(gapMs);
      // Both in one task: the two analysers see the same render quantum.
      analyser.getFloatFrequencyData(spectrum);
      inputAnalyser.getFloatFrequencyData(inputSpectrum);
      after.push(peakAround(spectrum, bin, spreadBins));
      before.push(peakAround(inputSpectrum, bin, spreadBins));
    }
    const mean = (values: number[]) =>
      values.reduce((sum, value) => sum + value, 0) / values.length;
    return {
      levelDb: mean(after),
      inputDb: mean(before),
      gainDb: mean(after.map((value, index) => value - (before[index] ?? NaN))),
      reads: after,
      peakHz: strongestHz(spectrum, context.sampleRate, analyser.fftSize),
    };
  },

  /**
   * Position against page time over `ms`: how many media seconds passed per wall second.
   */
  async playbackSpeed(ms: number): Promise<{ ratio: number; fromSec: number; toSec: number }> {
    const session = playerHarness.engine();
    const fromSec = session.position();
    const start = performance.now();
    await sleep(ms);
    const toSec = session.position();
    const elapsedSec = (performance.now() - start) / 1000;
    return { ratio: (toSec - fromSec) / elapsedSec, fromSec, toSec };
  },

  sleep,
};

/** What the specs reach as `window.playerHarness`. */
export type PlayerHarness = typeof playerHarness;

declare global {
  interface Window {
    playerHarness: PlayerHarness;
  }
}

window.playerHarness = playerHarness;
