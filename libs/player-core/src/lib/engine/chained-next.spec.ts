import { platformTimers } from '@cadenza/ports';
import type { SoundOptions } from './audio-engine.types';
import { createChainedNext } from './chained-next';
import { createFakeSoundFactory } from './testing/fake-sound-factory';

// The engine's chained next song on its own, over fake sounds and jest's fake clock: when a
// crossfade starts, how pause, seek and rate move it, and the gapless and waiting modes.

const T0 = 1_700_000_000_000;
const CURRENT = 'https://cdn.example/current.mp3';
const NEXT = 'https://cdn.example/next.mp3';
/** The fake sounds last 180 s unless set otherwise. */
const DURATION_SEC = 180;

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
});

afterEach(() => {
  jest.useRealTimers();
});

/** A chained-next over fake sounds, with an engine volume and rate the test can change. */
function setup() {
  const factory = createFakeSoundFactory({ durationSec: DURATION_SEC });
  const engine = { volume: 0.8, rate: 1 };
  const chained = createChainedNext({
    scheduler: platformTimers(),
    volume: () => engine.volume,
    rate: () => engine.rate,
  });
  const sound = (src: string, extra: Partial<SoundOptions> = {}) =>
    factory.create({ src, format: 'mp3', pool: 5, preload: true, ...extra });
  const current = sound(CURRENT);
  current.fire('load');
  current.fire('play');
  return { factory, engine, chained, sound, current };
}

describe('createChainedNext: crossfade', () => {
  it('starts the next sound overlapSec before the current one ends, both faded across', () => {
    const { chained, sound, current } = setup();
    const next = sound(NEXT);
    chained.chain(current, NEXT, next, 6);
    jest.advanceTimersByTime((DURATION_SEC - 6) * 1000 - 1);
    expect(next.calls).toEqual([]);
    // The fake's position does not run by itself: it is where the clock says.
    current.setPosition(DURATION_SEC - 6);
    jest.advanceTimersByTime(1);
    expect(next.calls).toEqual([
      { method: 'volume', args: [0] },
      { method: 'play', args: [] },
      { method: 'fade', args: [0, 0.8, 6000] },
    ]);
    expect(current.callsOf('fade')).toEqual([[0.8, 0, 6000]]);
  });

  it('times the fade from the position and the rate: both in media time', () => {
    const { chained, engine, sound, current } = setup();
    engine.rate = 2;
    current.setPosition(150);
    const next = sound(NEXT);
    chained.chain(current, NEXT, next, 10);
    // (180 − 10 − 150) s of media at twice the speed.
    jest.advanceTimersByTime(9_999);
    expect(next.callsOf('play')).toEqual([]);
    jest.advanceTimersByTime(1);
    // The position the fake reports has not moved: 30 s of media left, at rate 2.
    expect(next.callsOf('fade')).toEqual([[0, 0.8, 15_000]]);
  });

  it('starts at once, over what is left, when chained inside the overlap', () => {
    const { chained, sound, current } = setup();
    current.setPosition(DURATION_SEC - 2);
    const next = sound(NEXT);
    chained.chain(current, NEXT, next, 6);
    jest.advanceTimersByTime(0);
    expect(next.callsOf('fade')).toEqual([[0, 0.8, 2000]]);
    expect(current.callsOf('fade')).toEqual([[0.8, 0, 2000]]);
  });

  it('fades over nothing when the position is past the reported end', () => {
    const { chained, sound, current } = setup();
    current.setPosition(DURATION_SEC + 5);
    const next = sound(NEXT);
    chained.chain(current, NEXT, next, 6);
    jest.advanceTimersByTime(0);
    expect(next.callsOf('fade')).toEqual([[0, 0.8, 0]]);
  });

  // howler re-plays a seeked HTML5 sound a tick after the seek, with no 'play' event: the fade
  // is timed at the seek all the same, and starts only if the sound plays when it is due.
  it('is timed while the current sound is not playing, and fades only if it plays when due', () => {
    const { chained, sound, current } = setup();
    current.fire('pause');
    current.setPosition(100);
    const next = sound(NEXT);
    chained.chain(current, NEXT, next, 6);
    expect(jest.getTimerCount()).toBe(1);
    jest.advanceTimersByTime(80_000);
    expect(next.callsOf('play')).toEqual([]);
    current.fire('play');
    current.setPosition(170);
    chained.arm(current);
    jest.advanceTimersByTime(4_000);
    expect(next.callsOf('play')).toHaveLength(1);
  });

  it('is not timed while the duration is unknown', () => {
    const { chained, sound, current } = setup();
    current.setDuration(0);
    chained.chain(current, NEXT, sound(NEXT), 6);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('does not start when the current sound stopped playing before the fade point', () => {
    const { chained, sound, current } = setup();
    const next = sound(NEXT);
    chained.chain(current, NEXT, next, 6);
    // Ended early (no hold from the engine): nothing is left to cross into.
    current.fire('end');
    jest.advanceTimersByTime(DURATION_SEC * 1000);
    expect(next.calls).toEqual([]);
    expect(current.callsOf('fade')).toEqual([]);
  });

  it('hold before the fade point cancels it; arm times it again from the new position', () => {
    const { chained, sound, current } = setup();
    const next = sound(NEXT);
    chained.chain(current, NEXT, next, 6);
    chained.hold(current);
    expect(jest.getTimerCount()).toBe(0);
    current.setPosition(100);
    chained.arm(current);
    jest.advanceTimersByTime(74_000 - 1);
    expect(next.callsOf('play')).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(next.callsOf('play')).toHaveLength(1);
  });

  it('hold during the fade rewinds the next sound and gives the current its volume back', () => {
    const { chained, engine, sound, current } = setup();
    current.setPosition(DURATION_SEC - 3);
    const next = sound(NEXT);
    chained.chain(current, NEXT, next, 6);
    jest.advanceTimersByTime(0);
    engine.volume = 0.5;
    chained.hold(current);
    expect(next.callsOf('stop')).toHaveLength(1);
    expect(current.callsOf('volume')).toEqual([[0.5]]);
    // A second hold has no fade left to undo.
    chained.hold(current);
    expect(next.callsOf('stop')).toHaveLength(1);
  });

  it('arm during the fade (a seek) undoes it and times it again', () => {
    const { chained, sound, current } = setup();
    current.setPosition(DURATION_SEC - 3);
    const next = sound(NEXT);
    chained.chain(current, NEXT, next, 6);
    jest.advanceTimersByTime(0);
    current.setPosition(60);
    chained.arm(current);
    expect(next.callsOf('stop')).toHaveLength(1);
    expect(current.callsOf('volume')).toEqual([[0.8]]);
    jest.advanceTimersByTime(114_000);
    expect(next.callsOf('play')).toHaveLength(2);
  });
});

describe('createChainedNext: gapless and waiting', () => {
  it('chains a decoded sound after the current one, with no timer and no call of its own', () => {
    const { chained, sound } = setup();
    const current = sound(CURRENT, { decoded: true });
    current.fire('load');
    current.fire('play');
    const next = sound(NEXT, { decoded: true });
    chained.chain(current, NEXT, next, 0);
    expect(next.chainedAfter).toBe(current);
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(DURATION_SEC * 1000);
    expect(next.calls.map((call) => call.method)).toEqual(['chainAfter']);
    expect(current.callsOf('fade')).toEqual([]);
  });

  it('lets a sound that cannot chain wait, untouched, for its load', () => {
    const { chained, sound, current } = setup();
    const streamed = sound(NEXT);
    chained.chain(current, NEXT, streamed, 0);
    const refused = sound('https://cdn.example/other.mp3', { decoded: true });
    // A decoded sound refuses a streamed predecessor: it waits too (and the first one goes).
    chained.chain(current, 'https://cdn.example/other.mp3', refused, 0);
    expect(streamed.unloaded).toBe(true);
    expect(refused.chainedAfter).toBeNull();
    jest.advanceTimersByTime(DURATION_SEC * 1000);
    expect(refused.callsOf('play')).toEqual([]);
    expect(chained.take('https://cdn.example/other.mp3')).toBe(refused);
  });
});

describe('createChainedNext: take and clear', () => {
  it('hands the chained sound over once, for its URL only, and stops timing it', () => {
    const { chained, sound, current } = setup();
    const next = sound(NEXT);
    chained.chain(current, NEXT, next, 6);
    expect(chained.take(CURRENT)).toBeUndefined();
    expect(chained.take(NEXT)).toBe(next);
    expect(chained.take(NEXT)).toBeUndefined();
    jest.advanceTimersByTime(DURATION_SEC * 1000);
    expect(next.calls).toEqual([]);
    expect(next.unloaded).toBe(false);
  });

  it('unloads an earlier chained sound, but not the same one chained again', () => {
    const { chained, sound, current } = setup();
    const first = sound(NEXT);
    chained.chain(current, NEXT, first, 6);
    chained.chain(current, NEXT, first, 4);
    expect(first.unloaded).toBe(false);
    const second = sound(`${NEXT}?v=2`);
    chained.chain(current, `${NEXT}?v=2`, second, 4);
    expect(first.unloaded).toBe(true);
    expect(chained.take(NEXT)).toBeUndefined();
    expect(chained.take(`${NEXT}?v=2`)).toBe(second);
  });

  it('clear unloads the chained sound and cancels its fade; a second clear is harmless', () => {
    const { chained, sound, current } = setup();
    const next = sound(NEXT);
    chained.chain(current, NEXT, next, 6);
    chained.clear();
    expect(next.unloaded).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
    chained.clear();
    expect(next.callsOf('unload')).toHaveLength(1);
    expect(chained.take(NEXT)).toBeUndefined();
  });
});
