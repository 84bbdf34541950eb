import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import type { Express } from 'express';
import { ALT_URL_TTL_MS, createAltSourceApp } from './alt-source/alt-source.app';
import { createBilibiliApiApp } from './bilibili/bilibili-api.app';
import { BILI_STREAM_TTL_MS } from './bilibili/bilibili-playurl';
import { createBilibiliCdnApp } from './bilibili/bilibili-cdn.app';
import { generateCatalogue } from './catalogue/generate-catalogue';
import type { SimCatalogue } from './catalogue/catalogue.types';
import { ensureMediaFiles, type MediaCacheReport } from './media/media-cache';
import { readMediaLoudness } from './media/media-manifest';
import { createMediaApp } from './media-server/media.app';
import { catalogueMediaJobs } from './media-server/media-layout';
import { createNeteaseApp } from './netease/netease.app';
import { SimWorld, type SimBaseUrls } from './sim-world';

/** Default NetEase port of `npm run sim`; the other services take the ports that follow. */
export const DEFAULT_SIM_PORT = 3900;

/** Options of {@link startSim}. */
export interface StartSimOptions {
  /** NetEase port; media, Bilibili API, Bilibili CDN and alt-source take the next four. 0: all ephemeral. */
  port?: number;
  host?: string;
  seed?: number;
  /** Media cache folder; default `NCM_SIM_MEDIA_DIR` or `tmp/ncm-sim/media-seed-<seed>` in the workspace. */
  mediaDir?: string;
  /** Generate missing media before listening (default true); tests of routes alone may skip it. */
  generateMedia?: boolean;
  now?: () => number;
  log?: (line: string) => void;
}

/** A running simulator. */
export interface RunningSim {
  urls: SimBaseUrls;
  world: SimWorld;
  media: MediaCacheReport | null;
  close(): Promise<void>;
}

/** The workspace root (the folder with `nx.json`) above this file. */
export function workspaceRoot(from = __dirname): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'nx.json'))) return dir;
    if (dirname(dir) === dir) return process.cwd();
  }
}

/** The media cache of `seed`: `NCM_SIM_MEDIA_DIR`, or `tmp/ncm-sim/media-seed-<seed>` in the workspace. */
export function defaultMediaDir(seed: number): string {
  return (
    process.env['NCM_SIM_MEDIA_DIR'] ??
    join(workspaceRoot(), 'tmp', 'ncm-sim', `media-seed-${seed}`)
  );
}

/** Generates what is missing of a catalogue's media in `dir` (see `ensureMediaFiles`), logging progress. */
export function ensureCatalogueMedia(
  catalogue: SimCatalogue,
  dir: string,
  log: (line: string) => void,
): Promise<MediaCacheReport> {
  return ensureMediaFiles({
    dir,
    jobs: catalogueMediaJobs(catalogue),
    onProgress: (done, total) => {
      if (done === total || done % 20 === 0) log(`ncm-sim: media ${done}/${total}`);
    },
  });
}

/**
 * Builds the catalogue for `seed`, makes sure its media exist (generated once, cached on disk),
 * and starts the five services on loopback. Resolves with their base URLs; `close()` ends every
 * connection, including requests held open by a timeout fault.
 */
export async function startSim(options: StartSimOptions = {}): Promise<RunningSim> {
  const {
    port = 0,
    host = '127.0.0.1',
    seed = 1,
    generateMedia = true,
    now = Date.now,
    log = () => undefined,
  } = options;
  const mediaDir = options.mediaDir ?? defaultMediaDir(seed);
  const world = new SimWorld(generateCatalogue(seed), now);
  world.mediaDir = mediaDir;
  const media = generateMedia ? await ensureCatalogueMedia(world.catalogue, mediaDir, log) : null;
  // Every file's loudness is known before the first request, so /song/url/v1 never waits for
  // ffmpeg: measured while generating, or read from a cache another run generated.
  world.loudness.recordAll(media?.loudness ?? (await readMediaLoudness(mediaDir)));
  const apps: [keyof SimBaseUrls, Express][] = [
    ['netease', createNeteaseApp(world)],
    ['media', createMediaApp(world)],
    [
      'bilibiliApi',
      createBilibiliApiApp({
        catalogue: world.catalogue,
        faults: world.faults,
        cdnBase: () => world.bases.bilibiliCdn,
        imageBase: () => world.bases.bilibiliCdn,
        signer: world.signer,
        now,
        streamTtlMs: () => world.ttl(BILI_STREAM_TTL_MS),
      }),
    ],
    [
      'bilibiliCdn',
      createBilibiliCdnApp({
        catalogue: world.catalogue,
        faults: world.faults,
        mediaDir,
        signer: world.signer,
        now,
      }),
    ],
    [
      'altSource',
      createAltSourceApp({
        catalogue: world.catalogue,
        faults: world.faults,
        mediaDir,
        signer: world.signer,
        now,
        selfBase: () => world.bases.altSource,
        urlTtlMs: () => world.ttl(ALT_URL_TTL_MS),
      }),
    ],
  ];
  const servers: Server[] = [];
  try {
    for (const [index, [name, app]] of apps.entries()) {
      const server = await listen(app, port === 0 ? 0 : port + index, host);
      servers.push(server);
      world.bases[name] = `http://${host}:${(server.address() as AddressInfo).port}`;
    }
  } catch (error) {
    await closeAll(servers);
    throw error;
  }
  return { urls: { ...world.bases }, world, media, close: () => closeAll(servers) };
}

function listen(app: Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host);
    server.once('listening', () => resolve(server));
    server.once('error', reject);
  });
}

async function closeAll(servers: Server[]): Promise<void> {
  await Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    ),
  );
}
