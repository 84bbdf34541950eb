import { z } from 'zod/mini';
import {
  bilibiliDashAudioDtoSchema,
  bilibiliDurlDtoSchema,
  bilibiliPageDtoSchema,
  bilibiliSearchItemDtoSchema,
} from '@cadenza/contract';
import { isApiFailure } from '../requests/requester';
import { acceptedItems } from './accepted-items';
import { bilibiliProxyUrl } from './bilibili-id';
import {
  failure,
  RESOLUTION_MESSAGES,
  transportFailure,
  type ResolutionFailure,
  type ResolutionMessage,
} from './resolution-messages';
import type { ApiGet, HttpAnswer, QueryParams } from './resolve.ports';
import { albumName, artistNames, type ResolvableSong } from './resolvable-song';

/** Play-url defaults (spec §9): quality 0, DASH with HDR flag (80), format version 0, 4K allowed. */
export const BILIBILI_PLAYURL_DEFAULTS = Object.freeze({ qn: 0, fnval: 80, fnver: 0, fourk: 1 });

/** The fallback search's shortest query (spec §5: at least 2 characters). */
export const BILIBILI_SEARCH_MIN_QUERY = 2;

/** The fallback search asks for one result on the first page (spec §7 "Video-site calls" 1). */
export const BILIBILI_FALLBACK_SEARCH = Object.freeze({ page: 1, pagesize: 1 });

/** What the video-site path needs: the API surface and its base (for the stream-proxy URL). */
export interface VideoSitePorts {
  apiGet: ApiGet;
  /** The API base the stream proxy is built on: `/api` on the web, the local server on desktop. */
  apiBase: string;
}

/** A resolved video-site audio: the playable stream-proxy URL and where it came from. */
export interface BilibiliAudio {
  ok: true;
  /** The stream-proxy URL to play. */
  url: string;
  /** The media address the proxy fetches. */
  mediaUrl: string;
  bvid: string;
  cid: number;
  /** `dash`: the first `dash.audio[]`; `durl`: the first `durl[]` (no DASH audio). */
  streamForm: 'dash' | 'durl';
}

const pageCidSchema = z.pick(bilibiliPageDtoSchema, { cid: true });
const dashAudioSchema = z.pick(bilibiliDashAudioDtoSchema, { baseUrl: true });
const durlSchema = z.pick(bilibiliDurlDtoSchema, { url: true });
const searchHitSchema = z.pick(bilibiliSearchItemDtoSchema, { bvid: true });

/**
 * The `data` of a video-site answer, accepted only with HTTP 200 and a `data.data` object
 * (spec §5); null otherwise.
 */
export function videoSiteData(answer: HttpAnswer): Record<string, unknown> | null {
  if (answer.status !== 200 || typeof answer.body !== 'object' || answer.body === null) return null;
  const data: unknown = (answer.body as { data?: unknown }).data;
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : null;
}

/** Calls the API and accepts the answer as {@link videoSiteData}; a failure with `message` otherwise. */
async function getVideoSiteData(
  ports: VideoSitePorts,
  path: string,
  params: QueryParams,
  message: ResolutionMessage,
): Promise<{ ok: true; data: Record<string, unknown> } | ResolutionFailure> {
  let answer: HttpAnswer;
  try {
    answer = await ports.apiGet(path, { params });
  } catch (error) {
    // The requester rejects an answer that is not 2xx; it is still an answer, and not HTTP 200,
    // so it is the spec's rejection of a bad detail or play-url answer (§5), not a network error.
    if (isApiFailure(error) && error.kind === 'http') {
      answer = { status: error.status, body: error.body };
    } else {
      // Network errors pass to the caller as their cause; what the user sees is not specified.
      return transportFailure(error, RESOLUTION_MESSAGES.playFailed);
    }
  }
  const data = videoSiteData(answer);
  if (data) return { ok: true, data };
  return failure(answer.status === 200 ? 'bad-format' : 'http-status', message, {
    status: answer.status,
  });
}

/** The first DASH audio address, else the first durl address, from play-url data. */
export function pickAudioAddress(
  data: Record<string, unknown>,
): { mediaUrl: string; streamForm: 'dash' | 'durl' } | null {
  const dash = data['dash'];
  const audio =
    typeof dash === 'object' && dash !== null ? (dash as { audio?: unknown }).audio : [];
  const firstAudio = acceptedItems(audio, dashAudioSchema)[0];
  if (firstAudio) return { mediaUrl: firstAudio.baseUrl, streamForm: 'dash' };
  const firstDurl = acceptedItems(data['durl'], durlSchema)[0];
  return firstDurl ? { mediaUrl: firstDurl.url, streamForm: 'durl' } : null;
}

/**
 * Resolves a video's audio (spec §5, §7 "Video-site calls"): detail by bvid → the part (`cid`
 * when given, else the first) → play-url with {@link BILIBILI_PLAYURL_DEFAULTS} → the first DASH
 * audio, else the first durl → the stream-proxy URL. Fails with 'the video detail response format
 * is incorrect', 'no video page info', 'the play-url response format is incorrect' or 'no usable
 * audio address found'.
 */
export async function resolveBilibiliAudio(
  ref: { bvid: string; cid?: number | string | null },
  ports: VideoSitePorts,
): Promise<BilibiliAudio | ResolutionFailure> {
  const detail = await getVideoSiteData(
    ports,
    '/bilibili/video/detail',
    { bvid: ref.bvid },
    RESOLUTION_MESSAGES.detailFormat,
  );
  if (!detail.ok) return detail;
  const pages = acceptedItems(detail.data['pages'], pageCidSchema);
  const wanted = ref.cid ?? null;
  const page =
    wanted === null
      ? pages[0]
      : pages.find((candidate) => String(candidate.cid) === String(wanted));
  if (!page)
    return failure('not-found', RESOLUTION_MESSAGES.noPageInfo, { bvid: ref.bvid, cid: wanted });

  const play = await getVideoSiteData(
    ports,
    '/bilibili/playurl',
    { bvid: ref.bvid, cid: page.cid, ...BILIBILI_PLAYURL_DEFAULTS },
    RESOLUTION_MESSAGES.playUrlFormat,
  );
  if (!play.ok) return play;
  const address = pickAudioAddress(play.data);
  if (!address)
    return failure('not-found', RESOLUTION_MESSAGES.noAudioUrl, { bvid: ref.bvid, cid: page.cid });
  return {
    ok: true,
    url: bilibiliProxyUrl(ports.apiBase, address.mediaUrl),
    mediaUrl: address.mediaUrl,
    bvid: ref.bvid,
    cid: page.cid,
    streamForm: address.streamForm,
  };
}

/** The fallback search keyword: "<name> <first artist> <album>" (contract §4.2), blanks dropped. */
export function bilibiliFallbackKeyword(song: ResolvableSong): string {
  return [song.name.trim(), artistNames(song)[0] ?? '', albumName(song)]
    .filter((part) => part.length > 0)
    .join(' ');
}

/**
 * The video-site fallback for a NetEase song (contract §4.2 "Bilibili as an unblock source"):
 * search "<name> <first artist> <album>" (page 1, page size 1; at least
 * {@link BILIBILI_SEARCH_MIN_QUERY} characters) → the first result's bvid →
 * {@link resolveBilibiliAudio} on its first part. 'no matching video found' when the query is too
 * short or nothing matches.
 */
export async function searchBilibiliFallback(
  song: ResolvableSong,
  ports: VideoSitePorts,
): Promise<BilibiliAudio | ResolutionFailure> {
  const keyword = bilibiliFallbackKeyword(song);
  if (keyword.length < BILIBILI_SEARCH_MIN_QUERY) {
    return failure('query-too-short', RESOLUTION_MESSAGES.noMatchingVideo, { keyword });
  }
  let answer: HttpAnswer;
  try {
    answer = await ports.apiGet('/bilibili/search', {
      params: { keyword, ...BILIBILI_FALLBACK_SEARCH },
    });
  } catch (error) {
    return transportFailure(error, RESOLUTION_MESSAGES.playFailed);
  }
  const result = videoSiteData(answer)?.['result'];
  const hit = acceptedItems(result, searchHitSchema)[0];
  if (!hit) {
    const reason = answer.status === 200 ? 'not-found' : 'http-status';
    return failure(reason, RESOLUTION_MESSAGES.noMatchingVideo, { keyword, status: answer.status });
  }
  return resolveBilibiliAudio({ bvid: hit.bvid }, ports);
}
