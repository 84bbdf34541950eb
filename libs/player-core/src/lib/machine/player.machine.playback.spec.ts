import { PLAYER_TIMING } from '../constants/timing';
import {
  SCENARIO_T0,
  buildNoCopyrightTrack,
  buildPlayingState,
  buildTrack,
  effectsOfType,
  engineError,
  enginePlaying,
  engineProgress,
  engineUrlExpired,
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
import { transition } from './player.machine';
import { createInitialPlayerState } from './player.state';
import type { PlayerEvent, PlayerState, PlayerTimer } from './player.types';

const T1 = SCENARIO_T0 + 60_000;
const [a, b, c] = [buildTrack(), buildTrack(), buildTrack()];
const queue = [a, b, c];

/** Loading `a` (load 1), its URL not yet resolved. */
function loadingState(): PlayerState {
  return transition(createInitialPlayerState(), {
    type: 'replace-queue',
    tracks: queue,
    startIndex: 0,
    now: T1,
  }).state;
}

describe('answers of an old load are ignored', () => {
  const timers: PlayerTimer[] = [
    'watchdog',
    'rate-reapply',
    'retry-play',
    'next-after-error',
    'preload',
    'url-renewal',
  ];
  const stale = (loadId: number): PlayerEvent[] => [
    { type: 'url-resolved', loadId, url: 'https://old', now: T1 },
    { type: 'url-renewed', loadId, url: 'https://old', expiresAt: T1 + 10_000, now: T1 },
    { type: 'url-failed', loadId, now: T1, random: 0 },
    { type: 'engine-playing', loadId, now: T1 },
    { type: 'engine-paused', loadId },
    { type: 'engine-progress', loadId, positionSec: 10 },
    { type: 'engine-ended', loadId, now: T1, random: 0 },
    { type: 'engine-error', loadId, lockActive: false, now: T1 },
    { type: 'engine-error', loadId, lockActive: true, now: T1 },
    { type: 'engine-url-expired', loadId, positionSec: 5, now: T1 },
    ...timers.map((timer) => ({ type: 'timer' as const, timer, loadId, now: T1, random: 0 })),
  ];

  it.each(stale(1).map((event) => [`${event.type} ${JSON.stringify(event)}`, event] as const))(
    'a late %s',
    (_name, event) => {
      // The user moved on to `b` (load 2) before load 1 answered.
      const state = transition(loadingState(), { type: 'next', now: T1, random: 0 }).state;
      expect(state.loadId).toBe(2);
      const result = transition(state, event);
      expect(result.state).toBe(state);
      expect(result.effects).toEqual([]);
    },
  );

  it('an answer with a future load id is ignored too', () => {
    const state = loadingState();
    for (const event of stale(state.loadId + 1)) expect(transition(state, event).state).toBe(state);
  });

  it('the current answer still goes through after a late one was dropped', () => {
    const { effects } = runEvents(loadingState(), [
      { type: 'next', now: T1, random: 0 },
      { type: 'url-resolved', loadId: 1, url: 'https://old', now: T1 + 1 },
      urlResolved(T1 + 2, 'https://new'),
    ]);
    expect(effectsOfType(effects, 'load')).toMatchObject([{ url: 'https://new', track: b }]);
  });
});

describe('url-resolved', () => {
  it('keeps the URL for 30 minutes, loads it at the resume position, arms the watchdog and the renewal', () => {
    const { state, effects } = transition(loadingState(), {
      type: 'url-resolved',
      loadId: 1,
      url: 'https://cdn.example/a.mp3',
      now: T1 + 7,
    });
    expect(state.url).toEqual({
      trackId: a.id,
      url: 'https://cdn.example/a.mp3',
      createdAt: T1 + 7,
      expiresAt: T1 + 7 + PLAYER_TIMING.songUrlValidityMs,
    });
    expect(effects).toEqual([
      {
        type: 'load',
        loadId: 1,
        url: 'https://cdn.example/a.mp3',
        track: a,
        startAtSec: 0,
        autoplay: true,
      },
      { type: 'schedule', timer: 'watchdog', loadId: 1, delayMs: PLAYER_TIMING.watchdogMs },
      // Renewed 60 s before the 30 minutes are up (the smaller of 20 % and 60 s).
      {
        type: 'schedule',
        timer: 'url-renewal',
        loadId: 1,
        delayMs: PLAYER_TIMING.songUrlValidityMs - PLAYER_TIMING.urlRenewalMarginMs,
      },
    ]);
  });

  it('is dropped when the listener paused while it was being fetched', () => {
    const paused = transition(loadingState(), { type: 'pause' }).state;
    expect(transition(paused, urlResolvedEvent(paused)).state).toBe(paused);
  });

  it('is dropped with nothing current', () => {
    const state = createInitialPlayerState({ status: 'loading' });
    expect(transition(state, urlResolvedEvent(state)).state).toBe(state);
  });
});

function urlResolvedEvent(state: PlayerState): PlayerEvent {
  return { type: 'url-resolved', loadId: state.loadId, url: 'https://x', now: T1 };
}

describe('engine-playing', () => {
  it('plays: cancels the watchdog, re-applies the rate after 2 s, preloads (sequential), counts the play', () => {
    const { state, effects } = runEvents(loadingState(), [urlResolved(T1), enginePlaying(T1 + 1)]);
    expect(state).toMatchObject({ status: 'playing', skip: null, recovering: false });
    expect(state.history).toEqual([{ track: a, count: 1 }]);
    const own = effects.slice(2);
    expect(own).toContainEqual({ type: 'cancel', timer: 'watchdog' });
    expect(scheduledTimer(own, 'rate-reapply')).toEqual({
      type: 'schedule',
      timer: 'rate-reapply',
      loadId: 1,
      delayMs: PLAYER_TIMING.playbackRateReapplyMs,
    });
    expect(scheduledTimer(own, 'preload')?.delayMs).toBe(PLAYER_TIMING.preloadDelayMs);
    expect(noticesOf(own)).toEqual([]);
  });

  it.each([PlayMode.SingleLoop, PlayMode.Random])('does not preload in mode %p', (playMode) => {
    const { effects } = runEvents(createInitialPlayerState({ playMode }), [
      { type: 'replace-queue', tracks: queue, startIndex: 0, now: T1 },
      urlResolved(T1),
      enginePlaying(T1 + 1),
    ]);
    expect(scheduledTimer(effects, 'rate-reapply')).toBeDefined();
    expect(scheduledTimer(effects, 'preload')).toBeUndefined();
  });

  it('after a pause while loading, a late start is paused again and not counted', () => {
    const loaded = runEvents(loadingState(), [urlResolved(T1)]).state;
    const paused = transition(loaded, { type: 'toggle', now: T1 + 1 }).state;
    expect(paused.status).toBe('paused');
    const { state, effects } = transition(paused, enginePlayingEvent(paused));
    expect(state).toBe(paused);
    expect(effects).toEqual([{ type: 'pause' }]);
  });

  it('with nothing current does nothing', () => {
    const state = createInitialPlayerState({ status: 'loading' });
    expect(transition(state, enginePlayingEvent(state)).state).toBe(state);
  });
});

function enginePlayingEvent(state: PlayerState): PlayerEvent {
  return { type: 'engine-playing', loadId: state.loadId, now: T1 };
}

describe('engine-paused', () => {
  it('a pause from outside (headset, OS) is reflected; otherwise nothing changes', () => {
    const playing = buildPlayingState(queue);
    const event: PlayerEvent = { type: 'engine-paused', loadId: playing.loadId };
    expect(transition(playing, event).state.status).toBe('paused');
    const loading = loadingState();
    expect(transition(loading, { type: 'engine-paused', loadId: 1 }).state).toBe(loading);
  });
});

describe('progress saving (about every 2 s, on even seconds)', () => {
  const EVERY = PLAYER_TIMING.progressSaveIntervalMs / 1_000;

  it('saves playProgress {songId, progress} only when the position reaches a new even second', () => {
    const positions = [0.5, 0.9, EVERY - 0.5, EVERY, EVERY + 0.4, EVERY + 1.1, 2 * EVERY + 0.7];
    const { state, effects } = runEvents(
      buildPlayingState(queue, { index: 1 }),
      positions.map((p) => engineProgress(p)),
    );
    expect(persistedValues(effects, 'playProgress')).toEqual([
      { songId: b.id, progress: 0.5 },
      { songId: b.id, progress: EVERY },
      { songId: b.id, progress: 2 * EVERY + 0.7 },
    ]);
    expect(state).toMatchObject({ positionSec: 2 * EVERY + 0.7, savedSecond: 2 * EVERY });
  });

  it('seeking back to an earlier even second saves again', () => {
    const { effects } = runEvents(buildPlayingState(queue), [
      engineProgress(5 * EVERY),
      engineProgress(EVERY + 0.3),
      engineProgress(EVERY + 0.6),
    ]);
    expect(persistedValues(effects, 'playProgress')).toHaveLength(2);
  });

  it('a new load starts counting afresh', () => {
    const { effects } = runEvents(buildPlayingState(queue), [
      engineProgress(EVERY),
      { type: 'next', now: T1, random: 0 },
      urlResolved(T1),
      engineProgress(EVERY),
    ]);
    expect(persistedValues(effects, 'playProgress')).toEqual([
      { songId: a.id, progress: EVERY },
      { songId: b.id, progress: EVERY },
    ]);
  });

  it('with nothing current only the position moves', () => {
    const { state, effects } = runEvents(createInitialPlayerState(), [engineProgress(EVERY)]);
    expect(state.positionSec).toBe(EVERY);
    expect(effects).toEqual([]);
  });
});

describe('play errors', () => {
  it("'operation lock active': the lock is reset and the load retried after 1 s, not moved on", () => {
    const playing = buildPlayingState(queue);
    const { effects, state } = runEvents(playing, [engineError(T1, true)]);
    expect(effects).toEqual([
      { type: 'cancel', timer: 'watchdog' },
      { type: 'reset-lock' },
      {
        type: 'schedule',
        timer: 'retry-play',
        loadId: playing.loadId,
        delayMs: PLAYER_TIMING.lockActiveRetryMs,
      },
    ]);
    const retried = transition(state, {
      type: 'timer',
      timer: 'retry-play',
      loadId: state.loadId,
      now: T1 + PLAYER_TIMING.lockActiveRetryMs,
      random: 0,
    });
    expect(retried.state.index).toBe(0);
    expect(retried.effects).toEqual([
      {
        type: 'load',
        loadId: state.loadId,
        url: state.url?.url,
        track: trackAt(queue, 0),
        startAtSec: state.resumeAtSec,
        autoplay: true,
      },
      {
        type: 'schedule',
        timer: 'watchdog',
        loadId: state.loadId,
        delayMs: PLAYER_TIMING.watchdogMs,
      },
    ]);
  });

  it('a pause during the lock retry wait is respected: the retry does not play', () => {
    const { state, steps } = runEvents(buildPlayingState(queue), [
      engineError(T1, true),
      { type: 'pause' },
      timerFired('retry-play', T1 + PLAYER_TIMING.lockActiveRetryMs),
    ]);
    expect(state.status).toBe('paused');
    expect(steps[2]?.effects).toEqual([]);
  });

  it('other errors move to the next song after 300 ms with play-failed-next', () => {
    const playing = buildPlayingState(queue);
    const { steps, state } = runEvents(playing, [
      engineError(T1, false),
      timerFired('next-after-error', T1 + PLAYER_TIMING.playErrorNextDelayMs),
    ]);
    expect(scheduledTimer(steps[0]?.effects ?? [], 'next-after-error')).toEqual({
      type: 'schedule',
      timer: 'next-after-error',
      loadId: playing.loadId,
      delayMs: PLAYER_TIMING.playErrorNextDelayMs,
    });
    expect(steps[0]?.state.index).toBe(0);
    expect(noticesOf(steps[1]?.effects ?? [])).toEqual([
      { type: 'play-failed-next', trackId: a.id },
    ]);
    expect(state).toMatchObject({ index: 1, status: 'loading' });
  });
});

describe('watchdog (4 s after play, nothing plays)', () => {
  it('clears the URL and reloads the song once, at its position, re-fetching the URL', () => {
    const start = runEvents(loadingState(), [urlResolved(T1), engineProgress(3)]).state;
    const { state, effects } = runEvents(start, [
      timerFired('watchdog', T1 + PLAYER_TIMING.watchdogMs),
    ]);
    expect(state).toMatchObject({
      index: 0,
      status: 'loading',
      url: null,
      watchdogReloaded: true,
      loadId: start.loadId + 1,
      resumeAtSec: 3,
    });
    expect(effectsOfType(effects, 'resolve-url')).toEqual([
      { type: 'resolve-url', loadId: start.loadId + 1, track: a, refetch: true },
    ]);
    expect(noticesOf(effects)).toEqual([]);
  });

  it('a second silence counts as a play failure and moves on', () => {
    const { state, effects } = runEvents(loadingState(), [
      urlResolved(T1),
      timerFired('watchdog', T1 + PLAYER_TIMING.watchdogMs),
      urlResolved(T1 + PLAYER_TIMING.watchdogMs + 1),
      timerFired('watchdog', T1 + 2 * PLAYER_TIMING.watchdogMs + 1),
    ]);
    expect(noticesOf(effects)).toEqual([{ type: 'play-failed-next', trackId: a.id }]);
    expect(state).toMatchObject({ index: 1, watchdogReloaded: false });
  });

  it('a single-song list whose song stays silent ends empty with play-failed', () => {
    const { state, effects } = runEvents(createInitialPlayerState(), [
      { type: 'replace-queue', tracks: [a], startIndex: 0, now: T1 },
      urlResolved(T1),
      timerFired('watchdog', T1 + PLAYER_TIMING.watchdogMs),
      urlResolved(T1 + PLAYER_TIMING.watchdogMs),
      timerFired('watchdog', T1 + 2 * PLAYER_TIMING.watchdogMs),
    ]);
    expect(noticesOf(effects)).toEqual([{ type: 'play-failed', trackId: a.id }]);
    expect(state).toMatchObject({ queue: [], status: 'stopped' });
  });

  it('playing after the reload clears the flag', () => {
    const { state } = runEvents(loadingState(), [
      timerFired('watchdog', T1 + PLAYER_TIMING.watchdogMs),
      urlResolved(T1 + PLAYER_TIMING.watchdogMs),
      enginePlaying(T1 + PLAYER_TIMING.watchdogMs + 1),
    ]);
    expect(state).toMatchObject({ status: 'playing', watchdogReloaded: false });
  });

  it.each(['playing', 'paused', 'stopped'] as const)('does nothing once %s', (status) => {
    const state = { ...buildPlayingState(queue), status };
    const event = timerFired('watchdog', T1);
    expect(runEvents(state, [event]).state).toBe(state);
  });
});

describe('engine url_expired: re-fetch, resume at the position, report', () => {
  it('re-fetches the URL, resumes at the saved position and reports url-refetched when it plays', () => {
    const playing = buildPlayingState(queue, { index: 1 });
    const { state, steps } = runEvents(playing, [
      engineUrlExpired(80, T1),
      urlResolved(T1 + 1, 'https://fresh'),
      enginePlaying(T1 + 2),
    ]);
    expect(steps[0]?.state).toMatchObject({
      recovering: true,
      index: 1,
      loadId: playing.loadId + 1,
    });
    expect(effectsOfType(steps[0]?.effects ?? [], 'resolve-url')).toEqual([
      { type: 'resolve-url', loadId: playing.loadId + 1, track: b, refetch: true },
    ]);
    expect(effectsOfType(steps[1]?.effects ?? [], 'load')).toMatchObject([
      { url: 'https://fresh', startAtSec: 80 },
    ]);
    expect(noticesOf(steps[2]?.effects ?? [])).toEqual([{ type: 'url-refetched' }]);
    expect(state).toMatchObject({ status: 'playing', recovering: false });
  });

  it('a failed re-fetch reports url-refetch-failed and waits, paused, at the position', () => {
    const { state, effects } = runEvents(buildPlayingState(queue, { index: 1 }), [
      engineUrlExpired(80, T1),
      urlFailed(T1 + 1),
    ]);
    expect(noticesOf(effects)).toEqual([{ type: 'url-refetch-failed' }]);
    expect(state).toMatchObject({ status: 'paused', index: 1, recovering: false, resumeAtSec: 80 });
    expect(state.queue).toEqual(queue);
    const resumed = transition(state, { type: 'resume', now: T1 + 2 });
    expect(effectsOfType(resumed.effects, 'resolve-url')).toMatchObject([
      { track: b, refetch: true },
    ]);
    expect(resumed.state.resumeAtSec).toBe(80);
  });
});

describe('other timers', () => {
  it('rate-reapply sets the current rate again', () => {
    const state = buildPlayingState(queue, { base: { playbackRate: 1.5 } });
    const { effects } = runEvents(state, [
      timerFired('rate-reapply', T1 + PLAYER_TIMING.playbackRateReapplyMs),
    ]);
    expect(effects).toEqual([{ type: 'set-rate', rate: 1.5 }]);
  });

  it.each([
    ['the following song', [a, b, c], 0, b],
    ['wrapping to the first', [a, b, c], 2, a],
    ['past a no-copyright item', [a, buildNoCopyrightTrack(), c], 0, c],
  ])('preload picks %s', (_case, tracks, index, expected) => {
    const state = buildPlayingState(tracks, { index });
    const { effects } = runEvents(state, [timerFired('preload', T1)]);
    expect(effects).toEqual([{ type: 'preload', track: expected }]);
  });

  it('preload has nothing to do with a single song', () => {
    const state = buildPlayingState([a]);
    expect(runEvents(state, [timerFired('preload', T1)]).effects).toEqual([]);
  });
});

describe('reload (a source was re-chosen for the current song)', () => {
  it('resolves the current song again with a fresh URL and resumes where it was', () => {
    const playing = runEvents(buildPlayingState(queue, { now: T1 }), [engineProgress(42.5)]).state;
    const { state, effects } = transition(playing, { type: 'reload', now: T1 + 1000 });
    expect(state.index).toBe(0);
    expect(state.status).toBe('loading');
    expect(state.loadId).toBe(playing.loadId + 1);
    expect(state.url).toBeNull();
    expect(state.resumeAtSec).toBe(42.5);
    expect(effectsOfType(effects, 'resolve-url')).toEqual([
      { type: 'resolve-url', loadId: state.loadId, track: a, refetch: true },
    ]);
  });

  it('with nothing current changes nothing', () => {
    const idle = createInitialPlayerState();
    expect(transition(idle, { type: 'reload', now: T1 })).toEqual({ state: idle, effects: [] });
  });
});
