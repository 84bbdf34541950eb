import { useT } from '@cadenza/i18n/react';
import type { PlayerTrack } from '@cadenza/player-core';
import { CoverImage } from '@cadenza/ui';
import { Link } from 'react-router';

/**
 * The cover, name and artists of the current track; each catalogue artist opens the artist
 * drawer (`onArtistClick`, the desktop bar) or links to their page.
 */
export function NowPlaying({
  track,
  coverSize,
  onCoverClick,
  onArtistClick,
  linkArtists = true,
}: {
  track: PlayerTrack | null;
  coverSize: number;
  onCoverClick?: () => void;
  /** Opens the artist drawer on the artist (spec §3); without it the artists are page links. */
  onArtistClick?: (artistId: number) => void;
  /** False inside another control (the mobile bar's button), where links may not nest. */
  linkArtists?: boolean;
}) {
  const { t } = useT();
  if (!track) {
    return (
      <div className="cz-now-playing">
        <CoverImage size={coverSize} alt="" />
        <p className="cz-now-playing__name cz-now-playing__name--empty">{t('player.notPlaying')}</p>
      </div>
    );
  }
  const cover = (
    <CoverImage size={coverSize} src={track.picUrl ?? track.album.picUrl} alt="" radius="sm" />
  );
  return (
    <div className="cz-now-playing">
      {onCoverClick ? (
        <button
          type="button"
          className="cz-now-playing__cover"
          onClick={onCoverClick}
          aria-label={t('player.lyrics')}
        >
          {cover}
        </button>
      ) : (
        cover
      )}
      <div className="cz-now-playing__text">
        <p className="cz-now-playing__name" title={track.name} data-testid="now-playing-name">
          {track.name}
        </p>
        <p className="cz-now-playing__artists">
          {track.artists.slice(0, 4).map((artist, index) => (
            <span key={`${artist.id}-${index}`}>
              {index > 0 && t('common.artistSeparator')}
              {linkArtists && artist.id > 0 && track.source === 'netease' ? (
                onArtistClick ? (
                  <button
                    type="button"
                    className="cz-now-playing__artist"
                    aria-haspopup="dialog"
                    onClick={() => onArtistClick(artist.id)}
                  >
                    {artist.name}
                  </button>
                ) : (
                  <Link to={`/artist/detail/${artist.id}`}>{artist.name}</Link>
                )
              ) : (
                artist.name
              )}
            </span>
          ))}
        </p>
      </div>
    </div>
  );
}
