/** An artist as the chain reads it: the name (and id, passed on to the unblock bridge). */
export interface ResolvableArtist {
  id?: number | string;
  name: string;
}

/**
 * A song as the resolution chain needs it (spec §3 "Song"): a NetEase id, or for video-site items
 * the string `bvid--firstArtistId--cid`; name, artists (`artists`, else NetEase's `ar`) and album
 * (`album`, else `al`). The domain `Song`, player tracks and NetEase song objects all fit.
 */
export interface ResolvableSong {
  id: number | string;
  name: string;
  artists?: readonly ResolvableArtist[];
  ar?: readonly ResolvableArtist[];
  album?: { name?: string } | null;
  al?: { name?: string } | null;
  /** `'bilibili'` for video-site items. */
  source?: string;
  /** Video-site items: the video and its part (the reference client's field). */
  bilibiliData?: { bvid: string; cid: number | string } | null;
  /** Video-site items: the same, as the domain `Song` model names it. */
  bilibili?: { bvid: string; cid: number | string } | null;
}

/** The song's artist names: `artists[]`, else `ar[]` (contract §5.3), blanks dropped. */
export function artistNames(song: ResolvableSong): string[] {
  const artists = song.artists?.length ? song.artists : (song.ar ?? []);
  return artists.map((artist) => artist.name.trim()).filter((name) => name.length > 0);
}

/** The song's album name, or '' when it has none. */
export function albumName(song: ResolvableSong): string {
  return (song.album?.name ?? song.al?.name ?? '').trim();
}
