export { CardGrid, CardGridSkeleton } from './lib/catalogue/card-grid';
export { CoverCard } from './lib/catalogue/cover-card';
export { LazySongPreview } from './lib/catalogue/lazy-song-preview';
export { PagedCardGrid } from './lib/catalogue/paged-card-grid';
export { PlayCountBadge } from './lib/catalogue/play-count-badge';
export { QueryState, type QueryStatus } from './lib/catalogue/query-state';
export { Section } from './lib/catalogue/section';
export { SongPreview } from './lib/catalogue/song-preview';
export { useFormatCount } from './lib/catalogue/use-format-count';
export { useScrollToTop } from './lib/catalogue/use-scroll-to-top';
export { useWhenVisible } from './lib/catalogue/use-when-visible';
export { startLikesSync } from './lib/likes/likes';
export { useToggleFavorite } from './lib/likes/use-toggle-favorite';
export {
  playlistDrawerSlice,
  selectPlaylistDrawerTracks,
} from './lib/playlist-drawer/playlist-drawer-slice';
export { playFromList } from './lib/songs/song-actions';
export { SongList } from './lib/songs/song-list';
export * from './lib/lazy-entries';
export { DOWNLOAD_ERROR_TOAST_MS } from './lib/downloads/song-downloader';
