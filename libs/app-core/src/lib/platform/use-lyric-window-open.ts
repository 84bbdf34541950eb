import { followCurrent } from '@cadenza/ports';
import { useEffect, useState } from 'react';
import type { LyricWindowHost } from '@cadenza/platform';

/**
 * Whether the lyric window is open, as the shell says: read once (a page that loads while it
 * is open) and then followed on every change, whoever made it (button, shortcut, its own close).
 */
export function useLyricWindowOpen(host: LyricWindowHost | undefined): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!host) return undefined;
    return followCurrent(
      {
        subscribe: (heard) => host.subscribeOpen(heard),
        read: () => host.readOpen(),
        onReadError: (error) =>
          console.error('Cadenza: could not ask whether the lyric window is open', error),
      },
      setOpen,
    );
  }, [host]);
  return open;
}
