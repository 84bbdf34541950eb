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
 * the base URL (`/api` on the web, the embedded gateway's port on desktop).
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
  const { apiBaseUrl } = api.extra as ApiContext;
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
