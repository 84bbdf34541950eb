import { PLAYER_LIMITS } from '../constants/timing';
import { PROGRESS_INTERVAL_MS } from './audio-engine';
import type { FakeSound } from './testing/fake-sound-factory';
import { engineLoadRequest, setupEngine } from './testing/engine-harness';

// The engine's chained next song (gapless and crossfade): what `chain` makes, how `load` adopts
// the chained sound as the next current one, and what lets it go (stop, another load, a swap).

const T0 = 1_700_000_000_000;
const URL_A = 'https://cdn.example/song-a.mp3';
const URL_B = 'https://cdn.example/song-b.mp3';
const URL_C = 'https://cdn.example/song-c.mp3';
const DURATION_SEC = 180;

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
});

afterEach(() => {
  jest.useRealTimers();
});

/** Loads URL_A (load id 1, decoded when `gapless`) and plays it; its events are then cleared. */
function playingA(gapless = false) {
  const harness = setupEngine({ durationSec: DURATION_SEC });
  harness.engine.load(engineLoadRequest(URL_A, gapless ? { gapless } : {}));
  const a = harness.factory.latest();
  a.fire('load');
  a.fire('play');
  harness.events.length = 0;
  return { ...harness, a };
}

/** Chains URL_B with a crossfade of `overlapSec`, runs to its start; returns B, playing. */
function crossfading(harness: ReturnType<typeof playingA>, overlapSec = 5): FakeSound {
  harness.a.setPosition(DURATION_SEC - overlapSec);
  harness.engine.chain({ url: URL_B, overlapSec });
  const b = harness.factory.latest();
  jest.advanceTimersByTime(0);
  b.fire('load');
  b.fire('play');
  return b;
}

describe('createAudioEngine: chain', () => {
  it('makes a preloading streamed sound for a crossfade, a decoded one for a gapless chain', () => {
    const { engine, factory } = playingA(true);
    const base = { format: 'mp3', pool: PLAYER_LIMITS.audioPoolSize, preload: true };
    engine.chain({ url: URL_B, overlapSec: 4 });
    expect(factory.latest().options).toEqual({ src: URL_B, ...base });
    engine.chain({ url: URL_C, overlapSec: 0 });
    expect(factory.latest().options).toEqual({ src: URL_C, ...base, decoded: true });
    expect(factory.latest().chainedAfter).toBe(factory.soundAt(0));
    // The crossfaded one was let go for the gapless one.
    expect(factory.soundAt(1).unloaded).toBe(true);
  });

  it('ignores a chain without a current sound, of the current URL, empty or undecodable', () => {
    const idle = setupEngine();
    idle.engine.chain({ url: URL_B, overlapSec: 0 });
    expect(idle.factory.sounds).toEqual([]);
    const { engine, factory } = playingA();
    factory.setCanPlay('aac', false);
    engine.chain({ url: URL_A, overlapSec: 0 });
    engine.chain({ url: '', overlapSec: 0 });
    engine.chain({ url: 'https://upos.example/stream?id=3', format: 'aac', overlapSec: 0 });
    expect(factory.sounds).toHaveLength(1);
  });

  it('chains the sound already preloaded for the URL instead of making another', () => {
    const { engine, factory } = playingA();
    engine.preload(URL_B);
    const preloaded = factory.latest();
    engine.chain({ url: URL_B, overlapSec: 3 });
    expect(factory.sounds).toHaveLength(2);
    factory.soundAt(0).setPosition(DURATION_SEC - 3);
    engine.seek(DURATION_SEC - 3);
    jest.advanceTimersByTime(0);
    expect(preloaded.callsOf('play')).toHaveLength(1);
  });

  it('starts a crossfade at the engine volume, overlapSec before the end', () => {
    const { engine, factory, a } = playingA();
    engine.setVolume(0.6);
    engine.chain({ url: URL_B, overlapSec: 5 });
    const b = factory.latest();
    jest.advanceTimersByTime((DURATION_SEC - 5) * 1000 - 1);
    expect(b.callsOf('play')).toEqual([]);
    a.setPosition(DURATION_SEC - 5);
    jest.advanceTimersByTime(1);
    expect(b.callsOf('fade')).toEqual([[0, 0.6, 5000]]);
    expect(a.callsOf('fade')).toEqual([[0.6, 0, 5000]]);
  });

  it("undoes a crossfade on the current sound's pause and runs it again on play", () => {
    const harness = playingA();
    const { engine, a, events } = harness;
    const b = crossfading(harness);
    engine.pause();
    a.fire('pause');
    expect(events).toEqual([{ type: 'paused', loadId: 1 }]);
    expect(b.callsOf('stop')).toHaveLength(1);
    expect(a.callsOf('volume').at(-1)).toEqual([1]);
    engine.play();
    a.fire('play');
    jest.advanceTimersByTime(0);
    expect(b.callsOf('play')).toHaveLength(2);
  });

  it('times the crossfade again on a seek and on a rate change', () => {
    const { engine, factory, a } = playingA();
    engine.chain({ url: URL_B, overlapSec: 5 });
    const b = factory.latest();
    engine.seek(100);
    jest.advanceTimersByTime(75_000 - 1);
    expect(b.callsOf('play')).toEqual([]);
    engine.setRate(2);
    // From 100 s again (the fake's position stays): 75 s of media at twice the speed.
    jest.advanceTimersByTime(37_500 - 1);
    expect(b.callsOf('play')).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(b.callsOf('play')).toHaveLength(1);
    expect(a.callsOf('rate').at(-1)).toEqual([2]);
  });
});

describe('createAudioEngine: load adopts the chained sound', () => {
  it('playing already: reports playing at once, once, and reports its progress', () => {
    const harness = playingA();
    const { engine, factory, a, events } = harness;
    const b = crossfading(harness);
    a.fire('end');
    expect(events).toEqual([{ type: 'ended', loadId: 1 }]);
    expect(engine.load(engineLoadRequest(URL_B, { loadId: 2 }))).toBe(true);
    expect(factory.sounds).toHaveLength(2);
    expect(engine.currentSound()).toBe(b);
    expect(a.unloaded).toBe(true);
    expect(b.unloaded).toBe(false);
    expect(b.callsOf('volume').at(-1)).toEqual([1]);
    b.fire('play');
    b.setPosition(3);
    jest.advanceTimersByTime(PROGRESS_INTERVAL_MS);
    expect(events.slice(1)).toEqual([
      { type: 'playing', loadId: 2 },
      { type: 'progress', loadId: 2, positionSec: 3, durationSec: DURATION_SEC },
    ]);
    // Adopting released the lock: the next load is accepted at once.
    expect(engine.load(engineLoadRequest(URL_C, { loadId: 3 }))).toBe(true);
  });

  it('loaded but not started (skipped before the boundary): starts it at once', () => {
    const { engine, factory, events } = playingA(true);
    engine.chain({ url: URL_B, overlapSec: 0 });
    const b = factory.latest();
    b.fire('load');
    engine.load(engineLoadRequest(URL_B, { loadId: 2 }));
    expect(b.callsOf('play')).toHaveLength(1);
    b.fire('play');
    expect(events).toEqual([{ type: 'playing', loadId: 2 }]);
  });

  it('still loading: plays it on its load', () => {
    const { engine, factory } = playingA();
    engine.chain({ url: URL_B, overlapSec: 0 });
    const b = factory.latest();
    engine.load(engineLoadRequest(URL_B, { loadId: 2, startAtSec: 12 }));
    expect(factory.sounds).toHaveLength(2);
    expect(b.callsOf('play')).toEqual([]);
    b.fire('load');
    expect(b.calls.filter((call) => ['seek', 'play'].includes(call.method))).toEqual([
      { method: 'seek', args: [12] },
      { method: 'play', args: [] },
    ]);
  });

  it('a load of another URL unloads the chained sound and makes a new one', () => {
    const { engine, factory } = playingA();
    engine.chain({ url: URL_B, overlapSec: 0 });
    const b = factory.latest();
    engine.load(engineLoadRequest(URL_C, { loadId: 2 }));
    expect(b.unloaded).toBe(true);
    expect(factory.latest().options.src).toBe(URL_C);
    // Nothing is chained any more: a later load of B makes a new sound too.
    engine.resetLock();
    engine.load(engineLoadRequest(URL_B, { loadId: 3 }));
    expect(factory.latest()).not.toBe(b);
  });
});

describe('createAudioEngine: gapless load, stop, swap and dispose', () => {
  it('asks the factory for a decoded sound only for a gapless load', () => {
    const gapless = setupEngine();
    gapless.engine.load(engineLoadRequest(URL_A, { gapless: true }));
    expect(gapless.factory.latest().options).toMatchObject({ src: URL_A, decoded: true });
    const plain = setupEngine();
    plain.engine.load(engineLoadRequest(URL_A, { gapless: false }));
    expect(plain.factory.latest().options).not.toHaveProperty('decoded');
  });

  it('stop() lets the chained sound go, with the current one', () => {
    const harness = playingA();
    const b = crossfading(harness);
    harness.engine.stop();
    expect(b.unloaded).toBe(true);
    expect(harness.a.callsOf('stop')).toHaveLength(1);
    expect(harness.a.unloaded).toBe(false);
  });

  it('dispose() unloads the chained sound', () => {
    const { engine, factory } = playingA();
    engine.chain({ url: URL_B, overlapSec: 4 });
    engine.dispose();
    expect(factory.latest().unloaded).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('swap of a loaded decoded sound keeps the sound and only takes the new URL', () => {
    const { engine, factory, a } = playingA(true);
    const fresh = `${URL_A}?v=2`;
    engine.pause();
    a.fire('pause');
    const resumesBefore = factory.resumeCount;
    expect(engine.swapSource({ url: fresh, play: false })).toBe(true);
    expect(factory.sounds).toEqual([a]);
    expect(a.unloaded).toBe(false);
    // Only the load's own play: kept paused.
    expect(a.callsOf('play')).toHaveLength(1);
    // The current URL is the fresh one now: a chain or preload of it is ignored.
    engine.chain({ url: fresh, overlapSec: 0 });
    engine.preload(fresh);
    expect(factory.sounds).toHaveLength(1);
    expect(engine.swapSource({ url: `${URL_A}?v=3`, play: true })).toBe(true);
    expect(a.callsOf('play')).toHaveLength(2);
    expect(factory.resumeCount).toBe(resumesBefore + 1);
  });

  it('swap of a decoded sound that never loaded moves it as any other', () => {
    const { engine, factory } = setupEngine();
    engine.load(engineLoadRequest(URL_A, { gapless: true }));
    const old = factory.latest();
    engine.swapSource({ url: `${URL_A}?v=2`, play: false });
    expect(old.unloaded).toBe(true);
    expect(factory.latest().options.src).toBe(`${URL_A}?v=2`);
  });

  it('swap of a streamed sound lets the chained sound go', () => {
    const { engine, factory } = playingA();
    engine.chain({ url: URL_B, overlapSec: 0 });
    const b = factory.latest();
    engine.swapSource({ url: `${URL_A}?v=2`, play: true });
    expect(b.unloaded).toBe(true);
  });

  // A seek while the renewed URL waits (`sourceOutdated`) comes as swap-source with a position.
  it('swap of a loaded decoded sound with positionSec seeks it there', () => {
    const { engine, factory, a } = playingA(true);
    a.setPosition(20);
    expect(engine.swapSource({ url: `${URL_A}?v=2`, positionSec: 120, play: true })).toBe(true);
    expect(factory.sounds).toEqual([a]);
    expect(a.seek()).toBe(120);
  });

  it('stop() during a crossfade gives the current sound its volume back', () => {
    const harness = playingA();
    crossfading(harness);
    expect(harness.a.callsOf('fade').at(-1)).toEqual([1, 0, 5000]);
    harness.engine.stop();
    expect(harness.a.callsOf('volume').at(-1)).toEqual([1]);
  });
});
