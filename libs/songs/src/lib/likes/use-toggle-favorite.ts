import type { PlayerTrack } from '@cadenza/player-core';
import { useCallback } from 'react';
import { useAppPlayer, useAppStore } from '@cadenza/app-core';
import { toggleFavorite } from './likes';

/** The one way a heart likes or unlikes a song (see {@link toggleFavorite}); stable. */
export function useToggleFavorite(): (track: PlayerTrack) => void {
  const player = useAppPlayer();
  const store = useAppStore();
  return useCallback((track) => void toggleFavorite({ player, store }, track), [player, store]);
}
