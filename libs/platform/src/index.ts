// The ports a shell (web page, Electron window) implements for the screens: types first, so
// the desktop's main process and preload can share the messages without any screen code.
export type * from './lib/platform-bridge.port';
export type * from './lib/close-choice.port';
export type * from './lib/downloads.port';
export type * from './lib/lyric-window.port';
export * from './lib/remote-control.port';
export type * from './lib/shortcuts.port';
export type * from './lib/tray.port';
export type * from './lib/updates.port';
export type * from './lib/window.port';
export * from './lib/mobile-layout-rule';
