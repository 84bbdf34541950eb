import { type Timers, platformTimers } from '@cadenza/ports';
import { type JsonGet, type QueryParams } from './resolve.ports';

/** The part of `fetch` the adapter uses (global `fetch` fits). */
export type FetchLike = (
  url: string,
  init: { method: 'GET'; signal: AbortSignal },
) => Promise<{ status: number; text(): Promise<string> }>;

/** Why a port call rejected: no answer in time, or no answer at all. */
export class ResolveTransportError extends Error {
  constructor(
    readonly kind: 'timeout' | 'network',
    readonly url: string,
    detail: string,
  ) {
    super(`${kind === 'timeout' ? 'timed out' : 'network failure'}: ${url} (${detail})`);
    this.name = 'ResolveTransportError';
  }
}

/** `url` with `params` appended as a query string (works for relative URLs too). */
export function withQuery(url: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) search.append(key, String(value));
  const query = search.toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/**
 * Parses a JSON text as PHP's `json_encode` writes it (`\/`, `\uXXXX` escapes are plain JSON
 * escapes) after a byte-order mark; null when the text is not JSON.
 */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
  } catch {
    return null;
  }
}

/**
 * A {@link JsonGet} over `fetch`: appends the params, aborts after `timeoutMs` (the timer also
 * covers reading the body) and rejects with a {@link ResolveTransportError}; any answered status
 * resolves with the parsed body.
 */
export function createFetchJsonGet(
  fetchImpl: FetchLike,
  timers: Pick<Timers, 'setTimeout' | 'clearTimeout'> = platformTimers(),
): JsonGet {
  return async (url, { params, timeoutMs }) => {
    const target = withQuery(url, params);
    const controller = new AbortController();
    let timedOut = false;
    const timer = timers.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      const response = await fetchImpl(target, { method: 'GET', signal: controller.signal });
      const text = await response.text();
      return { status: response.status, body: parseJsonText(text) };
    } catch (error) {
      if (timedOut) throw new ResolveTransportError('timeout', target, `${timeoutMs} ms`);
      throw new ResolveTransportError('network', target, String(error));
    } finally {
      timers.clearTimeout(timer);
    }
  };
}
