import type { Song } from '@cadenza/api-client';
import { useGetSongDetailsQuery } from '@cadenza/api-client/react';
import type { PlayerState, PlayerTrack } from '@cadenza/player-core';
import { usePlayerSelector } from '@cadenza/player-core/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { songFromTrack } from './history-songs';

const selectFavorites = (state: PlayerState) => state.favorites;
const selectHistory = (state: PlayerState) => state.history;
const selectQueue = (state: PlayerState) => state.queue;

/** The favourites as rows, and whether the catalogue's details are still on their way. */
export interface FavoriteSongs {
  /** Newest first; a favourite whose details are not known yet is left out until they are. */
  songs: Song[];
  loading: boolean;
  failed: boolean;
  refetch: () => void;
}

/** Ids of the catalogue (numbers) among the favourites; video parts are strings. */
function catalogueIds(ids: readonly PlayerTrack['id'][]): number[] {
  return ids.filter((id): id is number => typeof id === 'number');
}

/**
 * The player's favourites (the device's own, with the account's likes merged in when logged in)
 * as song rows, newest first. Catalogue songs come from `/song/detail`; a video part comes from
 * the history or the queue, where the player keeps its whole track. While a new favourite's
 * details load, the rows already known stay, and an unliked one leaves at once.
 */
export function useFavoriteSongs(): FavoriteSongs {
  const favorites = usePlayerSelector(selectFavorites);
  const history = usePlayerSelector(selectHistory);
  const queue = usePlayerSelector(selectQueue);
  const newestFirst = useMemo(() => [...favorites].reverse(), [favorites]);
  const ids = useMemo(() => catalogueIds(newestFirst), [newestFirst]);
  const details = useGetSongDetailsQuery(ids.length === 0 ? skipToken : ids);

  const songs = useMemo(() => {
    const known = new Map<Song['id'], Song>();
    for (const track of [...queue, ...history.map((entry) => entry.track)]) {
      if (typeof track.id === 'string') known.set(track.id, songFromTrack(track));
    }
    for (const song of details.data ?? []) known.set(song.id, song);
    return newestFirst.flatMap((id) => known.get(id) ?? []);
  }, [details.data, history, newestFirst, queue]);

  return {
    songs,
    loading: ids.length > 0 && details.data === undefined && !details.isError,
    failed: details.isError && details.data === undefined,
    refetch: () => void details.refetch(),
  };
}
