import { ALT_SOURCE_RESPONSE_SCHEMAS } from '@cadenza/contract';
import { Router } from 'express';
import type { GatewayLogger } from '../observability/logger';
import type { GatewayMetrics } from '../observability/metrics';

/** The fallback answers within 10 s or not at all (spec §7). */
export const MUSIC_PROXY_TIMEOUT_MS = 10_000;

/** What {@link createMusicProxyRouter} needs. */
export interface MusicProxyDeps {
  /** Base URL of the `/music?id=` service (contract §5.4), or undefined when none is configured. */
  sourceUrl: string | undefined;
  logger: GatewayLogger;
  metrics: GatewayMetrics;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * `GET /music_proxy/music?id=<songId>`: the web build's last fallback (spec §7). Asks the
 * configured alternative source's `/music?id=`, validates the answer with the client's own
 * schema, and answers `{code: 200, data: {url}}`; 404 when the source has no URL, 502/504 JSON
 * when it fails or takes longer than 10 s. Only the numeric id is forwarded.
 */
export function createMusicProxyRouter(deps: MusicProxyDeps) {
  const timeoutMs = deps.timeoutMs ?? MUSIC_PROXY_TIMEOUT_MS;
  const fetchJson = deps.fetch ?? fetch;
  const router = Router();
  router.get('/music_proxy/music', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const id = typeof req.query['id'] === 'string' ? req.query['id'] : '';
    if (!/^\d{1,20}$/.test(id)) {
      res.status(400).json({ code: 400, msg: 'id must be a numeric song id' });
      return;
    }
    if (deps.sourceUrl === undefined) {
      res.status(404).json({ code: 404, msg: 'No alternative music source is configured' });
      return;
    }
    const failed = (status: number, reason: string, msg: string) => {
      deps.metrics.upstreamErrors.inc({ upstream: 'music-source', reason });
      deps.logger.warn({ reason }, 'music source failed');
      res.status(status).json({ code: status, msg });
    };
    let answer: Response;
    try {
      answer = await fetchJson(`${deps.sourceUrl}/music?id=${id}`, {
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      if (timedOut)
        failed(504, 'timeout', `The music source did not answer within ${timeoutMs / 1000} s`);
      else failed(502, 'unreachable', 'The music source cannot be reached');
      return;
    }
    if (answer.status === 404) {
      res.status(404).json({ code: 404, msg: 'The music source has no URL for this song' });
      return;
    }
    const parsed = ALT_SOURCE_RESPONSE_SCHEMAS['/music'].safeParse(
      answer.ok ? await answer.json().catch(() => undefined) : undefined,
    );
    if (!parsed.success || !isHttpUrl(parsed.data.data.url)) {
      failed(502, 'bad-answer', `The music source answered ${answer.status} without a usable URL`);
      return;
    }
    res.json({ code: 200, data: { url: parsed.data.data.url } });
  });
  return router;
}
