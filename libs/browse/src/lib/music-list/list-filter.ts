import type { Song } from '@cadenza/api-client';

/** The query as compared: trimmed, case- and width-folded (ＡＢＣ finds abc). */
export function normalizeQuery(query: string): string {
  return query.normalize('NFKC').trim().toLocaleLowerCase();
}

/** Whether a song's name, one of its artists or its album contains the (normalised) query. */
export function songMatches(song: Song, normalizedQuery: string): boolean {
  if (normalizedQuery === '') return true;
  const fields = [song.name, song.album.name, ...song.artists.map((artist) => artist.name)];
  return fields.some((field) => normalizeQuery(field).includes(normalizedQuery));
}

/**
 * The songs of a list that match `query` by name, artist or album, in the list's order. An empty
 * query keeps them all (the same array, so nothing downstream re-renders).
 */
export function filterSongs(songs: readonly Song[], query: string): readonly Song[] {
  const normalized = normalizeQuery(query);
  if (normalized === '') return songs;
  return songs.filter((song) => songMatches(song, normalized));
}
