import type { Song } from '@cadenza/api-client';
import { useGetArtistSongsQuery } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { isPlayableTrack } from '@cadenza/player-core';
import { usePlayerSend } from '@cadenza/player-core/react';
import { Button, SkeletonList } from '@cadenza/ui';
import { RiPlayFill } from '@remixicon/react';
import type { CSSProperties, ReactNode } from 'react';
import { QueryState, playFromList, SongList } from '@cadenza/songs';
import { songToTrack } from '@cadenza/app-core';

/** How many hot songs an artist shows: NetEase's "top 50". */
export const HOT_SONG_COUNT = 50;

/** Props of {@link ArtistHotSongs}. */
export interface ArtistHotSongsProps {
  artistId: number;
  /** At most this many rows (the drawer shows the first ten). */
  limit?: number;
  /**
   * `page`: every row in the page's own flow (the page scrolls); `fill`: the list fills its
   * container and scrolls inside it (the drawer).
   */
  layout: 'page' | 'fill';
  /** A heading beside "Play all" (the drawer names the list; the page's tab already does). */
  heading?: ReactNode;
}

/**
 * The artist's hot songs as song rows: a click plays the song with the hot songs as the queue;
 * "Play all" starts at the first playable one.
 */
export function ArtistHotSongs({
  artistId,
  limit = HOT_SONG_COUNT,
  layout,
  heading,
}: ArtistHotSongsProps) {
  const { t } = useT();
  const query = useGetArtistSongsQuery({ id: artistId, limit: HOT_SONG_COUNT, order: 'hot' });
  return (
    <QueryState
      query={query}
      loading={
        <SkeletonList count={Math.min(limit, 8)} rowHeight={69} label={t('common.loading')} />
      }
      errorKey="artist.songsFailed"
      emptyKey="artist.noSongs"
      isEmpty={(page) => page.songs.length === 0}
    >
      {(page) => (
        <HotSongRows songs={page.songs.slice(0, limit)} layout={layout} heading={heading} />
      )}
    </QueryState>
  );
}

function HotSongRows({
  songs,
  layout,
  heading,
}: {
  songs: readonly Song[];
  layout: 'page' | 'fill';
  heading?: ReactNode;
}) {
  const { t } = useT();
  const send = usePlayerSend();
  const first = songs.findIndex((song) => isPlayableTrack(songToTrack(song)));
  const playAll = () => {
    const command = playFromList(songs, first);
    if (command) send(command);
  };
  // On the page every row is laid out (at most 50), so the page scrolls as one and no list
  // scrolls inside it; in the drawer the list takes the room left and scrolls itself.
  const height =
    layout === 'page'
      ? ({ height: `calc(${songs.length} * var(--cz-size-song-row))` } as CSSProperties)
      : undefined;
  return (
    <div className={`cz-artist-songs cz-artist-songs--${layout}`}>
      <div className="cz-artist-songs__toolbar">
        {heading}
        <Button onClick={playAll} disabled={first === -1}>
          <RiPlayFill aria-hidden="true" className="cz-artist-songs__play-icon" />
          {t('common.playAll')}
        </Button>
      </div>
      <div className="cz-artist-songs__list" style={height}>
        <SongList songs={songs} label={t('artist.tabs.hotSongs')} />
      </div>
    </div>
  );
}
