import { PLAYER_LIMITS, PLAYER_TIMING } from '../constants/timing';
import { PlayMode } from './play-mode';
import { startLoad, unchanged } from './player.state';
import type {
  PlayerEffect,
  PlayerNotice,
  PlayerState,
  PlayFailureReason,
  SkipAttempt,
  Transition,
} from './player.types';
import { nextIndexFor, previousIndexFor } from './queue';

const TRY_LIMITS: Record<SkipAttempt['direction'], number> = {
  next: PLAYER_LIMITS.nextTries,
  previous: PLAYER_LIMITS.previousTries,
};

function targetIndex(
  state: PlayerState,
  direction: SkipAttempt['direction'],
  random: number,
): number {
  return direction === 'next'
    ? nextIndexFor(state.queue, state.index, state.playMode, random)
    : previousIndexFor(state.queue, state.index);
}

/** Moves to the next or previous playable track as try number `tries` of a skip run. */
export function skipTo(
  state: PlayerState,
  direction: SkipAttempt['direction'],
  options: { now: number; random: number; tries: number },
): Transition {
  const target = targetIndex(state, direction, options.random);
  if (target === -1) return stopped(state, []);
  return startLoad({ ...state, skip: { direction, tries: options.tries } }, target, {
    now: options.now,
  });
}

/**
 * A next or previous press. Presses within {@link PLAYER_TIMING.skipDebounceMs} of the last
 * accepted one are dropped: the first press acts at once, a burst of presses moves one song.
 */
export function userSkip(
  state: PlayerState,
  direction: SkipAttempt['direction'],
  now: number,
  random: number,
): Transition {
  if (state.queue.length === 0) return unchanged(state);
  if (state.lastSkipAt !== null && now - state.lastSkipAt < PLAYER_TIMING.skipDebounceMs)
    return unchanged(state);
  return skipTo({ ...state, lastSkipAt: now }, direction, { now, random, tries: 1 });
}

/** The song ended: single loop replays it, random picks another, otherwise the next one plays (wrapping). */
export function songEnded(state: PlayerState, now: number, random: number): Transition {
  // Stopped as it ended (the sleep timer at the list's end stops on the last song): it stays.
  if (state.status === 'stopped') return unchanged(state);
  if (state.playMode === PlayMode.SingleLoop)
    return startLoad({ ...state, skip: null }, state.index, { now });
  return skipTo(state, 'next', { now, random, tries: 1 });
}

/**
 * The current load failed (no URL, or the engine could not play it). Within a skip run the run
 * goes on in its direction until it has tried its limit of songs (3 for next, 2 for previous);
 * then the failing song is removed from the list and playback stops. A failure outside a run
 * (the chosen song itself) starts a next run.
 */
export function loadFailed(
  state: PlayerState,
  now: number,
  random: number,
  reason?: PlayFailureReason,
): Transition {
  const run = state.skip ?? { direction: 'next' as const, tries: 0 };
  const failing = state.index;
  const target = targetIndex(state, run.direction, random);
  if (run.tries >= TRY_LIMITS[run.direction] || target === -1 || target === failing) {
    return removeFailing(state, reason);
  }
  const moved = skipTo(state, run.direction, { now, random, tries: run.tries + 1 });
  const track = state.queue[failing];
  return track
    ? {
        state: moved.state,
        effects: [
          {
            type: 'notify',
            notice: withReason({ type: 'play-failed-next', trackId: track.id }, reason),
          },
          ...moved.effects,
        ],
      }
    : moved;
}

function removeFailing(state: PlayerState, reason: PlayFailureReason | undefined): Transition {
  const track = state.queue[state.index];
  if (!track) return stopped(state, []);
  const queue = state.queue.filter((_, i) => i !== state.index);
  const index = queue.length === 0 ? -1 : Math.min(state.index, queue.length - 1);
  return stopped({ ...state, queue, index, url: null }, [
    { type: 'persist', key: 'playList', value: queue },
    { type: 'persist', key: 'playListIndex', value: index },
    { type: 'notify', notice: withReason({ type: 'play-failed', trackId: track.id }, reason) },
  ]);
}

/** Playback stops: no skip run, no timers. */
export function stopped(state: PlayerState, effects: PlayerEffect[]): Transition {
  return {
    state: { ...state, status: 'stopped', skip: null, recovering: false },
    effects: [
      { type: 'stop' },
      { type: 'cancel', timer: 'watchdog' },
      { type: 'cancel', timer: 'retry-play' },
      { type: 'cancel', timer: 'next-after-error' },
      { type: 'cancel', timer: 'preload' },
      ...effects,
    ],
  };
}

/** The notice with the resolver's reason, when there is one (no `reason: undefined` key). */
function withReason<N extends Extract<PlayerNotice, { type: 'play-failed' | 'play-failed-next' }>>(
  notice: N,
  reason: PlayFailureReason | undefined,
): N {
  return reason === undefined ? notice : { ...notice, reason };
}
