import type { BrowserWindow } from 'electron';
import { APP_URL } from '../app-protocol/app-origin';
import type { ApiFetch } from './song-url-renewal';
import { SongUrlRenewalError } from './song-url-renewal';

/**
 * The app's API as the page reaches it: `app://cadenza/api/…` fetched on the main window's
 * session, whose `app://` handler forwards to the embedded gateway with the session cookie main
 * keeps. Main thus asks as the logged-in listener without holding any credential itself. Without
 * a window there is no session to ask through, and no answer.
 */
export function appApiFetch(window: () => BrowserWindow | null): ApiFetch {
  return async (path, signal) => {
    const session = window()?.webContents.session;
    if (!session) throw new SongUrlRenewalError('no window to ask the API through');
    return session.fetch(new URL(`api${path}`, APP_URL).href, signal ? { signal } : {});
  };
}
