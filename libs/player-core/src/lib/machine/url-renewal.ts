import { currentTrack, hasValidUrl, startLoad, unchanged } from './player.state';
import type {
  PlaybackStatus,
  PlayerEffect,
  PlayerEvent,
  PlayerState,
  TrackUrl,
  Transition,
} from './player.types';
import { renewalTimer, urlExpiry } from './url-lifetime';

// The current song's URL renewed before it dies (issue 23 §3). NetEase signs a song URL for
// `expi` seconds and the media service answers 403 after that: resuming after a long pause, or
// seeking late in a long song, would meet a dead URL. The `url-renewal` timer (armed with every
// load, see `renewalAt`) asks the runtime for a fresh URL shortly before, and the sound moves to
// it when the listener cannot hear the move:
// - paused: at once, at the paused position, without playing. Pressing play then resumes a sound
//   already loaded on a live URL: no resolution, no 403, no wait.
// - playing: not at once. The element streams over a connection it opened while its URL was
//   valid and has usually buffered the song; a swap now would cut the audio while a new element
//   buffers. The fresh URL is kept (`sourceOutdated`) and the sound moves to it at the next pause
//   (silent) or seek (which interrupts the audio anyway). Should the element have to reconnect
//   on its old URL once that died, the engine's 403 path recovers on the fresh URL without
//   resolving again.
// A renewal that fails changes nothing: the expiry check at resume and the 403 path remain.

/** Statuses in which the current song holds a sound worth keeping on a live URL. */
const RENEWING: ReadonlySet<PlaybackStatus> = new Set(['playing', 'paused', 'loading']);

/** The current URL, when it belongs to the current song and the status keeps a sound. */
function renewable(state: PlayerState): TrackUrl | null {
  const track = currentTrack(state);
  if (!track || !state.url || state.url.trackId !== track.id) return null;
  return RENEWING.has(state.status) ? state.url : null;
}

/**
 * The `url-renewal` timer fired: ask for a fresh URL. A stopped song is left alone: its next
 * start finds the URL expired and resolves a new one.
 */
export function renewalDue(state: PlayerState): Transition {
  const track = currentTrack(state);
  if (!track || !renewable(state)) return unchanged(state);
  return { state, effects: [{ type: 'renew-url', loadId: state.loadId, track }] };
}

/** A fresh URL arrived: kept, its own renewal armed, and the sound moved to it if paused. */
export function urlRenewed(
  state: PlayerState,
  event: Extract<PlayerEvent, { type: 'url-renewed' }>,
): Transition {
  const track = currentTrack(state);
  if (!track || !renewable(state)) return unchanged(state);
  const url: TrackUrl = {
    trackId: track.id,
    url: event.url,
    createdAt: event.now,
    expiresAt: event.expiresAt ?? urlExpiry(event.now),
  };
  const renewal = renewalTimer(state.loadId, url, event.now);
  if (state.status === 'paused') {
    return {
      state: { ...state, url, sourceOutdated: false },
      effects: [{ type: 'swap-source', url: url.url, track, play: false }, renewal],
    };
  }
  return { state: { ...state, url, sourceOutdated: true }, effects: [renewal] };
}

/**
 * The move of an outdated sound to the renewed URL, or null when the sound plays `url` already:
 * at a pause (where it is, kept paused) or a seek (at the target, playing on unless paused).
 */
export function swapToRenewed(
  state: PlayerState,
  options: { positionSec?: number },
): PlayerEffect | null {
  const track = currentTrack(state);
  const url = renewable(state);
  if (!state.sourceOutdated || !track || !url) return null;
  return {
    type: 'swap-source',
    url: url.url,
    track,
    play: state.status !== 'paused',
    ...(options.positionSec === undefined ? {} : { positionSec: options.positionSec }),
  };
}

/** The engine paused by itself (the system took the audio): the sound moves while silent. */
export function pausedByEngine(state: PlayerState): Transition {
  const swap = swapToRenewed({ ...state, status: 'paused' }, {});
  return {
    state: { ...state, status: 'paused', sourceOutdated: false },
    effects: swap ? [swap] : [],
  };
}

/**
 * The engine gave up on its URL (403 twice). Playing: the song is loaded again at the position,
 * on the renewed URL if one is waiting, else on a re-fetched one, and the listener is told once
 * it plays. Paused (a sound moved in the background failed to load): nothing starts by itself;
 * the URL is dropped, so play resolves a new one at the position.
 */
export function urlExpired(
  state: PlayerState,
  event: Extract<PlayerEvent, { type: 'engine-url-expired' }>,
): Transition {
  const track = currentTrack(state);
  if (state.status === 'paused') {
    return {
      state: {
        ...state,
        url: null,
        sourceOutdated: false,
        positionSec: event.positionSec,
        resumeAtSec: event.positionSec,
      },
      effects: [{ type: 'cancel', timer: 'url-renewal' }],
    };
  }
  const renewed =
    state.sourceOutdated && track !== undefined && hasValidUrl(state, track, event.now);
  return startLoad({ ...state, recovering: true }, state.index, {
    now: event.now,
    resumeAtSec: event.positionSec,
    refetch: !renewed,
  });
}
