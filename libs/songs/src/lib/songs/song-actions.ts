import type { Song } from '@cadenza/api-client';
import { isPlayableTrack, type PlayerTrack, type PlayerUserCommand } from '@cadenza/player-core';
import { songToTrack } from '@cadenza/app-core';

/** The catalogue's own page of a song, for "copy link". */
export function songLink(song: Pick<Song, 'id' | 'source' | 'bilibili'>): string {
  if (song.source === 'bilibili' && song.bilibili) {
    return `https://www.bilibili.com/video/${song.bilibili.bvid}`;
  }
  return `https://music.163.com/#/song?id=${song.id}`;
}

/** A web search for a song the catalogue cannot play (spec §4: the no-copyright overlay). */
export function webSearchLink(song: Pick<Song, 'name' | 'artists'>): string {
  const query = [song.name, ...song.artists.map((artist) => artist.name)].join(' ');
  return `https://www.bing.com/search?q=${encodeURIComponent(query)}`;
}

/**
 * Plays `songs[index]` with the list around it as the queue (how listeners expect a results or
 * list click to behave: next and previous walk the list). Unplayable songs are left out.
 */
export function playFromList(songs: readonly Song[], index: number): PlayerUserCommand | null {
  const chosen = songs[index];
  if (!chosen) return null;
  const tracks: PlayerTrack[] = songs.map(songToTrack).filter((track) => isPlayableTrack(track));
  const startIndex = tracks.findIndex((track) => track.id === chosen.id);
  if (startIndex === -1) return null;
  return { type: 'replace-queue', tracks, startIndex };
}
