import { PLAYER_TIMING } from '../constants/timing';
import { platformTimers } from '@cadenza/ports';
import { createLyricTracker, type LyricTrackerOptions } from './lyric-tracker';

const lines = [1_000, 2_000, 3_000].map((timeMs) => ({ timeMs }));

/** The platform's timers, which read jest's fake clock once it is installed. */
const fakeScheduler = platformTimers();

function setup(overrides: Partial<LyricTrackerOptions> = {}) {
  let timeMs = 0;
  let offsetMs = 0;
  const onLineChange = jest.fn<void, [number]>();
  const tracker = createLyricTracker({
    lines,
    getTimeMs: () => timeMs,
    getOffsetMs: () => offsetMs,
    scheduler: fakeScheduler,
    onLineChange,
    ...overrides,
  });
  return {
    tracker,
    onLineChange,
    setTime: (ms: number) => {
      timeMs = ms;
    },
    setOffset: (ms: number) => {
      offsetMs = ms;
    },
  };
}

describe('createLyricTracker', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('ticks every PLAYER_TIMING.lyricTickMs (50 ms)', () => {
    expect(PLAYER_TIMING.lyricTickMs).toBe(50);
    const getTimeMs = jest.fn(() => 0);
    const { tracker } = setup({ getTimeMs });
    tracker.start();
    expect(getTimeMs).not.toHaveBeenCalled();
    jest.advanceTimersByTime(49);
    expect(getTimeMs).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(getTimeMs).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(500);
    expect(getTimeMs).toHaveBeenCalledTimes(11);
    tracker.dispose();
  });

  it('emits only when the line index changes', () => {
    const { tracker, onLineChange, setTime } = setup();
    tracker.start();
    jest.advanceTimersByTime(200);
    expect(onLineChange).not.toHaveBeenCalled();
    setTime(1_000);
    jest.advanceTimersByTime(50);
    expect(onLineChange).toHaveBeenLastCalledWith(0);
    setTime(1_500);
    jest.advanceTimersByTime(500);
    expect(onLineChange).toHaveBeenCalledTimes(1);
    setTime(3_200);
    jest.advanceTimersByTime(50);
    setTime(500);
    jest.advanceTimersByTime(50);
    expect(onLineChange.mock.calls).toEqual([[0], [2], [-1]]);
    expect(tracker.currentIndex()).toBe(-1);
    tracker.dispose();
  });

  it('applies the offset, clamped to ±10 s', () => {
    const { tracker, onLineChange, setOffset } = setup();
    setOffset(1_500);
    tracker.start();
    jest.advanceTimersByTime(50);
    setOffset(60_000);
    jest.advanceTimersByTime(50);
    expect(onLineChange.mock.calls).toEqual([[0], [2]]);
    tracker.dispose();
  });

  it('skips ticks whose time is not a number', () => {
    const { tracker, onLineChange, setTime } = setup();
    setTime(2_000);
    tracker.start();
    jest.advanceTimersByTime(50);
    setTime(Number.NaN);
    jest.advanceTimersByTime(100);
    expect(onLineChange.mock.calls).toEqual([[1]]);
    tracker.dispose();
  });

  it('stop() clears the interval; start() resumes without repeating the last index', () => {
    const { tracker, onLineChange, setTime } = setup();
    setTime(1_000);
    tracker.start();
    jest.advanceTimersByTime(50);
    tracker.stop();
    expect(jest.getTimerCount()).toBe(0);
    setTime(2_000);
    jest.advanceTimersByTime(1_000);
    expect(onLineChange.mock.calls).toEqual([[0]]);
    tracker.stop();
    tracker.start();
    jest.advanceTimersByTime(50);
    expect(onLineChange.mock.calls).toEqual([[0], [1]]);
    tracker.dispose();
  });

  it('start() is idempotent: one interval however often it is called', () => {
    const setIntervalSpy = jest.fn(fakeScheduler.setInterval);
    const { tracker } = setup({ scheduler: { ...fakeScheduler, setInterval: setIntervalSpy } });
    tracker.start();
    tracker.start();
    tracker.start();
    expect(setIntervalSpy).toHaveBeenCalledTimes(1);
    expect(setIntervalSpy).toHaveBeenCalledWith(expect.any(Function), 50);
    expect(jest.getTimerCount()).toBe(1);
    tracker.dispose();
  });

  it('dispose() leaves no timer and makes start() a no-op', () => {
    const { tracker, onLineChange, setTime } = setup();
    tracker.start();
    tracker.dispose();
    expect(jest.getTimerCount()).toBe(0);
    tracker.start();
    setTime(2_000);
    jest.advanceTimersByTime(1_000);
    expect(jest.getTimerCount()).toBe(0);
    expect(onLineChange).not.toHaveBeenCalled();
    tracker.dispose();
  });

  it('refresh() updates at once (after a seek) and only emits changes', () => {
    const { tracker, onLineChange, setTime } = setup();
    setTime(3_000);
    tracker.refresh();
    tracker.refresh();
    expect(onLineChange.mock.calls).toEqual([[2]]);
    expect(tracker.currentIndex()).toBe(2);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('emits nothing for a song without lines', () => {
    const { tracker, onLineChange, setTime } = setup({ lines: [] });
    setTime(5_000);
    tracker.start();
    jest.advanceTimersByTime(500);
    expect(onLineChange).not.toHaveBeenCalled();
    tracker.dispose();
  });
});
