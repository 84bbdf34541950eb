import { useGetLyricQuery } from '@cadenza/api-client/react';
import type { PlayerTrack } from '@cadenza/player-core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { lyricsFrom } from '@cadenza/app-core';
import type { SyncLyrics } from './lyric-window-sync';

/**
 * The lyrics of exactly this track, for the lyric window: `currentData`, not `data`, so the
 * previous song's lines never stand in for this one's while they load. The lines keep their
 * identity until the answer changes. Video-site audio has none.
 */
export function useCurrentLyrics(track: PlayerTrack | null): SyncLyrics {
  const id = track && track.source === 'netease' && typeof track.id === 'number' ? track.id : null;
  const { currentData } = useGetLyricQuery(id ?? skipToken);
  return useMemo((): SyncLyrics => {
    if (id === null) return { status: 'none' };
    // Loading, or failed (a failure may still be retried): the lyric window waits for them, and
    // after its 5 s says there are none.
    if (!currentData) return { status: 'loading' };
    const lyrics = lyricsFrom(currentData);
    if (!lyrics || lyrics.lines.length === 0) return { status: 'none' };
    return {
      status: 'ready',
      lines: lyrics.lines.map(({ timeMs, text, translation }) =>
        translation === undefined ? { timeMs, text } : { timeMs, text, translation },
      ),
    };
  }, [id, currentData]);
}
