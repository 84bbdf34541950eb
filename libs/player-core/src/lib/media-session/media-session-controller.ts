import { PLAYER_LIMITS } from '../constants/timing';

/** The media-session actions the player handles (spec §4). */
export type MediaSessionAction =
  | 'play'
  | 'pause'
  | 'stop'
  | 'seekto'
  | 'seekbackward'
  | 'seekforward'
  | 'previoustrack'
  | 'nexttrack';

/** The actions, in the order they are registered. */
export const MEDIA_SESSION_ACTIONS: readonly MediaSessionAction[] = [
  'play',
  'pause',
  'stop',
  'seekto',
  'seekbackward',
  'seekforward',
  'previoustrack',
  'nexttrack',
];

/** The details a media-session action brings (a structural `MediaSessionActionDetails`). */
export interface MediaSessionActionDetailsLike {
  action?: string;
  seekOffset?: number | null;
  seekTime?: number | null;
  fastSeek?: boolean | null;
}

/** A media-session action handler. */
export type MediaSessionHandler = (details: MediaSessionActionDetailsLike) => void;

/** The playback states a media session knows. */
export type MediaSessionPlaybackStateLike = 'none' | 'paused' | 'playing';

/** A position state, as `setPositionState` takes it. */
export interface MediaPositionStateLike {
  duration: number;
  position: number;
  playbackRate: number;
}

/**
 * The part of the browser's `navigator.mediaSession` the player uses, defined structurally so
 * the root entry needs no DOM; the browser's `MediaSession` satisfies it. `setActionHandler`
 * may throw for an action the browser does not support.
 */
export interface MediaSessionLike {
  setActionHandler(action: MediaSessionAction, handler: MediaSessionHandler | null): void;
  playbackState?: MediaSessionPlaybackStateLike;
  setPositionState?(state?: MediaPositionStateLike): void;
}

/** What the media-session buttons do; times are in seconds. */
export interface MediaSessionCommands {
  play(): void;
  pause(): void;
  stop(): void;
  seekTo(seconds: number): void;
  /** Seeks relative to the current position: negative goes back. */
  seekBy(deltaSeconds: number): void;
  previous(): void;
  next(): void;
}

/** A seek step: the offset the system asks for, or 10 s (spec §9) when it names none. */
function seekStep(details: MediaSessionActionDetailsLike): number {
  const offset = details.seekOffset ?? PLAYER_LIMITS.mediaSessionSeekSeconds;
  return Number.isFinite(offset) && offset > 0 ? offset : PLAYER_LIMITS.mediaSessionSeekSeconds;
}

function handlersFor(
  commands: MediaSessionCommands,
): Record<MediaSessionAction, MediaSessionHandler> {
  return {
    play: () => commands.play(),
    pause: () => commands.pause(),
    stop: () => commands.stop(),
    seekto: (details) => {
      const time = details.seekTime;
      if (typeof time === 'number' && Number.isFinite(time) && time >= 0) commands.seekTo(time);
    },
    seekbackward: (details) => commands.seekBy(-seekStep(details)),
    seekforward: (details) => commands.seekBy(seekStep(details)),
    previoustrack: () => commands.previous(),
    nexttrack: () => commands.next(),
  };
}

/**
 * Registers the media-session controls (spec §4: play, pause, stop, seek to, seek ±10 s,
 * previous, next). An action the session refuses is skipped. Returns `unbind`, which sets every
 * registered handler back to `null`.
 */
export function bindMediaSession(
  session: MediaSessionLike,
  commands: MediaSessionCommands,
): () => void {
  const handlers = handlersFor(commands);
  const bound: MediaSessionAction[] = [];
  for (const action of MEDIA_SESSION_ACTIONS) {
    if (trySetHandler(session, action, handlers[action])) bound.push(action);
  }
  return () => {
    for (const action of bound.splice(0)) trySetHandler(session, action, null);
  };
}

function trySetHandler(
  session: MediaSessionLike,
  action: MediaSessionAction,
  handler: MediaSessionHandler | null,
): boolean {
  try {
    session.setActionHandler(action, handler);
    return true;
  } catch {
    // Browsers throw for actions they do not support.
    return false;
  }
}

/** Tells the session whether something is playing. */
export function updatePlaybackState(
  session: MediaSessionLike,
  state: MediaSessionPlaybackStateLike,
): void {
  session.playbackState = state;
}

/**
 * Tells the session the position, where the browser would throw on bad numbers: nothing is sent
 * without a finite duration greater than 0; the position is clamped to 0..duration (NaN reads
 * 0); a rate that is not a positive finite number becomes 1. Returns whether it was sent.
 */
export function updatePositionState(
  session: MediaSessionLike,
  state: MediaPositionStateLike,
): boolean {
  const { duration, position, playbackRate } = state;
  if (session.setPositionState === undefined) return false;
  if (!Number.isFinite(duration) || duration <= 0) return false;
  const safePosition = Number.isNaN(position) ? 0 : Math.min(Math.max(position, 0), duration);
  const safeRate = Number.isFinite(playbackRate) && playbackRate > 0 ? playbackRate : 1;
  try {
    session.setPositionState({ duration, position: safePosition, playbackRate: safeRate });
    return true;
  } catch {
    return false;
  }
}
