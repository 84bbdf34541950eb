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
    watchUpstreamCalls: (upstream, read) => void watchedCalls.set(upstream, read),
  };
}
