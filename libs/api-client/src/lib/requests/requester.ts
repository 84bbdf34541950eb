import { platformTimers, type Timers } from '@cadenza/ports';
import type {
  ApiFailure,
  ApiRequest,
  ApiResponse,
  RequestContext,
  Requester,
} from './api-request.types';
import {
  decideOnFailure,
  isFailureStatus,
  NO_RETRY_PATHS,
  prepareRequest,
  type PreparedRequest,
} from './request-rules';

/** The timers the requester uses (the timeout and the retry wait). */
export type RequestTimers = Pick<Timers, 'setTimeout' | 'clearTimeout'>;

/**
 * The platform's `fetch` and timers for {@link createRequester}, looked up on every call (never at
 * import), so a page, a test or a polyfill that replaces them is honoured.
 */
export const platformRequestPorts = {
  fetch: (...args: Parameters<typeof fetch>) => globalThis.fetch(...args),
  scheduler: platformTimers() satisfies RequestTimers,
  now: () => Date.now(),
};

/** What {@link createRequester} needs; everything is read at request time. */
export interface RequesterDeps {
  /** The API base (`/api`, or `http://127.0.0.1:<port>`), without a trailing slash or with one. */
  baseUrl: () => string;
  /** Platform, device, stored cookie, proxy and realIP as they are now. */
  context: () => RequestContext;
  /** Called as a plain function, never as a method (so `window.fetch` may be passed as is). */
  fetch: typeof fetch;
  scheduler: RequestTimers;
  /** Epoch ms, the `timestamp` param. */
  now: () => number;
  /** Runs the logout of a 301 answer (see {@link createLogout}); called once per failing call. */
  onLogout: () => Promise<void> | void;
  /** Paths never retried; default {@link NO_RETRY_PATHS}. */
  noRetryPaths?: readonly string[];
}

type Attempt = { ok: true; response: ApiResponse } | { ok: false; failure: ApiFailure };

// Fresh objects per rejection, so no caller can alter another's.
const aborted = (): ApiFailure => ({ kind: 'aborted' });
const loggedOut = (): ApiFailure => ({ kind: 'logged-out' });

/**
 * The one way the client calls the API: applies the request rules, enforces the timeout with an
 * `AbortController`, parses the JSON answer (a body that is not JSON reads as `null`), treats
 * HTTP 301 and every status from 400 as a failure, waits 500 ms and retries once, and on a 301
 * runs the logout before rejecting with `{ kind: 'logged-out' }`. Rejections are always an
 * {@link ApiFailure}.
 */
export function createRequester(deps: RequesterDeps): Requester {
  const { fetch: fetchImpl, scheduler } = deps;
  const noRetryPaths = deps.noRetryPaths ?? NO_RETRY_PATHS;

  async function attemptOnce(prepared: PreparedRequest, signal?: AbortSignal): Promise<Attempt> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = scheduler.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, prepared.timeoutMs);
    const onCallerAbort = () => controller.abort();
    signal?.addEventListener('abort', onCallerAbort);
    try {
      const response = await fetchImpl(joinUrl(deps.baseUrl(), prepared.url), {
        method: prepared.method,
        headers: prepared.headers,
        body: prepared.body,
        signal: controller.signal,
      });
      const body = parseJson(await response.text());
      return isFailureStatus(response.status)
        ? { ok: false, failure: { kind: 'http', status: response.status, body } }
        : { ok: true, response: { status: response.status, body } };
    } catch (error) {
      if (timedOut)
        return { ok: false, failure: { kind: 'timeout', timeoutMs: prepared.timeoutMs } };
      if (signal?.aborted) return { ok: false, failure: aborted() };
      return { ok: false, failure: { kind: 'network', message: describeError(error) } };
    } finally {
      scheduler.clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  /** Waits `ms`, or less when the caller aborts. */
  function wait(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        scheduler.clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = scheduler.setTimeout(done, ms);
      signal?.addEventListener('abort', done);
    });
  }

  async function logout(): Promise<void> {
    try {
      await deps.onLogout();
    } catch {
      // The caller learns that the session ended either way; a failing logout changes nothing.
    }
  }

  return async (request: ApiRequest, options = {}) => {
    const { signal } = options;
    for (let attempt = 0; ; attempt += 1) {
      if (signal?.aborted) throw aborted();
      const outcome = await attemptOnce(
        prepareRequest(request, deps.context(), deps.now()),
        signal,
      );
      if (outcome.ok) return outcome.response;
      const decision = decideOnFailure(request, outcome.failure, attempt, noRetryPaths);
      if (decision.kind === 'logout') {
        await logout();
        throw loggedOut();
      }
      if (decision.kind === 'fail') throw outcome.failure;
      await wait(decision.delayMs, signal);
    }
  };
}

/** The path of the server logout (contract §3.1: its answer is ignored). */
export const LOGOUT_PATH = '/logout';

/** What {@link createLogout} needs. */
export interface LogoutDeps {
  requester: Requester;
  /** Forgets the stored user and token. */
  clearSession: () => Promise<void> | void;
}

/**
 * The logout of a 301 answer (contract §1.3, "server logout, clear user and token"): `GET
 * /logout` (its answer and its failure are ignored; neither retried nor logging out again), then
 * `clearSession()`. Concurrent calls share one run, so a burst of 301s logs out once. Unlike the
 * reference client it does not reload the page (contract §7.1).
 */
export function createLogout({ requester, clearSession }: LogoutDeps): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = async () => {
    try {
      await requester({ path: LOGOUT_PATH, method: 'GET', noRetry: true, noLogin: true });
    } catch {
      // The answer of /logout is ignored (contract §3.1); the session is cleared regardless.
    }
    await clearSession();
  };
  return () => {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };
}

/** Whether a rejection of the {@link Requester} is an {@link ApiFailure}. */
export function isApiFailure(value: unknown): value is ApiFailure {
  if (typeof value !== 'object' || value === null || !('kind' in value)) return false;
  const { kind } = value;
  return (
    kind === 'http' ||
    kind === 'timeout' ||
    kind === 'network' ||
    kind === 'aborted' ||
    kind === 'logged-out'
  );
}

function joinUrl(base: string, url: string): string {
  return `${base.replace(/\/+$/, '')}${url}`;
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * `fetch failed (other side closed)`: undici hides the socket's reason in `cause`. Duck-typed, as
 * the error may come from another realm (a test sandbox, a frame) where `instanceof Error` fails.
 */
function describeError(error: unknown): string {
  const message = messageOf(error);
  if (message === null) return String(error);
  const cause = messageOf((error as { cause?: unknown }).cause);
  return cause ? `${message} (${cause})` : message;
}

function messageOf(value: unknown): string | null {
  return typeof value === 'object' &&
    value !== null &&
    'message' in value &&
    typeof value.message === 'string'
    ? value.message
    : null;
}
