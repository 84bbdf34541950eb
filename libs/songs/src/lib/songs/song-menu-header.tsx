import type { Song } from '@cadenza/api-client';
import { useT } from '@cadenza/i18n/react';
import { CoverImage } from '@cadenza/ui';

/** The song a menu is about (spec §4 "Song item menu"): its cover, name and artists. */
export function SongMenuHeader({ song }: { song: Song }) {
  const { t } = useT();
  const artists = song.artists.map((artist) => artist.name).filter(Boolean);
  return (
    <>
      <CoverImage size={40} src={song.picUrl ?? song.album.picUrl} alt="" />
      <span className="cz-song-menu-header__text">
        <span className="cz-song-menu-header__name">{song.name}</span>
        <span className="cz-song-menu-header__artists">
          {artists.length > 0
            ? artists.join(t('common.artistSeparator'))
            : t('songMenu.unknownArtist')}
        </span>
      </span>
    </>
  );
}
