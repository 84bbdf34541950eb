import { PLAYER_TIMING } from '../constants/timing';
import { recordPlay } from './library';
import { PlayMode } from './play-mode';
import { currentTrack, hasValidUrl, startLoad, unchanged } from './player.state';
import type {
  PlayerEffect,
  PlayerEvent,
  PlayerState,
  PlayerTrack,
  PlayFailureReason,
  Transition,
} from './player.types';
import { playableFrom } from './queue';
import { loadFailed } from './skip';
import { renewalTimer, urlExpiry } from './url-lifetime';
import { renewalDue } from './url-renewal';

// How the player answers what comes back from a load: the URL (or its failure), the engine's
// playing, progress and errors, and its timers (watchdog, retries, rate re-apply, preload).

/** The URL arrived: kept until it expires (else 30 min), loaded, and its renewal armed. */
export function urlResolved(
  state: PlayerState,
  event: Extract<PlayerEvent, { type: 'url-resolved' }>,
): Transition {
  const track = currentTrack(state);
  if (!track || state.status !== 'loading') return unchanged(state);
  const createdAt = event.createdAt ?? event.now;
  const url = {
    trackId: track.id,
    url: event.url,
    createdAt,
    expiresAt: event.expiresAt ?? urlExpiry(createdAt),
  };
  return {
    state: { ...state, url },
    effects: [
      ...loadWithWatchdog(state, url.url, track),
      renewalTimer(state.loadId, url, event.now),
    ],
  };
}

export function urlFailed(
  state: PlayerState,
  now: number,
  random: number,
  reason: PlayFailureReason | undefined,
): Transition {
  if (state.recovering) {
    return {
      state: { ...state, status: 'paused', recovering: false, skip: null },
      effects: [
        { type: 'notify', notice: { type: 'url-refetch-failed' } },
        { type: 'cancel', timer: 'watchdog' },
      ],
    };
  }
  return loadFailed(state, now, random, reason);
}

export function playing(state: PlayerState): Transition {
  const track = currentTrack(state);
  if (!track) return unchanged(state);
  const started: PlayerState = {
    ...state,
    status: 'playing',
    skip: null,
    recovering: false,
    watchdogReloaded: false,
    playCounted: true,
  };
  // A resume (or a URL recovery) of a song already counted is the same play.
  const counted = state.playCounted ? unchanged(started) : recordPlay(started, track);
  return {
    state: counted.state,
    effects: [
      { type: 'cancel', timer: 'watchdog' },
      {
        type: 'schedule',
        timer: 'rate-reapply',
        loadId: state.loadId,
        delayMs: PLAYER_TIMING.playbackRateReapplyMs,
      },
      ...(state.playMode === PlayMode.Sequential
        ? [
            {
              type: 'schedule' as const,
              timer: 'preload' as const,
              loadId: state.loadId,
              delayMs: PLAYER_TIMING.preloadDelayMs,
            },
          ]
        : []),
      ...(state.recovering
        ? [{ type: 'notify' as const, notice: { type: 'url-refetched' as const } }]
        : []),
      ...counted.effects,
    ],
  };
}

/** Progress is saved on whole multiples of this many seconds (2: on even seconds). */
const PROGRESS_SAVE_SECONDS = PLAYER_TIMING.progressSaveIntervalMs / 1_000;

/** Saves `playProgress` about every 2 s: whenever the position reaches a new even second. */
export function progress(state: PlayerState, positionSec: number): Transition {
  const track = currentTrack(state);
  const second = Math.floor(positionSec);
  const next = { ...state, positionSec };
  if (!track || second % PROGRESS_SAVE_SECONDS !== 0 || second === state.savedSecond)
    return { state: next, effects: [] };
  return {
    state: { ...next, savedSecond: second },
    effects: [
      { type: 'persist', key: 'playProgress', value: { songId: track.id, progress: positionSec } },
    ],
  };
}

export function engineError(state: PlayerState, lockActive: boolean): Transition {
  const timer = lockActive
    ? { timer: 'retry-play' as const, delayMs: PLAYER_TIMING.lockActiveRetryMs }
    : { timer: 'next-after-error' as const, delayMs: PLAYER_TIMING.playErrorNextDelayMs };
  return {
    state,
    effects: [
      { type: 'cancel', timer: 'watchdog' },
      // 'operation lock active': the lock is reset now and the load retried after 1 s (spec §4).
      ...(lockActive ? [{ type: 'reset-lock' as const }] : []),
      { type: 'schedule', loadId: state.loadId, ...timer },
    ],
  };
}

export function timer(
  state: PlayerState,
  event: Extract<PlayerEvent, { type: 'timer' }>,
): Transition {
  switch (event.timer) {
    case 'watchdog':
      if (state.status !== 'loading') return unchanged(state);
      if (state.watchdogReloaded) return loadFailed(state, event.now, event.random);
      // Nothing plays 4 s after play(): drop the URL and load the song again, once.
      return startLoad({ ...state, watchdogReloaded: true }, state.index, {
        now: event.now,
        resumeAtSec: state.positionSec,
        refetch: true,
      });
    case 'retry-play':
      // Paused or stopped while waiting for the lock: the listener's choice stands.
      if (state.status !== 'loading' && state.status !== 'playing') return unchanged(state);
      return retryLoad(state, event.now);
    case 'next-after-error':
      return loadFailed(state, event.now, event.random);
    case 'rate-reapply':
      return { state, effects: [{ type: 'set-rate', rate: state.playbackRate }] };
    case 'url-renewal':
      return renewalDue(state);
    case 'preload': {
      const next =
        state.queue[
          playableFrom(state.queue, (state.index + 1) % Math.max(state.queue.length, 1), 1)
        ];
      return next && next.id !== currentTrack(state)?.id
        ? { state, effects: [{ type: 'preload', track: next }] }
        : unchanged(state);
    }
  }
}

/** Issues the current load again (after the engine refused it while its lock was held). */
function retryLoad(state: PlayerState, now: number): Transition {
  const track = currentTrack(state);
  if (!track || !state.url || !hasValidUrl(state, track, now)) {
    return startLoad(state, state.index, { now, resumeAtSec: state.resumeAtSec, refetch: true });
  }
  return {
    state,
    effects: loadWithWatchdog(state, state.url.url, track),
  };
}

/** Loads `url` at the resume position and arms the watchdog: nothing playing 4 s on is a failure. */
function loadWithWatchdog(state: PlayerState, url: string, track: PlayerTrack): PlayerEffect[] {
  return [
    {
      type: 'load',
      loadId: state.loadId,
      url,
      track,
      startAtSec: state.resumeAtSec,
      autoplay: true,
    },
    {
      type: 'schedule',
      timer: 'watchdog',
      loadId: state.loadId,
      delayMs: PLAYER_TIMING.watchdogMs,
    },
  ];
}
