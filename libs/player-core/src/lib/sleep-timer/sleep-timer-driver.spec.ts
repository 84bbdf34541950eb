import { PLAYER_TIMING } from '../constants/timing';
import { PlayMode } from '../machine/play-mode';
import { createMemoryStorage, platformTimers, type KeyValueStorage } from '@cadenza/ports';
import { createSleepTimer } from './sleep-timer-driver';

const MINUTE = 60_000;
const T0 = Date.UTC(2025, 0, 1, 22, 0, 0);

/** The platform's timers, which read jest's fake clock once it is installed. */
const scheduler = platformTimers();

function setup(storage: KeyValueStorage = createMemoryStorage()) {
  const onStopPlayback = jest.fn<void, []>();
  const onNotify = jest.fn<void, ['time' | 'songs' | 'end']>();
  const onProblem = jest.fn<void, [string]>();
  const timer = createSleepTimer({
    storage,
    scheduler,
    now: () => Date.now(),
    onStopPlayback,
    onNotify,
    onProblem,
  });
  const stored = (): unknown => JSON.parse(storage.getItem('sleepTimer') ?? 'null');
  return { timer, storage, stored, onStopPlayback, onNotify, onProblem };
}

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('createSleepTimer: by minutes', () => {
  it('checks every second only while a time timer runs', () => {
    const { timer } = setup();
    expect(jest.getTimerCount()).toBe(0);
    timer.setMinutes(5);
    expect(jest.getTimerCount()).toBe(1);
    expect(PLAYER_TIMING.sleepTimerTickMs).toBe(1_000);
    timer.cancel();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops playback and notifies once, at the exact second', () => {
    const { timer, stored, onStopPlayback, onNotify } = setup();
    timer.setMinutes(1);
    expect(stored()).toEqual({ type: 'time', value: 1, endTime: T0 + MINUTE });

    jest.advanceTimersByTime(MINUTE - 1);
    expect(onStopPlayback).not.toHaveBeenCalled();
    expect(timer.getSnapshot().type).toBe('time');

    jest.advanceTimersByTime(1);
    expect(onStopPlayback).toHaveBeenCalledTimes(1);
    expect(onNotify).toHaveBeenCalledTimes(1);
    expect(onNotify).toHaveBeenCalledWith('time');
    expect(timer.getSnapshot()).toEqual({ type: 'none' });
    expect(stored()).toEqual({ type: 'none', value: 0 });
    expect(jest.getTimerCount()).toBe(0);

    jest.advanceTimersByTime(10 * MINUTE);
    expect(onStopPlayback).toHaveBeenCalledTimes(1);
    expect(onNotify).toHaveBeenCalledTimes(1);
  });

  it('counts down for the UI and tells subscribers about changes', () => {
    const { timer } = setup();
    const listener = jest.fn();
    timer.subscribe(listener);
    timer.setMinutes(5);
    expect(listener).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(2 * MINUTE + 53_000);
    expect(timer.remainingMs()).toBe(2 * MINUTE + 7_000);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a new timer replaces the old one and its interval', () => {
    const { timer, stored, onStopPlayback } = setup();
    timer.setMinutes(1);
    timer.setMinutes(3);
    expect(jest.getTimerCount()).toBe(1);
    jest.advanceTimersByTime(MINUTE);
    expect(onStopPlayback).not.toHaveBeenCalled();
    timer.setSongs(2, 0);
    expect(jest.getTimerCount()).toBe(0);
    expect(stored()).toEqual({ type: 'songs', value: 2, startSongIndex: 0, remainingSongs: 2 });
    jest.advanceTimersByTime(5 * MINUTE);
    expect(onStopPlayback).not.toHaveBeenCalled();
  });

  it('ignores minutes ≤ 0, keeping the current timer', () => {
    const { timer, stored } = setup();
    timer.setMinutes(0);
    timer.setMinutes(-1);
    expect(timer.getSnapshot()).toEqual({ type: 'none' });
    expect(stored()).toBeNull();
    expect(jest.getTimerCount()).toBe(0);
    timer.setMinutes(2);
    timer.setMinutes(0);
    expect(timer.getSnapshot()).toEqual({ type: 'time', minutes: 2, endTime: T0 + 2 * MINUTE });
    expect(jest.getTimerCount()).toBe(1);
  });

  it('can be cancelled: playback untouched, storage cleared', () => {
    const { timer, stored, onStopPlayback, onNotify } = setup();
    timer.setMinutes(1);
    timer.cancel();
    jest.advanceTimersByTime(2 * MINUTE);
    expect(onStopPlayback).not.toHaveBeenCalled();
    expect(onNotify).not.toHaveBeenCalled();
    expect(stored()).toEqual({ type: 'none', value: 0 });
  });
});

describe('createSleepTimer: by songs and at playlist end', () => {
  it('decrements after each song and stops at 0', () => {
    const { timer, stored, onStopPlayback, onNotify } = setup();
    timer.setSongs(2, 5);
    timer.songEnded({ index: 5, playlistLength: 10, playMode: PlayMode.Sequential });
    expect(stored()).toEqual({ type: 'songs', value: 2, startSongIndex: 5, remainingSongs: 1 });
    expect(onStopPlayback).not.toHaveBeenCalled();
    timer.songEnded({ index: 6, playlistLength: 10, playMode: PlayMode.Random });
    expect(onStopPlayback).toHaveBeenCalledTimes(1);
    expect(onNotify).toHaveBeenCalledWith('songs');
    expect(timer.getSnapshot()).toEqual({ type: 'none' });
    timer.songEnded({ index: 7, playlistLength: 10, playMode: PlayMode.Random });
    expect(onStopPlayback).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('ignores songs ≤ 0', () => {
    const { timer } = setup();
    timer.setSongs(0, 0);
    expect(timer.getSnapshot()).toEqual({ type: 'none' });
  });

  it('stops after the last item in sequential mode only', () => {
    const { timer, onStopPlayback, onNotify } = setup();
    timer.setPlaylistEnd(0);
    timer.songEnded({ index: 2, playlistLength: 3, playMode: PlayMode.SingleLoop });
    timer.songEnded({ index: 2, playlistLength: 3, playMode: PlayMode.Random });
    timer.songEnded({ index: 1, playlistLength: 3, playMode: PlayMode.Sequential });
    expect(onStopPlayback).not.toHaveBeenCalled();
    timer.songEnded({ index: 2, playlistLength: 3, playMode: PlayMode.Sequential });
    expect(onStopPlayback).toHaveBeenCalledTimes(1);
    expect(onNotify).toHaveBeenCalledWith('end');
  });
});

describe('createSleepTimer: restore', () => {
  const withStored = (value: string) => createMemoryStorage({ sleepTimer: value });

  it('resumes a time timer from storage and ends it on time', () => {
    const storage = withStored(JSON.stringify({ type: 'time', value: 5, endTime: T0 + 3_000 }));
    const { timer, onStopPlayback } = setup(storage);
    expect(timer.getSnapshot()).toEqual({ type: 'time', minutes: 5, endTime: T0 + 3_000 });
    expect(jest.getTimerCount()).toBe(1);
    jest.advanceTimersByTime(3_000);
    expect(onStopPlayback).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('ends and clears a time timer whose end time passed while the app was closed', () => {
    const storage = withStored(JSON.stringify({ type: 'time', value: 5, endTime: T0 - 1 }));
    const { timer, stored, onStopPlayback, onNotify } = setup(storage);
    expect(onStopPlayback).toHaveBeenCalledTimes(1);
    expect(onNotify).toHaveBeenCalledWith('time');
    expect(timer.getSnapshot()).toEqual({ type: 'none' });
    expect(stored()).toEqual({ type: 'none', value: 0 });
    expect(jest.getTimerCount()).toBe(0);
  });

  it('restores a songs timer where it was', () => {
    const storage = withStored(
      JSON.stringify({ type: 'songs', value: 3, startSongIndex: 1, remainingSongs: 1 }),
    );
    const { timer, onStopPlayback } = setup(storage);
    timer.songEnded({ index: 3, playlistLength: 9, playMode: PlayMode.Sequential });
    expect(onStopPlayback).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['not JSON', '{type:'],
    ['the wrong shape', JSON.stringify({ type: 'time', value: 'soon' })],
    ['an unknown type', JSON.stringify({ type: 'alarm', value: 1 })],
  ])('starts with no timer when storage is %s, and says so', (_name, raw) => {
    const { timer, onStopPlayback, onProblem } = setup(withStored(raw));
    expect(timer.getSnapshot()).toEqual({ type: 'none' });
    expect(onStopPlayback).not.toHaveBeenCalled();
    expect(onProblem).toHaveBeenCalledWith(expect.stringContaining('sleepTimer'));
    expect(jest.getTimerCount()).toBe(0);
  });

  it('starts with no timer when storage cannot be read, and keeps working', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('private mode');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    const { timer, onProblem } = setup(broken);
    expect(timer.getSnapshot()).toEqual({ type: 'none' });
    expect(() => timer.setMinutes(1)).not.toThrow();
    expect(onProblem).toHaveBeenCalledWith(expect.stringContaining('persist failed'));
    expect(jest.getTimerCount()).toBe(1);
    timer.dispose();
  });
});

describe('createSleepTimer: robustness', () => {
  it('still notifies and clears when stopping playback throws', () => {
    const storage = createMemoryStorage();
    const onNotify = jest.fn();
    const onProblem = jest.fn();
    const timer = createSleepTimer({
      storage,
      scheduler,
      now: () => Date.now(),
      onStopPlayback: () => {
        throw new Error('no audio');
      },
      onNotify,
      onProblem,
    });
    timer.setSongs(1, 0);
    timer.songEnded({ index: 0, playlistLength: 2, playMode: PlayMode.Sequential });
    expect(onProblem).toHaveBeenCalledWith(expect.stringContaining('stop-playback failed'));
    expect(onNotify).toHaveBeenCalledWith('songs');
    expect(storage.getItem('sleepTimer')).toBe(JSON.stringify({ type: 'none', value: 0 }));
  });

  it('works without a problem callback', () => {
    const timer = createSleepTimer({
      storage: createMemoryStorage({ sleepTimer: 'nope' }),
      scheduler,
      now: () => Date.now(),
      onStopPlayback: () => undefined,
      onNotify: () => undefined,
    });
    expect(timer.getSnapshot()).toEqual({ type: 'none' });
  });

  it('leaves no timers after dispose, and ignores calls afterwards', () => {
    const { timer, onStopPlayback } = setup();
    timer.setMinutes(1);
    expect(jest.getTimerCount()).toBe(1);
    timer.dispose();
    expect(jest.getTimerCount()).toBe(0);
    timer.setMinutes(2);
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(5 * MINUTE);
    expect(onStopPlayback).not.toHaveBeenCalled();
    timer.dispose();
  });
});
