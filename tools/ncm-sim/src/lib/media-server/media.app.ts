import { join } from 'node:path';
import express, { type Express } from 'express';
import { faultMiddleware } from '../faults/fault-middleware';
import { parseImageParam, renderCover } from '../media/cover';
import type { SimWorld } from '../sim-world';
import { audioSourceOf } from '../catalogue/corpus';
import { mediaFiles } from './media-layout';
import { sendForbidden, sendMediaFile } from './serve-media';

const CONTENT_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
};
const MEDIA_NAME = /^(\d+)(\.trial)?\.(mp3|m4a|mp4)$/;
const DEFAULT_IMAGE_SIZE = 400;
/** Largest cover rendered; bigger `?param=` sizes get this. */
const MAX_SERVED_COVER = 1024;
const IMAGE_CACHE_LIMIT = 256;

/**
 * The NetEase media CDN: signed song and MV URLs (403 once expired or revoked) with `Range` and
 * `HEAD`, and generated cover images that honour `?param=WxH` (also `WyH`).
 */
export function createMediaApp(world: SimWorld): Express {
  const app = express();
  app.disable('x-powered-by');
  // CORS first, so injected faults and preflights (a Range fetch) are readable cross-origin too.
  app.use((req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method !== 'OPTIONS') return next();
    res.setHeader('Access-Control-Allow-Headers', 'Range');
    res.setHeader('Access-Control-Allow-Methods', 'GET,HEAD,OPTIONS');
    res.status(204).end();
  });
  app.use(faultMiddleware(world.faults, 'media'));
  const images = new Map<string, Buffer>();

  app.get(['/audio/:name', '/mv/:name'], (req, res) => {
    const match = MEDIA_NAME.exec(req.params['name'] ?? '');
    const file = match ? fileOf(world, req.path, Number(match[1]), Boolean(match[2])) : undefined;
    if (!match?.[1] || !match[3] || !file) {
      res.status(404).type('text/plain').send('not found');
      return;
    }
    const verdict = world.signer.check(req.path, match[1], req.query, world.now());
    if (verdict !== 'ok') {
      sendForbidden(res, verdict === 'expired' ? 'the URL has expired' : 'invalid signature');
      return;
    }
    sendMediaFile(
      res,
      join(world.mediaDir, file),
      CONTENT_TYPES[match[3]] ?? 'application/octet-stream',
    );
  });

  app.get('/img/:name', (req, res) => {
    const seed = Number(/^(\d+)\.png$/.exec(req.params['name'] ?? '')?.[1]);
    if (!Number.isSafeInteger(seed)) {
      res.status(404).type('text/plain').send('not found');
      return;
    }
    const size = parseImageParam(
      typeof req.query['param'] === 'string' ? req.query['param'] : undefined,
    ) ?? {
      width: DEFAULT_IMAGE_SIZE,
      height: DEFAULT_IMAGE_SIZE,
    };
    // Rendering runs on the event loop all five services share: cap it (a 1024 px PNG takes ~0.3 s).
    size.width = Math.min(size.width, MAX_SERVED_COVER);
    size.height = Math.min(size.height, MAX_SERVED_COVER);
    const key = `${seed}:${size.width}x${size.height}`;
    let png = images.get(key);
    if (!png) {
      png = renderCover({ seed, width: size.width, height: size.height });
      if (images.size >= IMAGE_CACHE_LIMIT) images.delete(images.keys().next().value ?? '');
      images.set(key, png);
    }
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('image/png').send(png);
  });

  app.use((_req, res) => {
    res.status(404).type('text/plain').send('not found');
  });
  return app;
}

/**
 * The cache file behind a media path. Song paths carry the requested song's id (so expiry and
 * faults act per song), and a corpus song plays the file of the catalogue song it borrows.
 */
function fileOf(world: SimWorld, path: string, id: number, trial: boolean): string | undefined {
  if (path.startsWith('/mv/')) return path.slice(1);
  const song = world.song(id);
  if (!song) return undefined;
  const source = audioSourceOf(song);
  return trial ? mediaFiles.trialClip(source) : mediaFiles.song(source);
}
