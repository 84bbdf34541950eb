import type { SimCatalogue, SimSong } from '../catalogue/catalogue.types';

/** Sources the simulated GD Studio API knows; the client tries them in this order. */
export const ALT_SOURCES = ['joox', 'tidal', 'netease'] as const;
export type AltSource = (typeof ALT_SOURCES)[number];

/** One item of `types=search`, as GD Studio answers it. */
export interface AltSearchItem {
  /** `"<source>-<songId>"`. */
  id: string;
  name: string;
  artist: string[];
  album: string;
  pic_id: string;
  url_id: string;
  lyric_id: string;
  source: AltSource;
}

/** Narrows a query value to a known source. */
export function isAltSource(value: string | undefined): value is AltSource {
  return (ALT_SOURCES as readonly string[]).includes(value ?? '');
}

/** True when the song has generated audio (every availability but 'no-copyright'). */
export function hasAudio(song: SimSong): boolean {
  return song.availability !== 'no-copyright';
}

/**
 * Which songs each source "has", deterministic so that trying sources in turn is exercised:
 * `joox` songs with an even id, `tidal` songs whose id is a multiple of 3, `netease` every song;
 * always only songs with audio (the fallback serves the full file even for trial and unavailable
 * songs — that is its point).
 */
export function sourceHas(source: AltSource, song: SimSong): boolean {
  if (!hasAudio(song)) return false;
  if (source === 'joox') return song.id % 2 === 0;
  if (source === 'tidal') return song.id % 3 === 0;
  return true;
}

/** The catalogue song ids each source has, by source, ascending (listed by `GET /__sim/info`). */
export type AltSourceSongIds = Record<AltSource, number[]>;

/**
 * Which catalogue songs each source has, by {@link sourceHas}: published so that clients and
 * specs can pick a song that makes them try the sources in turn without copying the rule.
 */
export function altSourceSongIds(catalogue: SimCatalogue): AltSourceSongIds {
  const idsOf = (source: AltSource) =>
    catalogue.songs.filter((song) => sourceHas(source, song)).map((song) => song.id);
  return { joox: idsOf('joox'), tidal: idsOf('tidal'), netease: idsOf('netease') };
}

/** The track id a source reports for a song. */
export function altTrackId(source: AltSource, songId: number): string {
  return `${source}-${songId}`;
}

/**
 * The song behind a track id, if `source` has it; null for foreign, malformed or unknown ids.
 * The `netease` source also takes the plain NetEase id, as the unblock bridge's `pyncmd`
 * provider sends it (contract §5.2).
 */
export function resolveAltTrack(
  catalogue: SimCatalogue,
  source: AltSource,
  trackId: string,
): SimSong | null {
  const match = /^([a-z]+)-(\d{1,12})$/.exec(trackId);
  const plainNetease = source === 'netease' && /^\d{1,12}$/.test(trackId);
  if (!plainNetease && (!match || match[1] !== source)) return null;
  const songId = Number(plainNetease ? trackId : match?.[2]);
  const song = catalogue.songs.find((candidate) => candidate.id === songId);
  return song && sourceHas(source, song) ? song : null;
}

/**
 * `types=search`: songs of `source` whose name the query contains (case-insensitive), best first
 * (longer names, then those whose artists and album the query also names, then by id), paged by
 * `count` per page.
 */
export function searchAltSource(
  catalogue: SimCatalogue,
  source: AltSource,
  query: string,
  count: number,
  page: number,
): AltSearchItem[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const artistName = new Map(catalogue.artists.map((artist) => [artist.id, artist.name]));
  const albumName = new Map(catalogue.albums.map((album) => [album.id, album.name]));
  const scored: { song: SimSong; score: number }[] = [];
  for (const song of catalogue.songs) {
    if (!sourceHas(source, song) || !needle.includes(song.name.toLowerCase())) continue;
    const artists = song.artistIds.map((id) => artistName.get(id) ?? '');
    const album = albumName.get(song.albumId) ?? '';
    let score = song.name.length * 10;
    for (const name of artists) if (name && needle.includes(name.toLowerCase())) score += 5;
    if (album && needle.includes(album.toLowerCase())) score += 2;
    scored.push({ song, score });
  }
  scored.sort((a, b) => b.score - a.score || a.song.id - b.song.id);
  return scored.slice((page - 1) * count, page * count).map(({ song }) => {
    const id = altTrackId(source, song.id);
    return {
      id,
      name: song.name,
      artist: song.artistIds.map((artistId) => artistName.get(artistId) ?? ''),
      album: albumName.get(song.albumId) ?? '',
      pic_id: id,
      url_id: id,
      lyric_id: id,
      source,
    };
  });
}
