import type { PlaylistCard } from '@cadenza/api-client';
import {
  selectSessionUserId,
  useGetUserPlaylistsQuery,
  useUpdatePlaylistTracksMutation,
} from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { CoverImage, Drawer, SkeletonList } from '@cadenza/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from 'react-router';
import { QueryState } from '../catalogue/query-state';
import {
  routeOf,
  useIsMobileLayout,
  toastShown,
  useAppDispatch,
  useAppSelector,
} from '@cadenza/app-core';
import { CreatePlaylistForm } from './create-playlist-form';
import { addToPlaylistClosed, selectPlaylistDrawerTracks } from './playlist-drawer.slice';
import './playlist-drawer.css';

/** The user's playlists the drawer lists: 999, as the reference asks (contract row 32). */
const OWN_PLAYLISTS_LIMIT = 999;

/** The playlists `uid` created (not the ones they saved), in the answer's order. */
export function ownPlaylists(playlists: readonly PlaylistCard[], uid: number): PlaylistCard[] {
  return playlists.filter((playlist) => (playlist.ownerId ?? playlist.creator?.userId) === uid);
}

/**
 * The frame's add-to-playlist drawer (spec §2): the listener's own playlists, a click adds the
 * chosen songs to one; or a new playlist, created and filled at once. Each failure has its
 * message (§8: 'Song addition failed', 'Playlist creation failed').
 */
export function AddToPlaylistDrawer() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const mobile = useIsMobileLayout();
  const trackIds = useAppSelector(selectPlaylistDrawerTracks);
  const uid = useAppSelector(selectSessionUserId);
  const open = trackIds !== null && uid !== null;
  const playlists = useGetUserPlaylistsQuery(
    open ? { uid, limit: OWN_PLAYLISTS_LIMIT } : skipToken,
  );
  const [updateTracks, { isLoading: adding }] = useUpdatePlaylistTracksMutation();
  const close = () => dispatch(addToPlaylistClosed());

  const addTo = async (pid: number) => {
    if (!trackIds) return;
    const result = await updateTracks({ op: 'add', pid, trackIds });
    if ('error' in result) {
      dispatch(toastShown({ tone: 'error', titleKey: 'errors.playlist.addSongFailed' }));
      return;
    }
    dispatch(toastShown({ tone: 'success', titleKey: 'playlistDrawer.added' }));
    close();
  };

  return (
    <Drawer
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('playlistDrawer.title')}
      side={mobile ? 'bottom' : 'right'}
      size={mobile ? '80vh' : '380px'}
      closeLabel={t('common.close')}
    >
      <div className="cz-playlist-drawer">
        <CreatePlaylistForm onCreated={(created) => void addTo(created.id)} />
        {/* A list from another service comes in whole through the import, not song by song. */}
        <Link
          className="cz-playlist-drawer__import"
          to={routeOf('playlistImport').path}
          onClick={close}
        >
          {t('playlistDrawer.importInstead')}
        </Link>
        <QueryState
          query={playlists}
          loading={<SkeletonList count={6} rowHeight={56} label={t('common.loading')} />}
          errorKey="errors.playlist.getFailed"
          emptyKey="playlistDrawer.empty"
          isEmpty={(page) => uid === null || ownPlaylists(page.playlists, uid).length === 0}
        >
          {(page) => (
            <ul className="cz-playlist-drawer__list" aria-label={t('playlistDrawer.title')}>
              {ownPlaylists(page.playlists, uid ?? 0).map((playlist) => (
                <li key={playlist.id}>
                  <button
                    type="button"
                    className="cz-playlist-drawer__item"
                    disabled={adding}
                    onClick={() => void addTo(playlist.id)}
                  >
                    <CoverImage size={44} src={playlist.coverImgUrl} alt="" radius="sm" />
                    <span className="cz-playlist-drawer__text">
                      <span className="cz-playlist-drawer__name">{playlist.name}</span>
                      <span className="cz-playlist-drawer__count">
                        {t('common.songCount', { count: playlist.trackCount ?? 0 })}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </Drawer>
  );
}
