export { ArtistDrawer } from './lib/artist/artist-drawer';
export { SearchBox } from './lib/search/search-box';
export {
  searchHistoryCleared,
  searchSlice,
  selectSearchHistory,
  startSearchHistoryEffects,
} from './lib/search/search-slice';
export * from './lib/lazy-entries';
