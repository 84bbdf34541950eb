import type { Playlist, Song } from '@cadenza/api-client';
import { selectSessionUserId, useUpdatePlaylistTracksMutation } from '@cadenza/api-client/react';
import { useCallback } from 'react';
import { toastShown, useAppDispatch, useAppSelector } from '@cadenza/app-core';

/**
 * "Remove from playlist" (spec §2: only where removal is allowed): offered on the listener's own
 * playlists only, never on albums, charts, the daily list or someone else's list. The list is
 * asked again afterwards (its tag is invalidated), so the row goes and the order holds.
 */
export function useRemoveFromList(
  list: Playlist,
  type: string,
): ((song: Song) => void) | undefined {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectSessionUserId);
  const [updateTracks] = useUpdatePlaylistTracksMutation();
  const own = type === 'playlist' && userId !== null && list.creator?.userId === userId;
  const remove = useCallback(
    (song: Song) => {
      if (typeof song.id !== 'number') return;
      updateTracks({ op: 'del', pid: list.id, trackIds: [song.id] })
        .unwrap()
        .then(
          () => dispatch(toastShown({ tone: 'success', titleKey: 'songMenu.removed' })),
          () => dispatch(toastShown({ tone: 'error', titleKey: 'errors.general.deleteFailed' })),
        );
    },
    [dispatch, list.id, updateTracks],
  );
  return own ? remove : undefined;
}
