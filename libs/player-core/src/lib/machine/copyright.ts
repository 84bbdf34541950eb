/** The artist id the catalogue gives songs it has no copyright for (spec §4). */
export const NO_COPYRIGHT_ARTIST_ID = 6452;

/** The privilege status of a song that cannot be played for copyright reasons. */
export const NO_COPYRIGHT_PRIVILEGE_STATUS = -200;

/** The fields of a song the copyright rule reads (both upstream song shapes). */
export interface CopyrightFields {
  ar?: ReadonlyArray<{ id: number }>;
  artists?: ReadonlyArray<{ id: number }>;
  privilege?: { st?: number } | null;
}

/**
 * A no-copyright item: flagged with artist id 6452 and privilege status -200. Such a song
 * cannot be selected, played or opened in the menu.
 */
export function isNoCopyright(song: CopyrightFields): boolean {
  const artists = song.ar ?? song.artists ?? [];
  return (
    song.privilege?.st === NO_COPYRIGHT_PRIVILEGE_STATUS &&
    artists.some((artist) => artist.id === NO_COPYRIGHT_ARTIST_ID)
  );
}
