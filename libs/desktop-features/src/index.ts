export { useCloseChoiceRequest } from './lib/close-choice/use-close-choice-request';
export { selectDownloadDrawerOpen } from './lib/downloads/downloads.slice';
export { LazyLyricWindowLink } from './lib/lyric-window/lazy-lyric-window-link';
export { isLyricWindowPage, startLyricWindow } from './lib/lyric-window/start-lyric-window';
export * from './lib/lazy-entries';
