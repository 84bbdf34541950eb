import { useGetLyricQuery } from '@cadenza/api-client/react';
import type { Lyrics, PlayerTrack } from '@cadenza/player-core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { lyricsFrom } from '@cadenza/app-core';

/** What the lyric view can show for a track. */
export type TrackLyrics =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'error'; retry(): void }
  | { status: 'instrumental' }
  | { status: 'ready'; lyrics: Lyrics };

/**
 * The lyrics of the current track through the cached lyric endpoint. Video-site audio has none;
 * an instrumental (or a song whose lyric is empty) says so rather than showing nothing.
 */
export function useTrackLyrics(track: PlayerTrack | null): TrackLyrics {
  const id = track && track.source === 'netease' && typeof track.id === 'number' ? track.id : null;
  const query = useGetLyricQuery(id ?? skipToken);
  const lyrics = useMemo(() => (query.data ? lyricsFrom(query.data) : null), [query.data]);
  if (id === null) return { status: 'none' };
  if (query.isLoading || (query.isFetching && !query.data)) return { status: 'loading' };
  if (query.isError && !query.data) return { status: 'error', retry: () => void query.refetch() };
  if (!lyrics || lyrics.lines.length === 0) return { status: 'instrumental' };
  return { status: 'ready', lyrics };
}
