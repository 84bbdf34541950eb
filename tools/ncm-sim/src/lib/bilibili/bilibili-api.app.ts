import { fnv1a } from '../catalogue/hash';
import { positiveInt } from '../query-int';
import { randomUUID } from 'node:crypto';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import type { SimBiliVideo, SimCatalogue } from '../catalogue/catalogue.types';
import { faultMiddleware } from '../faults/fault-middleware';
import type { FaultRegistry } from '../faults/fault-registry';
import type { UrlSigner } from '../media-server/url-signer';
import { BILI_STREAM_TTL_MS, playUrlData } from './bilibili-playurl';
import { searchResultItem, searchVideos } from './bilibili-search';
import { videoView } from './bilibili-view';
import { deriveWbiKeys, verifyWbi } from './wbi';

/** Dependencies of {@link createBilibiliApiApp}. */
export interface BilibiliApiDeps {
  catalogue: SimCatalogue;
  faults: FaultRegistry;
  /** Origin of the simulated CDN (`createBilibiliCdnApp`), e.g. `http://127.0.0.1:41002`. */
  cdnBase: () => string;
  /** Origin that serves `/bfs/archive/<seed>.png` (normally the CDN app too), with scheme. */
  imageBase: () => string;
  signer: UrlSigner;
  /** Clock in epoch ms (WBI `wts` checks, URL signing). */
  now: () => number;
  /** Validity of stream URLs, asked per answer; default {@link BILI_STREAM_TTL_MS} (120 min). */
  streamTtlMs?: () => number;
}

const FORBIDDEN = { code: -403, message: '访问权限不足', ttl: 1 } as const;
const BAD_REQUEST = { code: -400, message: '请求错误', ttl: 1 } as const;
const NOT_FOUND = { code: -404, message: '啥都木有', ttl: 1 } as const;
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 50;

/**
 * The simulated `api.bilibili.com` on its real paths, for the gateway's Bilibili routes:
 * - `GET /x/web-interface/nav`: anonymous (`code -101`) with the seed's fixed WBI keys;
 * - `GET /x/web-frontend/getbuvid`: a fresh `<UUID>infoc`;
 * - `GET /x/web-interface/wbi/search/type`, `GET /x/web-interface/wbi/view`,
 *   `GET /x/player/wbi/playurl`: WBI-signed (else HTTP 200 `code -403`), shapes of contract §4.3.
 * Errors are HTTP 200 with a negative `code`, as upstream. The fault middleware runs first
 * (service `bilibili`).
 */
export function createBilibiliApiApp(deps: BilibiliApiDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.use(faultMiddleware(deps.faults, 'bilibili'));
  app.use((_req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });
  const keys = deriveWbiKeys(deps.catalogue.seed);
  const videos = deps.catalogue.bilibili;
  const requireWbi: RequestHandler = (req, res, next) => {
    const verdict = verifyWbi(
      rawQuery(req),
      keys.imgKey,
      keys.subKey,
      Math.floor(deps.now() / 1000),
    );
    if (verdict === 'ok') next();
    else res.json(FORBIDDEN);
  };

  app.get('/x/web-interface/nav', (_req, res) => {
    res.json({
      code: -101,
      message: '账号未登录',
      ttl: 1,
      data: {
        isLogin: false,
        wbi_img: {
          img_url: `https://i0.hdslb.com/bfs/wbi/${keys.imgKey}.png`,
          sub_url: `https://i0.hdslb.com/bfs/wbi/${keys.subKey}.png`,
        },
      },
    });
  });

  app.get('/x/web-frontend/getbuvid', (_req, res) => {
    res.json({
      code: 0,
      message: '0',
      ttl: 1,
      data: { buvid: `${randomUUID().toUpperCase()}infoc` },
    });
  });

  app.get('/x/web-interface/wbi/search/type', requireWbi, (req, res) => {
    const query = rawQuery(req);
    const keyword = query.get('keyword')?.trim() ?? '';
    if (!keyword) return void res.json(BAD_REQUEST);
    const page = positiveInt(query.get('page'), 1, Number.MAX_SAFE_INTEGER);
    const pagesize = positiveInt(query.get('pagesize'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
    const searchType = query.get('search_type') ?? 'video';
    const hits = searchType === 'video' ? searchVideos(videos, keyword) : [];
    const imageBase = deps.imageBase();
    res.json(
      ok({
        seid: String(fnv1a(keyword)),
        page,
        pagesize,
        numResults: hits.length,
        numPages: Math.ceil(hits.length / pagesize),
        suggest_keyword: '',
        rqt_type: 'search',
        cost_time: { total: '0.012345' },
        exp_list: {},
        egg_hit: 0,
        show_column: 0,
        result: hits
          .slice((page - 1) * pagesize, page * pagesize)
          .map((hit) => searchResultItem(hit, imageBase)),
      }),
    );
  });

  app.get('/x/web-interface/wbi/view', requireWbi, (req, res) => {
    const found = findVideo(videos, rawQuery(req));
    if (found === 'bad-request') return void res.json(BAD_REQUEST);
    if (!found) return void res.json(NOT_FOUND);
    res.json(ok(videoView(found, deps.imageBase())));
  });

  app.get('/x/player/wbi/playurl', requireWbi, (req, res) => {
    const query = rawQuery(req);
    const found = findVideo(videos, query);
    const cidText = query.get('cid') ?? '';
    if (found === 'bad-request' || !/^\d+$/.test(cidText)) return void res.json(BAD_REQUEST);
    const page = found
      ? found.pages.find((candidate) => candidate.cid === Number(cidText))
      : undefined;
    if (!found || !page) return void res.json(NOT_FOUND);
    const context = {
      cdnBase: deps.cdnBase(),
      signer: deps.signer,
      nowMs: deps.now(),
      ttlMs: deps.streamTtlMs?.() ?? BILI_STREAM_TTL_MS,
    };
    res.json(ok(playUrlData(found, page, context)));
  });

  app.use((_req: Request, res: Response) => {
    res.status(404).json(NOT_FOUND);
  });
  return app;
}

function ok(data: Record<string, unknown>) {
  return { code: 0, message: '0', ttl: 1, data };
}

/** The request's query exactly as sent (no `qs` nesting), as WBI hashes it. */
function rawQuery(req: Request): URLSearchParams {
  return new URL(req.originalUrl, 'http://sim.invalid').searchParams;
}

/** By `bvid`, else by `aid` (upstream accepts either); 'bad-request' when neither is given. */
function findVideo(
  videos: readonly SimBiliVideo[],
  query: URLSearchParams,
): SimBiliVideo | null | 'bad-request' {
  const bvid = query.get('bvid');
  const aid = query.get('aid') ?? query.get('avid');
  if (bvid) return videos.find((video) => video.bvid === bvid) ?? null;
  if (aid && /^\d+$/.test(aid)) return videos.find((video) => video.aid === Number(aid)) ?? null;
  return 'bad-request';
}
