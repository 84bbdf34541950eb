import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SimSong } from '../catalogue/catalogue.types';
import { generateCatalogue } from '../catalogue/generate-catalogue';
import { FaultRegistry } from '../faults/fault-registry';
import { mediaFiles } from '../media-server/media-layout';
import { UrlSigner } from '../media-server/url-signer';
import { createAltSourceApp } from './alt-source.app';

const catalogue = generateCatalogue(1);
const CONTENT = Buffer.from('ID3-fake-audio-0123456789-abcdefghij');
const song = (test: (candidate: SimSong) => boolean, what: string): SimSong =>
  catalogue.songs.find(test) ??
  (() => {
    throw new Error(`the catalogue has no ${what}`);
  })();
/** In joox only (even id, not a multiple of 3), and in netease. */
const jooxSong = song(
  (s) => s.id % 2 === 0 && s.id % 3 !== 0 && s.availability === 'full',
  'joox-only song',
);
/** In tidal only (odd multiple of 3), and in netease. */
const tidalSong = song(
  (s) => s.id % 2 === 1 && s.id % 3 === 0 && s.availability === 'full',
  'tidal-only song',
);
/** In neither joox nor tidal: only netease has it. */
const neteaseOnly = song(
  (s) => s.id % 2 === 1 && s.id % 3 !== 0 && s.availability !== 'no-copyright',
  'netease-only song',
);
const trialSong = song((s) => s.availability === 'trial', 'trial song');
const noCopyright = song((s) => s.availability === 'no-copyright', 'no-copyright song');

describe('createAltSourceApp', () => {
  let server: Server;
  let base: string;
  let mediaDir: string;
  let now = Date.UTC(2024, 5, 1);
  const signer = new UrlSigner();
  const faults = new FaultRegistry();
  const getJson = async (url: string) => {
    const response = await fetch(`${base}${url}`);
    return { status: response.status, text: await response.text(), headers: response.headers };
  };
  const search = async (source: string, name: string) =>
    JSON.parse(
      (
        await getJson(
          `/api.php?types=search&source=${source}&name=${encodeURIComponent(name)}&count=1&pages=1`,
        )
      ).text,
    ) as { id: string; source: string }[];

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(tmpdir(), 'alt-source-'));
    for (const target of [jooxSong, tidalSong, trialSong]) {
      const file = path.join(mediaDir, mediaFiles.song(target));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, CONTENT);
    }
    const app = createAltSourceApp({
      catalogue,
      faults,
      mediaDir,
      signer,
      now: () => now,
      selfBase: () => base,
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('covers songs per source, so a client trying joox, tidal, netease in turn needs all three', async () => {
    expect((await search('joox', jooxSong.name)).map((item) => item.id)).toEqual([
      `joox-${jooxSong.id}`,
    ]);
    expect(await search('tidal', jooxSong.name)).toEqual([]);
    expect(await search('joox', tidalSong.name)).toEqual([]);
    expect((await search('tidal', tidalSong.name))[0]).toMatchObject({
      id: `tidal-${tidalSong.id}`,
      source: 'tidal',
    });
    expect(await search('joox', neteaseOnly.name)).toEqual([]);
    expect(await search('tidal', neteaseOnly.name)).toEqual([]);
    expect((await search('netease', neteaseOnly.name))[0]?.id).toBe(`netease-${neteaseOnly.id}`);
    expect(await search('netease', noCopyright.name)).toEqual([]);
    expect(await search('kugou', jooxSong.name)).toEqual([]);
  });

  it('answers search as a JSON array with the GD item fields, CORS open', async () => {
    const { headers, text } = await getJson(
      `/api.php?types=search&source=joox&name=${encodeURIComponent(jooxSong.name)}`,
    );
    expect(headers.get('access-control-allow-origin')).toBe('*');
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(JSON.parse(text)).toEqual([
      expect.objectContaining({
        id: `joox-${jooxSong.id}`,
        name: jooxSong.name,
        artist: expect.any(Array),
        album: expect.any(String),
        url_id: expect.any(String),
        lyric_id: expect.any(String),
        pic_id: expect.any(String),
      }),
    ]);
  });

  it('gives a PHP-escaped signed file URL with br and the real size, even for a trial song', async () => {
    const { status, text } = await getJson(
      `/api.php?types=url&source=netease&id=netease-${trialSong.id}&br=999`,
    );
    expect(status).toBe(200);
    expect(text).toMatch(/^\{"url":"http:\\\/\\\/127\.0\.0\.1:\d+\\\/file\\\/\d+\.(mp3|m4a)\?i=/);
    const body = JSON.parse(text.replace(/\\\//g, '/')) as {
      url: string;
      br: number;
      size: number;
    };
    expect(body).toEqual({
      url: expect.stringContaining(`/file/${trialSong.id}.${trialSong.format}?`),
      br: 320,
      size: CONTENT.length,
    });
    const file = await fetch(body.url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(CONTENT);
  });

  it('reports the requested bitrate, size 0 for a missing file, and empties for unknown ids', async () => {
    const missing = JSON.parse(
      (await getJson(`/api.php?types=url&source=netease&id=netease-${neteaseOnly.id}&br=128`)).text,
    ) as { br: number; size: number };
    expect(missing).toMatchObject({ br: 128, size: 0 });
    for (const query of [
      `source=tidal&id=joox-${jooxSong.id}`,
      `source=joox&id=joox-${tidalSong.id}`,
      'source=netease&id=netease-1',
      'source=qq&id=qq-1',
    ]) {
      expect(JSON.parse((await getJson(`/api.php?types=url&${query}&br=320`)).text)).toEqual({
        url: '',
        br: 0,
        size: 0,
      });
    }
  });

  it('answers 400 without types', async () => {
    const { status, text } = await getJson('/api.php?source=joox&name=x');
    expect(status).toBe(400);
    expect(JSON.parse(text)).toMatchObject({ code: 400 });
  });

  it('serves the /music fallback: found with a URL, else HTTP 404', async () => {
    const found = await getJson(`/music?id=${jooxSong.id}`);
    expect(found.status).toBe(200);
    expect(JSON.parse(found.text)).toEqual({
      code: 200,
      data: { url: expect.stringMatching(new RegExp(`^${base}/file/${jooxSong.id}\\.`)) },
    });
    for (const id of [String(noCopyright.id), '999', 'abc']) {
      const missing = await getJson(`/music?id=${id}`);
      expect(missing.status).toBe(404);
      expect(JSON.parse(missing.text)).toEqual({ code: 404, msg: '未找到', data: null });
    }
  });

  it('serves file ranges and HEAD, and refuses bad or expired signatures', async () => {
    const { data } = JSON.parse((await getJson(`/music?id=${tidalSong.id}`)).text) as {
      data: { url: string };
    };
    const ranged = await fetch(data.url, { headers: { Range: 'bytes=0-9' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 0-9/${CONTENT.length}`);
    expect(ranged.headers.get('content-type')).toBe(
      tidalSong.format === 'mp3' ? 'audio/mpeg' : 'audio/mp4',
    );
    expect(Buffer.from(await ranged.arrayBuffer())).toEqual(CONTENT.subarray(0, 10));
    const head = await fetch(data.url, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(String(CONTENT.length));
    expect((await fetch(data.url.replace(/s=[^&]+/, 's=AAAAAAAAAAAAAAAAAAAAAA'))).status).toBe(403);
    signer.expireIssued();
    now += 1;
    expect((await fetch(data.url)).status).toBe(403);
  });

  it('runs the fault middleware for service alt-source', async () => {
    faults.add({ service: 'alt-source', route: '/api.php', status: 500, times: 1 });
    expect((await getJson('/api.php?types=search&source=joox&name=x')).status).toBe(500);
  });
});
