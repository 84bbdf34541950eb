import { usePlayerRuntime } from '@cadenza/player-core/react';
import { useCallback } from 'react';
import { useToggleFavorite } from '../likes/use-toggle-favorite';
import type { ShortcutEffect } from './shortcut-effect';

/**
 * Carries out a shortcut's effect: the player's command, or liking the track through the likes
 * module. The one way for the page's own shortcuts and the desktop's global ones alike.
 */
export function useRunShortcutEffect(): (effect: ShortcutEffect) => void {
  const runtime = usePlayerRuntime();
  const toggleFavorite = useToggleFavorite();
  return useCallback(
    (effect) => {
      if (effect.kind === 'favorite') toggleFavorite(effect.track);
      else runtime.send(effect.command);
    },
    [runtime, toggleFavorite],
  );
}
