import { PLAYER_TIMING } from '../constants/timing';
import {
  SCENARIO_T0,
  buildNoCopyrightTrack,
  buildTrack,
  effectsOfType,
  noticesOf,
  persistedValues,
  runEvents,
  urlResolved,
} from '../testing/player.builders';
import { PlayMode } from './play-mode';
import { transition } from './player.machine';
import { createInitialPlayerState } from './player.state';
import type { PlayerEffect, PlayerState, PlayerTrack } from './player.types';
import { restore } from './restore';

const [a, b, c] = [
  buildTrack(),
  buildTrack({ id: 'BV1xx--77--3', source: 'bilibili' }),
  buildTrack(),
];
const history = [{ track: c, count: 4 }];

/** A complete, valid saved state: current song `b` at 93.5 s. */
function savedState(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    playList: [a, b, c],
    playListIndex: 1,
    playProgress: { songId: b.id, progress: 93.5 },
    playMode: 2,
    playbackRate: 1.5,
    volume: 0.4,
    favoriteList: [1, 2],
    dislikeList: [3],
    musicHistory: history,
    ...overrides,
  };
}

const PREFERENCES = {
  playMode: PlayMode.Random,
  playbackRate: 1.5,
  volume: 0.4,
  favorites: [1, 2],
  dislikes: [3],
  history,
};

function expectCleared(effects: readonly PlayerEffect[]): void {
  for (const key of ['playList', 'playListIndex', 'currentPlayMusic', 'playProgress'] as const) {
    expect(persistedValues(effects, key)).toEqual([null]);
  }
  expect(noticesOf(effects)).toEqual([{ type: 'restore-failed', reason: expect.any(String) }]);
}

describe('restore: a valid saved state', () => {
  it('without autoplay: the list and last song wait, paused at the saved position; nothing is loaded', () => {
    const initial = createInitialPlayerState();
    const { state, effects } = restore(initial, savedState(), false, SCENARIO_T0);
    expect(state).toMatchObject({
      queue: [a, b, c],
      index: 1,
      status: 'paused',
      positionSec: 93.5,
      resumeAtSec: 93.5,
      url: null,
      loadId: initial.loadId,
      ...PREFERENCES,
    });
    expect(effects).toEqual([]);
  });

  it('with autoplay: the last song loads at the saved position, its URL always re-fetched', () => {
    const { state, effects } = restore(createInitialPlayerState(), savedState(), true, SCENARIO_T0);
    expect(state).toMatchObject({ index: 1, status: 'loading', loadId: 1, resumeAtSec: 93.5 });
    expect(effectsOfType(effects, 'resolve-url')).toEqual([
      { type: 'resolve-url', loadId: 1, track: b, refetch: true },
    ]);
    expect(persistedValues(effects, 'currentPlayMusic')).toEqual([b]);
  });

  it('with autoplay, the resolved URL starts the engine at the saved position', () => {
    const { effects } = runEvents(createInitialPlayerState(), [
      { type: 'restore', saved: savedState(), autoplay: true, now: SCENARIO_T0 },
      urlResolved(SCENARIO_T0 + 5),
    ]);
    expect(effectsOfType(effects, 'load')).toMatchObject([{ track: b, startAtSec: 93.5 }]);
  });

  it('without autoplay, the first play re-fetches the URL and starts at the saved position', () => {
    const { state, effects } = runEvents(createInitialPlayerState(), [
      { type: 'restore', saved: savedState(), autoplay: false, now: SCENARIO_T0 },
      { type: 'toggle', now: SCENARIO_T0 + PLAYER_TIMING.songUrlValidityMs },
      urlResolved(SCENARIO_T0 + PLAYER_TIMING.songUrlValidityMs + 1),
    ]);
    expect(effectsOfType(effects, 'resolve-url')).toMatchObject([{ track: b, refetch: true }]);
    expect(effectsOfType(effects, 'load')).toMatchObject([{ track: b, startAtSec: 93.5 }]);
    expect(state.status).toBe('loading');
  });

  it.each<[string, unknown, number]>([
    ['progress of another song is ignored', { songId: a.id, progress: 50 }, 0],
    ['no progress', null, 0],
    ['missing progress', undefined, 0],
    ['progress of the current song', { songId: b.id, progress: 12 }, 12],
  ])('%s → starts at %p s', (_case, playProgress, expected) => {
    const { state } = restore(
      createInitialPlayerState(),
      savedState({ playProgress }),
      false,
      SCENARIO_T0,
    );
    expect(state.positionSec).toBe(expected);
  });

  it('a missing index means the first song', () => {
    const { state } = restore(
      createInitialPlayerState(),
      savedState({ playListIndex: undefined }),
      false,
      SCENARIO_T0,
    );
    expect(state.index).toBe(0);
  });

  it.each<[string, unknown]>([
    ['an empty list', []],
    ['no list', undefined],
  ])('%s restores the preferences only, with nothing to clear', (_case, playList) => {
    const { state, effects } = restore(
      createInitialPlayerState(),
      savedState({ playList }),
      true,
      SCENARIO_T0,
    );
    expect(state).toMatchObject({ queue: [], index: -1, status: 'idle', ...PREFERENCES });
    expect(effects).toEqual([]);
  });

  it('first start (nothing saved) changes nothing', () => {
    const initial = createInitialPlayerState();
    const { state, effects } = restore(initial, {}, true, SCENARIO_T0);
    expect(state).toEqual(initial);
    expect(effects).toEqual([]);
  });

  it('dedupes favourites and dislikes', () => {
    const { state } = restore(
      createInitialPlayerState(),
      savedState({ favoriteList: [1, 2, 1, 'x', 2, 'x'], dislikeList: [3, 3] }),
      false,
      SCENARIO_T0,
    );
    expect(state.favorites).toEqual([1, 2, 'x']);
    expect(state.dislikes).toEqual([3]);
  });

  it.each<[unknown, PlayMode]>([
    ['1', PlayMode.SingleLoop],
    [2, PlayMode.Random],
    ['bogus', PlayMode.Sequential],
    [undefined, PlayMode.Sequential],
  ])('reads the stored play mode %p as %p', (playMode, expected) => {
    const { state } = restore(
      createInitialPlayerState(),
      savedState({ playMode }),
      false,
      SCENARIO_T0,
    );
    expect(state.playMode).toBe(expected);
  });

  it('an invalid preference keeps the current value and does not cost the queue', () => {
    const initial = createInitialPlayerState({ volume: 0.8, playbackRate: 1.25, favorites: [9] });
    const { state, effects } = restore(
      initial,
      savedState({ volume: 7, playbackRate: -1, favoriteList: 'oops', musicHistory: [{}] }),
      false,
      SCENARIO_T0,
    );
    expect(state).toMatchObject({
      volume: 0.8,
      playbackRate: 1.25,
      favorites: [9],
      history: [],
      queue: [a, b, c],
      index: 1,
    });
    expect(effects).toEqual([]);
  });

  it('with autoplay, a no-copyright last song is not played (stays paused)', () => {
    const blocked = buildNoCopyrightTrack();
    const { state, effects } = restore(
      createInitialPlayerState(),
      savedState({ playList: [a, blocked], playListIndex: 1 }),
      true,
      SCENARIO_T0,
    );
    expect(state).toMatchObject({ index: 1, status: 'paused' });
    expect(effects).toEqual([]);
  });
});

describe('restore: a saved state that cannot be restored', () => {
  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'garbage'],
    ['a number', 42],
    ['an array', [a, b]],
  ])('%s: clears the saved keys, reports restore-failed, changes nothing', (_case, saved) => {
    const initial = createInitialPlayerState({ volume: 0.3 });
    const { state, effects } = restore(initial, saved, true, SCENARIO_T0);
    expect(state).toBe(initial);
    expectCleared(effects);
  });

  const corruptTrack: Record<string, unknown> = { ...a, name: undefined };

  it.each<[string, Record<string, unknown>]>([
    ['a corrupt track in the list', { playList: [corruptTrack, b] }],
    ['a list that is not an array', { playList: 'abc' }],
    ['a track with an unknown source', { playList: [{ ...a, source: 'elsewhere' }] }],
    ['a fractional index', { playListIndex: 0.5 }],
    ['a negative progress', { playProgress: { songId: b.id, progress: -3 } }],
  ])('%s: clears the saved queue and reports, but keeps the valid preferences', (_case, bad) => {
    const { state, effects } = restore(
      createInitialPlayerState(),
      savedState(bad),
      true,
      SCENARIO_T0,
    );
    expect(state).toMatchObject({ queue: [], index: -1, status: 'idle', ...PREFERENCES });
    expectCleared(effects);
    expect(effectsOfType(effects, 'resolve-url')).toEqual([]);
  });

  it.each([
    ['past the end', 3],
    ['far past the end', 99],
    ['negative', -1],
  ])('an index %s: clears and reports it, keeps the preferences', (_case, playListIndex) => {
    const { state, effects } = restore(
      createInitialPlayerState(),
      savedState({ playListIndex }),
      true,
      SCENARIO_T0,
    );
    expect(state).toMatchObject({ queue: [], index: -1, ...PREFERENCES });
    expectCleared(effects);
    expect(noticesOf(effects)[0]).toEqual({
      type: 'restore-failed',
      reason: `saved index ${String(playListIndex)} is outside the saved list`,
    });
  });

  it('goes through transition as a restore event', () => {
    const initial: PlayerState = createInitialPlayerState();
    const { effects } = transition(initial, {
      type: 'restore',
      saved: null,
      autoplay: false,
      now: SCENARIO_T0,
    });
    expectCleared(effects);
  });

  it('a saved track keeps its optional fields', () => {
    const full: PlayerTrack = buildTrack({
      picUrl: 'p.jpg',
      album: { id: 3, name: 'X', picUrl: 'q' },
    });
    const { state } = restore(
      createInitialPlayerState(),
      savedState({ playList: [full], playListIndex: 0 }),
      false,
      SCENARIO_T0,
    );
    expect(state.queue).toEqual([full]);
  });
});
