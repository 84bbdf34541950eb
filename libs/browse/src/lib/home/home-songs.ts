import type { Song } from '@cadenza/api-client';
import type { TrackId } from '@cadenza/player-core';

/** Songs of the daily picks shown on home; the whole list opens on the music-list page. */
export const DAILY_PREVIEW_COUNT = 5;
/** Rows of "hot this week" (what the reference shows: the recommended new songs, 10). */
export const WEEKLY_HOT_COUNT = 10;
/** Rows of "new songs", beside the hot artists. */
export const NEW_SONGS_COUNT = 6;

/**
 * The daily picks without the songs the listener disliked (spec §4: disliking removes a song
 * from the daily recommendations), in their order.
 */
export function withoutDisliked(songs: readonly Song[], dislikes: readonly TrackId[]): Song[] {
  if (dislikes.length === 0) return [...songs];
  const disliked = new Set<TrackId>(dislikes);
  return songs.filter((song) => !disliked.has(song.id));
}

/**
 * The new songs to show beside "hot this week": the newest releases that section does not
 * already show, so one page never lists a song twice; at most `count`.
 */
export function newSongsBesides(
  newest: readonly Song[],
  shownElsewhere: readonly Song[],
  count: number = NEW_SONGS_COUNT,
): Song[] {
  const shown = new Set(shownElsewhere.map((song) => song.id));
  return newest.filter((song) => !shown.has(song.id)).slice(0, count);
}
