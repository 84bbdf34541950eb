import { PLAYER_TIMING } from '../constants/timing';
import {
  SCENARIO_T0,
  buildNoCopyrightTrack,
  buildTrack,
  buildTracks,
  effectsOfType,
  persistedValues,
  scheduledTimer,
  trackAt,
} from '../testing/player.builders';
import { PlayMode } from './play-mode';
import {
  createInitialPlayerState,
  currentTrack,
  hasValidUrl,
  startLoad,
  unchanged,
} from './player.state';
import type { PlayerState, TrackUrl } from './player.types';

const VALIDITY = PLAYER_TIMING.songUrlValidityMs;

function urlFor(trackId: number | string, createdAt = SCENARIO_T0): TrackUrl {
  return { trackId, url: 'https://cdn.example/a.mp3', createdAt, expiresAt: createdAt + VALIDITY };
}

describe('createInitialPlayerState', () => {
  it('starts idle with nothing current, sequential, full volume, normal speed', () => {
    expect(createInitialPlayerState()).toMatchObject({
      queue: [],
      index: -1,
      status: 'idle',
      playMode: PlayMode.Sequential,
      url: null,
      loadId: 0,
      playbackRate: 1,
      volume: 1,
      skip: null,
      lastSkipAt: null,
      favorites: [],
      dislikes: [],
      history: [],
    });
  });

  it('applies overrides', () => {
    expect(createInitialPlayerState({ volume: 0.3, playMode: PlayMode.Random })).toMatchObject({
      volume: 0.3,
      playMode: PlayMode.Random,
    });
  });
});

describe('currentTrack', () => {
  it('is the track at the index, or nothing at -1', () => {
    const queue = buildTracks(2);
    expect(currentTrack(createInitialPlayerState({ queue, index: 1 }))).toBe(queue[1]);
    expect(currentTrack(createInitialPlayerState({ queue, index: -1 }))).toBeUndefined();
  });
});

describe('unchanged', () => {
  it('returns the same state object and no effects', () => {
    const state = createInitialPlayerState();
    expect(unchanged(state)).toEqual({ state, effects: [] });
    expect(unchanged(state).state).toBe(state);
  });
});

describe('hasValidUrl (a URL is valid 30 minutes from creation)', () => {
  const track = buildTrack();
  const state = createInitialPlayerState({ queue: [track], index: 0, url: urlFor(track.id) });

  it.each([
    ['at creation', 0, true],
    ['one ms before expiry', VALIDITY - 1, true],
    ['exactly at expiry', VALIDITY, false],
    ['after expiry', VALIDITY + 1, false],
  ])('%s → %p', (_case, elapsed, expected) => {
    expect(hasValidUrl(state, track, SCENARIO_T0 + elapsed)).toBe(expected);
  });

  it('is false for another track and without a URL', () => {
    expect(hasValidUrl(state, buildTrack(), SCENARIO_T0)).toBe(false);
    expect(hasValidUrl({ ...state, url: null }, track, SCENARIO_T0)).toBe(false);
  });
});

describe('startLoad', () => {
  const queue = buildTracks(3);

  function stateAt(index: number, extra: Partial<PlayerState> = {}): PlayerState {
    return createInitialPlayerState({ queue, index, loadId: 4, status: 'playing', ...extra });
  }

  it('makes the index current under a new load id and resolves its URL', () => {
    const { state, effects } = startLoad(stateAt(0), 2, { now: SCENARIO_T0 });
    expect(state).toMatchObject({
      index: 2,
      loadId: 5,
      status: 'loading',
      url: null,
      positionSec: 0,
      resumeAtSec: 0,
      savedSecond: null,
    });
    expect(effectsOfType(effects, 'resolve-url')).toEqual([
      { type: 'resolve-url', loadId: 5, track: queue[2], refetch: false },
    ]);
    expect(effectsOfType(effects, 'load')).toEqual([]);
    expect(persistedValues(effects, 'playListIndex')).toEqual([2]);
    expect(persistedValues(effects, 'currentPlayMusic')).toEqual([queue[2]]);
  });

  it('cancels every timer of the previous load', () => {
    const { effects } = startLoad(stateAt(0), 1, { now: SCENARIO_T0 });
    expect(
      effectsOfType(effects, 'cancel')
        .map((effect) => effect.timer)
        .sort(),
    ).toEqual([
      'next-after-error',
      'preload',
      'rate-reapply',
      'retry-play',
      'url-renewal',
      'watchdog',
    ]);
  });

  it('reuses a URL that is still valid: straight to the engine, with the watchdog', () => {
    const url = urlFor(trackAt(queue, 1).id);
    const now = SCENARIO_T0 + VALIDITY - 1;
    const { state, effects } = startLoad(stateAt(1, { url }), 1, { now, resumeAtSec: 12 });
    expect(state.url).toBe(url);
    expect(effectsOfType(effects, 'resolve-url')).toEqual([]);
    expect(effectsOfType(effects, 'load')).toEqual([
      { type: 'load', loadId: 5, url: url.url, track: queue[1], startAtSec: 12, autoplay: true },
    ]);
    expect(scheduledTimer(effects, 'watchdog')).toEqual({
      type: 'schedule',
      timer: 'watchdog',
      loadId: 5,
      delayMs: PLAYER_TIMING.watchdogMs,
    });
  });

  it('re-fetches a URL at exactly 30 minutes', () => {
    const url = urlFor(trackAt(queue, 1).id);
    const { state, effects } = startLoad(stateAt(1, { url }), 1, {
      now: SCENARIO_T0 + VALIDITY,
    });
    expect(state.url).toBeNull();
    expect(effectsOfType(effects, 'resolve-url')).toHaveLength(1);
    expect(effectsOfType(effects, 'load')).toEqual([]);
  });

  it('re-fetches a valid URL when asked to (it just failed)', () => {
    const { state, effects } = startLoad(stateAt(1, { url: urlFor(trackAt(queue, 1).id) }), 1, {
      now: SCENARIO_T0,
      refetch: true,
    });
    expect(state.url).toBeNull();
    expect(effectsOfType(effects, 'resolve-url')).toEqual([
      { type: 'resolve-url', loadId: 5, track: queue[1], refetch: true },
    ]);
  });

  it('does not reuse the URL of another track', () => {
    const { effects } = startLoad(stateAt(0, { url: urlFor(trackAt(queue, 0).id) }), 1, {
      now: SCENARIO_T0,
    });
    expect(effectsOfType(effects, 'resolve-url')).toHaveLength(1);
  });

  it('keeps the recovery and watchdog flags for the same track, and clears them for another', () => {
    const flagged = stateAt(1, { recovering: true, watchdogReloaded: true });
    expect(startLoad(flagged, 1, { now: SCENARIO_T0 }).state).toMatchObject({
      recovering: true,
      watchdogReloaded: true,
    });
    expect(startLoad(flagged, 2, { now: SCENARIO_T0 }).state).toMatchObject({
      recovering: false,
      watchdogReloaded: false,
    });
  });

  it.each([
    ['a no-copyright track', [buildNoCopyrightTrack()], 0],
    ['an index outside the queue', buildTracks(1), 3],
    ['a negative index', buildTracks(1), -1],
  ])('refuses %s quietly (state unchanged, no effects)', (_case, tracks, index) => {
    const state = createInitialPlayerState({ queue: tracks, index: -1 });
    const result = startLoad(state, index, { now: SCENARIO_T0 });
    expect(result.state).toBe(state);
    expect(result.effects).toEqual([]);
  });
});
