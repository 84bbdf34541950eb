import { PLAYER_LIMITS, PLAYER_TIMING } from '../constants/timing';
import {
  SCENARIO_T0,
  buildNoCopyrightTrack,
  buildPlayingState,
  buildTrack,
  buildTracks,
  effectsOfType,
  engineProgress,
  persistedValues,
  runEvents,
  scheduledTimer,
  urlResolved,
} from '../testing/player.builders';
import { PlayMode } from './play-mode';
import { transition } from './player.machine';
import { createInitialPlayerState } from './player.state';
import type { PlayerEvent, PlayerState } from './player.types';

const T1 = SCENARIO_T0 + 60_000;
const [a, b, c, d] = [buildTrack(), buildTrack(), buildTrack(), buildTrack()];
const queue = [a, b, c, d];

function expectUnchanged(state: PlayerState, event: PlayerEvent): void {
  const result = transition(state, event);
  expect(result.state).toBe(state);
  expect(result.effects).toEqual([]);
}

describe('replace-queue', () => {
  it('saves the list and starts loading the start index', () => {
    const { state, effects } = transition(createInitialPlayerState(), {
      type: 'replace-queue',
      tracks: queue,
      startIndex: 2,
      now: T1,
    });
    expect(effects[0]).toEqual({ type: 'persist', key: 'playList', value: queue });
    expect(state).toMatchObject({ queue, index: 2, status: 'loading', loadId: 1, skip: null });
    expect(effectsOfType(effects, 'resolve-url')).toMatchObject([{ track: c, loadId: 1 }]);
  });

  it.each([
    ['a negative start → the first', -5, 0],
    ['a start past the end → the last', 99, 3],
  ])('clamps %s', (_case, startIndex, expected) => {
    const event = { type: 'replace-queue' as const, tracks: queue, startIndex, now: T1 };
    expect(transition(createInitialPlayerState(), event).state.index).toBe(expected);
  });

  it('skips a no-copyright start to the next playable track', () => {
    const blocked = buildNoCopyrightTrack();
    const event = {
      type: 'replace-queue' as const,
      tracks: [a, blocked, b],
      startIndex: 1,
      now: T1,
    };
    expect(transition(createInitialPlayerState(), event).state.index).toBe(2);
  });

  it.each([
    ['an empty list', []],
    ['a list of no-copyright items only', [buildNoCopyrightTrack(), buildNoCopyrightTrack()]],
  ])('with %s stops and goes idle with nothing current', (_case, tracks) => {
    const { state, effects } = transition(buildPlayingState(queue), {
      type: 'replace-queue',
      tracks,
      startIndex: 0,
      now: T1,
    });
    expect(state).toMatchObject({ queue: tracks, index: -1, status: 'idle', url: null });
    expect(effects).toContainEqual({ type: 'stop' });
    expect(persistedValues(effects, 'playList')).toEqual([tracks]);
  });

  it('copies the list it is given', () => {
    const tracks = buildTracks(2);
    const { state } = transition(createInitialPlayerState(), {
      type: 'replace-queue',
      tracks,
      startIndex: 0,
      now: T1,
    });
    tracks.push(buildTrack());
    expect(state.queue).toHaveLength(2);
  });
});

describe('play-track', () => {
  it('of the current song toggles: playing → paused → playing again', () => {
    const playing = buildPlayingState(queue, { index: 1 });
    const paused = transition(playing, { type: 'play-track', track: b, now: T1 });
    expect(paused.state.status).toBe('paused');
    expect(paused.effects).toContainEqual({ type: 'pause' });
    const resumed = transition(paused.state, { type: 'play-track', track: b, now: T1 + 1 });
    expect(resumed.state.status).toBe('loading');
    expect(resumed.effects).toContainEqual({ type: 'play' });
    expect(resumed.state.loadId).toBe(playing.loadId);
  });

  it('of a queued song makes it current without changing the list', () => {
    const { state, effects } = transition(buildPlayingState(queue, { index: 0 }), {
      type: 'play-track',
      track: c,
      now: T1,
    });
    expect(state).toMatchObject({ queue, index: 2, status: 'loading' });
    expect(persistedValues(effects, 'playList')).toEqual([]);
  });

  it('of a new song inserts it right after the current one and plays it', () => {
    const fresh = buildTrack();
    const { state, effects } = transition(buildPlayingState(queue, { index: 1 }), {
      type: 'play-track',
      track: fresh,
      now: T1,
    });
    expect(state.queue).toEqual([a, b, fresh, c, d]);
    expect(state).toMatchObject({ index: 2, status: 'loading' });
    expect(persistedValues(effects, 'playList')).toEqual([[a, b, fresh, c, d]]);
    expect(effectsOfType(effects, 'resolve-url')).toMatchObject([{ track: fresh }]);
  });

  it('of a new song into an empty player makes a one-song list', () => {
    const { state } = transition(createInitialPlayerState(), {
      type: 'play-track',
      track: a,
      now: T1,
    });
    expect(state).toMatchObject({ queue: [a], index: 0, status: 'loading' });
  });

  it('of a no-copyright song is refused quietly (state unchanged, no effects)', () => {
    expectUnchanged(buildPlayingState(queue), {
      type: 'play-track',
      track: buildNoCopyrightTrack(),
      now: T1,
    });
    expectUnchanged(createInitialPlayerState(), {
      type: 'play-track',
      track: buildNoCopyrightTrack(),
      now: T1,
    });
  });
});

describe('play-index', () => {
  const blockedQueue = [a, buildNoCopyrightTrack(), c];

  it('of the current index toggles', () => {
    const state = buildPlayingState(queue, { index: 1 });
    expect(transition(state, { type: 'play-index', index: 1, now: T1 }).state.status).toBe(
      'paused',
    );
  });

  it('of another index loads it and ends a skip run', () => {
    const state = { ...buildPlayingState(queue), skip: { direction: 'next' as const, tries: 2 } };
    const { state: after } = transition(state, { type: 'play-index', index: 3, now: T1 });
    expect(after).toMatchObject({ index: 3, status: 'loading', skip: null });
  });

  it.each([
    ['a no-copyright item', 1],
    ['an index past the end', 3],
    ['a negative index', -2],
  ])('of %s is refused quietly', (_case, index) => {
    expectUnchanged(buildPlayingState(blockedQueue), { type: 'play-index', index, now: T1 });
  });
});

describe('toggle / pause / resume / stop', () => {
  it('pause saves the progress and cancels the watchdog', () => {
    const { state, effects } = runEvents(buildPlayingState(queue, { index: 2 }), [
      engineProgress(37.25),
      { type: 'pause' },
    ]);
    expect(state).toMatchObject({ status: 'paused', resumeAtSec: 37.25 });
    expect(effects).toEqual([
      { type: 'pause' },
      { type: 'cancel', timer: 'watchdog' },
      { type: 'persist', key: 'playProgress', value: { songId: c.id, progress: 37.25 } },
    ]);
  });

  it('pause while loading pauses too', () => {
    const loading = runEvents(createInitialPlayerState(), [
      { type: 'replace-queue', tracks: queue, startIndex: 0, now: T1 },
    ]).state;
    expect(transition(loading, { type: 'pause' }).state.status).toBe('paused');
    expect(transition(loading, { type: 'toggle', now: T1 }).state.status).toBe('paused');
  });

  it.each<[string, Partial<PlayerState>]>([
    ['paused', { status: 'paused' }],
    ['stopped', { status: 'stopped' }],
    ['idle', { status: 'idle' }],
  ])('pause when %s does nothing', (_case, overrides) => {
    expectUnchanged({ ...buildPlayingState(queue), ...overrides }, { type: 'pause' });
  });

  it('pause with nothing current pauses without saving progress', () => {
    const state = createInitialPlayerState({ status: 'playing' });
    const { effects } = transition(state, { type: 'pause' });
    expect(persistedValues(effects, 'playProgress')).toEqual([]);
  });

  it('resume with a valid URL plays on under the same load, with the watchdog', () => {
    const paused = transition(buildPlayingState(queue), { type: 'pause' }).state;
    const now = SCENARIO_T0 + PLAYER_TIMING.songUrlValidityMs - 1;
    const { state, effects } = transition(paused, { type: 'resume', now });
    expect(state).toMatchObject({ status: 'loading', loadId: paused.loadId });
    expect(effects).toEqual([
      { type: 'play' },
      {
        type: 'schedule',
        timer: 'watchdog',
        loadId: paused.loadId,
        delayMs: PLAYER_TIMING.watchdogMs,
      },
    ]);
  });

  it('resume with an expired URL re-fetches it and continues at the paused position', () => {
    const { state, effects, steps } = runEvents(buildPlayingState(queue, { index: 1 }), [
      engineProgress(71),
      { type: 'pause' },
      { type: 'resume', now: SCENARIO_T0 + PLAYER_TIMING.songUrlValidityMs },
      urlResolved(SCENARIO_T0 + PLAYER_TIMING.songUrlValidityMs + 5, 'https://cdn.example/new.mp3'),
    ]);
    expect(effectsOfType(steps[2]?.effects ?? [], 'resolve-url')).toEqual([
      { type: 'resolve-url', loadId: state.loadId, track: b, refetch: true },
    ]);
    expect(effectsOfType(effects, 'load')).toEqual([
      {
        type: 'load',
        loadId: state.loadId,
        url: 'https://cdn.example/new.mp3',
        track: b,
        startAtSec: 71,
        autoplay: true,
      },
    ]);
    expect(state.url?.expiresAt).toBe(
      SCENARIO_T0 + PLAYER_TIMING.songUrlValidityMs + 5 + PLAYER_TIMING.songUrlValidityMs,
    );
  });

  it('resume does nothing unless paused, or with nothing current', () => {
    expectUnchanged(buildPlayingState(queue), { type: 'resume', now: T1 });
    expectUnchanged(createInitialPlayerState({ status: 'paused' }), { type: 'resume', now: T1 });
  });

  it('toggle from stopped reloads the current song where it was, reusing a valid URL', () => {
    const { state, effects } = runEvents(buildPlayingState(queue, { index: 2 }), [
      { type: 'seek', positionSec: 15 },
      { type: 'stop' },
      { type: 'toggle', now: SCENARIO_T0 + 1 },
    ]);
    expect(state).toMatchObject({ status: 'loading', index: 2 });
    expect(effectsOfType(effects, 'load')).toMatchObject([{ track: c, startAtSec: 15 }]);
  });

  it('toggle with nothing current does nothing', () => {
    expectUnchanged(createInitialPlayerState(), { type: 'toggle', now: T1 });
  });

  it('stop stops the engine and every pending timer; with nothing current it does nothing', () => {
    const { state, effects } = transition(buildPlayingState(queue), { type: 'stop' });
    expect(state.status).toBe('stopped');
    expect(effects[0]).toEqual({ type: 'stop' });
    expect(effectsOfType(effects, 'cancel').map((e) => e.timer)).toContain('watchdog');
    expectUnchanged(createInitialPlayerState(), { type: 'stop' });
  });
});

describe('remove', () => {
  it.each([
    ['before the current one: the current index shifts down', 0, 1],
    ['after the current one: the current index stays', 3, 2],
  ])('%s', (_case, index, expectedIndex) => {
    const state = buildPlayingState(queue, { index: 2 });
    const { state: after, effects } = transition(state, { type: 'remove', index, now: T1 });
    expect(after).toMatchObject({ index: expectedIndex, status: 'playing', loadId: state.loadId });
    expect(after.queue[after.index]).toBe(c);
    expect(persistedValues(effects, 'playListIndex')).toEqual([expectedIndex]);
    expect(effectsOfType(effects, 'resolve-url')).toEqual([]);
  });

  it.each([
    ['playing', 'playing'],
    ['loading', 'loading'],
  ] as const)('the current one while %s: the following song loads', (_case, status) => {
    const state = { ...buildPlayingState(queue, { index: 1 }), status };
    const { state: after, effects } = transition(state, { type: 'remove', index: 1, now: T1 });
    expect(after.queue).toEqual([a, c, d]);
    expect(after).toMatchObject({ index: 1, status: 'loading', loadId: state.loadId + 1 });
    expect(effectsOfType(effects, 'resolve-url')).toMatchObject([{ track: c }]);
    expect(persistedValues(effects, 'playList')).toEqual([[a, c, d]]);
  });

  it('the current one at the end while playing: wraps to the first', () => {
    const state = buildPlayingState(queue, { index: 3 });
    const { state: after } = transition(state, { type: 'remove', index: 3, now: T1 });
    expect(after).toMatchObject({ index: 0, status: 'loading' });
  });

  it('the current one while paused: the following song becomes current, still paused, nothing loads', () => {
    const paused = runEvents(buildPlayingState(queue, { index: 3 }), [
      engineProgress(50),
      { type: 'pause' },
    ]).state;
    const { state, effects } = transition(paused, { type: 'remove', index: 3, now: T1 });
    expect(state).toMatchObject({ queue: [a, b, c], index: 0, status: 'paused', url: null });
    expect(state).toMatchObject({ positionSec: 0, resumeAtSec: 0 });
    expect(effectsOfType(effects, 'resolve-url')).toEqual([]);
    // The saved index and song follow, so a restart restores a valid position.
    expect(persistedValues(effects, 'playListIndex')).toEqual([0]);
    expect(persistedValues(effects, 'currentPlayMusic')).toEqual([a]);
    const resumed = transition(state, { type: 'resume', now: T1 + 1 });
    expect(effectsOfType(resumed.effects, 'resolve-url')).toMatchObject([{ track: a }]);
  });

  it('the last remaining song: the player stops and goes idle, empty', () => {
    const state = buildPlayingState([a]);
    const { state: after, effects } = transition(state, { type: 'remove', index: 0, now: T1 });
    expect(after).toMatchObject({ queue: [], index: -1, status: 'idle', url: null });
    expect(effects).toContainEqual({ type: 'stop' });
    expect(persistedValues(effects, 'playList')).toEqual([[]]);
  });

  it.each([-1, 4])('an index outside the list (%i) does nothing', (index) => {
    expectUnchanged(buildPlayingState(queue), { type: 'remove', index, now: T1 });
  });
});

describe('seek / play mode / rate / volume', () => {
  it.each([
    [42.5, 42.5],
    [-3, 0],
  ])('seek to %p goes to %p', (positionSec, expected) => {
    const { state, effects } = transition(buildPlayingState(queue), { type: 'seek', positionSec });
    expect(state).toMatchObject({ positionSec: expected, resumeAtSec: expected });
    expect(effects).toEqual([{ type: 'seek', positionSec: expected }]);
  });

  it('seek to a non-number, or with nothing current, does nothing', () => {
    expectUnchanged(buildPlayingState(queue), { type: 'seek', positionSec: Number.NaN });
    expectUnchanged(createInitialPlayerState(), { type: 'seek', positionSec: 3 });
  });

  it.each([PlayMode.Sequential, PlayMode.SingleLoop, PlayMode.Random])(
    'set-play-mode %p is kept and saved',
    (mode) => {
      const { state, effects } = transition(createInitialPlayerState(), {
        type: 'set-play-mode',
        mode,
      });
      expect(state.playMode).toBe(mode);
      expect(effects).toEqual([{ type: 'persist', key: 'playMode', value: mode }]);
    },
  );

  it.each([
    [0.5, 0.5],
    [0, 0],
    [1, 1],
    [-0.2, 0],
    [1.7, 1],
    [-Infinity, null],
    [Number.NaN, null],
  ])('set-volume %p → %p (clamped to 0..1, non-numbers ignored)', (volume, expected) => {
    const state = createInitialPlayerState({ volume: 0.6 });
    const result = transition(state, { type: 'set-volume', volume });
    if (expected === null) {
      expect(result.state).toBe(state);
      expect(result.effects).toEqual([]);
      return;
    }
    expect(result.state.volume).toBe(expected);
    expect(result.effects).toEqual([
      { type: 'set-volume', volume: expected },
      { type: 'persist', key: 'volume', value: expected },
    ]);
  });

  it.each([
    [1.5, 1.5],
    [0.5, 0.5],
    [10, PLAYER_LIMITS.maxPlaybackRate],
    [0, null],
    [-1, null],
    [Number.NaN, null],
    [Infinity, null],
  ])('set-rate %p → %p (invalid rates ignored)', (rate, expected) => {
    const state = createInitialPlayerState({ playbackRate: 1.25 });
    const result = transition(state, { type: 'set-rate', rate });
    if (expected === null) {
      expect(result.state).toBe(state);
      expect(result.effects).toEqual([]);
      return;
    }
    expect(result.state.playbackRate).toBe(expected);
    expect(result.effects).toEqual([
      { type: 'set-rate', rate: expected },
      { type: 'persist', key: 'playbackRate', value: expected },
    ]);
  });

  it('the rate set is what the re-apply timer applies', () => {
    const state = buildPlayingState(queue);
    const { effects } = runEvents(state, [
      { type: 'set-rate', rate: 1.75 },
      { type: 'timer', timer: 'rate-reapply', loadId: state.loadId, now: T1, random: 0 },
    ]);
    expect(effects.at(-1)).toEqual({ type: 'set-rate', rate: 1.75 });
    expect(scheduledTimer(effects, 'rate-reapply')).toBeUndefined();
  });
});
