import type { HistoryEntry, PlayerState, PlayerTrack, TrackId, Transition } from './player.types';

/** Play history keeps this many songs, most recent first; older entries drop off. */
export const HISTORY_LIMIT = 500;

/** Whether two id lists hold the same ids in the same order (nothing to write then). */
function sameIds(a: readonly TrackId[], b: readonly TrackId[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** Adds or removes a favourite; an id is never listed twice. */
export function toggleFavorite(state: PlayerState, trackId: TrackId): Transition {
  const favorites = state.favorites.includes(trackId)
    ? state.favorites.filter((id) => id !== trackId)
    : [...state.favorites, trackId];
  return {
    state: { ...state, favorites },
    effects: [{ type: 'persist', key: 'favoriteList', value: favorites }],
  };
}

/**
 * Makes a song a favourite or not, whatever it was (an optimistic like and its undo); nothing
 * changes, and nothing is written, when it already is as asked.
 */
export function setFavorite(state: PlayerState, trackId: TrackId, favorite: boolean): Transition {
  if (state.favorites.includes(trackId) === favorite) return { state, effects: [] };
  return toggleFavorite(state, trackId);
}

/**
 * Replaces the favourites with another list (the account's liked songs, once logged in), in its
 * order, each id once.
 */
export function replaceFavorites(state: PlayerState, trackIds: readonly TrackId[]): Transition {
  const favorites = [...new Set(trackIds)];
  if (sameIds(favorites, state.favorites)) return { state, effects: [] };
  return {
    state: { ...state, favorites },
    effects: [{ type: 'persist', key: 'favoriteList', value: favorites }],
  };
}

/** Marks a song disliked or not; an id is never listed twice. */
export function setDisliked(state: PlayerState, trackId: TrackId, disliked: boolean): Transition {
  const without = state.dislikes.filter((id) => id !== trackId);
  const dislikes = disliked ? [...without, trackId] : without;
  if (sameIds(dislikes, state.dislikes)) return { state, effects: [] };
  return {
    state: { ...state, dislikes },
    effects: [{ type: 'persist', key: 'dislikeList', value: dislikes }],
  };
}

/** Daily recommendations without the songs the listener disliked (spec §4). */
export function withoutDisliked<T extends { id: TrackId }>(
  songs: readonly T[],
  dislikes: readonly TrackId[],
): T[] {
  const hidden = new Set(dislikes);
  return songs.filter((song) => !hidden.has(song.id));
}

/** Counts a play: the song moves to the front of the history with its count raised by one. */
export function recordPlay(state: PlayerState, track: PlayerTrack): Transition {
  const previous = state.history.find((entry) => entry.track.id === track.id);
  const entry: HistoryEntry = { track, count: (previous?.count ?? 0) + 1 };
  const history = [entry, ...state.history.filter((item) => item.track.id !== track.id)].slice(
    0,
    HISTORY_LIMIT,
  );
  return {
    state: { ...state, history },
    effects: [{ type: 'persist', key: 'musicHistory', value: history }],
  };
}

/** Forgets one song of the play history (the history screen's remove); unknown ids change nothing. */
export function removeFromHistory(state: PlayerState, trackId: TrackId): Transition {
  const history = state.history.filter((entry) => entry.track.id !== trackId);
  if (history.length === state.history.length) return { state, effects: [] };
  return {
    state: { ...state, history },
    effects: [{ type: 'persist', key: 'musicHistory', value: history }],
  };
}

/**
 * Forgets what the listener cleared in settings: the play history, or the favourites and
 * dislikes. The running player must forget too, or its next play or like would write the old
 * list back.
 */
export function clearLibrary(state: PlayerState, what: 'history' | 'favorites'): Transition {
  if (what === 'history') {
    if (state.history.length === 0) return { state, effects: [] };
    return {
      state: { ...state, history: [] },
      effects: [{ type: 'persist', key: 'musicHistory', value: [] }],
    };
  }
  if (state.favorites.length === 0 && state.dislikes.length === 0) return { state, effects: [] };
  return {
    state: { ...state, favorites: [], dislikes: [] },
    effects: [
      { type: 'persist', key: 'favoriteList', value: [] },
      { type: 'persist', key: 'dislikeList', value: [] },
    ],
  };
}
