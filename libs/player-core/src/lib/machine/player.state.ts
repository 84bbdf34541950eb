import { PLAYER_LIMITS, PLAYER_TIMING } from '../constants/timing';
import { PlayMode } from './play-mode';
import type { PlayerEffect, PlayerState, PlayerTrack, Transition } from './player.types';
import { isPlayableTrack } from './queue';
import { renewalTimer } from './url-lifetime';

/** The player before anything is restored or played. */
export function createInitialPlayerState(overrides: Partial<PlayerState> = {}): PlayerState {
  return {
    queue: [],
    index: -1,
    status: 'idle',
    playMode: PlayMode.Sequential,
    url: null,
    loadId: 0,
    resumeAtSec: 0,
    positionSec: 0,
    savedSecond: null,
    playbackRate: PLAYER_LIMITS.defaultPlaybackRate,
    volume: 1,
    volumeBeforeMute: null,
    skip: null,
    recovering: false,
    sourceOutdated: false,
    watchdogReloaded: false,
    playCounted: false,
    lastSkipAt: null,
    favorites: [],
    dislikes: [],
    history: [],
    ...overrides,
  };
}

/** The current track, if any. */
export function currentTrack(state: PlayerState): PlayerTrack | undefined {
  return state.index >= 0 ? state.queue[state.index] : undefined;
}

/** No change and nothing to do. */
export function unchanged(state: PlayerState): Transition {
  return { state, effects: [] };
}

/**
 * A URL is valid until its `expiresAt` (its real lifetime, else 30 minutes from creation: spec
 * §4); after that the song re-fetches it.
 */
export function hasValidUrl(state: PlayerState, track: PlayerTrack, now: number): boolean {
  return state.url !== null && state.url.trackId === track.id && now < state.url.expiresAt;
}

const LOAD_TIMERS: PlayerEffect[] = [
  { type: 'cancel', timer: 'watchdog' },
  { type: 'cancel', timer: 'retry-play' },
  { type: 'cancel', timer: 'next-after-error' },
  { type: 'cancel', timer: 'rate-reapply' },
  { type: 'cancel', timer: 'preload' },
  { type: 'cancel', timer: 'url-renewal' },
];

/** Options of {@link startLoad}. */
export interface LoadOptions {
  now: number;
  resumeAtSec?: number;
  /** Re-fetch even a URL that is still valid (it just failed). */
  refetch?: boolean;
}

/**
 * Makes `index` current and starts loading it under a new load id: straight to the engine when
 * its URL is still valid, else through URL resolution. A no-copyright track is refused (the
 * state is returned unchanged: a failed play returns quietly).
 */
export function startLoad(state: PlayerState, index: number, options: LoadOptions): Transition {
  const track = state.queue[index];
  if (!isPlayableTrack(track)) return unchanged(state);
  const sameTrack = currentTrack(state)?.id === track.id;
  const loadId = state.loadId + 1;
  const resumeAtSec = options.resumeAtSec ?? 0;
  const next: PlayerState = {
    ...state,
    index,
    loadId,
    status: 'loading',
    resumeAtSec,
    positionSec: resumeAtSec,
    savedSecond: null,
    url: options.refetch ? null : state.url,
    watchdogReloaded: sameTrack ? state.watchdogReloaded : false,
    recovering: sameTrack ? state.recovering : false,
    // Every load plays `url` itself (or resolves a new one): nothing older is left to swap.
    sourceOutdated: false,
    // Only a fresh start is a new play; picking up the same song at a position continues it.
    playCounted: sameTrack && options.resumeAtSec !== undefined ? state.playCounted : false,
  };
  const effects: PlayerEffect[] = [
    ...LOAD_TIMERS,
    { type: 'persist', key: 'playListIndex', value: index },
    { type: 'persist', key: 'currentPlayMusic', value: track },
  ];
  if (!options.refetch && hasValidUrl(state, track, options.now) && state.url) {
    effects.push(
      { type: 'load', loadId, url: state.url.url, track, startAtSec: resumeAtSec, autoplay: true },
      { type: 'schedule', timer: 'watchdog', loadId, delayMs: PLAYER_TIMING.watchdogMs },
      renewalTimer(loadId, state.url, options.now),
    );
  } else {
    next.url = null;
    effects.push({ type: 'resolve-url', loadId, track, refetch: Boolean(options.refetch) });
  }
  return { state: next, effects };
}
