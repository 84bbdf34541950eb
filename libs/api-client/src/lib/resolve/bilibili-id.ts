import { bvidSchema } from '@cadenza/contract';
import type { ResolvableSong } from './resolvable-song';

/** A video-site track: the video, the middle segment of its id and the part. */
export interface BilibiliTrackRef {
  bvid: string;
  cid: number;
}

/** A parsed video-site id `bvid--<firstArtistId or page>--cid`. */
export interface ParsedBilibiliTrackId extends BilibiliTrackRef {
  /** The middle segment: the uploader id (spec §3) or the page number (contract §4.2). */
  middle: string;
}

/**
 * Parses a video-site track id `BV…--<firstArtistId or page>--<cid>` (spec §3, contract §4.2);
 * null for NetEase ids and anything malformed.
 */
export function parseBilibiliTrackId(id: unknown): ParsedBilibiliTrackId | null {
  if (typeof id !== 'string') return null;
  const parts = id.split('--');
  if (parts.length !== 3) return null;
  const [bvid = '', middle = '', cid = ''] = parts;
  if (!bvidSchema.safeParse(bvid).success || !/^\d{1,15}$/.test(cid)) return null;
  return { bvid, middle, cid: Number(cid) };
}

/** Builds a video-site track id `bvid--middle--cid`. */
export function formatBilibiliTrackId(bvid: string, middle: string | number, cid: number): string {
  return `${bvid}--${middle}--${cid}`;
}

/**
 * The video and part of a song: its `bilibiliData` (or the domain model's `bilibili`), else its
 * parsed id; null for NetEase songs.
 */
export function bilibiliRefOf(
  song: Pick<ResolvableSong, 'id' | 'bilibiliData' | 'bilibili'>,
): BilibiliTrackRef | null {
  const data = song.bilibiliData ?? song.bilibili;
  if (data && bvidSchema.safeParse(data.bvid).success && /^\d{1,15}$/.test(String(data.cid))) {
    return { bvid: data.bvid, cid: Number(data.cid) };
  }
  const parsed = parseBilibiliTrackId(song.id);
  return parsed ? { bvid: parsed.bvid, cid: parsed.cid } : null;
}

/** True when the song is a video-site item (source `bilibili`, or an id of that form). */
export function isBilibiliSong(
  song: Pick<ResolvableSong, 'id' | 'source' | 'bilibiliData' | 'bilibili'>,
): boolean {
  return song.source === 'bilibili' || bilibiliRefOf(song) !== null;
}

/**
 * Compares two video-site tracks by bvid and cid (spec §5), whatever the middle segment; each side
 * is an id string or a `{bvid, cid}` ref. False when either side is not a video-site track.
 */
export function isSameBilibiliTrack(
  a: string | BilibiliTrackRef,
  b: string | BilibiliTrackRef,
): boolean {
  const left = typeof a === 'string' ? parseBilibiliTrackId(a) : a;
  const right = typeof b === 'string' ? parseBilibiliTrackId(b) : b;
  if (!left || !right) return false;
  return left.bvid === right.bvid && String(left.cid) === String(right.cid);
}

/**
 * The stream-proxy URL of a media address (spec §7 "Video-site calls" 4, contract §4.2):
 * `${base}/bilibili/stream-proxy?url=<encoded>`, with `https:` put before an address that does not
 * start with `http`. `base` is the API base (`/api` on the web, the local server on desktop).
 */
export function bilibiliProxyUrl(base: string, url: string): string {
  const absolute = url.startsWith('http') ? url : `https:${url}`;
  return `${base.replace(/\/+$/, '')}/bilibili/stream-proxy?url=${encodeURIComponent(absolute)}`;
}
