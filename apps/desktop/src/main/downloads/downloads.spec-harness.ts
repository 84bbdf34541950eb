import { encodeAudio, findFfmpeg, renderCover, synthesizeTone } from '@cadenza/ncm-sim';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const workspaceRoot = resolve(__dirname, '../../../../..');

/** A real MP3 (a tone from the simulator's encoder) and a PNG cover, made in `dir`. */
export async function makeMediaFixtures(dir: string): Promise<{ mp3: Buffer; cover: Buffer }> {
  const file = join(dir, 'tone.mp3');
  await encodeAudio({
    pcm: synthesizeTone({ frequencyHz: 440, durationMs: 6_000 }),
    sampleRate: 44_100,
    format: 'mp3',
    outFile: file,
    ffmpegPath: findFfmpeg(),
  });
  return {
    mp3: await readFile(file),
    cover: renderCover({ seed: 7, label: 'download', width: 64, height: 64 }),
  };
}

/** How the fixture server answers one path. */
export interface FixtureRoute {
  body: Buffer;
  type: string;
  status?: number;
  /** Sent in pieces of this many bytes, each after `chunkDelayMs`. */
  chunkSize?: number;
  chunkDelayMs?: number;
  /** Sends no Content-Length (chunked), so the size is unknown to the client. */
  unsized?: boolean;
  /** Stops sending after this many bytes and holds the connection open. */
  stallAfter?: number;
}

/** A local HTTP server of fixed answers, on 127.0.0.1 and a free port. */
export interface FixtureServer {
  url(path: string): string;
  /** The paths asked for, in order. */
  requested: string[];
  close(): Promise<void>;
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Starts a server answering `routes` (anything else: 404). */
export async function startFixtureServer(
  routes: Record<string, FixtureRoute>,
): Promise<FixtureServer> {
  const requested: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fixture').pathname;
    requested.push(path);
    const route = routes[path];
    if (!route) {
      response.writeHead(404).end('not found');
      return;
    }
    const { body, chunkSize = body.length || 1, chunkDelayMs = 0 } = route;
    response.writeHead(route.status ?? 200, {
      'content-type': route.type,
      ...(route.unsized ? {} : { 'content-length': String(body.length) }),
    });
    void (async () => {
      const end = route.stallAfter ?? body.length;
      for (let offset = 0; offset < end; offset += chunkSize) {
        if (response.destroyed) return;
        response.write(body.subarray(offset, Math.min(end, offset + chunkSize)));
        if (chunkDelayMs > 0) await pause(chunkDelayMs);
      }
      if (route.stallAfter === undefined) response.end();
    })();
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    requested,
    close: () =>
      new Promise((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}

/** What a tag reader finds in a file. */
export interface ReadTags {
  title?: string;
  artists?: string[];
  album?: string;
  picture: { format: string; base64: string } | null;
  lyrics: string[];
  codec?: string;
  durationSeconds?: number;
}

// music-metadata is ESM-only, which jest's CommonJS cannot load (toolchain §5); a child Node
// (20.19 and later `require()` ESM) reads the file and answers JSON.
const READ_TAGS = `
const { parseFile } = require('music-metadata');
parseFile(process.argv[1]).then(({ common, format }) => {
  const picture = common.picture && common.picture[0];
  process.stdout.write(JSON.stringify({
    title: common.title,
    artists: common.artists,
    album: common.album,
    picture: picture ? { format: picture.format, base64: Buffer.from(picture.data).toString('base64') } : null,
    lyrics: (common.lyrics || []).map((lyric) => lyric.text || ''),
    codec: format.codec,
    durationSeconds: format.duration,
  }));
}, (error) => { console.error(error); process.exit(1); });
`;

/** Reads a file's tags with music-metadata, as another player would. */
export async function readTags(file: string): Promise<ReadTags> {
  const { stdout } = await run(process.execPath, ['-e', READ_TAGS, file], {
    cwd: workspaceRoot,
    env: { ...process.env, NODE_NO_WARNINGS: '1' },
  });
  return JSON.parse(stdout) as ReadTags;
}
