import { ALT_SOURCE_RESPONSE_SCHEMAS } from '@cadenza/contract';
import { MUSIC_PROXY_TIMEOUT_MS } from './resolve-budgets';
import {
  failure,
  RESOLUTION_MESSAGES,
  transportFailure,
  type ResolutionFailure,
} from './resolution-messages';
import type { HttpAnswer, JsonGet } from './resolve.ports';

/** Where the web build reaches the `/music` fallback (spec §7: `GET /music_proxy/music`). */
export const MUSIC_PROXY_URL = '/music_proxy/music';

/** A URL from the `/music` fallback. */
export interface MusicProxyResult {
  ok: true;
  url: string;
}

/**
 * The last fallback (spec §7, contract §5.4): `GET <url>?id=<id>` with a 10 s timeout, reading
 * `data.data.url` of `{code: 200, data: {url}}`. Anything else is a failure.
 */
export async function resolveFromMusicProxy(
  id: number,
  jsonGet: JsonGet,
  options: { url?: string; timeoutMs?: number } = {},
): Promise<MusicProxyResult | ResolutionFailure> {
  const { url = MUSIC_PROXY_URL, timeoutMs = MUSIC_PROXY_TIMEOUT_MS } = options;
  let answer: HttpAnswer;
  try {
    answer = await jsonGet(url, { params: { id }, timeoutMs });
  } catch (error) {
    return transportFailure(error, RESOLUTION_MESSAGES.playFailed);
  }
  if (answer.status !== 200) {
    return failure('http-status', RESOLUTION_MESSAGES.playFailed, { status: answer.status });
  }
  const parsed = ALT_SOURCE_RESPONSE_SCHEMAS['/music'].safeParse(answer.body);
  if (!parsed.success) return failure('bad-format', RESOLUTION_MESSAGES.playFailed, parsed.error);
  return { ok: true, url: parsed.data.data.url };
}
