import type { EngineEvent, SoundHandle } from '../lib/engine/audio-engine.types';
import type {
  ElementGainPort,
  LoudnessMeasurePort,
  PlayedLoudness,
} from '../lib/engine/element-gain';
import { createEqualizerController } from '../lib/equalizer/equalizer-controller';
import { createDecodedSound, decodedOutputOf } from './decoded-sound';
import { connectEqualizerOutput, type EqualizerOutputOptions } from './equalizer-output';
import type { LoudnessTaps } from './loudness-taps';

/** An AudioParam as far as the output uses it: its value and its last scheduled target. */
class FakeParam {
  value = 1;
  target: { value: number; timeConstant: number } | null = null;
  setTargetAtTime(value: number, _start: number, timeConstant: number): void {
    this.target = { value, timeConstant };
  }
}

class FakeNode {
  readonly outputs: FakeNode[] = [];
  readonly gain = new FakeParam();
  readonly frequency = { value: 0 };
  readonly Q = { value: 0 };
  type = '';
  constructor(
    readonly context: { currentTime: number },
    readonly label: string,
  ) {}
  connect(destination: FakeNode): FakeNode {
    this.outputs.push(destination);
    return destination;
  }
  disconnect(): void {
    this.outputs.length = 0;
  }
}

/** Web Audio as far as the output uses it; jest's node environment has none. */
function fakeAudio() {
  const context = { currentTime: 12 } as { currentTime: number } & Record<string, unknown>;
  const sources = new Map<unknown, FakeNode>();
  Object.assign(context, {
    destination: new FakeNode(context, 'destination'),
    createGain: () => new FakeNode(context, 'gain'),
    createBiquadFilter: () => new FakeNode(context, 'biquad'),
    createMediaElementSource: (element: unknown) => {
      if (sources.has(element)) throw new Error('element already has a source');
      const source = new FakeNode(context, 'source');
      sources.set(element, source);
      return source;
    },
  });
  return { context: context as unknown as AudioContext, sources };
}

/** A howler sound whose element plays `src` (the shape `mediaElementOf` reads). */
function soundOn(element: { src: string; currentSrc: string }): SoundHandle {
  return { howl: { _sounds: [{ _node: element }] } } as unknown as SoundHandle;
}

function fakeEngine() {
  let listener: ((event: EngineEvent) => void) | null = null;
  let current: SoundHandle | null = null;
  return {
    engine: {
      subscribe: (next: (event: EngineEvent) => void) => {
        listener = next;
        return () => (listener = null);
      },
      currentSound: () => current,
    },
    play(sound: SoundHandle) {
      current = sound;
      listener?.({ type: 'playing', loadId: 1 });
    },
    end() {
      listener?.({ type: 'ended', loadId: 1 });
    },
  };
}

function fakeGain(factors: Record<string, number>) {
  let changed: (() => void) | null = null;
  const gain: ElementGainPort = {
    factorFor: (src) => factors[src] ?? 1,
    subscribe: (listener) => {
      changed = listener;
      return () => (changed = null);
    },
  };
  return { gain, factors, change: () => changed?.() };
}

/** The output under test on the fake audio and engine, with the options a test adds. */
const connect = (
  audio: ReturnType<typeof fakeAudio>,
  player: ReturnType<typeof fakeEngine>,
  extra: Partial<EqualizerOutputOptions> = {},
) =>
  connectEqualizerOutput({
    engine: player.engine,
    equalizer: equalizer(),
    context: () => audio.context,
    ...extra,
  });

const equalizer = () =>
  createEqualizerController({
    storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
  });

describe('connectEqualizerOutput with a gain per song', () => {
  it('puts the song gain between the element and the equalizer, set for its URL', () => {
    const audio = fakeAudio();
    const player = fakeEngine();
    const { gain } = fakeGain({ 'https://m/loud.mp3': 0.4 });
    connect(audio, player, { gain });
    const element = { src: 'https://m/loud.mp3', currentSrc: 'https://m/loud.mp3' };
    player.play(soundOn(element));
    const source = audio.sources.get(element);
    const stage = source?.outputs[0];
    expect(stage?.label).toBe('gain');
    expect(stage?.gain.value).toBe(0.4);
    // The stage feeds the equalizer's input (a gain node followed by the ten filters).
    expect(stage?.outputs[0]?.outputs[0]?.label).toBe('biquad');
  });

  it('sets a pooled element again when it starts another song, wiring it only once', () => {
    const audio = fakeAudio();
    const player = fakeEngine();
    const { gain } = fakeGain({ 'https://m/a.mp3': 0.5, 'https://m/b.mp3': 1.8 });
    connect(audio, player, { gain });
    const element = { src: 'https://m/a.mp3', currentSrc: 'https://m/a.mp3' };
    player.play(soundOn(element));
    element.src = element.currentSrc = 'https://m/b.mp3';
    player.play(soundOn(element));
    expect(audio.sources.size).toBe(1);
    expect(audio.sources.get(element)?.outputs[0]?.gain.value).toBe(1.8);
  });

  it('glides the playing song to its new factor when the factors change', () => {
    const audio = fakeAudio();
    const player = fakeEngine();
    const control = fakeGain({ 'https://m/a.mp3': 0.5 });
    connect(audio, player, { gain: control.gain });
    const element = { src: 'https://m/a.mp3', currentSrc: 'https://m/a.mp3' };
    player.play(soundOn(element));
    control.factors['https://m/a.mp3'] = 1;
    control.change();
    const param = audio.sources.get(element)?.outputs[0]?.gain;
    expect(param?.target).toEqual({ value: 1, timeConstant: expect.any(Number) });
    expect(param?.target?.timeConstant).toBeGreaterThan(0);
    expect(param?.target?.timeConstant).toBeLessThanOrEqual(0.1);
  });

  it('stops following the factors once disconnected', () => {
    const audio = fakeAudio();
    const player = fakeEngine();
    const control = fakeGain({});
    const disconnect = connect(audio, player, { gain: control.gain });
    const element = { src: 'https://m/a.mp3', currentSrc: 'https://m/a.mp3' };
    player.play(soundOn(element));
    disconnect();
    control.change();
    expect(audio.sources.get(element)?.outputs[0]?.gain.target).toBeNull();
  });

  it('leaves every song at unity without a gain port', () => {
    const audio = fakeAudio();
    const player = fakeEngine();
    connect(audio, player);
    const element = { src: 'https://m/a.mp3', currentSrc: 'https://m/a.mp3' };
    player.play(soundOn(element));
    expect(audio.sources.get(element)?.outputs[0]?.gain.value).toBe(1);
  });
});

describe('connectEqualizerOutput with decoded sounds', () => {
  const SRC = 'https://m/album-1.mp3';
  /** A file that never arrives: only the sound's wiring is under test. */
  const neverAnswered = () => new Promise<Response>(() => undefined);
  const decodedOn = (audio: ReturnType<typeof fakeAudio>) =>
    createDecodedSound({ src: SRC, context: audio.context, fetch: neverAnswered });

  it('wires each one when it is made: its song gain, then the equalizer; unwired at unload', () => {
    const audio = fakeAudio();
    const { gain, factors, change } = fakeGain({ [SRC]: 0.5 });
    const disconnect = connect(audio, fakeEngine(), { gain });
    const sound = decodedOn(audio);
    const stage = (decodedOutputOf(sound) as unknown as FakeNode).outputs[0];
    expect(stage?.label).toBe('gain');
    expect(stage?.gain.value).toBe(0.5);
    expect(stage?.outputs[0]?.outputs[0]?.label).toBe('biquad');
    // Not current yet (chained), it follows a change of the factors all the same.
    factors[SRC] = 0.25;
    change();
    expect(stage?.gain.target?.value).toBe(0.25);
    sound.unload();
    expect(stage?.outputs).toEqual([]);
    disconnect();
  });

  it('plays straight to the speakers once the equalizer could not be built', () => {
    const audio = fakeAudio();
    const unavailable: unknown[] = [];
    Object.assign(audio.context, {
      createBiquadFilter: () => {
        throw new Error('no filters');
      },
    });
    const disconnect = connect(audio, fakeEngine(), { onUnavailable: (e) => unavailable.push(e) });
    const stage = (decodedOutputOf(decodedOn(audio)) as unknown as FakeNode).outputs[0];
    expect(stage?.outputs[0]?.label).toBe('destination');
    expect(unavailable).toHaveLength(1);
    disconnect();
  });
});

/** Taps that report, for each element, a measure of what it was started on. */
function fakeTaps() {
  const started: string[] = [];
  const measuring = new Map<unknown, string>();
  const taps: LoudnessTaps = {
    start: (element) => {
      started.push(element.currentSrc);
      measuring.set(element, element.currentSrc);
    },
    finish: async (element) => {
      const src = measuring.get(element);
      measuring.delete(element);
      return src ? { integratedLufs: src.length * -1, samplePeak: 0.5, durationSec: 60 } : null;
    },
  };
  return { taps, started };
}

function measurePort(wanted: string[]) {
  const measures: Array<[string, PlayedLoudness]> = [];
  const port: LoudnessMeasurePort = {
    wants: (src) => wanted.includes(src),
    measured: (src, loudness) => measures.push([src, loudness]),
  };
  return { port, measures };
}

describe('connectEqualizerOutput measuring songs', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('measures a wanted song from its start until another song plays, and hands the measure back', async () => {
    const audio = fakeAudio();
    const player = fakeEngine();
    const taps = fakeTaps();
    const measure = measurePort(['https://v/part1.m4a']);
    connect(audio, player, { measure: measure.port, taps: () => taps.taps });
    const first = { src: 'https://v/part1.m4a', currentSrc: 'https://v/part1.m4a' };
    const second = { src: 'https://m/netease.mp3', currentSrc: 'https://m/netease.mp3' };
    player.play(soundOn(first));
    player.play(soundOn(first));
    expect(taps.started).toEqual(['https://v/part1.m4a']);
    expect(measure.measures).toEqual([]);
    player.play(soundOn(second));
    await settle();
    expect(taps.started).toEqual(['https://v/part1.m4a']);
    expect(measure.measures).toEqual([
      ['https://v/part1.m4a', { integratedLufs: -19, samplePeak: 0.5, durationSec: 60 }],
    ]);
  });

  it('hands the measure back when the song ends', async () => {
    const audio = fakeAudio();
    const player = fakeEngine();
    const taps = fakeTaps();
    const measure = measurePort(['https://v/a.m4a']);
    connect(audio, player, { measure: measure.port, taps: () => taps.taps });
    player.play(soundOn({ src: 'https://v/a.m4a', currentSrc: 'https://v/a.m4a' }));
    player.end();
    await settle();
    expect(measure.measures.map(([src]) => src)).toEqual(['https://v/a.m4a']);
  });

  it('measures a pooled element again for its next wanted song', async () => {
    const audio = fakeAudio();
    const player = fakeEngine();
    const taps = fakeTaps();
    const measure = measurePort(['https://v/a.m4a', 'https://v/bb.m4a']);
    connect(audio, player, { measure: measure.port, taps: () => taps.taps });
    const element = { src: 'https://v/a.m4a', currentSrc: 'https://v/a.m4a' };
    player.play(soundOn(element));
    element.src = element.currentSrc = 'https://v/bb.m4a';
    player.play(soundOn(element));
    await settle();
    expect(taps.started).toEqual(['https://v/a.m4a', 'https://v/bb.m4a']);
    expect(measure.measures.map(([src]) => src)).toEqual(['https://v/a.m4a']);
  });
});
