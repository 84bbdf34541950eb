import { clampLevel } from '../engine/audio-format';
import { PLAYER_LIMITS, PLAYER_TIMING } from '../constants/timing';
import {
  clearLibrary,
  removeFromHistory,
  replaceFavorites,
  setDisliked,
  setFavorite,
  toggleFavorite,
} from './library';
import { currentTrack, hasValidUrl, startLoad, unchanged } from './player.state';
import type {
  PlayerEffect,
  PlayerEvent,
  PlayerState,
  PlayerTrack,
  Transition,
} from './player.types';
import { isPlayableTrack, playableFrom } from './queue';
import { appendTracks, clearQueue, insertNext, moveTrack } from './queue-edits';
import { restore } from './restore';
import { songEnded, stopped, userSkip } from './skip';
import { engineError, playing, progress, timer, urlFailed, urlResolved } from './load-outcomes';
import { pausedByEngine, swapToRenewed, urlExpired, urlRenewed } from './url-renewal';

/**
 * The player's only state change: a pure function of the state and one event, returning the new
 * state and the effects the runtime must carry out (architecture decision 1). Answers that carry
 * a load id other than the current one are stale and change nothing.
 */
export function transition(state: PlayerState, event: PlayerEvent): Transition {
  if ('loadId' in event && event.loadId !== state.loadId) return unchanged(state);
  switch (event.type) {
    case 'replace-queue':
      return replaceQueue(state, event.tracks, event.startIndex, event.now);
    case 'play-track':
      return playTrack(state, event.track, event.now);
    case 'play-index':
      if (event.index === state.index) return toggle(state, event.now);
      // A no-copyright item or a missing index is refused quietly: the very same state.
      if (!isPlayableTrack(state.queue[event.index])) return unchanged(state);
      return startLoad({ ...state, skip: null }, event.index, { now: event.now });
    case 'toggle':
      return toggle(state, event.now);
    case 'pause':
      return pause(state);
    case 'resume':
      return state.status === 'paused' ? resume(state, event.now) : unchanged(state);
    case 'stop':
      return state.index === -1 ? unchanged(state) : stopped(state, []);
    case 'reload':
      return state.index === -1
        ? unchanged(state)
        : startLoad({ ...state, skip: null }, state.index, {
            now: event.now,
            resumeAtSec: state.positionSec,
            refetch: true,
          });
    case 'next':
      return userSkip(state, 'next', event.now, event.random);
    case 'previous':
      return userSkip(state, 'previous', event.now, 0);
    case 'remove':
      return removeAt(state, event.index, event.now);
    case 'insert-next':
      return insertNext(state, event.tracks);
    case 'append':
      return appendTracks(state, event.tracks);
    case 'move':
      return moveTrack(state, event.from, event.to);
    case 'clear-queue':
      return clearQueue(state);
    case 'clear-library':
      return clearLibrary(state, event.what);
    case 'remove-history':
      return removeFromHistory(state, event.trackId);
    case 'seek':
      return seek(state, event.positionSec);
    case 'set-play-mode':
      return {
        state: { ...state, playMode: event.mode },
        effects: [{ type: 'persist', key: 'playMode', value: event.mode }],
      };
    case 'set-rate':
      return setRate(state, event.rate);
    case 'set-volume':
      return setVolume(state, event.volume);
    case 'step-volume': {
      const step =
        event.by === 'wheel' ? PLAYER_LIMITS.volumeWheelStep : PLAYER_LIMITS.volumeShortcutStep;
      // Rounded to whole percent, so repeated steps do not drift (0.1 + 0.2 …).
      return setVolume(state, Math.round((state.volume + event.direction * step) * 100) / 100);
    }
    case 'toggle-mute':
      return toggleMute(state);
    case 'url-resolved':
      return urlResolved(state, event);
    case 'url-renewed':
      return urlRenewed(state, event);
    case 'url-failed':
      return urlFailed(state, event.now, event.random, event.reason);
    case 'engine-playing':
      // Paused while the song was still loading: the engine's start comes late and is undone.
      return state.status === 'paused' ? { state, effects: [{ type: 'pause' }] } : playing(state);
    case 'engine-paused':
      return state.status === 'playing' ? pausedByEngine(state) : unchanged(state);
    case 'engine-progress':
      return progress(state, event.positionSec);
    case 'engine-ended':
      return songEnded(state, event.now, event.random);
    case 'engine-error':
      return engineError(state, event.lockActive);
    case 'engine-url-expired':
      return urlExpired(state, event);
    case 'timer':
      return timer(state, event);
    case 'toggle-favorite':
      return toggleFavorite(state, event.trackId);
    case 'set-favorite':
      return setFavorite(state, event.trackId, event.favorite);
    case 'replace-favorites':
      return replaceFavorites(state, event.trackIds);
    case 'set-disliked':
      return setDisliked(state, event.trackId, event.disliked);
    case 'restore':
      return restore(state, event.saved, event.autoplay, event.now);
  }
}

function replaceQueue(
  state: PlayerState,
  tracks: readonly PlayerTrack[],
  startIndex: number,
  now: number,
): Transition {
  const queue = [...tracks];
  const start =
    queue.length === 0
      ? -1
      : playableFrom(queue, Math.max(0, Math.min(startIndex, queue.length - 1)), 1);
  const persisted: PlayerEffect = { type: 'persist', key: 'playList', value: queue };
  if (start === -1) {
    const emptied = stopped({ ...state, queue, index: -1, url: null }, [persisted]);
    return { state: { ...emptied.state, status: 'idle' }, effects: emptied.effects };
  }
  const loaded = startLoad({ ...state, queue, skip: null }, start, { now });
  return { state: loaded.state, effects: [persisted, ...loaded.effects] };
}

/** Plays a track: the current one toggles; one in the queue becomes current; a new one is inserted after the current. */
function playTrack(state: PlayerState, track: PlayerTrack, now: number): Transition {
  if (!isPlayableTrack(track)) return unchanged(state);
  if (currentTrack(state)?.id === track.id) return toggle(state, now);
  const existing = state.queue.findIndex((item) => item.id === track.id);
  if (existing !== -1) return startLoad({ ...state, skip: null }, existing, { now });
  const at = state.index + 1;
  const queue = [...state.queue.slice(0, at), track, ...state.queue.slice(at)];
  const loaded = startLoad({ ...state, queue, skip: null }, at, { now });
  return {
    state: loaded.state,
    effects: [{ type: 'persist', key: 'playList', value: queue }, ...loaded.effects],
  };
}

function toggle(state: PlayerState, now: number): Transition {
  switch (state.status) {
    case 'playing':
    case 'loading':
      return pause(state);
    case 'paused':
      return resume(state, now);
    default:
      return state.index === -1
        ? unchanged(state)
        : startLoad(state, state.index, { now, resumeAtSec: state.resumeAtSec });
  }
}

function pause(state: PlayerState): Transition {
  if (state.status !== 'playing' && state.status !== 'loading') return unchanged(state);
  const track = currentTrack(state);
  // A sound still on a URL older than the renewed one moves to it now, while nothing is heard.
  const swap = swapToRenewed({ ...state, status: 'paused' }, {});
  return {
    state: { ...state, status: 'paused', resumeAtSec: state.positionSec, sourceOutdated: false },
    effects: [
      { type: 'pause' },
      ...(swap ? [swap] : []),
      { type: 'cancel', timer: 'watchdog' },
      ...(track
        ? [
            {
              type: 'persist' as const,
              key: 'playProgress' as const,
              value: { songId: track.id, progress: state.positionSec },
            },
          ]
        : []),
    ],
  };
}

/** Resumes; an expired URL is re-fetched first and playback continues where it paused. */
function resume(state: PlayerState, now: number): Transition {
  const track = currentTrack(state);
  if (!track) return unchanged(state);
  if (!hasValidUrl(state, track, now))
    return startLoad(state, state.index, { now, resumeAtSec: state.positionSec, refetch: true });
  return {
    state: { ...state, status: 'loading' },
    effects: [
      { type: 'play' },
      {
        type: 'schedule',
        timer: 'watchdog',
        loadId: state.loadId,
        delayMs: PLAYER_TIMING.watchdogMs,
      },
    ],
  };
}

function removeAt(state: PlayerState, index: number, now: number): Transition {
  if (index < 0 || index >= state.queue.length) return unchanged(state);
  const queue = state.queue.filter((_, i) => i !== index);
  const persisted: PlayerEffect[] = [{ type: 'persist', key: 'playList', value: queue }];
  if (index !== state.index) {
    const shifted = index < state.index ? state.index - 1 : state.index;
    return {
      state: { ...state, queue, index: shifted },
      effects: [...persisted, { type: 'persist', key: 'playListIndex', value: shifted }],
    };
  }
  if (queue.length === 0) {
    const emptied = stopped({ ...state, queue, index: -1, url: null }, persisted);
    return { state: { ...emptied.state, status: 'idle' }, effects: emptied.effects };
  }
  const wasActive = state.status === 'playing' || state.status === 'loading';
  const nextIndex = index % queue.length;
  if (!wasActive)
    // The saved index and song follow the new current one, so a restart restores a valid position.
    return {
      state: {
        ...state,
        queue,
        index: nextIndex,
        url: null,
        resumeAtSec: 0,
        positionSec: 0,
        playCounted: false,
      },
      effects: [
        ...persisted,
        { type: 'persist', key: 'playListIndex', value: nextIndex },
        { type: 'persist', key: 'currentPlayMusic', value: queue[nextIndex] },
      ],
    };
  const loaded = startLoad({ ...state, queue, url: null, skip: null }, nextIndex, { now });
  return { state: loaded.state, effects: [...persisted, ...loaded.effects] };
}

function seek(state: PlayerState, positionSec: number): Transition {
  if (!Number.isFinite(positionSec) || state.index === -1) return unchanged(state);
  const position = Math.max(0, positionSec);
  // A seek interrupts the audio anyway: a sound on an outdated URL is reloaded at the target on
  // the renewed one, where a seek on the old URL could need bytes it no longer serves.
  const swap = swapToRenewed(state, { positionSec: position });
  return {
    state: { ...state, positionSec: position, resumeAtSec: position, sourceOutdated: false },
    effects: [swap ?? { type: 'seek', positionSec: position }],
  };
}

function setRate(state: PlayerState, rate: number): Transition {
  if (!Number.isFinite(rate) || rate <= 0) return unchanged(state);
  const clamped = Math.min(rate, PLAYER_LIMITS.maxPlaybackRate);
  return {
    state: { ...state, playbackRate: clamped },
    effects: [
      { type: 'set-rate', rate: clamped },
      { type: 'persist', key: 'playbackRate', value: clamped },
    ],
  };
}

/** Volume is clamped to 0..1 (spec §5). */
function setVolume(state: PlayerState, volume: number): Transition {
  if (!Number.isFinite(volume)) return unchanged(state);
  const clamped = clampLevel(volume);
  return {
    state: { ...state, volume: clamped },
    effects: [
      { type: 'set-volume', volume: clamped },
      { type: 'persist', key: 'volume', value: clamped },
    ],
  };
}

/** Mutes, remembering the volume; unmuting restores it, or 30 % when none is known (spec §9). */
function toggleMute(state: PlayerState): Transition {
  if (state.volume > 0) {
    const muted = setVolume(state, 0);
    return { state: { ...muted.state, volumeBeforeMute: state.volume }, effects: muted.effects };
  }
  const restored = setVolume(state, state.volumeBeforeMute ?? PLAYER_LIMITS.unmuteDefaultVolume);
  return { state: { ...restored.state, volumeBeforeMute: null }, effects: restored.effects };
}
