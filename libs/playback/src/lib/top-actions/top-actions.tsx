import { useT } from '@cadenza/i18n/react';
import { useCurrentTrack } from '@cadenza/player-core/react';
import { FavoriteButton } from '../play-bar/favorite-button';
import { TransportControls } from '../play-bar/transport-controls';
import './top-actions.css';

/**
 * The frequent actions in the top bar (setting "show top actions"): previous, play/pause, next
 * and the heart of the song playing, reachable while the play bar is covered or far away.
 */
export function TopActions() {
  const { t } = useT();
  const track = useCurrentTrack();
  return (
    <div className="cz-top-actions" role="group" aria-label={t('player.topActions')}>
      <TransportControls dense />
      <FavoriteButton track={track} size="sm" />
    </div>
  );
}
