import { currentTrack, type PlayerState, type PlayerTrack } from '@cadenza/player-core';
import type { RemoteNowPlaying, RemoteQueuePage, RemoteTrack } from '@cadenza/platform';

/** A player track as a remote sees it: names, not the player's internals. */
export function remoteTrackOf(track: PlayerTrack): RemoteTrack {
  return {
    id: track.id,
    name: track.name,
    artists: track.artists.map((artist) => artist.name),
    album: track.album.name,
    coverUrl: track.picUrl ?? track.album.picUrl ?? null,
    durationMs: track.durationMs ?? null,
  };
}

/** What plays now, for remote control; `positionSec` is the engine's position at this moment. */
export function nowPlayingOf(state: PlayerState, positionSec: number): RemoteNowPlaying {
  const track = currentTrack(state);
  return {
    track: track ? remoteTrackOf(track) : null,
    status: state.status,
    positionSec: track && Number.isFinite(positionSec) ? Math.max(0, positionSec) : 0,
    volume: state.volume,
    muted: state.volumeBeforeMute !== null,
    liked: track ? state.favorites.includes(track.id) : false,
    queueIndex: track ? state.index : -1,
    queueLength: state.queue.length,
  };
}

/** One page of the queue. */
export function queuePageOf(state: PlayerState, offset: number, limit: number): RemoteQueuePage {
  return {
    index: state.index,
    total: state.queue.length,
    offset,
    tracks: state.queue.slice(offset, offset + limit).map(remoteTrackOf),
  };
}
