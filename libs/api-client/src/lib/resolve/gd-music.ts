import { z } from 'zod/mini';
import { ALT_SOURCE_RESPONSE_SCHEMAS, gdSearchItemDtoSchema } from '@cadenza/contract';
import { acceptedItems } from './accepted-items';
import {
  DEADLINE_PASSED,
  GD_BITRATE,
  GD_CALL_TIMEOUT_MS,
  GD_DEFAULT_BR,
  GD_TOTAL_TIMEOUT_MS,
  withDeadline,
} from './resolve-budgets';
import {
  failure,
  RESOLUTION_MESSAGES,
  transportFailure,
  type ResolutionFailure,
} from './resolution-messages';
import { type Timers, platformTimers } from '@cadenza/ports';
import { type HttpAnswer, type JsonGet } from './resolve.ports';
import { artistNames, type ResolvableSong } from './resolvable-song';

/** The external music API's sources, tried in this order (contract §5.3). */
export const GD_SOURCES = ['joox', 'tidal', 'netease'] as const;

/** One source of {@link GD_SOURCES}. */
export type GdSource = (typeof GD_SOURCES)[number];

/** The external music API's endpoint (contract §5.3). */
export const GD_API_URL = 'https://music-api.gdstudio.xyz/api.php';

/** The shortest query the external API is asked with (contract §5.3: 2 characters). */
export const GD_MIN_QUERY = 2;

/** Options of {@link resolveFromGdMusic}; every field has the production default. */
export interface GdMusicOptions {
  apiUrl?: string;
  callTimeoutMs?: number;
  totalTimeoutMs?: number;
  timers?: Pick<Timers, 'setTimeout' | 'clearTimeout'>;
}

/** A URL from the external API: the track's source, the URL, bitrate (bps) and size (bytes). */
export interface GdMusicResult {
  ok: true;
  url: string;
  br: number;
  size: number;
  /** The source that had the track (`[0].source` of the search, else the source asked). */
  source: string;
}

/** A source that did not give a URL, and why. */
export interface GdSourceFailure {
  source: GdSource;
  failure: ResolutionFailure;
}

/** The search query: "<name> <artist names joined by a space>" (contract §5.3), trimmed. */
export function gdQuery(song: ResolvableSong): string {
  return [song.name.trim(), ...artistNames(song)].filter((part) => part.length > 0).join(' ');
}

/** The bitrate in bps of a `br` in kbps (number or numeric string); 320 kbps when unusable. */
export function gdBitrate(br: number | string): number {
  return Number.parseInt(String(br), 10) * 1000 || GD_DEFAULT_BR;
}

const searchHitSchema = z.extend(z.pick(gdSearchItemDtoSchema, { id: true }), {
  source: z.optional(z.string()),
});

/** One call of the API with the per-call timeout; a failure when it rejects or is not HTTP 200. */
async function call(
  jsonGet: JsonGet,
  url: string,
  params: Record<string, string | number>,
  timeoutMs: number,
): Promise<HttpAnswer | ResolutionFailure> {
  try {
    const answer = await jsonGet(url, { params, timeoutMs });
    return answer.status === 200
      ? answer
      : failure('http-status', RESOLUTION_MESSAGES.playFailed, { status: answer.status });
  } catch (error) {
    return transportFailure(error, RESOLUTION_MESSAGES.playFailed);
  }
}

function isFailure(value: HttpAnswer | ResolutionFailure): value is ResolutionFailure {
  return 'ok' in value;
}

/** Search then url on one source. */
async function trySource(
  source: GdSource,
  query: string,
  jsonGet: JsonGet,
  apiUrl: string,
  timeoutMs: number,
  cancelled: () => boolean,
): Promise<GdMusicResult | ResolutionFailure> {
  const search = await call(
    jsonGet,
    apiUrl,
    { types: 'search', source, name: query, count: 1, pages: 1 },
    timeoutMs,
  );
  if (isFailure(search)) return search;
  const hit = acceptedItems(search.body, searchHitSchema)[0];
  if (!hit) return failure('not-found', RESOLUTION_MESSAGES.playFailed, { source, query });
  if (cancelled()) return failure('timeout', RESOLUTION_MESSAGES.resolveTimeout);
  const trackSource = hit.source || source;
  const answer = await call(
    jsonGet,
    apiUrl,
    { types: 'url', source: trackSource, id: hit.id, br: GD_BITRATE },
    timeoutMs,
  );
  if (isFailure(answer)) return answer;
  const parsed = ALT_SOURCE_RESPONSE_SCHEMAS.url.safeParse(answer.body);
  if (!parsed.success) return failure('bad-format', RESOLUTION_MESSAGES.playFailed, parsed.error);
  const url = parsed.data.url.replace(/\\\//g, '/').trim();
  if (!url) return failure('not-found', RESOLUTION_MESSAGES.playFailed, { source, id: hit.id });
  return {
    ok: true,
    url,
    br: gdBitrate(parsed.data.br),
    size: parsed.data.size,
    source: trackSource,
  };
}

/**
 * The external music API step (spec §7, contract §5.3): for `joox`, `tidal`, then `netease`,
 * search (`types=search&source&name&count=1&pages=1`) and ask the first hit's URL
 * (`types=url&source&id&br=999`); each call gets `callTimeoutMs` (5 s), the whole step
 * `totalTimeoutMs` (15 s, then 'resolve timeout' and no further calls). A query shorter than
 * {@link GD_MIN_QUERY} is not sent. The failure's `cause` lists each source's failure.
 */
export async function resolveFromGdMusic(
  song: ResolvableSong,
  jsonGet: JsonGet,
  options: GdMusicOptions = {},
): Promise<GdMusicResult | ResolutionFailure> {
  const {
    apiUrl = GD_API_URL,
    callTimeoutMs = GD_CALL_TIMEOUT_MS,
    totalTimeoutMs = GD_TOTAL_TIMEOUT_MS,
    timers = platformTimers(),
  } = options;
  const query = gdQuery(song);
  if (query.length < GD_MIN_QUERY) {
    return failure('query-too-short', RESOLUTION_MESSAGES.playFailed, { query });
  }
  let expired = false;
  const failures: GdSourceFailure[] = [];
  const work = (async (): Promise<GdMusicResult | ResolutionFailure> => {
    for (const source of GD_SOURCES) {
      if (expired) break;
      const result = await trySource(source, query, jsonGet, apiUrl, callTimeoutMs, () => expired);
      if (result.ok) return result;
      failures.push({ source, failure: result });
    }
    return failure('not-found', RESOLUTION_MESSAGES.playFailed, failures);
  })();
  const outcome = await withDeadline(work, totalTimeoutMs, timers);
  if (outcome !== DEADLINE_PASSED) return outcome;
  expired = true;
  return failure('timeout', RESOLUTION_MESSAGES.resolveTimeout, failures);
}
