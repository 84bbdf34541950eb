import { PLAYER_LIMITS, PLAYER_TIMING } from '../constants/timing';
import { PROGRESS_INTERVAL_MS } from './audio-engine';
import type { EngineEvent, EngineLoadRequest } from './audio-engine.types';
import { type FakeSound } from './testing/fake-sound-factory';
import { engineLoadRequest, setupEngine } from './testing/engine-harness';

const T0 = 1_700_000_000_000;
const URL_A = 'https://cdn.example/song-a.mp3';
const URL_B = 'https://cdn.example/song-b.mp3';
const URL_C = 'https://cdn.example/song-c.m4a';
const URL_D = 'https://cdn.example/song-d.mp3';
const request = (overrides: Partial<EngineLoadRequest> = {}) => engineLoadRequest(URL_A, overrides);

const setup = setupEngine;

/** Loads URL_A and makes it play; returns its sound. */
function playing(
  engine: ReturnType<typeof setup>['engine'],
  factory: ReturnType<typeof setup>['factory'],
): FakeSound {
  engine.load(request());
  const sound = factory.latest();
  sound.fire('load');
  sound.fire('play');
  return sound;
}

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('createAudioEngine: progress', () => {
  it('reports the position every PROGRESS_INTERVAL_MS while playing', () => {
    const { factory, engine, events } = setup({ durationSec: 200 });
    const sound = playing(engine, factory);
    events.length = 0;
    sound.setPosition(3);
    jest.advanceTimersByTime(PROGRESS_INTERVAL_MS - 1);
    expect(events).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(events).toEqual([{ type: 'progress', loadId: 1, positionSec: 3, durationSec: 200 }]);
    sound.setPosition(3.5);
    jest.advanceTimersByTime(PROGRESS_INTERVAL_MS);
    expect(events).toHaveLength(2);
    expect(events[1]).toEqual({ type: 'progress', loadId: 1, positionSec: 3.5, durationSec: 200 });
  });

  it('reports a position howler cannot give as 0', () => {
    const { factory, engine, events } = setup();
    const sound = playing(engine, factory);
    events.length = 0;
    sound.setPosition(Number.NaN);
    jest.advanceTimersByTime(PROGRESS_INTERVAL_MS);
    expect(events).toEqual([{ type: 'progress', loadId: 1, positionSec: 0, durationSec: 180 }]);
    expect(engine.position()).toBe(0);
  });

  it('stops on pause, reports paused, and starts again on play', () => {
    const { factory, engine, events } = setup();
    const sound = playing(engine, factory);
    engine.pause();
    expect(sound.callsOf('pause')).toHaveLength(1);
    sound.fire('pause');
    expect(events).toEqual([
      { type: 'playing', loadId: 1 },
      { type: 'paused', loadId: 1 },
    ]);
    events.length = 0;
    jest.advanceTimersByTime(PROGRESS_INTERVAL_MS * 4);
    expect(events).toEqual([]);
    engine.play();
    sound.fire('play');
    jest.advanceTimersByTime(PROGRESS_INTERVAL_MS);
    expect(events.map((event) => event.type)).toEqual(['playing', 'progress']);
  });

  it('stops on end and reports ended', () => {
    const { factory, engine, events } = setup();
    const sound = playing(engine, factory);
    sound.fire('end');
    events.length = 0;
    jest.advanceTimersByTime(PROGRESS_INTERVAL_MS * 4);
    expect(events).toEqual([]);
    sound.fire('end');
    expect(events).toEqual([{ type: 'ended', loadId: 1 }]);
  });

  it('stops on stop()', () => {
    const { factory, engine, events } = setup();
    const sound = playing(engine, factory);
    engine.stop();
    expect(sound.callsOf('stop')).toHaveLength(1);
    events.length = 0;
    jest.advanceTimersByTime(PROGRESS_INTERVAL_MS * 4);
    expect(events).toEqual([]);
  });
});

describe('createAudioEngine: idle suspend', () => {
  it.each<[string, (sound: FakeSound, engine: ReturnType<typeof setup>['engine']) => void]>([
    ['a pause', (sound) => sound.fire('pause')],
    ['the end of the song', (sound) => sound.fire('end')],
    ['stop()', (_sound, engine) => engine.stop()],
  ])('suspends the audio context idleSuspendMs after %s', (_label, goIdle) => {
    const { factory, engine } = setup();
    const sound = playing(engine, factory);
    goIdle(sound, engine);
    jest.advanceTimersByTime(PLAYER_TIMING.idleSuspendMs - 1);
    expect(factory.suspendCount).toBe(0);
    jest.advanceTimersByTime(1);
    expect(factory.suspendCount).toBe(1);
    jest.advanceTimersByTime(PLAYER_TIMING.idleSuspendMs * 2);
    expect(factory.suspendCount).toBe(1);
  });

  it('resumes the context on play() and cancels the countdown', () => {
    const { factory, engine } = setup();
    const sound = playing(engine, factory);
    const resumed = factory.resumeCount;
    sound.fire('pause');
    jest.advanceTimersByTime(PLAYER_TIMING.idleSuspendMs - 1);
    engine.play();
    expect(factory.resumeCount).toBe(resumed + 1);
    jest.advanceTimersByTime(PLAYER_TIMING.idleSuspendMs);
    expect(factory.suspendCount).toBe(0);
  });

  it('resumes the context when a sound starts playing, and on every load', () => {
    const { factory, engine } = setup();
    engine.load(request());
    expect(factory.resumeCount).toBe(1);
    const sound = factory.latest();
    sound.fire('load');
    sound.fire('play');
    expect(factory.resumeCount).toBe(2);
    sound.fire('pause');
    jest.advanceTimersByTime(PLAYER_TIMING.idleSuspendMs);
    expect(factory.suspendCount).toBe(1);
    sound.fire('play');
    expect(factory.resumeCount).toBe(3);
  });

  it('restarts the countdown on a second pause', () => {
    const { factory, engine } = setup();
    const sound = playing(engine, factory);
    sound.fire('pause');
    jest.advanceTimersByTime(PLAYER_TIMING.idleSuspendMs / 2);
    sound.fire('pause');
    jest.advanceTimersByTime(PLAYER_TIMING.idleSuspendMs - 1);
    expect(factory.suspendCount).toBe(0);
    jest.advanceTimersByTime(1);
    expect(factory.suspendCount).toBe(1);
  });
});

describe('createAudioEngine: preload', () => {
  it('creates a preloading sound with the pool size and the format of the URL', () => {
    const { factory, engine } = setup();
    engine.preload(URL_C);
    expect(factory.latest().options).toEqual({
      src: URL_C,
      format: 'aac',
      pool: PLAYER_LIMITS.audioPoolSize,
      preload: true,
    });
    engine.preload('https://upos.example/stream?id=1', 'aac');
    expect(factory.latest().options.format).toBe('aac');
  });

  it('ignores a repeat, the current URL, an empty or non-string URL and an unsupported format', () => {
    const { factory, engine } = setup({ unsupported: ['aac'] });
    engine.load(request());
    engine.preload(URL_B);
    engine.preload(URL_B);
    engine.preload(URL_A);
    engine.preload('');
    engine.preload(42 as unknown as string);
    engine.preload(URL_C);
    expect(factory.sounds.map((sound) => sound.options.src)).toEqual([URL_A, URL_B]);
  });

  it('keeps at most preloadCacheSize sounds, unloading the oldest', () => {
    const { factory, engine } = setup();
    const urls = [URL_B, URL_C, URL_D];
    for (const url of urls) engine.preload(url);
    expect(PLAYER_LIMITS.preloadCacheSize).toBeLessThan(urls.length);
    const [oldest, ...kept] = factory.sounds;
    expect(oldest?.unloaded).toBe(true);
    expect(kept).toHaveLength(PLAYER_LIMITS.preloadCacheSize);
    expect(kept.every((sound) => !sound.unloaded)).toBe(true);
    // The evicted URL is loaded from scratch; a kept one is reused.
    engine.load(request({ url: URL_B }));
    expect(factory.sounds).toHaveLength(urls.length + 1);
    jest.advanceTimersByTime(PLAYER_TIMING.lockStaleMs);
    engine.load(request({ loadId: 2, url: URL_D }));
    expect(factory.sounds).toHaveLength(urls.length + 1);
    expect(engine.currentSound()).toBe(factory.soundsFor(URL_D)[0]);
  });

  it('reuses a loaded preloaded sound: seeks and plays at once', () => {
    const { factory, engine, events } = setup();
    engine.preload(URL_B);
    const preloaded = factory.latest();
    preloaded.fire('load');
    engine.setVolume(0.4);
    expect(engine.load(request({ loadId: 9, url: URL_B, startAtSec: 8 }))).toBe(true);
    expect(factory.sounds).toEqual([preloaded]);
    expect(engine.currentSound()).toBe(preloaded);
    expect(preloaded.callsOf('volume')).toEqual([[0.4]]);
    expect(
      preloaded.calls.filter((call) => call.method === 'seek' || call.method === 'play'),
    ).toEqual([
      { method: 'seek', args: [8] },
      { method: 'play', args: [] },
    ]);
    preloaded.fire('play');
    expect(events).toEqual([{ type: 'playing', loadId: 9 }]);
  });

  it('reuses a preloaded sound that is still loading and plays it on load', () => {
    const { factory, engine } = setup();
    engine.preload(URL_B);
    const preloaded = factory.latest();
    engine.load(request({ url: URL_B }));
    expect(preloaded.callsOf('play')).toEqual([]);
    preloaded.fire('load');
    expect(preloaded.callsOf('play')).toHaveLength(1);
    // Reused once: a later preload of the same URL makes a new sound.
    engine.preload(URL_C);
    engine.preload(URL_B);
    expect(factory.sounds).toHaveLength(2);
  });

  it('reuses a loaded preloaded sound without autoplay: no play, lock released', () => {
    const { factory, engine } = setup();
    engine.preload(URL_B);
    const preloaded = factory.latest();
    preloaded.fire('load');
    engine.load(request({ url: URL_B, autoplay: false }));
    expect(preloaded.callsOf('play')).toEqual([]);
    expect(preloaded.callsOf('seek')).toEqual([]);
    expect(engine.load(request({ loadId: 2, url: URL_C }))).toBe(true);
  });
});

describe('createAudioEngine: controls', () => {
  it('does nothing without a current sound', () => {
    const { factory, engine, events } = setup();
    expect(() => {
      engine.play();
      engine.pause();
      engine.stop();
      engine.seek(10);
      engine.setRate(1.5);
      engine.setVolume(0.5);
      engine.fade(0, 1, 100);
    }).not.toThrow();
    expect(engine.position()).toBe(0);
    expect(engine.currentSound()).toBeNull();
    expect(events).toEqual([]);
    expect(factory.resumeCount).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('seeks the current sound, clamping below 0 and ignoring non-finite positions', () => {
    const { factory, engine } = setup();
    const sound = playing(engine, factory);
    engine.seek(75);
    engine.seek(-4);
    engine.seek(Number.NaN);
    engine.seek(Number.POSITIVE_INFINITY);
    expect(sound.callsOf('seek')).toEqual([[75], [0]]);
    expect(engine.position()).toBe(0);
  });

  it("lands a seek to the media's end, or beyond, half a second before it", () => {
    const { factory, engine } = setup();
    const sound = playing(engine, factory);
    sound.setDuration(87.03);
    engine.seek(87.03);
    engine.seek(400);
    engine.seek(86);
    expect(sound.callsOf('seek').map(([at]) => Math.round(Number(at) * 100) / 100)).toEqual([
      86.53, 86.53, 86,
    ]);
  });

  it('clamps the volume to 0..1 and applies it to later sounds', () => {
    const { factory, engine } = setup();
    const sound = playing(engine, factory);
    engine.setVolume(1.7);
    engine.setVolume(-0.2);
    engine.setVolume(Number.NaN);
    engine.setVolume(0.25);
    expect(sound.callsOf('volume')).toEqual([[1], [1], [0], [0], [0.25]]);
    engine.load(request({ loadId: 2, url: URL_B }));
    expect(factory.latest().callsOf('volume')).toEqual([[0.25]]);
  });

  it('clamps fade levels to 0..1 and a negative duration to 0', () => {
    const { factory, engine } = setup();
    const sound = playing(engine, factory);
    engine.fade(-1, 3, 800);
    engine.fade(Number.NaN, 0.5, -10);
    expect(sound.callsOf('fade')).toEqual([
      [0, 1, 800],
      [0, 0.5, 0],
    ]);
  });

  it('ignores an invalid rate and applies a valid one now and to later sounds', () => {
    const { factory, engine } = setup();
    const sound = playing(engine, factory);
    engine.setRate(0);
    engine.setRate(-1);
    engine.setRate(Number.NaN);
    engine.setRate(Number.POSITIVE_INFINITY);
    expect(sound.callsOf('rate')).toEqual([[1]]);
    engine.setRate(1.25);
    expect(sound.callsOf('rate')).toEqual([[1], [1.25]]);
    engine.load(request({ loadId: 2, url: URL_B }));
    expect(factory.latest().callsOf('rate')).toEqual([[1.25]]);
  });
});

describe('createAudioEngine: subscribe and dispose', () => {
  it('stops telling a listener that unsubscribed', () => {
    const { factory, engine, events, unsubscribe } = setup();
    const other: EngineEvent[] = [];
    engine.subscribe((event) => other.push(event));
    unsubscribe();
    playing(engine, factory);
    expect(events).toEqual([]);
    expect(other).toEqual([{ type: 'playing', loadId: 1 }]);
  });

  it.each<
    [
      string,
      (
        engine: ReturnType<typeof setup>['engine'],
        factory: ReturnType<typeof setup>['factory'],
      ) => void,
    ]
  >([
    [
      'a playing sound and preloads',
      (engine, factory) => {
        playing(engine, factory);
        engine.preload(URL_B);
        engine.preload(URL_C);
      },
    ],
    [
      'a pending retry',
      (engine, factory) => {
        engine.load(request());
        factory.latest().fire('loaderror', 2);
      },
    ],
    [
      'a held lock and an idle countdown',
      (engine, _factory) => {
        engine.load(request());
        engine.stop();
      },
    ],
  ])('unloads every sound and leaves no timers (%s)', (_label, arrange) => {
    const { factory, engine, events } = setup();
    arrange(engine, factory);
    expect(jest.getTimerCount()).toBeGreaterThan(0);
    engine.dispose();
    expect(jest.getTimerCount()).toBe(0);
    expect(factory.sounds.every((sound) => sound.unloaded)).toBe(true);
    expect(engine.currentSound()).toBeNull();
    events.length = 0;
    for (const sound of factory.sounds) {
      sound.fire('load');
      sound.fire('play');
      sound.fire('loaderror', 2);
    }
    jest.advanceTimersByTime(PLAYER_TIMING.idleSuspendMs);
    expect(events).toEqual([]);
    expect(factory.suspendCount).toBe(0);
  });
});
