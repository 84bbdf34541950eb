import { bilibiliProxyUrl, type BilibiliVideo, type Song } from '@cadenza/api-client';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { TranslationKey } from '@cadenza/i18n';

/**
 * The parts of a video as the songs the player gets (ids `bvid--ownerId--cid`, the `bilibili`
 * field, the part's duration): their cover — the video's — goes through the gateway's proxy,
 * since the site's images refuse other referrers and the play bar shows it.
 */
export function videoPartsAsSongs(video: BilibiliVideo, apiBaseUrl: string): Song[] {
  const cover = video.pic ? bilibiliProxyUrl(apiBaseUrl, video.pic) : null;
  return video.parts.map((part) => ({
    ...part,
    picUrl: cover,
    album: { ...part.album, picUrl: cover },
  }));
}

/** The name of the part a track id belongs to, or null when it is none of `songs`. */
export function partNameOf(songs: readonly Song[], trackId: string | number): string | null {
  return songs.find((song) => song.id === trackId)?.name ?? null;
}

/**
 * What to say when the video's detail did not come (spec §5): an answer that was not HTTP 200
 * with a `data` object is 'the video detail response format is incorrect'; a request that got
 * no answer at all (network, timeout) says that the operation failed.
 */
export function detailErrorKey(
  error: FetchBaseQueryError | SerializedError | undefined,
): TranslationKey {
  const status = error && 'status' in error ? error.status : undefined;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR'
    ? 'errors.general.operationFailed'
    : 'errors.video.detailFormat';
}
