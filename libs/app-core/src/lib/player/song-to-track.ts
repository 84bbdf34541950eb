import type { Song } from '@cadenza/api-client';
import type { PlayerTrack } from '@cadenza/player-core';

/**
 * The one place a catalogue or video-site `Song` (api-client's model) becomes the player's
 * `PlayerTrack`: unknown values are left out rather than carried as `null`.
 */
export function songToTrack(song: Song): PlayerTrack {
  return {
    id: song.id,
    name: song.name,
    artists: song.artists.map(({ id, name }) => ({ id, name })),
    album: {
      name: song.album.name,
      ...(song.album.id === null ? {} : { id: song.album.id }),
      ...(song.album.picUrl === null ? {} : { picUrl: song.album.picUrl }),
    },
    ...(song.picUrl === null ? {} : { picUrl: song.picUrl }),
    ...(song.durationMs === null ? {} : { durationMs: song.durationMs }),
    ...(song.privilegeStatus === null ? {} : { privilegeStatus: song.privilegeStatus }),
    source: song.source,
  };
}
