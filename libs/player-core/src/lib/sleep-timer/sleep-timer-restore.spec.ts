import { SLEEP_TIMER_NONE, sleepTimerTransition } from './sleep-timer';
import type { SleepTimerEvent, SleepTimerState } from './sleep-timer.types';

const T0 = 1_700_000_000_000;
const MINUTE = 60_000;

const timeTimer: SleepTimerState = { type: 'time', minutes: 30, endTime: T0 + 30 * MINUTE };

const ENDED_BY = (reason: 'time' | 'songs' | 'end') => [
  { type: 'stop-playback' },
  { type: 'notify', reason },
  { type: 'persist', value: null },
];

describe('sleepTimerTransition: restore', () => {
  const restore = (stored: unknown, now = T0): SleepTimerEvent => ({
    type: 'restore',
    stored,
    now,
  });

  it('restores a running time timer and starts ticking, without rewriting storage', () => {
    expect(
      sleepTimerTransition(SLEEP_TIMER_NONE, restore({ type: 'time', value: 30, endTime: T0 + 1 })),
    ).toEqual({
      state: { type: 'time', minutes: 30, endTime: T0 + 1 },
      effects: [{ type: 'start-ticking' }],
    });
  });

  it.each([0, 1, 60 * MINUTE])(
    'ends a time timer whose end time passed %p ms ago, and clears it',
    (ago) => {
      expect(
        sleepTimerTransition(
          SLEEP_TIMER_NONE,
          restore({ type: 'time', value: 30, endTime: T0 - ago }),
        ),
      ).toEqual({ state: SLEEP_TIMER_NONE, effects: ENDED_BY('time') });
    },
  );

  it('restores a songs timer', () => {
    expect(
      sleepTimerTransition(
        SLEEP_TIMER_NONE,
        restore({ type: 'songs', value: 3, startSongIndex: 4, remainingSongs: 2 }),
      ),
    ).toEqual({
      state: { type: 'songs', songs: 3, remainingSongs: 2, startSongIndex: 4 },
      effects: [],
    });
  });

  it('restores a songs record without a count as not yet counted', () => {
    expect(
      sleepTimerTransition(SLEEP_TIMER_NONE, restore({ type: 'songs', value: 1 })).state,
    ).toEqual({ type: 'songs', songs: 1, remainingSongs: 1, startSongIndex: 0 });
  });

  it('restores a playlist-end timer and none', () => {
    expect(
      sleepTimerTransition(SLEEP_TIMER_NONE, restore({ type: 'end', value: 0, startSongIndex: 7 }))
        .state,
    ).toEqual({ type: 'end', startSongIndex: 7 });
    expect(sleepTimerTransition(SLEEP_TIMER_NONE, restore({ type: 'none', value: 0 }))).toEqual({
      state: SLEEP_TIMER_NONE,
      effects: [],
    });
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'time'],
    ['an array', [{ type: 'time' }]],
    ['an unknown type', { type: 'alarm', value: 1 }],
    ['no value', { type: 'end' }],
    ['a time without an end time', { type: 'time', value: 5 }],
    ['a time of 0 minutes', { type: 'time', value: 0, endTime: T0 + MINUTE }],
    ['a non-numeric end time', { type: 'time', value: 5, endTime: '2030' }],
    ['no songs left', { type: 'songs', value: 3, remainingSongs: 0 }],
    ['0 songs', { type: 'songs', value: 0 }],
  ])('restores %s as no timer', (_name, stored) => {
    expect(sleepTimerTransition(SLEEP_TIMER_NONE, restore(stored))).toEqual({
      state: SLEEP_TIMER_NONE,
      effects: [],
    });
  });

  it('restoring over a running time timer stops its check first', () => {
    expect(sleepTimerTransition(timeTimer, restore({ type: 'end', value: 0 })).effects).toEqual([
      { type: 'stop-ticking' },
    ]);
  });
});
