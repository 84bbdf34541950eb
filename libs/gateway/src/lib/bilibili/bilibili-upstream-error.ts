/** Why a call to Bilibili failed; the `reason` label of `cadenza_upstream_errors_total`. */
export type BilibiliFailureReason =
  | 'timeout'
  | 'unreachable'
  | 'http_status'
  | 'invalid_body'
  | 'redirect'
  | 'unresolvable'
  | 'interrupted';

/** A failed upstream call, with a message fit for the client (no URL, no cookie). */
export class BilibiliUpstreamError extends Error {
  constructor(
    readonly reason: BilibiliFailureReason,
    message: string,
  ) {
    super(message);
    this.name = 'BilibiliUpstreamError';
  }
}

/**
 * Turns what `fetch` or `http.request` threw into an upstream error: an abort by
 * `AbortSignal.timeout` (a `TimeoutError`) is a timeout, anything else means the host could
 * not be reached (refused, reset, DNS, TLS).
 */
export function upstreamErrorFrom(error: unknown, what: string): BilibiliUpstreamError {
  if (error instanceof BilibiliUpstreamError) return error;
  if (isNamed(error, 'TimeoutError') || isNamed(error, 'PinnedRequestTimeoutError')) {
    return new BilibiliUpstreamError('timeout', `${what} did not answer in time`);
  }
  return new BilibiliUpstreamError('unreachable', `${what} could not be reached`);
}

/**
 * Waits for `promise`, but rejects with a `TimeoutError` as soon as `signal` aborts; used where
 * a request joins a load it did not start (shared WBI keys), so its own deadline still holds.
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** By name, not `instanceof`: a `DOMException` may come from another realm (undici, jest's vm). */
function isNamed(error: unknown, name: string): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name;
}
