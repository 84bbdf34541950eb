import { useT } from '@cadenza/i18n/react';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenId } from './route-table';
import { WithAppStrings } from '../shell/app-strings';

// Each screen is its own chunk, loaded on first visit. Screens not built yet share the
// placeholder's chunk; a built screen gets an entry of its own here.
const ScreenPlaceholder = lazy(() =>
  import('./screen-placeholder').then((module) => ({ default: module.ScreenPlaceholder })),
);

/** The built screens, each in a chunk of its own. */
const SCREENS: Partial<Record<ScreenId, LazyExoticComponent<ComponentType>>> = {
  home: lazy(() =>
    import('../home/home-screen').then((module) => ({ default: module.HomeScreen })),
  ),
  list: lazy(() =>
    import('../playlists/playlists-screen').then((module) => ({
      default: module.PlaylistsScreen,
    })),
  ),
  toplist: lazy(() =>
    import('../toplist/toplist-screen').then((module) => ({ default: module.ToplistScreen })),
  ),
  search: lazy(() =>
    import('../search/search-screen').then((module) => ({ default: module.SearchScreen })),
  ),
  playlistImport: lazy(() =>
    import('../playlist-import/playlist-import-screen').then((module) => ({
      default: module.PlaylistImportScreen,
    })),
  ),
  musicList: lazy(() =>
    import('../music-list/music-list-screen').then((module) => ({
      default: module.MusicListScreen,
    })),
  ),
  history: lazy(() =>
    import('../history/history-screen').then((module) => ({ default: module.HistoryScreen })),
  ),
  set: lazy(() =>
    import('../settings-screen/settings-screen').then((module) => ({
      default: module.SettingsScreen,
    })),
  ),
  downloads: lazy(() =>
    import('../downloads/downloads-screen').then((module) => ({
      default: module.DownloadsScreen,
    })),
  ),
  login: lazy(() =>
    import('../login/login-screen').then((module) => ({ default: module.LoginScreen })),
  ),
  user: lazy(() =>
    import('../user/user-screen').then((module) => ({ default: module.UserScreen })),
  ),
  userDetail: lazy(() =>
    import('../user/user-detail-screen').then((module) => ({ default: module.UserDetailScreen })),
  ),
  userFollows: lazy(() =>
    import('../user/follow-list-screen').then((module) => ({ default: module.UserFollowsScreen })),
  ),
  userFollowers: lazy(() =>
    import('../user/follow-list-screen').then((module) => ({
      default: module.UserFollowersScreen,
    })),
  ),
  artistDetail: lazy(() =>
    import('../artist/artist-screen').then((module) => ({ default: module.ArtistScreen })),
  ),
  mv: lazy(() => import('../mv/mv-screen').then((module) => ({ default: module.MvScreen }))),
  lyric: lazy(() =>
    import('../lyric-window/lyric-route-screen').then((module) => ({
      default: module.LyricRouteScreen,
    })),
  ),
  mini: lazy(() =>
    import('../mini-player/mini-player-screen').then((module) => ({
      default: module.MiniPlayerScreen,
    })),
  ),
  videoSite: lazy(() =>
    import('../video-site/video-site-screen').then((module) => ({
      default: module.VideoSiteScreen,
    })),
  ),
};

/** The screen of a route, loaded lazily, with a loading line while its chunk arrives. */
export function LazyScreen({ screen }: { screen: ScreenId }) {
  const { t } = useT();
  const Screen = SCREENS[screen];
  return (
    <Suspense fallback={<p className="cz-screen-loading">{t('screens.loading')}</p>}>
      {Screen ? (
        <WithAppStrings>
          <Screen />
        </WithAppStrings>
      ) : (
        <ScreenPlaceholder screen={screen} />
      )}
    </Suspense>
  );
}
