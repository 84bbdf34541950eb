import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import type { SimCatalogue } from '../catalogue/catalogue.types';
import { faultMiddleware } from '../faults/fault-middleware';
import type { FaultRegistry } from '../faults/fault-registry';
import { renderCover } from '../media/cover';
import { mediaFiles } from '../media-server/media-layout';
import { sendForbidden, sendMediaFile } from '../media-server/serve-media';
import type { UrlSigner } from '../media-server/url-signer';
import { findBiliPart, parseBiliStreamPath } from './bili-cdn-paths';

/** Dependencies of {@link createBilibiliCdnApp}. */
export interface BilibiliCdnDeps {
  catalogue: SimCatalogue;
  faults: FaultRegistry;
  /** The media cache folder holding `mediaFiles.biliPart(...)`. */
  mediaDir: string;
  signer: UrlSigner;
  /** Clock in epoch ms. */
  now: () => number;
}

/** Size of archive covers. */
export const BILI_COVER_SIZE = { width: 320, height: 200 } as const;
/** Size of uploader avatars. */
export const BILI_FACE_SIZE = { width: 128, height: 128 } as const;

/** Referer hosts the CDN accepts, as Bilibili's `upos` mirrors require one from the site. */
const ALLOWED_REFERER_HOSTS = ['www.bilibili.com', 'bilibili.com'];

/** True for an https Referer on the site itself (`https://www.bilibili.com.evil.example/` is not). */
export function isBilibiliReferer(referer: string): boolean {
  try {
    const url = new URL(referer);
    return url.protocol === 'https:' && ALLOWED_REFERER_HOSTS.includes(url.hostname);
  } catch {
    return false;
  }
}

/**
 * The simulated Bilibili CDN (`upos-*.bilivideo.com` and `i0.hdslb.com` in one):
 * - `GET|HEAD /upgcxcode/<xx>/<yy>/<cid>/<cid>-1-<id>.(m4s|mp4)`: 403 without a Bilibili
 *   `Referer`, 403 when the signed query is expired or invalid (signed for id `<cid>`), 404 for an
 *   unknown part or the wrong form; else the part's file with Range/HEAD support, `audio/mp4` for
 *   DASH audio, `video/mp4` for the MP4 form;
 * - `GET /bfs/archive/<seed>.png` (320×200) and `GET /bfs/face/<mid>.png` (128×128): generated
 *   PNG images, no Referer needed.
 * The fault middleware runs first (service `bilibili-cdn`).
 */
export function createBilibiliCdnApp(deps: BilibiliCdnDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.use(faultMiddleware(deps.faults, 'bilibili-cdn'));

  app.get('/upgcxcode/*', (req, res) => {
    const referer = req.get('referer') ?? '';
    if (!isBilibiliReferer(referer)) {
      return sendForbidden(res, 'a bilibili.com Referer is required');
    }
    const parsed = parseBiliStreamPath(req.path);
    if (!parsed) return notFound(res);
    const verdict = deps.signer.check(req.path, String(parsed.cid), req.query, deps.now());
    if (verdict !== 'ok') return sendForbidden(res, `URL ${verdict}`);
    const part = findBiliPart(deps.catalogue.bilibili, parsed.cid);
    if (!part || (part.video.streamForm === 'dash') !== (parsed.ext === 'm4s'))
      return notFound(res);
    const file = path.join(deps.mediaDir, mediaFiles.biliPart(part.video, part.page));
    sendMediaFile(res, file, parsed.ext === 'm4s' ? 'audio/mp4' : 'video/mp4');
  });

  app.get('/bfs/archive/:file', (req, res) => sendImage(req, res, BILI_COVER_SIZE));
  app.get('/bfs/face/:file', (req, res) => sendImage(req, res, BILI_FACE_SIZE));

  app.use((_req: Request, res: Response) => notFound(res));
  return app;
}

function sendImage(req: Request, res: Response, size: { width: number; height: number }): void {
  const match = /^(\d{1,10})\.(png|jpg)$/.exec(req.params['file'] ?? '');
  if (!match) return notFound(res);
  const png = renderCover({ seed: Number(match[1]), width: size.width, height: size.height });
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cache-Control', 'public, max-age=86400');
  res.type('image/png').send(png);
}

function notFound(res: Response): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.status(404).type('text/plain').send('404 Not Found');
}
