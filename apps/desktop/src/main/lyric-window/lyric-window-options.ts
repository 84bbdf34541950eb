import type { BrowserWindowConstructorOptions, Rectangle } from 'electron';
import { mainWindowOptions } from '../windows/main-window';
import { LYRIC_WINDOW_MIN_SIZE } from './lyric-window-placement';

/**
 * Options of the lyric window: transparent and frameless (the page draws only the lyrics and,
 * while unlocked, its controls), always on top, out of the taskbar, never maximised; the same
 * web preferences as the main window (isolated, sandboxed, web-secure, the same preload).
 */
export function lyricWindowOptions(
  preloadPath: string,
  bounds: Rectangle,
): BrowserWindowConstructorOptions {
  return {
    ...bounds,
    minWidth: LYRIC_WINDOW_MIN_SIZE.width,
    minHeight: LYRIC_WINDOW_MIN_SIZE.height,
    show: false,
    title: 'Cadenza',
    frame: false,
    transparent: true,
    backgroundColor: '#00000000',
    hasShadow: false,
    alwaysOnTop: true,
    skipTaskbar: true,
    resizable: true,
    maximizable: false,
    minimizable: false,
    fullscreenable: false,
    webPreferences: mainWindowOptions(preloadPath).webPreferences,
  };
}
