import { PLAYER_LIMITS, PLAYER_TIMING } from '../constants/timing';
import { PROGRESS_INTERVAL_MS } from './audio-engine';
import type { EngineLoadRequest } from './audio-engine.types';
import { ENGINE_MESSAGES } from './audio-format';
import { type FakeSound } from './testing/fake-sound-factory';
import { engineLoadRequest, setupEngine } from './testing/engine-harness';

const T0 = 1_700_000_000_000;
const URL_A = 'https://cdn.example/song-a.mp3?auth=1';
const URL_B = 'https://cdn.example/song-b.m4a';
const request = (overrides: Partial<EngineLoadRequest> = {}) => engineLoadRequest(URL_A, overrides);

const setup = setupEngine;

/** Fires load then play on a sound, as howler does for an autoplaying load. */
function startPlaying(sound: FakeSound): void {
  sound.fire('load');
  sound.fire('play');
}

/** Fires every event a dropped sound could still deliver late. */
function fireEveryEvent(sound: FakeSound): void {
  for (const event of ['load', 'play', 'pause', 'end'] as const) sound.fire(event);
  sound.fire('loaderror', 4);
  sound.fire('playerror', 'blocked');
}

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('createAudioEngine: load', () => {
  it('creates one sound for the URL with the pool size and the format of its path', () => {
    const { factory, engine } = setup();
    expect(engine.load(request())).toBe(true);
    expect(factory.sounds).toHaveLength(1);
    expect(factory.latest().options).toEqual({
      src: URL_A,
      format: 'mp3',
      pool: PLAYER_LIMITS.audioPoolSize,
      preload: false,
    });
    expect(engine.currentSound()).toBe(factory.latest());
  });

  it('takes the format hint only for a URL without a known extension', () => {
    const hinted = setup();
    expect(
      hinted.engine.load(request({ url: 'https://upos.example/stream?id=7', format: 'aac' })),
    ).toBe(true);
    expect(hinted.factory.latest().options.format).toBe('aac');
    // A known extension wins over a hint that contradicts it.
    const known = setup();
    expect(known.engine.load(request({ url: URL_A, format: 'aac' }))).toBe(true);
    expect(known.factory.latest().options.format).toBe('mp3');
  });

  it("plays only after 'load' and reports playing with the load id", () => {
    const { factory, engine, events } = setup();
    engine.load(request({ loadId: 7 }));
    const sound = factory.latest();
    expect(sound.callsOf('play')).toHaveLength(0);
    sound.fire('load');
    expect(sound.callsOf('play')).toHaveLength(1);
    expect(events).toEqual([]);
    sound.fire('play');
    expect(events).toEqual([{ type: 'playing', loadId: 7 }]);
  });

  it('seeks to the start position before playing', () => {
    const { factory, engine } = setup();
    engine.load(request({ startAtSec: 42.5 }));
    const sound = factory.latest();
    sound.fire('load');
    expect(sound.calls.filter((call) => call.method === 'seek' || call.method === 'play')).toEqual([
      { method: 'seek', args: [42.5] },
      { method: 'play', args: [] },
    ]);
    expect(engine.position()).toBe(42.5);
  });

  it.each([0, -3])('plays from the start without seeking for a start at %d', (startAtSec) => {
    const { factory, engine } = setup();
    engine.load(request({ startAtSec }));
    const sound = factory.latest();
    sound.fire('load');
    // The play call proves the load was handled, so the missing seek is not vacuous.
    expect(sound.calls.filter((call) => call.method === 'seek' || call.method === 'play')).toEqual([
      { method: 'play', args: [] },
    ]);
    expect(engine.position()).toBe(0);
  });

  it('without autoplay waits after load, releases the lock and plays on play()', () => {
    const { factory, engine, events } = setup();
    engine.load(request({ autoplay: false }));
    const sound = factory.latest();
    sound.fire('load');
    expect(sound.callsOf('play')).toEqual([]);
    engine.play();
    expect(sound.callsOf('play')).toHaveLength(1);
    sound.fire('play');
    expect(events).toEqual([{ type: 'playing', loadId: 1 }]);
    // The lock was released on load: another load is accepted at once.
    expect(engine.load(request({ loadId: 2, url: URL_B }))).toBe(true);
  });

  it.each<[string, unknown]>([
    ['a number', 42],
    ['undefined', undefined],
    ['null', null],
    ['an object', { src: URL_A }],
    ['an array', [URL_A]],
  ])('ignores a non-string source (%s): false, no event, no sound', (_label, url) => {
    const { factory, engine, events } = setup();
    expect(engine.load(request({ url }))).toBe(false);
    expect(events).toEqual([]);
    expect(factory.sounds).toEqual([]);
  });

  it.each<[string, Partial<EngineLoadRequest>]>([
    ['an empty url', { url: '' }],
    ['a missing track', { track: undefined }],
    ['a null track', { track: null }],
  ])('reports the missing params for %s', (_label, overrides) => {
    const { factory, engine, events } = setup();
    expect(engine.load(request({ loadId: 3, ...overrides }))).toBe(false);
    expect(events).toEqual([
      {
        type: 'error',
        loadId: 3,
        lockActive: false,
        message: 'missing required params: url and track',
      },
    ]);
    expect(factory.sounds).toEqual([]);
  });

  it('fails an unsupported codec with the engine message and creates no sound', () => {
    const { factory, engine, events } = setup({ unsupported: ['aac'] });
    expect(engine.load(request({ loadId: 4, url: URL_B }))).toBe(false);
    expect(events).toEqual([
      {
        type: 'error',
        loadId: 4,
        lockActive: false,
        message: 'No codec support for selected audio sources.',
      },
    ]);
    expect(factory.sounds).toEqual([]);
    expect(engine.load(request({ loadId: 5, url: URL_A }))).toBe(true);
  });

  it('refuses a load while a fresh lock is held, keeping the current sound', () => {
    const { factory, engine, events } = setup();
    engine.load(request({ loadId: 1 }));
    const first = factory.latest();
    jest.advanceTimersByTime(PLAYER_TIMING.lockStaleMs - 1);
    expect(engine.load(request({ loadId: 2, url: URL_B }))).toBe(false);
    expect(events).toEqual([
      { type: 'error', loadId: 2, lockActive: true, message: ENGINE_MESSAGES.lockActive },
    ]);
    expect(factory.sounds).toEqual([first]);
    expect(first.unloaded).toBe(false);
    expect(engine.currentSound()).toBe(first);
  });

  it('accepts a load at once after resetLock()', () => {
    const { factory, engine, events } = setup();
    engine.load(request({ loadId: 1 }));
    engine.resetLock();
    expect(engine.load(request({ loadId: 2, url: URL_B }))).toBe(true);
    expect(events).toEqual([]);
    expect(factory.latest().options.src).toBe(URL_B);
  });

  it('takes over a lock that is lockStaleMs old', () => {
    const { factory, engine, events } = setup();
    engine.load(request({ loadId: 1 }));
    const first = factory.latest();
    jest.advanceTimersByTime(PLAYER_TIMING.lockStaleMs);
    expect(engine.load(request({ loadId: 2, url: URL_B }))).toBe(true);
    expect(events).toEqual([]);
    expect(first.callsOf('stop')).toHaveLength(1);
    expect(first.unloaded).toBe(true);
    expect(engine.currentSound()).toBe(factory.latest());
    expect(factory.latest().options.src).toBe(URL_B);
  });

  it('releases the lock once the sound plays', () => {
    const { factory, engine } = setup();
    engine.load(request());
    startPlaying(factory.latest());
    expect(engine.load(request({ loadId: 2, url: URL_B }))).toBe(true);
  });

  it('replaces the current sound and ignores every event of the old one', () => {
    const { factory, engine, events } = setup();
    engine.load(request({ loadId: 1 }));
    const old = factory.latest();
    startPlaying(old);
    events.length = 0;
    engine.load(request({ loadId: 2, url: URL_B }));
    const current = factory.latest();
    expect(old.unloaded).toBe(true);
    fireEveryEvent(old);
    jest.advanceTimersByTime(PLAYER_TIMING.loadRetryDelayMs * 3);
    expect(events).toEqual([]);
    expect(factory.sounds).toHaveLength(2);
    expect(current.callsOf('play')).toEqual([]);
    expect(old.callsOf('play')).toHaveLength(1);
  });
});

describe('createAudioEngine: retry and url-expired', () => {
  it('retries a load error once, after exactly loadRetryDelayMs, with a new sound', () => {
    const { factory, engine, events } = setup();
    engine.load(request({ loadId: 3, startAtSec: 30 }));
    const first = factory.latest();
    first.fire('loaderror', 2);
    expect(events).toEqual([]);
    jest.advanceTimersByTime(PLAYER_TIMING.loadRetryDelayMs - 1);
    expect(factory.sounds).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(factory.sounds).toHaveLength(2);
    const second = factory.latest();
    expect(second).not.toBe(first);
    expect(first.unloaded).toBe(true);
    expect(second.options).toEqual(first.options);
    expect(engine.currentSound()).toBe(second);
    second.fire('load');
    expect(second.callsOf('seek')).toEqual([[30]]);
    expect(second.callsOf('play')).toHaveLength(1);
    second.fire('play');
    expect(events).toEqual([{ type: 'playing', loadId: 3 }]);
  });

  it('retries a play error at the position the sound had reached', () => {
    const { factory, engine } = setup();
    engine.load(request({ startAtSec: 10 }));
    const first = factory.latest();
    startPlaying(first);
    first.setPosition(42);
    first.fire('playerror', ENGINE_MESSAGES.playBlocked);
    jest.advanceTimersByTime(PLAYER_TIMING.loadRetryDelayMs);
    const second = factory.latest();
    second.fire('load');
    expect(second.callsOf('seek')).toEqual([[42]]);
  });

  it('emits url-expired with the position when the retry fails too, and retries no more', () => {
    const { factory, engine, events } = setup();
    engine.load(request({ loadId: 5, startAtSec: 12 }));
    factory.latest().fire('loaderror', 2);
    jest.advanceTimersByTime(PLAYER_TIMING.loadRetryDelayMs);
    const second = factory.latest();
    second.fire('load');
    second.fire('play');
    second.setPosition(61);
    events.length = 0;
    second.fire('playerror', 'decode');
    expect(events).toEqual([{ type: 'url-expired', loadId: 5, positionSec: 61 }]);
    jest.advanceTimersByTime(PLAYER_TIMING.loadRetryDelayMs * 5);
    expect(factory.sounds).toHaveLength(2);
  });

  it('reports the saved start when the retried sound fails before reaching it', () => {
    const { factory, engine, events } = setup();
    engine.load(request({ loadId: 2, startAtSec: 95 }));
    factory.latest().fire('loaderror', 4);
    jest.advanceTimersByTime(PLAYER_TIMING.loadRetryDelayMs);
    factory.latest().fire('loaderror', 4);
    expect(events).toEqual([{ type: 'url-expired', loadId: 2, positionSec: 95 }]);
  });

  it('releases the lock on a failure so the runtime can load again at once', () => {
    const { factory, engine } = setup();
    engine.load(request());
    factory.latest().fire('loaderror', 2);
    expect(engine.load(request({ loadId: 2, url: URL_B }))).toBe(true);
    // The pending retry of the dropped load is cancelled.
    jest.advanceTimersByTime(PLAYER_TIMING.loadRetryDelayMs);
    expect(factory.sounds.map((sound) => sound.options.src)).toEqual([URL_A, URL_B]);
  });

  it('ignores the events of the sound the retry replaced', () => {
    const { factory, engine, events } = setup();
    engine.load(request({ loadId: 4 }));
    const first = factory.latest();
    first.fire('loaderror', 2);
    jest.advanceTimersByTime(PLAYER_TIMING.loadRetryDelayMs);
    const second = factory.latest();
    fireEveryEvent(first);
    expect(events).toEqual([]);
    expect(second.callsOf('play')).toEqual([]);
    startPlaying(second);
    expect(events).toEqual([{ type: 'playing', loadId: 4 }]);
  });

  it('counts a second error of the same failing sound during the retry delay as the same failure', () => {
    const { factory, engine, events } = setup();
    engine.load(request({ loadId: 6 }));
    const first = factory.latest();
    first.fire('loaderror', 2);
    first.fire('playerror', 2);
    expect(events).toEqual([]);
    jest.advanceTimersByTime(PLAYER_TIMING.loadRetryDelayMs);
    expect(factory.sounds).toHaveLength(2);
    factory.latest().fire('loaderror', 2);
    expect(events).toEqual([{ type: 'url-expired', loadId: 6, positionSec: 0 }]);
  });

  it('stops reporting progress when the sound fails', () => {
    const { factory, engine, events } = setup();
    engine.load(request());
    const sound = factory.latest();
    startPlaying(sound);
    // Progress is reported while the sound plays, so its absence below is the failure's doing.
    jest.advanceTimersByTime(PROGRESS_INTERVAL_MS);
    expect(events.map((event) => event.type)).toEqual(['playing', 'progress']);
    sound.fire('playerror', 1);
    events.length = 0;
    jest.advanceTimersByTime(PLAYER_TIMING.loadRetryDelayMs - 1);
    expect(events).toEqual([]);
  });
});
