import { unchanged } from './player.state';
import type { PlayerEffect, PlayerState, PlayerTrack, Transition } from './player.types';
import { stopped } from './skip';

/** Saves the list and the index together, so a restart restores the same current song. */
function persistQueue(queue: readonly PlayerTrack[], index: number): PlayerEffect[] {
  return [
    { type: 'persist', key: 'playList', value: queue },
    { type: 'persist', key: 'playListIndex', value: index },
  ];
}

/** Tracks not already in the list (by id) and not repeated among themselves. */
function newTracks(queue: readonly PlayerTrack[], tracks: readonly PlayerTrack[]): PlayerTrack[] {
  const seen = new Set(queue.map((track) => track.id));
  return tracks.filter((track) => !seen.has(track.id) && (seen.add(track.id), true));
}

/**
 * Puts tracks right after the current one, in order ("play next"). A track already in the list
 * moves there, except the current one, which stays where it plays. With nothing playing they
 * become the list, the first one current but not started.
 */
export function insertNext(state: PlayerState, tracks: readonly PlayerTrack[]): Transition {
  const current = state.queue[state.index];
  const incoming = tracks.filter(
    (track, at) => track.id !== current?.id && tracks.findIndex((t) => t.id === track.id) === at,
  );
  if (incoming.length === 0) return unchanged(state);
  const ids = new Set(incoming.map((track) => track.id));
  const rest = state.queue.filter((track) => !ids.has(track.id));
  const index = current ? rest.findIndex((track) => track.id === current.id) : -1;
  const queue = [...rest.slice(0, index + 1), ...incoming, ...rest.slice(index + 1)];
  const nextIndex = current ? index : 0;
  return {
    state: { ...state, queue, index: nextIndex },
    effects: persistQueue(queue, nextIndex),
  };
}

/** Adds tracks at the end of the list ("add to queue"); those already in it stay where they are. */
export function appendTracks(state: PlayerState, tracks: readonly PlayerTrack[]): Transition {
  const added = newTracks(state.queue, tracks);
  if (added.length === 0) return unchanged(state);
  const queue = [...state.queue, ...added];
  const index = state.index === -1 ? 0 : state.index;
  return { state: { ...state, queue, index }, effects: persistQueue(queue, index) };
}

/** Moves one entry (drag or keyboard reorder); the current song stays current wherever it goes. */
export function moveTrack(state: PlayerState, from: number, to: number): Transition {
  const length = state.queue.length;
  if (from === to || from < 0 || to < 0 || from >= length || to >= length) return unchanged(state);
  const queue = [...state.queue];
  const [moved] = queue.splice(from, 1);
  if (!moved) return unchanged(state);
  queue.splice(to, 0, moved);
  const currentId = state.queue[state.index]?.id;
  const index = currentId === undefined ? state.index : queue.findIndex((t) => t.id === currentId);
  return { state: { ...state, queue, index }, effects: persistQueue(queue, index) };
}

/** Empties the list: playback stops and the player is idle, as after removing the last song. */
export function clearQueue(state: PlayerState): Transition {
  if (state.queue.length === 0) return unchanged(state);
  const emptied = stopped({ ...state, queue: [], index: -1, url: null }, persistQueue([], -1));
  return { state: { ...emptied.state, status: 'idle' }, effects: emptied.effects };
}
