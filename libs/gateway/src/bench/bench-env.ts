/**
 * The gateway's environment for `npm run bench:gateway`: the simulator as a `url` upstream,
 * Bilibili pointed at it, the stream proxy allowed its CDN, no rate limit (one load generator
 * is one client) and warnings-only logs (a log line per request would measure the terminal).
 */
export function gatewayBenchEnv(simUrls: Record<string, string>): Record<string, string> {
  return {
    UPSTREAM: 'url',
    UPSTREAM_URL: simUrls['netease'] ?? '',
    BILIBILI_API_URL: simUrls['bilibiliApi'] ?? '',
    STREAM_PROXY_ORIGINS: new URL(simUrls['bilibiliCdn'] ?? '').origin,
    SESSION_SECRET: 'bench-secret-0123456789-abcdefghijklmnop',
    RATE_LIMIT_MAX: '0',
    // No NetEase budgets either: they exist to slow one account or address down, and the
    // load generator is one address sending thousands of calls a second.
    UPSTREAM_ACCOUNT_RATE_MAX: '0',
    UPSTREAM_ANONYMOUS_RATE_MAX: '0',
    LOG_LEVEL: 'warn',
  };
}
