import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { describeIssues } from '@cadenza/contract';
import type { ApiFailure, ApiRequest, Requester } from '../lib/requests/api-request.types';
import type { MusicDb } from '../lib/cache/music-db';
import { createRequester, isApiFailure, platformRequestPorts } from '../lib/requests/requester';

/**
 * What the store passes to every request as the thunk extra argument: the requester that runs
 * the request rules (timestamp, device, cookie, proxy/realIP, 15 s timeout, 301 logout, one
 * retry), and the platform's base URL (`/api` on both platforms today: the desktop renderer is
 * served by the gateway its main process embeds), kept for code that builds URLs itself.
 */
export interface ApiContext {
  apiBaseUrl: string;
  requester: Requester;
  /**
   * `musicDB` (opened once by the app; null where IndexedDB is unavailable): the lyric endpoint
   * keeps its answers there for 10 days. Without it nothing is cached.
   */
  musicDb?: Promise<MusicDb | null>;
  /** The clock of the caches (epoch ms); `Date.now` unless a spec sets it. */
  now?: () => number;
}

/** What an endpoint's `query` returns: a path (a plain GET) or a whole {@link ApiRequest}. */
export type CadenzaQueryArgs = string | ApiRequest;

/**
 * The requester of a store created with only `apiBaseUrl` (the older {@link ApiContext}): the web
 * rules (device `web`, no cookie: the gateway holds the session) on the global `fetch` and
 * timers, with nothing to log out. Cached per base URL.
 */
const fallbackRequesters = new Map<string, Requester>();
function fallbackRequester(apiBaseUrl: string): Requester {
  let requester = fallbackRequesters.get(apiBaseUrl);
  if (!requester) {
    requester = createRequester({
      baseUrl: () => apiBaseUrl,
      context: () => ({ platform: 'web', device: 'web', token: null, proxy: null, realIP: null }),
      ...platformRequestPorts,
      onLogout: () => undefined,
    });
    fallbackRequesters.set(apiBaseUrl, requester);
  }
  return requester;
}

function requesterOf(extra: unknown): Requester | string {
  const context = (extra ?? {}) as Partial<ApiContext>;
  if (typeof context.requester === 'function') return context.requester;
  if (typeof context.apiBaseUrl === 'string') return fallbackRequester(context.apiBaseUrl);
  return 'no apiBaseUrl: create the store with the ApiContext as its thunk extra argument';
}

/** An {@link ApiFailure} as an RTK Query error: `{status, data}` for HTTP, a string status otherwise. */
export function toQueryError(failure: ApiFailure): FetchBaseQueryError {
  switch (failure.kind) {
    case 'http':
      return { status: failure.status, data: failure.body };
    case 'timeout':
      return { status: 'TIMEOUT_ERROR', error: `no answer within ${failure.timeoutMs} ms` };
    case 'network':
      return { status: 'FETCH_ERROR', error: failure.message };
    case 'aborted':
      return { status: 'FETCH_ERROR', error: 'aborted' };
    case 'logged-out':
      return {
        status: 'CUSTOM_ERROR',
        error: 'logged out: the server asked for a login (HTTP 301)',
        data: failure,
      };
  }
}

/** Runs endpoint requests through the store's requester and maps its failures to RTK Query errors. */
const requesterBaseQuery: BaseQueryFn<CadenzaQueryArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
) => {
  const requester = requesterOf(api.extra);
  if (typeof requester === 'string') return { error: { status: 'CUSTOM_ERROR', error: requester } };
  const request: ApiRequest = typeof args === 'string' ? { path: args } : args;
  try {
    const response = await requester(request, { signal: api.signal });
    return { data: response.body };
  } catch (error) {
    return {
      error: isApiFailure(error)
        ? toQueryError(error)
        : { status: 'CUSTOM_ERROR', error: error instanceof Error ? error.message : String(error) },
    };
  }
};

/**
 * The one RTK Query api of the clients (one api per base URL, anchors A5); each domain adds its
 * endpoints with `injectEndpoints` in its own `*.endpoints.ts`, whose `query` returns a path or
 * an {@link ApiRequest}.
 */
export const cadenzaApi = createApi({
  reducerPath: 'cadenzaApi',
  baseQuery: requesterBaseQuery,
  tagTypes: ['Health'],
  // An answer that fails its DTO schema becomes an ordinary query error the screens can show.
  catchSchemaFailure: (error, info) => ({
    status: 'CUSTOM_ERROR' as const,
    error: `invalid response from ${info.endpoint}: ${describeIssues(error.issues, error.value)}`,
  }),
  endpoints: () => ({}),
});
