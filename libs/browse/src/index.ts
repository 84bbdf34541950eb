export { SearchBox } from './lib/search/search-box';
export { startSearchHistoryEffects } from './lib/search/search-history-effects';
export * from './lib/lazy-entries';
