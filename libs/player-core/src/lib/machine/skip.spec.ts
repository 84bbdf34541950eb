import { PLAYER_LIMITS, PLAYER_TIMING } from '../constants/timing';
import {
  SCENARIO_T0,
  buildNoCopyrightTrack,
  buildPlayingState,
  buildTrack,
  buildTracks,
  effectsOfType,
  engineEnded,
  engineError,
  enginePlaying,
  noticesOf,
  persistedValues,
  runEvents,
  scheduledTimer,
  timerFired,
  trackAt,
  urlFailed,
  urlResolved,
} from '../testing/player.builders';
import { PlayMode } from './play-mode';
import { createInitialPlayerState, currentTrack } from './player.state';
import { transition } from './player.machine';
import type { PlayerState } from './player.types';
import { loadFailed, songEnded, stopped, userSkip } from './skip';

const DEBOUNCE = PLAYER_TIMING.skipDebounceMs;
const T1 = SCENARIO_T0 + 10 * DEBOUNCE;

/** The ids of the tracks whose URL each step asked for. */
function resolvedIds(effects: Parameters<typeof effectsOfType>[0]): Array<number | string> {
  return effectsOfType(effects, 'resolve-url').map((effect) => effect.track.id);
}

describe('user next / previous', () => {
  const tracks = buildTracks(5);

  it.each([
    ['next', 0, 1],
    ['next', 4, 0],
    ['previous', 2, 1],
    ['previous', 0, 4],
  ] as const)('%s from %i goes to %i (wrapping)', (direction, from, to) => {
    const state = buildPlayingState(tracks, { index: from });
    const event =
      direction === 'next'
        ? { type: 'next' as const, now: T1, random: 0 }
        : { type: 'previous' as const, now: T1 };
    const { state: after } = transition(state, event);
    expect(after).toMatchObject({
      index: to,
      status: 'loading',
      skip: { direction, tries: 1 },
      lastSkipAt: T1,
    });
  });

  it.each([
    ['at once (first press)', null, true],
    ['499 ms after the last accepted press', DEBOUNCE - 1, false],
    ['exactly 500 ms after', DEBOUNCE, true],
    ['later', DEBOUNCE * 3, true],
    ['at the same instant', 0, false],
  ])('a press %s → accepted: %p', (_case, sinceLast, accepted) => {
    const base = buildPlayingState(tracks);
    const state: PlayerState = { ...base, lastSkipAt: sinceLast === null ? null : T1 - sinceLast };
    for (const event of [
      { type: 'next' as const, now: T1, random: 0 },
      { type: 'previous' as const, now: T1 },
    ]) {
      const result = transition(state, event);
      if (accepted) {
        expect(result.state.index).not.toBe(0);
        expect(result.state.lastSkipAt).toBe(T1);
      } else {
        expect(result.state).toBe(state);
        expect(result.effects).toEqual([]);
      }
    }
  });

  it('a burst of presses moves one song; a press after the debounce moves another', () => {
    const { state } = runEvents(buildPlayingState(tracks), [
      { type: 'next', now: T1, random: 0 },
      { type: 'next', now: T1 + 100, random: 0 },
      { type: 'previous', now: T1 + DEBOUNCE - 1 },
      { type: 'next', now: T1 + DEBOUNCE, random: 0 },
    ]);
    expect(state.index).toBe(2);
    expect(state.lastSkipAt).toBe(T1 + DEBOUNCE);
  });

  it('does nothing on an empty queue', () => {
    const state = createInitialPlayerState();
    expect(userSkip(state, 'next', T1, 0).state).toBe(state);
    expect(userSkip(state, 'previous', T1, 0).effects).toEqual([]);
  });

  it('random mode: next goes to the index the event random picks, never the current one', () => {
    const state = buildPlayingState(tracks, { index: 2, playMode: PlayMode.Random });
    for (const [random, expected] of [
      [0, 0],
      [0.3, 1],
      [0.5, 3],
      [0.99, 4],
    ] as const) {
      expect(transition(state, { type: 'next', now: T1, random }).state.index).toBe(expected);
    }
  });

  it('skips no-copyright items', () => {
    const queue = [buildTrack(), buildNoCopyrightTrack(), buildNoCopyrightTrack(), buildTrack()];
    const state = buildPlayingState(queue);
    expect(transition(state, { type: 'next', now: T1, random: 0 }).state.index).toBe(3);
    expect(transition(state, { type: 'previous', now: T1 }).state.index).toBe(3);
  });

  it('stops when nothing in the queue is playable', () => {
    const state = createInitialPlayerState({
      queue: [buildNoCopyrightTrack(), buildNoCopyrightTrack()],
      index: 0,
      status: 'paused',
    });
    for (const event of [
      { type: 'next' as const, now: T1, random: 0 },
      { type: 'previous' as const, now: T1 },
    ]) {
      const { state: after, effects } = transition(state, event);
      expect(after.status).toBe('stopped');
      expect(effects[0]).toEqual({ type: 'stop' });
      expect(effectsOfType(effects, 'resolve-url')).toEqual([]);
    }
  });
});

describe('a failing next run', () => {
  const [a, b, c, d, e] = [buildTrack(), buildTrack(), buildTrack(), buildTrack(), buildTrack()];
  const tracks = [a, b, c, d, e];

  it(`tries ${String(PLAYER_LIMITS.nextTries)} songs, then removes the failing one and stops with play-failed`, () => {
    const start = buildPlayingState(tracks, { index: 0 });
    const { state, effects, steps } = runEvents(start, [
      { type: 'next', now: T1, random: 0 },
      urlFailed(T1 + 1),
      engineError(T1 + 2),
      timerFired('next-after-error', T1 + 2 + PLAYER_TIMING.playErrorNextDelayMs),
      urlFailed(T1 + 400),
    ]);
    expect(resolvedIds(effects)).toEqual([b.id, c.id, d.id]);
    expect(resolvedIds(effects)).toHaveLength(PLAYER_LIMITS.nextTries);
    expect(noticesOf(effects)).toEqual([
      { type: 'play-failed-next', trackId: b.id },
      { type: 'play-failed-next', trackId: c.id },
      { type: 'play-failed', trackId: d.id },
    ]);
    expect(state.queue).toEqual([a, b, c, e]);
    expect(state).toMatchObject({ status: 'stopped', skip: null, url: null, index: 3 });
    expect(currentTrack(state)).toBe(e);
    expect(steps[2]?.state.skip).toEqual({ direction: 'next', tries: 2 });
    const last = steps[4]?.effects ?? [];
    expect(last[0]).toEqual({ type: 'stop' });
    expect(persistedValues(last, 'playList')).toEqual([[a, b, c, e]]);
    expect(persistedValues(last, 'playListIndex')).toEqual([3]);
  });

  it('the run does not move the debounce clock', () => {
    const start = buildPlayingState(tracks, { index: 0 });
    const { state } = runEvents(start, [{ type: 'next', now: T1, random: 0 }, urlFailed(T1 + 1)]);
    expect(state.lastSkipAt).toBe(T1);
  });

  it('a success ends the run: a later failure starts counting again', () => {
    const start = buildPlayingState(tracks, { index: 0 });
    const { state, effects } = runEvents(start, [
      { type: 'next', now: T1, random: 0 },
      urlFailed(T1 + 1),
      urlResolved(T1 + 2),
      enginePlaying(T1 + 3),
      urlFailed(T1 + 4),
    ]);
    expect(noticesOf(effects)).toEqual([
      { type: 'play-failed-next', trackId: b.id },
      { type: 'play-failed-next', trackId: c.id },
    ]);
    expect(state).toMatchObject({ index: 3, skip: { direction: 'next', tries: 1 } });
  });

  it('random mode: each try goes to the index its random picks', () => {
    const start = buildPlayingState(tracks, { index: 0, playMode: PlayMode.Random });
    const { effects, state } = runEvents(start, [
      { type: 'next', now: T1, random: 0.9 },
      urlFailed(T1 + 1, 0),
      urlFailed(T1 + 2, 0.5),
      urlFailed(T1 + 3, 0),
    ]);
    expect(resolvedIds(effects)).toEqual([e.id, a.id, d.id]);
    expect(noticesOf(effects).at(-1)).toEqual({ type: 'play-failed', trackId: d.id });
    expect(state.queue).toEqual([a, b, c, e]);
  });
});

describe('a failing previous run', () => {
  const [a, b, c, d, e] = [buildTrack(), buildTrack(), buildTrack(), buildTrack(), buildTrack()];
  const tracks = [a, b, c, d, e];

  it(`tries ${String(PLAYER_LIMITS.previousTries)} songs, then removes the failing one`, () => {
    const start = buildPlayingState(tracks, { index: 2 });
    const { state, effects } = runEvents(start, [
      { type: 'previous', now: T1 },
      urlFailed(T1 + 1),
      urlFailed(T1 + 2),
    ]);
    expect(resolvedIds(effects)).toEqual([b.id, a.id]);
    expect(resolvedIds(effects)).toHaveLength(PLAYER_LIMITS.previousTries);
    expect(noticesOf(effects)).toEqual([
      { type: 'play-failed-next', trackId: b.id },
      { type: 'play-failed', trackId: a.id },
    ]);
    expect(state.queue).toEqual([b, c, d, e]);
    expect(state).toMatchObject({ status: 'stopped', index: 0 });
  });
});

describe('a failing chosen song', () => {
  const [a, b, c, d, e] = [buildTrack(), buildTrack(), buildTrack(), buildTrack(), buildTrack()];
  const tracks = [a, b, c, d, e];

  it('starts a next run with play-failed-next', () => {
    const start = buildPlayingState(tracks, { index: 0 });
    const { state, steps } = runEvents(start, [
      { type: 'play-index', index: 2, now: T1 },
      urlFailed(T1 + 1),
    ]);
    expect(steps[1]?.effects[0]).toEqual({
      type: 'notify',
      notice: { type: 'play-failed-next', trackId: c.id },
    });
    expect(state).toMatchObject({
      index: 3,
      status: 'loading',
      skip: { direction: 'next', tries: 1 },
    });
  });

  it('the run then tries its full count before removing the last failing song', () => {
    const start = buildPlayingState(tracks, { index: 0 });
    const { state, effects } = runEvents(start, [
      { type: 'play-index', index: 2, now: T1 },
      urlFailed(T1 + 1),
      urlFailed(T1 + 2),
      urlFailed(T1 + 3),
      urlFailed(T1 + 4),
    ]);
    expect(noticesOf(effects)).toEqual([
      { type: 'play-failed-next', trackId: c.id },
      { type: 'play-failed-next', trackId: d.id },
      { type: 'play-failed-next', trackId: e.id },
      { type: 'play-failed', trackId: a.id },
    ]);
    expect(state.queue).toEqual([b, c, d, e]);
    expect(state.status).toBe('stopped');
  });

  it('a single-track queue removes the song at once and ends empty', () => {
    const only = buildTrack();
    const { state, effects } = runEvents(createInitialPlayerState(), [
      { type: 'replace-queue', tracks: [only], startIndex: 0, now: T1 },
      urlFailed(T1 + 1),
    ]);
    expect(noticesOf(effects)).toEqual([{ type: 'play-failed', trackId: only.id }]);
    expect(state).toMatchObject({ queue: [], index: -1, status: 'stopped', url: null });
    expect(persistedValues(effects, 'playListIndex').at(-1)).toBe(-1);
  });

  it('when no other song is playable the failing one is removed at once', () => {
    const playable = buildTrack();
    const blocked = buildNoCopyrightTrack();
    const { state, effects } = runEvents(createInitialPlayerState(), [
      { type: 'replace-queue', tracks: [playable, blocked], startIndex: 0, now: T1 },
      urlFailed(T1 + 1),
    ]);
    expect(noticesOf(effects)).toEqual([{ type: 'play-failed', trackId: playable.id }]);
    expect(state.queue).toEqual([blocked]);
  });
});

describe('loadFailed / stopped (direct)', () => {
  it('with nothing current, stops without a notice', () => {
    const state = createInitialPlayerState({
      queue: buildTracks(2),
      index: -1,
      skip: { direction: 'next', tries: 3 },
    });
    const { state: after, effects } = loadFailed(state, T1, 0);
    expect(after).toMatchObject({ status: 'stopped', skip: null });
    expect(noticesOf(effects)).toEqual([]);
  });

  it('stopped cancels every pending timer but the rate re-apply', () => {
    const { effects } = stopped(createInitialPlayerState(), []);
    expect(effectsOfType(effects, 'cancel').map((effect) => effect.timer)).toEqual([
      'watchdog',
      'retry-play',
      'next-after-error',
      'preload',
    ]);
  });
});

describe('song end', () => {
  const tracks = buildTracks(4);

  it.each([
    ['sequential, middle → next', PlayMode.Sequential, 1, 0, 2],
    ['sequential, last → wraps to first', PlayMode.Sequential, 3, 0, 0],
    ['single loop → replays', PlayMode.SingleLoop, 1, 0.7, 1],
    ['random → the random other index', PlayMode.Random, 1, 0.7, 3],
    ['random, low random → the first', PlayMode.Random, 1, 0, 0],
  ])('%s', (_case, playMode, from, random, to) => {
    const state = buildPlayingState(tracks, { index: from, playMode });
    const { state: after } = runEvents(state, [engineEnded(T1, random)]);
    expect(after.index).toBe(to);
    expect(after.status).toBe('loading');
    expect(after.loadId).toBe(state.loadId + 1);
    expect(after.lastSkipAt).toBe(state.lastSkipAt);
  });

  it('single loop replays from the still-valid URL (no re-fetch)', () => {
    const state = buildPlayingState(tracks, { index: 1, playMode: PlayMode.SingleLoop });
    const { effects } = songEnded(state, SCENARIO_T0 + PLAYER_TIMING.songUrlValidityMs - 1, 0);
    expect(effectsOfType(effects, 'resolve-url')).toEqual([]);
    expect(effectsOfType(effects, 'load')).toMatchObject([{ track: tracks[1], startAtSec: 0 }]);
  });

  it('single loop re-fetches the URL once 30 minutes have passed', () => {
    const state = buildPlayingState(tracks, { index: 1, playMode: PlayMode.SingleLoop });
    const { effects } = songEnded(state, SCENARIO_T0 + PLAYER_TIMING.songUrlValidityMs, 0);
    expect(resolvedIds(effects)).toEqual([trackAt(tracks, 1).id]);
    expect(effectsOfType(effects, 'load')).toEqual([]);
  });

  it('a song stopped as it ended stays current: nothing moves on or loads', () => {
    const state = { ...buildPlayingState(tracks, { index: 3 }), status: 'stopped' as const };
    const after = songEnded(state, T1, 0);
    expect(after.state).toBe(state);
    expect(after.effects).toEqual([]);
  });

  it('a song end after a failed run starts a fresh run', () => {
    const state = buildPlayingState(tracks, { index: 0 });
    const after = songEnded({ ...state, skip: { direction: 'previous', tries: 2 } }, T1, 0);
    expect(after.state.skip).toEqual({ direction: 'next', tries: 1 });
    expect(scheduledTimer(after.effects, 'watchdog')).toBeUndefined();
  });
});
