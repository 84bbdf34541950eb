import { useT } from '@cadenza/i18n/react';
import type { PlayerTrack } from '@cadenza/player-core';
import { useIsFavorite } from '@cadenza/player-core/react';
import { IconButton } from '@cadenza/ui';
import { RiHeart3Fill, RiHeart3Line } from '@remixicon/react';
import { useToggleFavorite } from '@cadenza/songs';

/** The heart of a track: pressed when it is a favourite. */
export function FavoriteButton({ track, size }: { track: PlayerTrack | null; size?: 'sm' | 'md' }) {
  const { t } = useT();
  const toggleFavorite = useToggleFavorite();
  const liked = useIsFavorite(track?.id);
  return (
    <IconButton
      className="cz-favorite"
      label={liked ? t('player.unfavorite') : t('player.favorite')}
      icon={liked ? <RiHeart3Fill /> : <RiHeart3Line />}
      pressed={liked}
      size={size}
      disabled={!track}
      onClick={() => track && toggleFavorite(track)}
    />
  );
}
