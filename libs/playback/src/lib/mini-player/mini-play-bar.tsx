import { useT } from '@cadenza/i18n/react';
import { useCurrentTrack } from '@cadenza/player-core/react';
import { CoverImage, IconButton } from '@cadenza/ui';
import { RiCloseLine, RiPlayList2Line } from '@remixicon/react';
import { FavoriteButton } from '../play-bar/favorite-button';
import { ProgressBar } from '../play-bar/progress-bar';
import { TransportControls } from '../play-bar/transport-controls';
import { usePlatform, leaveMiniMode } from '@cadenza/app-core';

/** Props of {@link MiniPlayBar}. */
export interface MiniPlayBarProps {
  playlistOpen: boolean;
  onPlaylistToggle(): void;
}

/**
 * The mini play bar (spec §2): cover, name (or 'nothing playing'), artists linking to their
 * page (leaving mini mode first), previous / play / next, favourite, the playlist toggle (the
 * spec's volume popover is for the bar used as a component; the 340 px window has room for one),
 * the button back to the full window, and the progress line under it all (a click seeks;
 * hovering shows the time there).
 */
export function MiniPlayBar({ playlistOpen, onPlaylistToggle }: MiniPlayBarProps) {
  const { t } = useT();
  const platform = usePlatform();
  const track = useCurrentTrack();
  const artists = track?.artists.slice(0, 4) ?? [];
  return (
    <section className="cz-mini-bar" aria-label={t('screens.mini')}>
      <div className="cz-mini-bar__row">
        <CoverImage
          size={36}
          src={track ? (track.picUrl ?? track.album.picUrl) : undefined}
          alt=""
          radius="sm"
        />
        <div className="cz-mini-bar__text">
          <p className="cz-mini-bar__name" title={track?.name} data-testid="mini-bar-name">
            {track ? track.name : t('miniPlayer.notPlaying')}
          </p>
          {artists.length > 0 && (
            <p className="cz-mini-bar__artists">
              {artists.map((artist, index) => (
                <span key={`${artist.id}-${index}`}>
                  {index > 0 && t('common.artistSeparator')}
                  {artist.id > 0 && track?.source === 'netease' ? (
                    <a
                      href={`/artist/detail/${artist.id}`}
                      className="cz-mini-bar__artist"
                      onClick={(event) => {
                        event.preventDefault();
                        leaveMiniMode(platform, `/artist/detail/${artist.id}`);
                      }}
                    >
                      {artist.name}
                    </a>
                  ) : (
                    artist.name
                  )}
                </span>
              ))}
            </p>
          )}
        </div>
        <div className="cz-mini-bar__controls">
          <TransportControls dense />
          <FavoriteButton track={track} size="sm" />
          <IconButton
            size="sm"
            label={t('miniPlayer.queue')}
            icon={<RiPlayList2Line />}
            pressed={playlistOpen}
            aria-expanded={playlistOpen}
            aria-controls="cz-mini-playlist"
            data-testid="mini-playlist-toggle"
            onClick={onPlaylistToggle}
          />
          <IconButton
            size="sm"
            label={t('miniPlayer.restore')}
            icon={<RiCloseLine />}
            data-testid="mini-restore"
            onClick={() => leaveMiniMode(platform)}
          />
        </div>
      </div>
      <div className="cz-mini-bar__progress">
        <ProgressBar durationSec={(track?.durationMs ?? 0) / 1000} />
      </div>
    </section>
  );
}
