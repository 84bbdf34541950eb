import type { App, BrowserWindow } from 'electron';

/** What a second launch brings forward. */
export type FocusableWindow = Pick<
  BrowserWindow,
  'isMinimized' | 'restore' | 'show' | 'focus' | 'isDestroyed'
>;

/**
 * One Cadenza at a time: the first launch takes the lock, a second one quits at once and the
 * first brings its window forward (restored from the taskbar or the tray). Returns false when
 * this launch is the second.
 */
export function claimSingleInstance(
  app: Pick<App, 'requestSingleInstanceLock' | 'on' | 'quit'>,
  window: () => FocusableWindow | null,
): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', () => {
    const target = window();
    if (!target || target.isDestroyed()) return;
    if (target.isMinimized()) target.restore();
    target.show();
    target.focus();
  });
  return true;
}
