// What the shell loads on demand: each entry is a chunk of its own, loaded on first use.
import type { ScreenEarlyRequests, ScreenLoaders, ScreenPrefetchLoaders } from '@cadenza/app-core';
import { earlyMusicListRequest } from './music-list/music-list-early-request';

/** Loads `ArtistDrawer`'s chunk. */
export const loadArtistDrawer = () =>
  import('./artist/artist-drawer').then((module) => ({ default: module.ArtistDrawer }));

/** How the catalogue screens load, each a chunk of its own. */
export const BROWSE_SCREENS: ScreenLoaders<
  | 'home'
  | 'list'
  | 'toplist'
  | 'search'
  | 'musicList'
  | 'history'
  | 'artistDetail'
  | 'mv'
  | 'videoSite'
> = {
  home: () => import('./home/home-screen').then((module) => ({ default: module.HomeScreen })),
  list: () =>
    import('./playlists/playlists-screen').then((module) => ({ default: module.PlaylistsScreen })),
  toplist: () =>
    import('./toplist/toplist-screen').then((module) => ({ default: module.ToplistScreen })),
  search: () =>
    import('./search/search-screen').then((module) => ({ default: module.SearchScreen })),
  musicList: () =>
    import('./music-list/music-list-screen').then((module) => ({
      default: module.MusicListScreen,
    })),
  history: () =>
    import('./history/history-screen').then((module) => ({ default: module.HistoryScreen })),
  artistDetail: () =>
    import('./artist/artist-screen').then((module) => ({ default: module.ArtistScreen })),
  mv: () => import('./mv/mv-screen').then((module) => ({ default: module.MvScreen })),
  videoSite: () =>
    import('./video-site/video-site-screen').then((module) => ({
      default: module.VideoSiteScreen,
    })),
};

/** The first queries of the catalogue screens that open from a link, started as the navigation does. */
export const BROWSE_PREFETCH: ScreenPrefetchLoaders<
  'search' | 'musicList' | 'artistDetail' | 'mv' | 'videoSite'
> = {
  search: () => import('./search/search-prefetch').then((module) => module.prefetchSearch),
  musicList: () =>
    import('./music-list/music-list-prefetch').then((module) => module.prefetchMusicList),
  artistDetail: () => import('./artist/artist-prefetch').then((module) => module.prefetchArtist),
  mv: () => import('./mv/mv-prefetch').then((module) => module.prefetchMv),
  videoSite: () =>
    import('./video-site/video-site-prefetch').then((module) => module.prefetchVideoSite),
};

/**
 * The first calls of the screens a deep link opens, asked as the page starts (their module is
 * small and in the first chunk; the prefetches above load with the API).
 */
export const BROWSE_EARLY_REQUESTS: ScreenEarlyRequests<'musicList'> = {
  musicList: earlyMusicListRequest,
};
