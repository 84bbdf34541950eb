import type { Song } from '@cadenza/api-client';
import type { HistoryEntry, PlayerTrack } from '@cadenza/player-core';

/**
 * A song of the player's history as the song list shows it: the inverse of `songToTrack`, so a
 * history row plays, likes and opens its menu exactly like the same song anywhere else.
 */
export function songFromTrack(track: PlayerTrack): Song {
  const bilibili = track.source === 'bilibili' ? videoPartOf(track.id) : null;
  return {
    id: track.id,
    source: track.source,
    name: track.name,
    artists: track.artists.map(({ id, name }) => ({ id, name })),
    album: {
      id: track.album.id ?? null,
      name: track.album.name,
      picUrl: track.album.picUrl ?? null,
    },
    picUrl: track.picUrl ?? track.album.picUrl ?? null,
    durationMs: track.durationMs ?? null,
    privilegeStatus: track.privilegeStatus ?? null,
    mvId: null,
    ...(bilibili ? { bilibili } : {}),
  };
}

/** A video-site id (`bvid--firstArtistId--cid`, spec §3) read back into its bvid and cid. */
function videoPartOf(id: PlayerTrack['id']): { bvid: string; cid: number } | null {
  const match = /^(.+?)--.*--(\d+)$/.exec(String(id));
  return match?.[1] && match[2] ? { bvid: match[1], cid: Number(match[2]) } : null;
}

/** The history as rows: songs most recent first, and each one's play count beside it. */
export interface HistoryRows {
  songs: Song[];
  counts: number[];
}

/** Splits the player's history entries into the songs and their play counts, in order. */
export function historyRows(history: readonly HistoryEntry[]): HistoryRows {
  return {
    songs: history.map((entry) => songFromTrack(entry.track)),
    counts: history.map((entry) => entry.count),
  };
}
