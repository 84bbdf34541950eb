import { createFakeSoundFactory } from '../lib/engine/testing/fake-sound-factory';
import {
  createDecodedSound,
  decodedOutputOf,
  routeDecodedSounds,
  type DecodedSound,
} from './decoded-sound';

// The decoded sound over a hand-written Web Audio fake: an audio clock the test advances, buffer
// sources that record when and from where they start, and a fetch the test answers. Only what
// createDecodedSound touches is faked.

/** An AudioParam recording its automation as [kind, ...values]. */
class FakeParam {
  value = 1;
  readonly events: Array<[string, ...number[]]> = [];
  setValueAtTime = (value: number, at: number) => this.events.push(['set', value, at]);
  linearRampToValueAtTime = (value: number, at: number) => this.events.push(['ramp', value, at]);
  cancelScheduledValues = (at: number) => this.events.push(['cancel', at]);
}

class FakeNode {
  readonly connectedTo: unknown[] = [];
  disconnected = false;
  connect = (target: unknown) => this.connectedTo.push(target);
  disconnect = () => (this.disconnected = true);
}

class FakeGain extends FakeNode {
  readonly gain = new FakeParam();
}

/** A buffer source recording its start; `finish()` plays it out (its `onended`). */
class FakeSource extends FakeNode {
  buffer: unknown = null;
  readonly playbackRate = new FakeParam();
  onended: (() => void) | null = null;
  started: [when: number, offset: number] | null = null;
  stopped = false;
  start = (when: number, offset: number) => (this.started = [when, offset]);
  stop = () => (this.stopped = true);
  finish() {
    this.stopped = true;
    this.onended?.();
  }
}

/** An AudioContext whose clock (`currentTime`) the test sets. */
class FakeContext {
  currentTime = 0;
  readonly destination = new FakeNode();
  readonly sources: FakeSource[] = [];
  createGain = () => new FakeGain();
  createBufferSource() {
    const source = new FakeSource();
    this.sources.push(source);
    return source;
  }
  /** The fake fetch's bytes carry the song's length, a byte a second; no bytes do not decode. */
  decodeAudioData(bytes: ArrayBuffer) {
    return bytes.byteLength > 0
      ? Promise.resolve({ duration: bytes.byteLength })
      : Promise.reject(new Error('EncodingError'));
  }
  /** The sources of `sound` not stopped nor played out. */
  liveSourcesOf(sound: DecodedSound) {
    const output = decodedOutputOf(sound);
    return this.sources.filter((node) => !node.stopped && node.connectedTo.includes(output));
  }
}

const SRC_A = 'https://cdn.example/a.mp3';
const SRC_B = 'https://cdn.example/b.mp3';
/** A sound of another kind (streamed): neither chainable nor routed. */
const STREAMED = createFakeSoundFactory().create({
  src: SRC_B,
  format: 'mp3',
  pool: 5,
  preload: true,
});

/** Lets the fetch, its body and the decode settle (real timers: this spec has no others). */
const flush = () => new Promise((resolve) => setImmediate(resolve));

/**
 * A fake context; sounds made on it with a fetch answering each URL with its length in seconds
 * (100 unless told) or an HTTP error status; their events heard as `a:play`, `b:loaderror:…`.
 */
function setup(answers: Record<string, number | { status: number }> = {}) {
  const context = new FakeContext();
  const fetchFn = (src: string) => {
    const answer = answers[src] ?? 100;
    const ok = typeof answer === 'number';
    const bytes = new ArrayBuffer(ok ? answer : 0);
    return Promise.resolve({ ok, status: ok ? 200 : answer.status, arrayBuffer: () => bytes });
  };
  const heard: string[] = [];
  const make = (src: string) => {
    const sound = createDecodedSound({
      src,
      context: context as unknown as AudioContext,
      fetch: fetchFn as unknown as typeof fetch,
    });
    // 'https://cdn.example/a.mp3' is heard as 'a'.
    const name = src.slice(-5, -4);
    for (const event of ['load', 'play', 'pause', 'end', 'loaderror'] as const) {
      sound.on(event, (error?: unknown) =>
        heard.push([name, event, ...(error === undefined ? [] : [String(error)])].join(':')),
      );
    }
    return sound;
  };
  /** The one live source of `sound` (throws otherwise). */
  const sourceOf = (sound: DecodedSound) => {
    const [node, ...more] = context.liveSourcesOf(sound);
    if (!node || more.length > 0) throw new Error('expected exactly one live source');
    return node;
  };
  return { context, make, heard, sourceOf };
}

describe('createDecodedSound: load', () => {
  it('fetches and decodes the song, then reports load with its length', async () => {
    const { make, heard } = setup({ [SRC_A]: 240 });
    const sound = make(SRC_A);
    expect([sound.state(), sound.duration(), sound.playing()]).toEqual(['loading', 0, false]);
    await flush();
    expect(heard).toEqual(['a:load']);
    expect([sound.state(), sound.duration()]).toEqual(['loaded', 240]);
  });

  it('reports an HTTP error status, and a file that does not decode, as loaderror', async () => {
    const answers = { [SRC_A]: { status: 403 }, [SRC_B]: 0, 'https://cdn.example/c.mp3': 60 };
    const { make, heard } = setup(answers);
    const forbidden = make(SRC_A);
    make(SRC_B);
    // Unloaded before its answer: neither its load nor an error is told.
    make('https://cdn.example/c.mp3').unload();
    await flush();
    expect(heard).toEqual(['a:loaderror:Error: HTTP 403', 'b:loaderror:Error: EncodingError']);
    expect(forbidden.state()).toBe('loading');
  });

  it('plays once loaded when play came first', async () => {
    const { context, make, heard, sourceOf } = setup();
    const sound = make(SRC_A);
    sound.play();
    expect(context.sources).toEqual([]);
    context.currentTime = 2;
    await flush();
    expect(heard).toEqual(['a:load', 'a:play']);
    expect(sourceOf(sound).started).toEqual([2, 0]);
    expect(sound.playing()).toBe(true);
  });
});

describe('createDecodedSound: playing', () => {
  it('tracks the position on the audio clock through pause, seek and rate', async () => {
    const { context, make, heard, sourceOf } = setup();
    const sound = make(SRC_A);
    await flush();
    sound.play();
    context.currentTime = 10;
    expect(sound.seek()).toBe(10);
    sound.pause();
    context.currentTime = 50;
    expect([sound.seek(), sound.playing()]).toEqual([10, false]);
    sound.play();
    expect(sourceOf(sound).started).toEqual([50, 10]);
    expect(sound.seek(30)).toBe(30);
    expect(sourceOf(sound).started).toEqual([50, 30]);
    sound.rate(2);
    expect(sourceOf(sound).playbackRate.events).toEqual([['set', 2, 50]]);
    context.currentTime = 55;
    expect(sound.seek()).toBe(40);
    // Paused, a seek only moves where the next play starts; past the end it lands at the end.
    sound.pause();
    expect(sound.seek(500)).toBe(100);
    expect(heard).toEqual(['a:load', 'a:play', 'a:pause', 'a:play', 'a:pause']);
  });

  it('ends at the end of the buffer, and plays again from the start', async () => {
    const { context, make, heard, sourceOf } = setup();
    const sound = make(SRC_A);
    await flush();
    sound.play();
    const first = sourceOf(sound);
    context.currentTime = 100;
    first.finish();
    expect([sound.playing(), sound.seek()]).toEqual([false, 0]);
    sound.play();
    expect(sourceOf(sound).started).toEqual([100, 0]);
    // A late end of a source already replaced is not this sound's end.
    first.onended?.();
    expect(heard).toEqual(['a:load', 'a:play', 'a:end', 'a:play']);
  });

  it('ignores a second play and an invalid rate; stop rewinds, unload ends it, both silently', async () => {
    const { context, make, heard } = setup();
    const sound = make(SRC_A);
    await flush();
    sound.play();
    sound.play();
    sound.rate(0);
    sound.rate(Number.NaN);
    context.currentTime = 20;
    expect([context.sources.length, sound.seek()]).toEqual([1, 20]);
    sound.stop();
    expect([sound.seek(), sound.playing()]).toEqual([0, false]);
    sound.play();
    sound.unload();
    sound.play();
    expect([sound.state(), sound.playing(), sound.duration()]).toEqual(['unloaded', false, 0]);
    expect(context.sources.map((node) => node.stopped)).toEqual([true, true]);
    expect((decodedOutputOf(sound) as unknown as FakeGain).disconnected).toBe(true);
    expect(heard).toEqual(['a:load', 'a:play', 'a:play']);
  });

  it('sets the volume and fades on its output gain', () => {
    const { context, make } = setup();
    const sound = make(SRC_A);
    const gain = decodedOutputOf(sound) as unknown as FakeGain;
    context.currentTime = 3;
    sound.fade(1, 0, 2500);
    expect(gain.gain.events).toEqual([
      ['cancel', 3],
      ['set', 1, 3],
      ['ramp', 0, 5.5],
    ]);
    sound.volume(0.4);
    expect(gain.gain.value).toBe(0.4);
    expect(gain.gain.events.at(-1)).toEqual(['cancel', 3]);
  });
});

describe('createDecodedSound: chainAfter', () => {
  /** A (100 s) playing from 0 on the clock, and B (60 s) loaded, not chained yet. */
  async function pair() {
    const harness = setup({ [SRC_A]: 100, [SRC_B]: 60 });
    const a = harness.make(SRC_A);
    const b = harness.make(SRC_B);
    await flush();
    a.play();
    return { ...harness, a, b };
  }

  it("starts the successor at the predecessor's end: startedAt + (duration − offset) / rate", async () => {
    const { context, a, b, sourceOf } = await pair();
    context.currentTime = 10;
    a.seek(40);
    expect(b.chainAfter(a)).toBe(true);
    expect(sourceOf(b).started).toEqual([10 + (100 - 40) / 1, 0]);
    expect(b.playing()).toBe(true);
    context.currentTime = 20;
    a.rate(2);
    // At 20 s the position is 50: 50 s of media left at twice the speed.
    expect(sourceOf(b).started).toEqual([20 + (100 - 50) / 2, 0]);
  });

  it('schedules a successor that was chained before it loaded once it loads', async () => {
    const { context, make, sourceOf } = setup({ [SRC_A]: 100, [SRC_B]: 60 });
    const a = make(SRC_A);
    await flush();
    a.play();
    const b = make(SRC_B);
    expect(b.chainAfter(a)).toBe(true);
    expect(context.liveSourcesOf(b)).toEqual([]);
    await flush();
    expect(sourceOf(b).started).toEqual([100, 0]);
  });

  it('takes its start back when the predecessor pauses or stops, and again on its play', async () => {
    const { context, a, b, heard, sourceOf } = await pair();
    b.chainAfter(a);
    context.currentTime = 30;
    a.pause();
    expect([context.liveSourcesOf(b), b.playing()]).toEqual([[], false]);
    context.currentTime = 40;
    a.play();
    expect(sourceOf(b).started).toEqual([40 + 70, 0]);
    a.stop();
    expect(context.liveSourcesOf(b)).toEqual([]);
    expect(heard.filter((event) => event.startsWith('b:'))).toEqual(['b:load']);
  });

  it("reports play after the predecessor's end, and runs on from the boundary", async () => {
    const { context, a, b, heard, sourceOf } = await pair();
    b.chainAfter(a);
    const boundary = sourceOf(a);
    context.currentTime = 100;
    boundary.finish();
    expect(heard).toEqual(['a:load', 'b:load', 'a:play', 'a:end', 'b:play']);
    context.currentTime = 105;
    expect([a.playing(), b.playing(), b.seek()]).toEqual([false, true, 5]);
    // Started already: the predecessor playing again does not restart it.
    a.play();
    expect(sourceOf(b).started).toEqual([100, 0]);
  });

  it('refuses a sound that is not decoded, itself, and anything once unloaded', async () => {
    const { a, b } = await pair();
    expect(b.chainAfter(STREAMED)).toBe(false);
    expect(b.chainAfter(b)).toBe(false);
    b.unload();
    expect(b.chainAfter(a)).toBe(false);
  });

  it('a new successor takes the start from the earlier one', async () => {
    const { context, make, a, b, sourceOf } = await pair();
    b.chainAfter(a);
    const c = make('https://cdn.example/c.mp3');
    await flush();
    expect(c.chainAfter(a)).toBe(true);
    expect(context.liveSourcesOf(b)).toEqual([]);
    expect(sourceOf(c).started).toEqual([100, 0]);
  });
});

describe('routeDecodedSounds', () => {
  it('wires the sounds made while it routes, and unwires each at its unload', () => {
    const { context, make } = setup();
    const unwired: string[] = [];
    const route = jest.fn((_output: AudioNode, src: string) => () => unwired.push(src));
    const stop = routeDecodedSounds(route);
    const routed = make(SRC_A);
    const output = decodedOutputOf(routed) as unknown as FakeGain;
    expect(route).toHaveBeenCalledWith(output, SRC_A);
    expect(output.connectedTo).toEqual([]);
    routed.unload();
    expect(unwired).toEqual([SRC_A]);
    stop();
    const direct = make(SRC_B);
    expect((decodedOutputOf(direct) as unknown as FakeGain).connectedTo).toEqual([
      context.destination,
    ]);
    expect(route).toHaveBeenCalledTimes(1);
    expect(decodedOutputOf(STREAMED)).toBeNull();
  });

  it('a stale stop leaves a newer route in place', () => {
    const newer = jest.fn(() => () => undefined);
    const stopOlder = routeDecodedSounds(() => () => undefined);
    const stopNewer = routeDecodedSounds(newer);
    stopOlder();
    setup().make(SRC_A);
    stopNewer();
    expect(newer).toHaveBeenCalledTimes(1);
  });
});
