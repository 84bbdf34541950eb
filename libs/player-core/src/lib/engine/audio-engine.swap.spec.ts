import { PLAYER_LIMITS, PLAYER_TIMING } from '../constants/timing';
import { PROGRESS_INTERVAL_MS } from './audio-engine';
import { type FakeSound } from './testing/fake-sound-factory';
import { engineLoadRequest, setupEngine } from './testing/engine-harness';

// The current sound moved to a renewed URL of its song, in place (the machine's swap-source).

const T0 = 1_700_000_000_000;
const OLD = 'https://cdn.example/song-a.mp3?v=1';
const FRESH = 'https://cdn.example/song-a.mp3?v=2';

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
});

afterEach(() => {
  jest.useRealTimers();
});

/** Loads OLD (load id 7), plays it to `positionSec` and pauses it. */
function pausedAt(positionSec: number, durationSec = 200) {
  const harness = setupEngine({ durationSec });
  harness.engine.load(engineLoadRequest(OLD, { loadId: 7 }));
  const old = harness.factory.latest();
  old.fire('load');
  old.fire('play');
  old.setPosition(positionSec);
  harness.engine.pause();
  old.fire('pause');
  harness.events.length = 0;
  return { ...harness, old };
}

const callsOf = (sound: FakeSound, ...methods: string[]) =>
  sound.calls.filter((call) => methods.includes(call.method));

describe('createAudioEngine: swapSource', () => {
  it('paused: loads the fresh URL at the same position, keeps it paused, drops the old sound', () => {
    const { engine, factory, events, old } = pausedAt(93.5);
    expect(engine.swapSource({ url: FRESH, play: false })).toBe(true);
    const fresh = factory.latest();
    expect(fresh).not.toBe(old);
    expect(fresh.options).toEqual({
      src: FRESH,
      format: 'mp3',
      pool: PLAYER_LIMITS.audioPoolSize,
      preload: true,
    });
    expect(old.unloaded).toBe(true);
    fresh.fire('load');
    expect(callsOf(fresh, 'seek', 'play')).toEqual([{ method: 'seek', args: [93.5] }]);
    expect(events).toEqual([]);
    expect(engine.currentSound()).toBe(fresh);
  });

  it('plays the moved sound at play, under the same load id; the old sound is no longer heard', () => {
    const { engine, factory, events, old } = pausedAt(93.5);
    engine.swapSource({ url: FRESH, play: false });
    const fresh = factory.latest();
    fresh.fire('load');
    engine.play();
    expect(fresh.callsOf('play')).toHaveLength(1);
    fresh.fire('play');
    old.fire('play');
    old.fire('loaderror', 403);
    expect(events).toEqual([{ type: 'playing', loadId: 7 }]);
    fresh.setPosition(94);
    jest.advanceTimersByTime(PROGRESS_INTERVAL_MS);
    expect(events.at(-1)).toMatchObject({ type: 'progress', loadId: 7, positionSec: 94 });
  });

  it('keeps the volume and rate', () => {
    const { engine, factory } = pausedAt(10);
    engine.setVolume(0.3);
    engine.setRate(1.25);
    engine.swapSource({ url: FRESH, play: false });
    expect(factory.latest().callsOf('volume')).toEqual([[0.3]]);
    expect(factory.latest().callsOf('rate')).toEqual([[1.25]]);
  });

  it('playing, at a seek target: stops the old sound and plays the fresh one there', () => {
    const { engine, factory, events } = setupEngine({ durationSec: 200 });
    engine.load(engineLoadRequest(OLD, { loadId: 3 }));
    const old = factory.latest();
    old.fire('load');
    old.fire('play');
    events.length = 0;
    engine.swapSource({ url: FRESH, positionSec: 170, play: true });
    expect(old.callsOf('stop')).toHaveLength(1);
    expect(old.unloaded).toBe(true);
    const fresh = factory.latest();
    fresh.fire('load');
    expect(callsOf(fresh, 'seek', 'play')).toEqual([
      { method: 'seek', args: [170] },
      { method: 'play', args: [] },
    ]);
    fresh.fire('play');
    expect(events).toEqual([{ type: 'playing', loadId: 3 }]);
  });

  it('lands a target past the end before it, as a seek does', () => {
    const { engine, factory } = pausedAt(10, 120);
    engine.swapSource({ url: FRESH, positionSec: 500, play: true });
    factory.latest().fire('load');
    expect(factory.latest().callsOf('seek')).toEqual([[120 - PLAYER_LIMITS.seekEndMarginSeconds]]);
  });

  it('a sound that never loaded keeps its start position', () => {
    const { engine, factory } = setupEngine();
    engine.load(engineLoadRequest(OLD, { startAtSec: 61 }));
    engine.pause();
    engine.swapSource({ url: FRESH, play: false });
    factory.latest().fire('load');
    expect(factory.latest().callsOf('seek')).toEqual([[61]]);
  });

  it('a fresh URL that fails is retried once, then reported expired at the position', () => {
    const { engine, factory, events } = pausedAt(93.5);
    engine.swapSource({ url: FRESH, play: false });
    factory.latest().fire('loaderror', 403);
    jest.advanceTimersByTime(PLAYER_TIMING.loadRetryDelayMs);
    const retried = factory.latest();
    expect(retried.options.src).toBe(FRESH);
    retried.fire('loaderror', 403);
    expect(events).toEqual([{ type: 'url-expired', loadId: 7, positionSec: 93.5 }]);
  });

  it('cancels a retry pending on the old URL', () => {
    const { engine, factory } = pausedAt(20);
    factory.latest().fire('playerror', 'gone');
    engine.swapSource({ url: FRESH, play: false });
    const created = factory.sounds.length;
    jest.advanceTimersByTime(PLAYER_TIMING.loadRetryDelayMs);
    expect(factory.sounds).toHaveLength(created);
    expect(factory.sounds.filter((sound) => sound.options.src === OLD)).toHaveLength(1);
  });

  it('refuses with no current sound, an empty URL or an undecodable format', () => {
    const idle = setupEngine();
    expect(idle.engine.swapSource({ url: FRESH, play: false })).toBe(false);
    const { engine, factory, old } = pausedAt(5);
    factory.setCanPlay('aac', false);
    expect(engine.swapSource({ url: '', play: false })).toBe(false);
    const stream = 'https://upos.example/stream?id=2';
    expect(engine.swapSource({ url: stream, format: 'aac', play: false })).toBe(false);
    expect(engine.currentSound()).toBe(old);
    expect(old.unloaded).toBe(false);
  });
});

describe('createAudioEngine: dropPreload', () => {
  it('unloads and forgets a preloaded sound: a load of its URL makes a new one', () => {
    const { engine, factory } = setupEngine();
    engine.preload(OLD);
    const preloaded = factory.latest();
    engine.dropPreload(OLD);
    expect(preloaded.unloaded).toBe(true);
    engine.load(engineLoadRequest(OLD));
    expect(factory.latest()).not.toBe(preloaded);
    engine.dropPreload('https://cdn.example/never-preloaded.mp3');
  });
});
