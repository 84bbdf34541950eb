import { usePlayerRuntime } from '@cadenza/player-core/react';
import { useCallback } from 'react';
import { useToggleFavorite } from '@cadenza/songs';
import { usePlatform } from '@cadenza/app-core';
import type { ShortcutEffect } from './shortcut-effect';

/**
 * Carries out a shortcut's effect: the player's command, liking the track through the likes
 * module, or the desktop lyric window (where the platform has one). The one way for the page's
 * own shortcuts and the desktop's global ones alike.
 */
export function useRunShortcutEffect(): (effect: ShortcutEffect) => void {
  const runtime = usePlayerRuntime();
  const toggleFavorite = useToggleFavorite();
  const { lyricWindow } = usePlatform();
  return useCallback(
    (effect) => {
      if (effect.kind === 'favorite') toggleFavorite(effect.track);
      else if (effect.kind === 'lyric-window') lyricWindow?.toggle();
      else runtime.send(effect.command);
    },
    [runtime, toggleFavorite, lyricWindow],
  );
}
