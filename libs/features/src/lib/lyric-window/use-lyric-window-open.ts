import { useEffect, useState } from 'react';
import type { LyricWindowHost } from '../platform/lyric-window-port';

/**
 * Whether the lyric window is open, as the shell says: read once (a page that loads while it
 * is open) and then followed on every change, whoever made it (button, shortcut, its own close).
 */
export function useLyricWindowOpen(host: LyricWindowHost | undefined): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!host) return undefined;
    let heard = false;
    const unsubscribe = host.subscribeOpen((next) => {
      heard = true;
      setOpen(next);
    });
    host
      .readOpen()
      .then((initial) => {
        // An event that came meanwhile is newer than the answer.
        if (!heard) setOpen(initial);
      })
      .catch((error: unknown) =>
        console.error('Cadenza: could not ask whether the lyric window is open', error),
      );
    return unsubscribe;
  }, [host]);
  return open;
}
