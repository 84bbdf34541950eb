import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
} from '@reduxjs/toolkit/query/react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { describeIssues } from '../lib/normalize/describe-issues';

/**
 * What the store passes to every request as the thunk extra argument: the platform decides
 * the base URL (`/api` on both platforms today: the desktop renderer is served by the gateway
 * its main process embeds).
 */
export interface ApiContext {
  apiBaseUrl: string;
}

/** Resolves relative endpoint URLs against the platform's base URL at request time. */
const platformBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
  extraOptions,
) => {
  const apiBaseUrl = (api.extra as Partial<ApiContext> | undefined)?.apiBaseUrl;
  if (typeof apiBaseUrl !== 'string') {
    return {
      error: {
        status: 'CUSTOM_ERROR',
        error: 'no apiBaseUrl: create the store with the ApiContext as its thunk extra argument',
      },
    };
  }
  return fetchBaseQuery({ baseUrl: apiBaseUrl })(args, api, extraOptions);
};

/**
 * The one RTK Query api of the clients (one api per base URL, anchors A5); each domain adds its
 * endpoints with `injectEndpoints` in its own `*.endpoints.ts`.
 */
export const cadenzaApi = createApi({
  reducerPath: 'cadenzaApi',
  baseQuery: platformBaseQuery,
  tagTypes: ['Health'],
  // An answer that fails its DTO schema becomes an ordinary query error the screens can show.
  catchSchemaFailure: (error, info) => ({
    status: 'CUSTOM_ERROR' as const,
    error: `invalid response from ${info.endpoint}: ${describeIssues(error.issues)}`,
  }),
  endpoints: () => ({}),
});
