import { Page, PageTitle } from '@cadenza/ui';
import './playlists.css';
import { useT } from '@cadenza/i18n/react';
import { CategoryBar } from './category-bar';
import { parseCategory, PLAYLISTS_PATH } from './category-location';
import { PlaylistGrid } from './playlist-grid';
import { useKeptSearchParams } from './use-kept-search-params';

/**
 * The playlist square (`/list`, kept alive): categories above a grid of playlists that loads 42
 * more as it scrolls. The category is in the URL (`?cat=`), so back, reload and links keep it;
 * each card opens its playlist.
 */
export function PlaylistsScreen() {
  const { t } = useT();
  const cat = parseCategory(useKeptSearchParams(PLAYLISTS_PATH));
  const name = cat ?? t('playlists.allCategories');
  return (
    <Page className="cz-playlists">
      <PageTitle>{t('playlists.title')}</PageTitle>
      <CategoryBar selected={cat} />
      <div className="cz-playlists__square">
        <PlaylistGrid key={cat ?? ''} cat={cat} label={t('playlists.grid', { category: name })} />
      </div>
    </Page>
  );
}
