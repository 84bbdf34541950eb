import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The gateway's Prometheus metrics. Each gateway owns its registry (no global default), so
 * several gateways in one process (tests, the desktop app) never mix their figures.
 */
export interface GatewayMetrics {
  registry: Registry;
  /** Requests answered, by route pattern, method and status. */
  requests: Counter<'route' | 'method' | 'status'>;
  /** Time to answer, by route pattern and method, in seconds. */
  latency: Histogram<'route' | 'method'>;
  /** Upstream calls that failed (refused, timed out, 5xx), by upstream. */
  upstreamErrors: Counter<'upstream' | 'reason'>;
  /** Calls refused at once because the gateway was overloaded, by upstream and reason. */
  shedRequests: Counter<'upstream' | 'reason'>;
  /** Stream-proxy responses being piped right now. */
  activeStreams: Gauge;
  /** 1 while the shared Redis is in use, 0 while this replica falls back to memory. */
  redisUp: Gauge;
  /** Redis commands that failed or timed out, the caller served from memory, by use. */
  redisFallbacks: Counter<'use'>;
  /** Response cache lookups: `hit`, `miss` (filled or not), by tier (`memory`, `redis`, `none`). */
  cacheLookups: Counter<'result' | 'tier'>;
  /** Upstream calls held back by the NetEase budget, by pool and outcome (`waited`, `refused`). */
  upstreamBudget: Counter<'pool' | 'outcome'>;
  /**
   * Reports an upstream's calls in flight and waiting as `cadenza_upstream_calls{upstream,state}`,
   * read when the metrics are scraped (nothing is counted per request).
   */
  watchUpstreamCalls(upstream: string, read: () => { inFlight: number; queued: number }): void;
}

/** Builds a fresh registry with the gateway's metrics and Node's default process metrics. */
export function createGatewayMetrics(): GatewayMetrics {
  const registry = new Registry();
  // Process figures (memory, event-loop lag, handles) are what show a leak or a stall.
  collectDefaultMetrics({ register: registry, prefix: 'cadenza_' });
  const watchedCalls = new Map<string, () => { inFlight: number; queued: number }>();
  new Gauge({
    name: 'cadenza_upstream_calls',
    help: 'Upstream calls in flight and waiting for a slot, by upstream',
    labelNames: ['upstream', 'state'],
    registers: [registry],
    collect() {
      for (const [upstream, read] of watchedCalls) {
        const { inFlight, queued } = read();
        this.set({ upstream, state: 'in_flight' }, inFlight);
        this.set({ upstream, state: 'queued' }, queued);
      }
    },
  });
  return {
    registry,
    requests: new Counter({
      name: 'cadenza_http_requests_total',
      help: 'HTTP requests answered by the gateway',
      labelNames: ['route', 'method', 'status'],
      registers: [registry],
    }),
    latency: new Histogram({
      name: 'cadenza_http_request_duration_seconds',
      help: 'Time from request to the end of the response',
      labelNames: ['route', 'method'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15],
      registers: [registry],
    }),
    upstreamErrors: new Counter({
      name: 'cadenza_upstream_errors_total',
      help: 'Upstream calls that failed, by upstream and reason',
      labelNames: ['upstream', 'reason'],
      registers: [registry],
    }),
    shedRequests: new Counter({
      name: 'cadenza_requests_shed_total',
      help: 'Calls refused with 503 because too many were in flight and waiting',
      labelNames: ['upstream', 'reason'],
      registers: [registry],
    }),
    activeStreams: new Gauge({
      name: 'cadenza_active_streams',
      help: 'Stream-proxy responses currently being piped',
      registers: [registry],
    }),
    redisUp: new Gauge({
      name: 'cadenza_redis_up',
      help: '1 while the shared Redis is in use, 0 while this replica falls back to memory',
      registers: [registry],
    }),
    redisFallbacks: new Counter({
      name: 'cadenza_redis_fallbacks_total',
      help: 'Redis commands that failed or timed out and were served from memory, by use',
      labelNames: ['use'],
      registers: [registry],
    }),
    cacheLookups: new Counter({
      name: 'cadenza_response_cache_lookups_total',
      help: 'Response cache lookups by result (hit, miss) and the tier that answered',
      labelNames: ['result', 'tier'],
      registers: [registry],
    }),
    upstreamBudget: new Counter({
      name: 'cadenza_upstream_budget_total',
      help: 'NetEase calls held back by the account or anonymous budget, by outcome',
      labelNames: ['pool', 'outcome'],
      registers: [registry],
    }),
    watchUpstreamCalls: (upstream, read) => void watchedCalls.set(upstream, read),
  };
}
