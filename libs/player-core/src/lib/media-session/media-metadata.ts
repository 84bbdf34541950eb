import { PLAYER_LIMITS } from '../constants/timing';

interface NamedFields {
  name?: string | null;
}

interface AlbumFields extends NamedFields {
  picUrl?: string | null;
}

/**
 * The fields of a song the media session reads, for both upstream shapes (contract §1.5):
 * Shape A `ar`/`al`, Shape B `song.artists`/`song.album`; the cover from the top-level `picUrl`
 * or the album's.
 */
export interface MediaSongFields {
  name?: string | null;
  picUrl?: string | null;
  ar?: ReadonlyArray<NamedFields> | null;
  al?: AlbumFields | null;
  song?: { artists?: ReadonlyArray<NamedFields> | null; album?: AlbumFields | null } | null;
}

/** One album-art image, shaped as the Media Session API's `MediaImage`. */
export interface MediaArtworkImage {
  src: string;
  sizes: string;
  type: string;
}

/** What the media session shows for a song: a plain `MediaMetadataInit`. */
export interface MediaMetadataFields {
  title: string;
  artist: string;
  album: string;
  artwork: MediaArtworkImage[];
}

/** The last `thumbnail=` parameter's value. */
const LAST_THUMBNAIL = /(thumbnail=)[^&#]*(?!.*thumbnail=)/;

/**
 * An image URL asking the image server for `size`×`size` pixels (contract §1.5): the last
 * `thumbnail=` value is rewritten if there is one, otherwise `param=<size>y<size>` is appended
 * (with `&` when the URL already has a query, e.g. a proxied Bilibili image).
 */
export function imageUrlWithSize(url: string, size: number): string {
  if (url === '') return '';
  const dimensions = `${size}y${size}`;
  if (url.includes('thumbnail=')) return url.replace(LAST_THUMBNAIL, `$1${dimensions}`);
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}param=${dimensions}${hash}`;
}

/** The media-session metadata of a song: title, artists joined with ' / ', album, and art. */
export function buildMediaMetadata(song: MediaSongFields): MediaMetadataFields {
  const artists = song.ar ?? song.song?.artists ?? [];
  const album = song.al ?? song.song?.album ?? null;
  const cover = song.picUrl || song.al?.picUrl || song.song?.album?.picUrl || '';
  return {
    title: song.name ?? '',
    artist: artists
      .map((artist) => artist.name ?? '')
      .filter((name) => name !== '')
      .join(' / '),
    album: album?.name ?? '',
    artwork:
      cover === ''
        ? []
        : PLAYER_LIMITS.mediaSessionArtworkSizes.map((size) => ({
            src: imageUrlWithSize(cover, size),
            sizes: `${size}x${size}`,
            type: 'image/jpeg',
          })),
  };
}
