import type { Song } from '@cadenza/api-client';
import { selectIsLoggedIn } from '@cadenza/api-client/react';
import { useCallback } from 'react';
import { toastShown, useAppDispatch, useAppSelector } from '@cadenza/app-core';
import { addToPlaylistOpened } from './playlist-drawer.slice';

/**
 * The ids of `songs` a playlist can hold: catalogue songs only (a video-site part has a string
 * id and no place in a NetEase playlist), each once, in order.
 */
export function playlistTrackIds(songs: readonly Pick<Song, 'id'>[]): number[] {
  const ids = songs.map((song) => song.id).filter((id): id is number => typeof id === 'number');
  return [...new Set(ids)];
}

/**
 * "Add to playlist" for one song or a selection: playlist actions need login (spec §5: 'Please
 * login first', said without opening anything); otherwise the frame's drawer opens for them.
 */
export function useAddToPlaylist(): (songs: readonly Pick<Song, 'id'>[]) => void {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return useCallback(
    (songs) => {
      if (!loggedIn) {
        dispatch(toastShown({ tone: 'warning', titleKey: 'validation.loginFirst' }));
        return;
      }
      const ids = playlistTrackIds(songs);
      if (ids.length === 0) {
        dispatch(toastShown({ tone: 'warning', titleKey: 'playlistDrawer.noCatalogueSongs' }));
        return;
      }
      dispatch(addToPlaylistOpened(ids));
    },
    [dispatch, loggedIn],
  );
}
