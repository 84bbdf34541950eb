import type { FetchBaseQueryError, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { z } from 'zod/mini';
import { describeIssues } from '@cadenza/contract';
import { cadenzaApi, type CadenzaQueryArgs } from './cadenza-api';
import { selectIsLoggedIn } from './session.slice';

// What the domain endpoint files share: the tag types, the login gate, and validation for
// endpoints that run their own requests (`queryFn`), worded as the api's `catchSchemaFailure`.

/** The tag types the domain endpoints provide and invalidate. */
export const DOMAIN_TAG_TYPES = ['Account', 'Playlist', 'UserPlaylists', 'LikeList'] as const;

/** {@link cadenzaApi} with the domain tag types; every `*.endpoints.ts` injects into it. */
export const domainApi = cadenzaApi.enhanceEndpoints({ addTagTypes: DOMAIN_TAG_TYPES });

/** The error of a login-gated call made while logged out (spec §6); no request is sent. */
export const LOGIN_REQUIRED_MESSAGE = 'Please login first';

/** `{status: 'CUSTOM_ERROR', error: 'Please login first'}`, a fresh object per call. */
export function loginRequiredError(): FetchBaseQueryError {
  return { status: 'CUSTOM_ERROR', error: LOGIN_REQUIRED_MESSAGE };
}

/** Whether `error` is the login gate's answer. */
export function isLoginRequiredError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { error?: unknown }).error === LOGIN_REQUIRED_MESSAGE
  );
}

/** What a `queryFn` returns: the data, or the query error. */
export type EndpointResult<T> = { data: T } | { error: FetchBaseQueryError };

/** The `baseQuery` a `queryFn` receives. */
export type RunQuery = (
  args: CadenzaQueryArgs,
) =>
  | PromiseLike<QueryReturnValue<unknown, FetchBaseQueryError, unknown>>
  | QueryReturnValue<unknown, FetchBaseQueryError, unknown>;

/** The parts of the `queryFn` api the kit reads. */
export interface EndpointApi {
  getState: () => unknown;
  endpoint: string;
}

/** Null when a user is logged in, else the gate's error (checked before any request). */
export function loginGate(api: Pick<EndpointApi, 'getState'>): FetchBaseQueryError | null {
  return selectIsLoggedIn(api.getState()) ? null : loginRequiredError();
}

/** Validates `raw` against `schema`: the data, or the error `catchSchemaFailure` would give. */
export function validate<S extends z.ZodMiniType>(
  schema: S,
  raw: unknown,
  endpoint: string,
): EndpointResult<z.output<S>> {
  const parsed = schema.safeParse(raw);
  return parsed.success
    ? { data: parsed.data }
    : {
        error: {
          status: 'CUSTOM_ERROR',
          error: `invalid response from ${endpoint}: ${describeIssues(parsed.error.issues, raw)}`,
        },
      };
}

/** Runs one request and validates its answer: the DTO, or the query error. */
export async function fetchValidated<S extends z.ZodMiniType>(
  runQuery: RunQuery,
  request: CadenzaQueryArgs,
  schema: S,
  endpoint: string,
): Promise<EndpointResult<z.output<S>>> {
  const answer = await runQuery(request);
  if (answer.error !== undefined) return { error: answer.error };
  return validate(schema, answer.data, endpoint);
}

/** Splits `items` into consecutive chunks of at most `size`. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}

/** Maps `items` with at most `limit` calls of `task` in flight; the results keep their order. */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
