/** The outcome of one readiness check. */
export interface ProbeResult {
  ok: boolean;
  /** How long the upstream took to answer. */
  ms: number;
  /** HTTP status it answered, when it answered. */
  status?: number;
  error?: string;
}

/** Checks the upstream; never rejects. */
export type UpstreamProbe = () => Promise<ProbeResult>;

/** Readiness gives up on the upstream after this long. */
export const PROBE_TIMEOUT_MS = 3_000;
/** A result is reused this long, so frequent readiness polls do not hammer the upstream. */
export const PROBE_CACHE_MS = 5_000;

/**
 * Probes `GET <upstream>/search/default` (cheap, needs no login): ready when it answers below
 * HTTP 500. The embedded server answers 502 when it cannot reach the cloud, which is exactly
 * "not ready".
 */
export function createUpstreamProbe(
  upstreamUrl: string,
  options: { fetch?: typeof fetch; now?: () => number; timeoutMs?: number } = {},
): UpstreamProbe {
  const fetchFn = options.fetch ?? fetch;
  const now = options.now ?? (() => performance.now());
  const timeoutMs = options.timeoutMs ?? PROBE_TIMEOUT_MS;
  let cached: { at: number; result: Promise<ProbeResult> } | undefined;
  const check = async (): Promise<ProbeResult> => {
    const started = now();
    try {
      const answer = await fetchFn(`${upstreamUrl}/search/default`, {
        signal: AbortSignal.timeout(timeoutMs),
      });
      await answer.arrayBuffer();
      const ms = Math.round(now() - started);
      return answer.status < 500
        ? { ok: true, ms, status: answer.status }
        : {
            ok: false,
            ms,
            status: answer.status,
            error: `upstream answered HTTP ${answer.status}`,
          };
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      return {
        ok: false,
        ms: Math.round(now() - started),
        error: timedOut ? `no answer within ${timeoutMs} ms` : 'upstream unreachable',
      };
    }
  };
  return () => {
    const at = now();
    if (cached === undefined || at - cached.at >= PROBE_CACHE_MS) {
      cached = { at, result: check() };
    }
    return cached.result;
  };
}
