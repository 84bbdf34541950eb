import type { Song } from '@cadenza/api-client';
import { isPlayableTrack, type PlayerUserCommand } from '@cadenza/player-core';
import { songToTrack } from '@cadenza/app-core';

/** The playable songs of a list as player tracks, in its order (no-copyright songs left out). */
function playableTracks(songs: readonly Song[]) {
  return songs.map(songToTrack).filter((track) => isPlayableTrack(track));
}

/** "Play all": the list becomes the queue, from its first playable song; null when none is. */
export function playAllCommand(songs: readonly Song[]): PlayerUserCommand | null {
  const tracks = playableTracks(songs);
  return tracks.length === 0 ? null : { type: 'replace-queue', tracks, startIndex: 0 };
}

/** "Add all to the queue": the list's playable songs after the queue; null when none is. */
export function addAllCommand(songs: readonly Song[]): PlayerUserCommand | null {
  const tracks = playableTracks(songs);
  return tracks.length === 0 ? null : { type: 'append', tracks };
}
