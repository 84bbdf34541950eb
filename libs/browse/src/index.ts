export { SearchBox } from './lib/search/search-box';
export { startSearchHistoryEffects } from './lib/search/search-slice';
export * from './lib/lazy-entries';
