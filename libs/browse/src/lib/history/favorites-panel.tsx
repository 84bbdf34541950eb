import { selectIsLoggedIn } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { SkeletonList, StateMessage } from '@cadenza/ui';
import { useNavigate } from 'react-router';
import { useAppSelector } from '@cadenza/app-core';
import { SongList } from '@cadenza/songs';
import { LibraryPanel, PlayAllButton } from './library-panel';
import { useFavoriteSongs } from './use-favorite-songs';

/**
 * The favourites: the songs the listener hearted, newest first, with "play all"; a row plays
 * with the favourites as the queue and has the song menu, and its heart takes it off the list.
 * Anonymous, they are this device's (and it says so); logged in, the account's likes are in
 * them too.
 */
export function FavoritesPanel() {
  const { t } = useT();
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { songs, loading, failed, refetch } = useFavoriteSongs();

  const body = () => {
    if (failed) {
      return (
        <StateMessage
          className="cz-library-panel__empty"
          tone="error"
          message={t('favorites.loadFailed')}
          actionLabel={t('common.retry')}
          onAction={refetch}
        />
      );
    }
    if (loading) return <SkeletonList count={6} label={t('common.loading')} />;
    if (songs.length === 0) {
      return (
        <StateMessage
          className="cz-library-panel__empty"
          tone="empty"
          message={t('favorites.empty')}
          actionLabel={t('history.discover')}
          onAction={() => navigate('/')}
        >
          <p className="cz-library-panel__hint">{t('favorites.emptyHint')}</p>
        </StateMessage>
      );
    }
    return <SongList songs={songs} label={t('favorites.title')} />;
  };

  return (
    <LibraryPanel
      className="cz-favorites"
      title={t('favorites.title')}
      countText={t('favorites.count', { count: songs.length })}
      actions={<PlayAllButton songs={songs} />}
    >
      {body()}
      {loggedIn ? null : (
        <p className="cz-library-panel__hint cz-library-panel__footnote">
          {t('favorites.localOnly')}
        </p>
      )}
    </LibraryPanel>
  );
}
