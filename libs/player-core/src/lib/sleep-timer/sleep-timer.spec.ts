import { PlayMode } from '../machine/play-mode';
import { SLEEP_TIMER_NONE, sleepTimerTransition } from './sleep-timer';
import type { SleepTimerEvent, SleepTimerState } from './sleep-timer.types';

const T0 = 1_700_000_000_000;
const MINUTE = 60_000;

const timeTimer: SleepTimerState = { type: 'time', minutes: 30, endTime: T0 + 30 * MINUTE };
const songsTimer: SleepTimerState = {
  type: 'songs',
  songs: 3,
  remainingSongs: 3,
  startSongIndex: 4,
};
const endTimer: SleepTimerState = { type: 'end', startSongIndex: 2 };

const ENDED_BY = (reason: 'time' | 'songs' | 'end') => [
  { type: 'stop-playback' },
  { type: 'notify', reason },
  { type: 'persist', value: null },
];

function songEnded(
  index: number,
  playlistLength: number,
  playMode: PlayMode = PlayMode.Sequential,
): SleepTimerEvent {
  return { type: 'song-ended', index, playlistLength, playMode };
}

describe('sleepTimerTransition: setting', () => {
  it('sets a time timer ending `minutes` from now, persists it and starts ticking', () => {
    const { state, effects } = sleepTimerTransition(SLEEP_TIMER_NONE, {
      type: 'set-minutes',
      minutes: 30,
      now: T0,
    });
    expect(state).toEqual(timeTimer);
    expect(effects).toEqual([
      { type: 'persist', value: { type: 'time', value: 30, endTime: T0 + 30 * MINUTE } },
      { type: 'start-ticking' },
    ]);
  });

  it('sets a songs timer from the current index', () => {
    const { state, effects } = sleepTimerTransition(SLEEP_TIMER_NONE, {
      type: 'set-songs',
      songs: 3,
      currentIndex: 4,
    });
    expect(state).toEqual(songsTimer);
    expect(effects).toEqual([
      {
        type: 'persist',
        value: { type: 'songs', value: 3, startSongIndex: 4, remainingSongs: 3 },
      },
    ]);
  });

  it('sets a playlist-end timer', () => {
    const { state, effects } = sleepTimerTransition(SLEEP_TIMER_NONE, {
      type: 'set-playlist-end',
      currentIndex: 2,
    });
    expect(state).toEqual(endTimer);
    expect(effects).toEqual([
      { type: 'persist', value: { type: 'end', value: 0, startSongIndex: 2 } },
    ]);
  });

  it('reads an index that is not a non-negative integer as 0', () => {
    expect(
      sleepTimerTransition(SLEEP_TIMER_NONE, { type: 'set-playlist-end', currentIndex: -1 }).state,
    ).toEqual({ type: 'end', startSongIndex: 0 });
    expect(
      sleepTimerTransition(SLEEP_TIMER_NONE, { type: 'set-songs', songs: 1, currentIndex: 1.5 })
        .state,
    ).toEqual({ type: 'songs', songs: 1, remainingSongs: 1, startSongIndex: 0 });
  });

  it.each<[string, SleepTimerEvent]>([
    ['0 minutes', { type: 'set-minutes', minutes: 0, now: T0 }],
    ['negative minutes', { type: 'set-minutes', minutes: -5, now: T0 }],
    ['NaN minutes', { type: 'set-minutes', minutes: Number.NaN, now: T0 }],
    ['infinite minutes', { type: 'set-minutes', minutes: Infinity, now: T0 }],
    ['an invalid clock', { type: 'set-minutes', minutes: 5, now: Number.NaN }],
    ['0 songs', { type: 'set-songs', songs: 0, currentIndex: 0 }],
    ['negative songs', { type: 'set-songs', songs: -2, currentIndex: 0 }],
    ['a fraction of a song', { type: 'set-songs', songs: 1.5, currentIndex: 0 }],
  ])('ignores %s and keeps the current timer', (_name, event) => {
    for (const current of [SLEEP_TIMER_NONE, timeTimer, songsTimer, endTimer]) {
      const result = sleepTimerTransition(current, event);
      expect(result.state).toBe(current);
      expect(result.effects).toEqual([]);
    }
  });

  it('accepts a fraction of a minute, rounded to the millisecond', () => {
    const { state } = sleepTimerTransition(SLEEP_TIMER_NONE, {
      type: 'set-minutes',
      minutes: 0.5,
      now: T0,
    });
    expect(state).toEqual({ type: 'time', minutes: 0.5, endTime: T0 + 30_000 });
  });

  it('a new time timer replaces a time timer: the old check stops, a new one starts', () => {
    const { state, effects } = sleepTimerTransition(timeTimer, {
      type: 'set-minutes',
      minutes: 10,
      now: T0 + MINUTE,
    });
    expect(state).toEqual({ type: 'time', minutes: 10, endTime: T0 + 11 * MINUTE });
    expect(effects).toEqual([
      { type: 'stop-ticking' },
      { type: 'persist', value: { type: 'time', value: 10, endTime: T0 + 11 * MINUTE } },
      { type: 'start-ticking' },
    ]);
  });

  it('a songs or playlist-end timer replaces a time timer and stops its check', () => {
    const bySongs = sleepTimerTransition(timeTimer, {
      type: 'set-songs',
      songs: 2,
      currentIndex: 0,
    });
    expect(bySongs.state.type).toBe('songs');
    expect(bySongs.effects[0]).toEqual({ type: 'stop-ticking' });
    const atEnd = sleepTimerTransition(songsTimer, { type: 'set-playlist-end', currentIndex: 0 });
    expect(atEnd.state.type).toBe('end');
    expect(atEnd.effects.map((effect) => effect.type)).toEqual(['persist']);
  });
});

describe('sleepTimerTransition: cancel', () => {
  it('cancels a time timer: check stopped, storage cleared, playback untouched', () => {
    expect(sleepTimerTransition(timeTimer, { type: 'cancel' })).toEqual({
      state: SLEEP_TIMER_NONE,
      effects: [{ type: 'stop-ticking' }, { type: 'persist', value: null }],
    });
  });

  it.each([songsTimer, endTimer])('cancels a %p timer', (current) => {
    expect(sleepTimerTransition(current, { type: 'cancel' })).toEqual({
      state: SLEEP_TIMER_NONE,
      effects: [{ type: 'persist', value: null }],
    });
  });

  it('does nothing without a timer', () => {
    const result = sleepTimerTransition(SLEEP_TIMER_NONE, { type: 'cancel' });
    expect(result.state).toBe(SLEEP_TIMER_NONE);
    expect(result.effects).toEqual([]);
  });
});

describe('sleepTimerTransition: tick', () => {
  it('does nothing before the end time', () => {
    const result = sleepTimerTransition(timeTimer, { type: 'tick', now: T0 + 30 * MINUTE - 1 });
    expect(result.state).toBe(timeTimer);
    expect(result.effects).toEqual([]);
  });

  it.each([0, 1, 5 * MINUTE])('ends %p ms at or after the end time', (late) => {
    expect(sleepTimerTransition(timeTimer, { type: 'tick', now: T0 + 30 * MINUTE + late })).toEqual(
      { state: SLEEP_TIMER_NONE, effects: [{ type: 'stop-ticking' }, ...ENDED_BY('time')] },
    );
  });

  it('ignores a tick with an invalid clock', () => {
    expect(sleepTimerTransition(timeTimer, { type: 'tick', now: Number.NaN }).effects).toEqual([]);
  });

  it.each([SLEEP_TIMER_NONE, songsTimer, endTimer])('stops a stray check in %p', (current) => {
    expect(sleepTimerTransition(current, { type: 'tick', now: T0 })).toEqual({
      state: current,
      effects: [{ type: 'stop-ticking' }],
    });
  });
});

describe('sleepTimerTransition: song ended', () => {
  it('counts songs down, persisting each step, and stops at 0', () => {
    let state: SleepTimerState = songsTimer;
    const remaining: number[] = [];
    for (let index = 4; index < 6; index += 1) {
      const result = sleepTimerTransition(state, songEnded(index, 10));
      state = result.state;
      expect(result.effects).toEqual([
        {
          type: 'persist',
          value: {
            type: 'songs',
            value: 3,
            startSongIndex: 4,
            remainingSongs: state.type === 'songs' ? state.remainingSongs : -1,
          },
        },
      ]);
      remaining.push(state.type === 'songs' ? state.remainingSongs : -1);
    }
    expect(remaining).toEqual([2, 1]);
    expect(sleepTimerTransition(state, songEnded(6, 10))).toEqual({
      state: SLEEP_TIMER_NONE,
      effects: ENDED_BY('songs'),
    });
  });

  it('counts songs in every play mode', () => {
    const oneLeft: SleepTimerState = { ...songsTimer, remainingSongs: 1 };
    for (const mode of [PlayMode.SingleLoop, PlayMode.Random]) {
      expect(sleepTimerTransition(oneLeft, songEnded(0, 10, mode)).effects).toEqual(
        ENDED_BY('songs'),
      );
    }
  });

  it('at playlist end, sequential: stops when the last item ended', () => {
    expect(sleepTimerTransition(endTimer, songEnded(9, 10))).toEqual({
      state: SLEEP_TIMER_NONE,
      effects: ENDED_BY('end'),
    });
  });

  it('at playlist end, sequential: keeps going before the last item', () => {
    const result = sleepTimerTransition(endTimer, songEnded(8, 10));
    expect(result.state).toBe(endTimer);
    expect(result.effects).toEqual([]);
  });

  it.each([PlayMode.SingleLoop, PlayMode.Random])(
    'at playlist end, play mode %p: the last item does not stop playback',
    (mode) => {
      const result = sleepTimerTransition(endTimer, songEnded(9, 10, mode));
      expect(result.state).toBe(endTimer);
      expect(result.effects).toEqual([]);
    },
  );

  it.each([
    [0, 0],
    [-1, 0],
    [0, 1.5],
  ])('at playlist end: index %p of a list of %p is not an end', (index, length) => {
    expect(sleepTimerTransition(endTimer, songEnded(index, length)).effects).toEqual([]);
  });

  it.each([SLEEP_TIMER_NONE, timeTimer])('does nothing to %p', (current) => {
    const result = sleepTimerTransition(current, songEnded(9, 10));
    expect(result.state).toBe(current);
    expect(result.effects).toEqual([]);
  });
});
