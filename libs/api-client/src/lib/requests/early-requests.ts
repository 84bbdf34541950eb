import type { ApiRequest, ApiResponse, Requester } from './api-request.types';

/** How long an early answer waits for its caller before it is dropped. */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000;

/** A requester that can start a call before the code that makes it has loaded. */
export interface EarlyRequests {
  /** Calls as the given requester does; the first call identical to a started one takes its answer. */
  requester: Requester;
  /**
   * Starts `request` now. The first identical call (same method, path, params in any order and
   * body) within {@link EARLY_ANSWER_MAX_AGE_MS} gets this call's answer or failure instead of
   * asking again; later calls ask as usual.
   */
  start(request: ApiRequest): void;
}

/** One key per request, whatever the order its params were written in. */
function keyOf({ method = 'GET', path, params = {}, body }: ApiRequest): string {
  const sorted = Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([method, path, sorted, body ?? null]);
}

/**
 * Early requests over `requester`: a deep link's first answer can be asked for as the page
 * starts, before the API layer that will want it (RTK Query and the screen's endpoints) has
 * loaded, and handed to that layer's first identical call. The answer goes through the same
 * requester (its rules, timeout and retry), so the caller receives exactly what it would have.
 */
export function createEarlyRequests(
  requester: Requester,
  { now = () => Date.now(), maxAgeMs = EARLY_ANSWER_MAX_AGE_MS } = {},
): EarlyRequests {
  const started = new Map<string, { at: number; answer: Promise<ApiResponse> }>();
  return {
    requester: (request, options) => {
      const key = keyOf(request);
      const early = started.get(key);
      if (early) {
        started.delete(key);
        if (now() - early.at <= maxAgeMs) return early.answer;
      }
      return requester(request, options);
    },
    start(request) {
      const answer = requester(request);
      // Nobody may come for it: its failure is then nobody's to report.
      answer.catch(() => undefined);
      started.set(keyOf(request), { at: now(), answer });
    },
  };
}
