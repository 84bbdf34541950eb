import { PLAYER_TIMING } from '../constants/timing';
import {
  SCENARIO_T0,
  buildPlayingState,
  buildTrack,
  buildTracks,
  engineEnded,
  enginePlaying,
  engineProgress,
  engineUrlExpired,
  persistedValues,
  runEvents,
  trackAt,
  urlResolved,
} from '../testing/player.builders';
import {
  HISTORY_LIMIT,
  clearLibrary,
  recordPlay,
  removeFromHistory,
  replaceFavorites,
  setDisliked,
  setFavorite,
  toggleFavorite,
  withoutDisliked,
} from './library';
import { PlayMode } from './play-mode';
import { transition } from './player.machine';
import { createInitialPlayerState } from './player.state';
import type { PlayerState, TrackId } from './player.types';

describe('favourites', () => {
  it('sets a favourite as asked, and writes nothing when it already is', () => {
    const liked = setFavorite(createInitialPlayerState({ favorites: [1] }), 2, true);
    expect(liked.state.favorites).toEqual([1, 2]);
    expect(liked.effects).toEqual([{ type: 'persist', key: 'favoriteList', value: [1, 2] }]);
    const again = setFavorite(liked.state, 2, true);
    expect(again).toEqual({ state: liked.state, effects: [] });
    expect(setFavorite(liked.state, 1, false).state.favorites).toEqual([2]);
  });

  it('replaces the favourites with the account’s list, each id once, and keeps an equal one', () => {
    const before = createInitialPlayerState({ favorites: ['bv1--2--3', 4] });
    const { state, effects } = replaceFavorites(before, [9, 8, 9]);
    expect(state.favorites).toEqual([9, 8]);
    expect(effects).toEqual([{ type: 'persist', key: 'favoriteList', value: [9, 8] }]);
    expect(replaceFavorites(state, [9, 8])).toEqual({ state, effects: [] });
    expect(
      transition(before, { type: 'replace-favorites', trackIds: [5] }).state.favorites,
    ).toEqual([5]);
  });

  it.each<[string, TrackId[], TrackId, TrackId[]]>([
    ['adds a new id at the end', [1, 2], 3, [1, 2, 3]],
    ['removes an existing id', [1, 2, 3], 2, [1, 3]],
    ['handles string ids', ['bv1--2--3'], 'bv1--2--3', []],
    ['adds to an empty list', [], 'bv9--1--1', ['bv9--1--1']],
  ])('toggle %s', (_case, before, id, after) => {
    const { state, effects } = toggleFavorite(createInitialPlayerState({ favorites: before }), id);
    expect(state.favorites).toEqual(after);
    expect(effects).toEqual([{ type: 'persist', key: 'favoriteList', value: after }]);
  });

  it('never lists an id twice, however often it is toggled', () => {
    const { state } = runEvents(
      createInitialPlayerState(),
      Array.from({ length: 7 }, () => ({ type: 'toggle-favorite' as const, trackId: 5 })),
    );
    expect(state.favorites).toEqual([5]);
  });
});

describe('dislikes', () => {
  it.each<[string, TrackId[], TrackId, boolean, TrackId[]]>([
    ['adds a song', [1], 2, true, [1, 2]],
    ['removes a song', [1, 2], 1, false, [2]],
  ])('%s', (_case, before, id, disliked, after) => {
    const { state, effects } = setDisliked(
      createInitialPlayerState({ dislikes: before }),
      id,
      disliked,
    );
    expect(state.dislikes).toEqual(after);
    expect(effects).toEqual([{ type: 'persist', key: 'dislikeList', value: after }]);
  });

  it.each<[string, TrackId[], TrackId, boolean]>([
    ['disliking a disliked song', [1, 2], 2, true],
    ['undisliking a song that is not disliked', [1], 3, false],
  ])('%s changes nothing and writes nothing (no duplicates)', (_case, before, id, disliked) => {
    const state = createInitialPlayerState({ dislikes: before });
    const result = transition(state, { type: 'set-disliked', trackId: id, disliked });
    expect(result.state).toBe(state);
    expect(result.effects).toEqual([]);
  });

  it('moves a re-disliked id (not at the end) nowhere: it is listed once', () => {
    const { state } = runEvents(createInitialPlayerState({ dislikes: [1, 2, 3] }), [
      { type: 'set-disliked', trackId: 1, disliked: true },
    ]);
    expect(state.dislikes.filter((id) => id === 1)).toHaveLength(1);
  });

  it('disliking removes the song from the daily recommendations', () => {
    const songs = buildTracks(4);
    const disliked = trackAt(songs, 1);
    const { state } = transition(createInitialPlayerState(), {
      type: 'set-disliked',
      trackId: disliked.id,
      disliked: true,
    });
    expect(withoutDisliked(songs, state.dislikes)).toEqual(songs.filter((s) => s !== disliked));
    expect(withoutDisliked(songs, [])).toEqual(songs);
  });
});

describe('play history', () => {
  it('counts plays: a new song enters the front with count 1, a replayed one moves to the front +1', () => {
    const [a, b] = [buildTrack(), buildTrack()];
    let state = createInitialPlayerState();
    state = recordPlay(state, a).state;
    state = recordPlay(state, b).state;
    const { state: after, effects } = recordPlay(state, a);
    expect(after.history).toEqual([
      { track: a, count: 2 },
      { track: b, count: 1 },
    ]);
    expect(persistedValues(effects, 'musicHistory')).toEqual([after.history]);
  });

  it(`keeps at most ${String(HISTORY_LIMIT)} songs, dropping the oldest`, () => {
    const history = buildTracks(HISTORY_LIMIT).map((track) => ({ track, count: 1 }));
    const newest = buildTrack();
    const { state } = recordPlay(createInitialPlayerState({ history }), newest);
    expect(state.history).toHaveLength(HISTORY_LIMIT);
    expect(state.history[0]).toEqual({ track: newest, count: 1 });
    expect(state.history.at(-1)).toEqual(history.at(-2));
  });

  function countOf(state: PlayerState, id: TrackId): number | undefined {
    return state.history.find((entry) => entry.track.id === id)?.count;
  }

  it('a song that starts playing is counted once', () => {
    const tracks = buildTracks(2);
    const state = buildPlayingState(tracks);
    expect(countOf(state, trackAt(tracks, 0).id)).toBe(1);
    expect(countOf(state, trackAt(tracks, 1).id)).toBeUndefined();
  });

  it('a single-loop replay counts again', () => {
    const tracks = buildTracks(2);
    const { state } = runEvents(buildPlayingState(tracks, { playMode: PlayMode.SingleLoop }), [
      engineEnded(SCENARIO_T0 + 1),
      enginePlaying(SCENARIO_T0 + 2),
    ]);
    expect(countOf(state, trackAt(tracks, 0).id)).toBe(2);
  });

  it('pausing and resuming is the same play, not a new one', () => {
    const tracks = buildTracks(2);
    const { state } = runEvents(buildPlayingState(tracks), [
      engineProgress(20),
      { type: 'pause' },
      { type: 'resume', now: SCENARIO_T0 + 10_001 },
      enginePlaying(SCENARIO_T0 + 10_002),
      { type: 'toggle', now: SCENARIO_T0 + 20_001 },
      { type: 'toggle', now: SCENARIO_T0 + 30_001 },
      enginePlaying(SCENARIO_T0 + 30_002),
    ]);
    expect(state.status).toBe('playing');
    expect(countOf(state, trackAt(tracks, 0).id)).toBe(1);
  });

  it('recovering an expired URL mid-song, or resuming after the URL expired, is the same play', () => {
    const tracks = buildTracks(2);
    const later = SCENARIO_T0 + PLAYER_TIMING.songUrlValidityMs;
    const { state } = runEvents(buildPlayingState(tracks), [
      engineUrlExpired(42, SCENARIO_T0 + 10),
      urlResolved(SCENARIO_T0 + 11),
      enginePlaying(SCENARIO_T0 + 12),
      { type: 'pause' },
      { type: 'resume', now: later + 1 },
      urlResolved(later + 2),
      enginePlaying(later + 3),
    ]);
    expect(state.status).toBe('playing');
    expect(countOf(state, trackAt(tracks, 0).id)).toBe(1);
  });
});

describe('clearLibrary', () => {
  it('forgets the history, and saves the empty list', () => {
    const state = {
      ...createInitialPlayerState(),
      history: [{ track: buildTrack({ id: 1 }), count: 2 }],
      favorites: [5],
    };
    const { state: after, effects } = clearLibrary(state, 'history');
    expect(after.history).toEqual([]);
    expect(after.favorites).toEqual([5]);
    expect(effects).toEqual([{ type: 'persist', key: 'musicHistory', value: [] }]);
  });

  it('forgets favourites and dislikes together; nothing to forget changes nothing', () => {
    const state = { ...createInitialPlayerState(), favorites: [1, 2], dislikes: [3] };
    const { state: after, effects } = clearLibrary(state, 'favorites');
    expect(after).toMatchObject({ favorites: [], dislikes: [] });
    expect(effects).toEqual([
      { type: 'persist', key: 'favoriteList', value: [] },
      { type: 'persist', key: 'dislikeList', value: [] },
    ]);
    expect(clearLibrary(after, 'favorites').effects).toEqual([]);
    expect(clearLibrary(after, 'history').state).toBe(after);
  });
});

describe('removeFromHistory', () => {
  it('forgets one song, keeps the others in order with their counts, and saves the list', () => {
    const state = {
      ...createInitialPlayerState(),
      history: [
        { track: buildTrack({ id: 1 }), count: 2 },
        { track: buildTrack({ id: 'bv1--2--3' }), count: 1 },
        { track: buildTrack({ id: 3 }), count: 5 },
      ],
    };
    const { state: after, effects } = removeFromHistory(state, 'bv1--2--3');
    expect(after.history.map((entry) => [entry.track.id, entry.count])).toEqual([
      [1, 2],
      [3, 5],
    ]);
    expect(effects).toEqual([{ type: 'persist', key: 'musicHistory', value: after.history }]);
    expect(removeFromHistory(after, 99)).toEqual({ state: after, effects: [] });
  });

  it('is the machine’s remove-history command', () => {
    const state = {
      ...createInitialPlayerState(),
      history: [{ track: buildTrack({ id: 7 }), count: 1 }],
    };
    expect(transition(state, { type: 'remove-history', trackId: 7 }).state.history).toEqual([]);
  });
});
