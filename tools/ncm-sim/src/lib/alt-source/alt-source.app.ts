import { positiveInt } from '../query-int';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import type { SimCatalogue, SimSong } from '../catalogue/catalogue.types';
import { faultMiddleware } from '../faults/fault-middleware';
import type { FaultRegistry } from '../faults/fault-registry';
import { audioContentType, mediaFiles } from '../media-server/media-layout';
import { sendForbidden, sendMediaFile } from '../media-server/serve-media';
import type { UrlSigner } from '../media-server/url-signer';
import { hasAudio, isAltSource, resolveAltTrack, searchAltSource } from './alt-source-search';
import { phpJsonEncode } from './php-json';

/** Dependencies of {@link createAltSourceApp}. */
export interface AltSourceDeps {
  catalogue: SimCatalogue;
  faults: FaultRegistry;
  /** The media cache folder holding `mediaFiles.song(...)`. */
  mediaDir: string;
  signer: UrlSigner;
  /** Clock in epoch ms. */
  now: () => number;
  /** This app's own origin, e.g. `http://127.0.0.1:41003`: file URLs point back here. */
  selfBase: () => string;
  /** Validity of file URLs, asked per URL; default {@link ALT_URL_TTL_MS}. */
  urlTtlMs?: () => number;
}

/** Default validity of the file URLs handed out. */
export const ALT_URL_TTL_MS = 30 * 60 * 1000;

/** `br` values the GD Studio API accepts; 740 and 999 ask for lossless. */
export const ALT_BITRATES = [128, 192, 320, 740, 999] as const;

/** The best bitrate the generated (lossy) files can honestly claim. */
const MAX_LOSSY_KBPS = 320;
const DEFAULT_COUNT = 20;
const MAX_COUNT = 100;

/**
 * The "external music API" of contract §5.3 (GD Studio style) and the web fallback of §5.4:
 * - `GET /api.php?types=search&source&name&count&pages`: a JSON array of tracks (see
 *   `searchAltSource` for which source has which songs);
 * - `GET /api.php?types=url&source&id&br`: `{url, br, size}`, `url` a signed `/file/…` URL here
 *   (full audio, also for trial and unavailable songs); unknown id → `{url:'', br:0, size:0}`;
 *   both serialised like PHP's `json_encode` (`\/`, `\uXXXX`); missing or unknown `types` → 400;
 * - `GET /music?id=<songId>`: `{code:200, data:{url}}`, or HTTP 404 `{code:404, msg:'未找到', data:null}`;
 * - `GET|HEAD /file/<songId>.<mp3|m4a>`: the song's audio with Range/HEAD, 403 when the signed
 *   query is expired or invalid (signed for id `<songId>`, like NetEase URLs).
 * CORS `*` everywhere (the reference client calls it from the browser). The fault middleware runs
 * first (service `alt-source`).
 */
export function createAltSourceApp(deps: AltSourceDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.use(faultMiddleware(deps.faults, 'alt-source'));
  app.use((req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method !== 'OPTIONS') return next();
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', req.get('access-control-request-headers') ?? '*');
    res.status(204).end();
  });

  const fileUrl = (song: SimSong) => {
    const signed = deps.signer.sign(
      `/file/${song.id}.${song.format}`,
      String(song.id),
      deps.now(),
      deps.urlTtlMs?.() ?? ALT_URL_TTL_MS,
    );
    return `${deps.selfBase()}${signed}`;
  };

  app.get('/api.php', async (req, res, next) => {
    try {
      const types = param(req, 'types');
      const source = param(req, 'source');
      if (types === 'search') {
        const name = param(req, 'name') ?? '';
        const count = positiveInt(param(req, 'count'), DEFAULT_COUNT, MAX_COUNT);
        const page = positiveInt(param(req, 'pages'), 1, Number.MAX_SAFE_INTEGER);
        return sendPhpJson(
          res,
          200,
          isAltSource(source) ? searchAltSource(deps.catalogue, source, name, count, page) : [],
        );
      }
      if (types === 'url') {
        const song = isAltSource(source)
          ? resolveAltTrack(deps.catalogue, source, param(req, 'id') ?? '')
          : null;
        if (!song) return sendPhpJson(res, 200, { url: '', br: 0, size: 0 });
        const size = await fileSize(path.join(deps.mediaDir, mediaFiles.song(song)));
        return sendPhpJson(res, 200, { url: fileUrl(song), br: bitrate(param(req, 'br')), size });
      }
      sendPhpJson(res, 400, {
        code: 400,
        error: types ? `unknown types: ${types}` : 'missing parameter: types',
      });
    } catch (error) {
      next(error);
    }
  });

  app.get('/music', (req, res) => {
    const id = param(req, 'id') ?? '';
    const song = /^\d{1,12}$/.test(id)
      ? deps.catalogue.songs.find((candidate) => candidate.id === Number(id))
      : undefined;
    if (!song || !hasAudio(song))
      return void res.status(404).json({ code: 404, msg: '未找到', data: null });
    res.json({ code: 200, data: { url: fileUrl(song) } });
  });

  app.get('/file/:name', (req, res) => {
    const match = /^(\d{1,12})\.(mp3|m4a)$/.exec(req.params['name'] ?? '');
    const song = match
      ? deps.catalogue.songs.find((candidate) => candidate.id === Number(match[1]))
      : undefined;
    if (!song || !hasAudio(song) || match?.[2] !== song.format) return notFound(res);
    const verdict = deps.signer.check(req.path, String(song.id), req.query, deps.now());
    if (verdict !== 'ok') return sendForbidden(res, `URL ${verdict}`);
    sendMediaFile(
      res,
      path.join(deps.mediaDir, mediaFiles.song(song)),
      audioContentType(song.format),
    );
  });

  app.use((_req: Request, res: Response) => notFound(res));
  return app;
}

/** A query value as a plain string (the first of repeated values); undefined otherwise. */
function param(req: Request, key: string): string | undefined {
  const value = req.query[key];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/** The kbps to report: the requested allowed value (default 320), capped at what lossy files hold. */
function bitrate(text: string | undefined): number {
  const requested = (ALT_BITRATES as readonly number[]).includes(Number(text))
    ? Number(text)
    : MAX_LOSSY_KBPS;
  return Math.min(requested, MAX_LOSSY_KBPS);
}

async function fileSize(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch {
    return 0;
  }
}

function sendPhpJson(res: Response, status: number, body: unknown): void {
  res.status(status).type('application/json; charset=utf-8').send(phpJsonEncode(body));
}

function notFound(res: Response): void {
  res.status(404).type('text/plain').send('404 Not Found');
}
