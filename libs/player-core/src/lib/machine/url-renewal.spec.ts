import {
  SCENARIO_T0,
  buildTrack,
  effectsOfType,
  enginePlaying,
  engineProgress,
  engineUrlExpired,
  runEvents,
  scheduledTimer,
  timerFired,
  type ScenarioStep,
} from '../testing/player.builders';
import { transition } from './player.machine';
import { createInitialPlayerState } from './player.state';
import type { PlayerState } from './player.types';

// The current song's URL renewed before it dies: when it is asked for, and where the sound
// moves to it (at once while paused; at the next pause or seek while playing).

const T0 = SCENARIO_T0;
/** A URL lifetime of 10 s (the simulator's shortened `expi`): renewed 8 s after its answer. */
const LIFETIME = 10_000;
const RENEW_AFTER = 8_000;
const [a, b] = [buildTrack(), buildTrack()];
const OLD = 'https://cdn.example/a.mp3?v=1';
const FRESH = 'https://cdn.example/a.mp3?v=2';

const resolved =
  (now: number, url = OLD): ScenarioStep =>
  (state) => ({ type: 'url-resolved', loadId: state.loadId, url, expiresAt: now + LIFETIME, now });
const renewed =
  (now: number, url = FRESH): ScenarioStep =>
  (state) => ({ type: 'url-renewed', loadId: state.loadId, url, expiresAt: now + LIFETIME, now });

/** `a` playing at 42 s on a URL answered at T0 that lives 10 s. */
function playing(): PlayerState {
  return runEvents(createInitialPlayerState(), [
    { type: 'replace-queue', tracks: [a, b], startIndex: 0, now: T0 },
    resolved(T0),
    enginePlaying(T0 + 100),
    engineProgress(42),
  ]).state;
}

function paused(): PlayerState {
  return transition(playing(), { type: 'pause' }).state;
}

describe('url-renewal timer', () => {
  it('is armed with the load for the smaller of 20 % of the lifetime and 60 s before it ends', () => {
    const { steps } = runEvents(createInitialPlayerState(), [
      { type: 'replace-queue', tracks: [a, b], startIndex: 0, now: T0 },
      resolved(T0 + 50),
    ]);
    expect(scheduledTimer(steps[1]?.effects ?? [], 'url-renewal')).toEqual({
      type: 'schedule',
      timer: 'url-renewal',
      loadId: 1,
      delayMs: RENEW_AFTER,
    });
  });

  it('is armed again when a song restarts on a URL it still holds, for what is left of it', () => {
    const stopped = transition(playing(), { type: 'stop' }).state;
    const { state, effects } = transition(stopped, { type: 'toggle', now: T0 + 3_000 });
    expect(effectsOfType(effects, 'load')).toMatchObject([{ url: OLD }]);
    expect(scheduledTimer(effects, 'url-renewal')).toMatchObject({
      loadId: state.loadId,
      delayMs: RENEW_AFTER - 3_000,
    });
  });

  it.each([
    ['playing', playing],
    ['paused', paused],
  ])('asks for a fresh URL of the current song while %s', (_status, build) => {
    const state = build();
    const { effects } = runEvents(state, [timerFired('url-renewal', T0 + RENEW_AFTER)]);
    expect(effects).toEqual([{ type: 'renew-url', loadId: state.loadId, track: a }]);
  });

  it('leaves a stopped song alone: its next start checks the expiry', () => {
    const stopped = transition(playing(), { type: 'stop' }).state;
    expect(runEvents(stopped, [timerFired('url-renewal', T0 + RENEW_AFTER)]).effects).toEqual([]);
  });
});

describe('url-renewed while paused', () => {
  it('keeps the URL, arms its renewal and moves the sound to it where it is, without playing', () => {
    const before = paused();
    const now = T0 + RENEW_AFTER + 200;
    const { state, effects } = runEvents(before, [renewed(now)]);
    expect(state.url).toEqual({
      trackId: a.id,
      url: FRESH,
      createdAt: now,
      expiresAt: now + LIFETIME,
    });
    expect(state).toMatchObject({ status: 'paused', sourceOutdated: false, loadId: before.loadId });
    expect(effects).toEqual([
      { type: 'swap-source', url: FRESH, track: a, play: false },
      { type: 'schedule', timer: 'url-renewal', loadId: before.loadId, delayMs: RENEW_AFTER },
    ]);
  });

  it('resumes on the fresh URL with no new resolution, long after the first URL died', () => {
    let state = paused();
    // Thirty seconds paused: three renewals, each 8 s after the one before.
    for (let at = T0 + RENEW_AFTER; at < T0 + 30_000; at += RENEW_AFTER) {
      state = runEvents(state, [
        timerFired('url-renewal', at),
        renewed(at, `${FRESH}-${at}`),
      ]).state;
    }
    const { state: resumed, effects } = transition(state, { type: 'resume', now: T0 + 30_000 });
    expect(effectsOfType(effects, 'resolve-url')).toEqual([]);
    expect(effectsOfType(effects, 'load')).toEqual([]);
    expect(effects[0]).toEqual({ type: 'play' });
    expect(resumed).toMatchObject({ status: 'loading', loadId: state.loadId, positionSec: 42 });
  });

  it('without a renewal, a resume after the real expiry re-fetches at the position', () => {
    const { effects, state } = transition(paused(), { type: 'resume', now: T0 + LIFETIME });
    expect(effectsOfType(effects, 'resolve-url')).toMatchObject([{ track: a, refetch: true }]);
    expect(state.resumeAtSec).toBe(42);
  });
});

describe('url-renewed while playing', () => {
  const renewedWhilePlaying = () => runEvents(playing(), [renewed(T0 + RENEW_AFTER)]).state;

  it('keeps the URL for later and leaves the playing sound alone', () => {
    const { state, effects } = runEvents(playing(), [renewed(T0 + RENEW_AFTER)]);
    expect(state).toMatchObject({ status: 'playing', sourceOutdated: true, url: { url: FRESH } });
    expect(effectsOfType(effects, 'swap-source')).toEqual([]);
    expect(scheduledTimer(effects, 'url-renewal')).toMatchObject({ delayMs: RENEW_AFTER });
  });

  it('moves the sound to the fresh URL at the next pause, then resumes without resolving', () => {
    const { state, effects } = transition(renewedWhilePlaying(), { type: 'pause' });
    expect(effects.slice(0, 2)).toEqual([
      { type: 'pause' },
      { type: 'swap-source', url: FRESH, track: a, play: false },
    ]);
    expect(state.sourceOutdated).toBe(false);
    const resumed = transition(state, { type: 'resume', now: T0 + RENEW_AFTER + LIFETIME - 1 });
    expect(effectsOfType(resumed.effects, 'swap-source')).toEqual([]);
    expect(effectsOfType(resumed.effects, 'resolve-url')).toEqual([]);
  });

  it('reloads at a seek target on the fresh URL instead of seeking on the old one, once', () => {
    const { state, effects } = transition(renewedWhilePlaying(), {
      type: 'seek',
      positionSec: 170,
    });
    expect(effects).toEqual([
      { type: 'swap-source', url: FRESH, track: a, positionSec: 170, play: true },
    ]);
    expect(state).toMatchObject({ status: 'playing', positionSec: 170, sourceOutdated: false });
    expect(transition(state, { type: 'seek', positionSec: 10 }).effects).toEqual([
      { type: 'seek', positionSec: 10 },
    ]);
  });

  it('moves the sound when the system pauses it', () => {
    const { state, effects } = transition(renewedWhilePlaying(), {
      type: 'engine-paused',
      loadId: 1,
    });
    expect(state).toMatchObject({ status: 'paused', sourceOutdated: false });
    expect(effects).toEqual([{ type: 'swap-source', url: FRESH, track: a, play: false }]);
  });

  it('a 403 on the old URL recovers on the fresh one without resolving again', () => {
    const before = renewedWhilePlaying();
    const { state, effects } = runEvents(before, [engineUrlExpired(50, T0 + LIFETIME + 1)]);
    expect(effectsOfType(effects, 'resolve-url')).toEqual([]);
    expect(effectsOfType(effects, 'load')).toMatchObject([{ url: FRESH, startAtSec: 50 }]);
    expect(state).toMatchObject({ recovering: true, loadId: before.loadId + 1 });
  });
});

describe('what a renewal does not touch', () => {
  it('a renewal answered after the song changed is stale', () => {
    const next = transition(playing(), { type: 'next', now: T0 + 1_000, random: 0 }).state;
    const late = { type: 'url-renewed', loadId: 1, url: FRESH, now: T0 + 8_000 } as const;
    expect(transition(next, late).state).toBe(next);
  });

  it('a song change cancels the renewal of the song before', () => {
    const { effects } = transition(playing(), { type: 'next', now: T0 + 1_000, random: 0 });
    expect(effects).toContainEqual({ type: 'cancel', timer: 'url-renewal' });
  });

  it('a stopped song keeps its URL and no sound moves', () => {
    const stopped = transition(playing(), { type: 'stop' }).state;
    expect(runEvents(stopped, [renewed(T0 + RENEW_AFTER)]).state).toBe(stopped);
  });

  it('a paused sound that cannot load its fresh URL does not start: play resolves anew', () => {
    const swapped = runEvents(paused(), [renewed(T0 + RENEW_AFTER)]).state;
    const { state, effects } = runEvents(swapped, [engineUrlExpired(42, T0 + RENEW_AFTER + 2_000)]);
    expect(effects).toEqual([{ type: 'cancel', timer: 'url-renewal' }]);
    expect(state).toMatchObject({ status: 'paused', url: null, positionSec: 42, resumeAtSec: 42 });
    const resumed = transition(state, { type: 'resume', now: T0 + RENEW_AFTER + 3_000 });
    expect(effectsOfType(resumed.effects, 'resolve-url')).toMatchObject([{ refetch: true }]);
    expect(resumed.state.resumeAtSec).toBe(42);
  });
});
