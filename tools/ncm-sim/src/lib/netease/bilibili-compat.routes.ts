import { request as httpRequest } from 'node:http';
import express, { type Request, type Response, type Router } from 'express';
import { deriveWbiKeys, wbiSign } from '../bilibili/wbi';
import type { SimWorld } from '../sim-world';

/** Params each compat route forwards (the reference server forwarded everything, cookie included). */
const ROUTES: Record<
  string,
  { upstream: string; allowed: string[]; required: string[]; defaults: Record<string, string> }
> = {
  '/bilibili/search': {
    upstream: '/x/web-interface/wbi/search/type',
    allowed: ['keyword', 'page', 'pagesize', 'search_type', 'order'],
    required: ['keyword'],
    defaults: { search_type: 'video', page: '1', pagesize: '20' },
  },
  '/bilibili/video/detail': {
    upstream: '/x/web-interface/wbi/view',
    allowed: ['bvid', 'aid'],
    required: ['bvid'],
    defaults: {},
  },
  '/bilibili/playurl': {
    upstream: '/x/player/wbi/playurl',
    allowed: ['bvid', 'cid', 'qn', 'fnval', 'fnver', 'fourk'],
    required: ['bvid', 'cid'],
    defaults: { qn: '0', fnval: '80', fnver: '0', fourk: '1' },
  },
};

/** Headers of the CDN answer passed on by the stream proxy. */
const PASSED_HEADERS = ['content-type', 'content-length', 'content-range', 'accept-ranges'];

/**
 * The `/bilibili/*` routes the reference product's embedded API server mounts beside the NetEase
 * routes (contract §4.1, inventory rows 38–41), so a client can be pointed at the simulator alone.
 * Unlike the reference server they forward only the known params, and the stream proxy reaches
 * nothing but the simulator's own Bilibili CDN.
 */
export function bilibiliCompatRoutes(world: SimWorld): Router {
  const router = express.Router();
  const keys = deriveWbiKeys(world.catalogue.seed);
  for (const [path, route] of Object.entries(ROUTES)) {
    router.all(path, (req, res) => {
      const params: Record<string, string> = { ...route.defaults };
      for (const key of route.allowed) {
        const value = req.query[key];
        if (typeof value === 'string' && value !== '') params[key] = value;
      }
      const missing = route.required.find((key) => params[key] === undefined);
      if (missing) {
        res.status(400).json({ code: 400, message: `缺少必需参数: ${missing}` });
        return;
      }
      const signed = wbiSign(params, keys.imgKey, keys.subKey, Math.floor(world.now() / 1000));
      // Like the reference server (contract §4.1): upstream answers verbatim with HTTP 200, an
      // upstream failure as `{code:-1, message:'请求失败', error}` with HTTP 200 too.
      fetch(`${world.bases.bilibiliApi}${route.upstream}?${signed.query}`)
        .then(async (answer) => {
          const body: unknown = await answer.json().catch(() => null);
          if (!answer.ok) {
            res.status(200).json({
              code: -1,
              message: '请求失败',
              error: { status: answer.status, statusText: answer.statusText, data: body },
            });
            return;
          }
          res.status(200).json(body);
        })
        .catch((error: unknown) =>
          res.status(200).json({ code: -1, message: '请求失败', error: String(error) }),
        );
    });
  }
  router.get('/bilibili/stream-proxy', (req, res) => streamProxy(world, req, res));
  return router;
}

function streamProxy(world: SimWorld, req: Request, res: Response): void {
  const given = typeof req.query['url'] === 'string' ? req.query['url'] : '';
  let target: URL;
  try {
    target = new URL(given.startsWith('http') ? given : `https:${given}`);
  } catch {
    res.status(400).json({ code: 400, message: '缺少必需参数: url' });
    return;
  }
  // Clients prefix protocol-relative covers with https: (contract §4.2); the simulated CDN speaks
  // plain http on loopback, so only host and port must match, and the request goes out over http.
  const cdn = new URL(world.bases.bilibiliCdn);
  if (target.host !== cdn.host) {
    res.status(403).json({ code: 403, message: 'only the simulated Bilibili CDN is proxied' });
    return;
  }
  target.protocol = cdn.protocol;
  const upstream = httpRequest(target, {
    method: 'GET',
    headers: {
      Referer: 'https://www.bilibili.com/',
      'User-Agent': 'Mozilla/5.0 (ncm-sim stream proxy)',
      ...(req.headers.range ? { Range: req.headers.range } : {}),
    },
  });
  upstream.on('response', (answer) => {
    res.status(answer.statusCode ?? 502);
    for (const name of PASSED_HEADERS) {
      const value = answer.headers[name];
      if (value !== undefined) res.setHeader(name, value);
    }
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.status(502).json({ code: 502, message: 'stream upstream failed' });
    else res.destroy();
  });
  res.on('close', () => upstream.destroy());
  upstream.end();
}
