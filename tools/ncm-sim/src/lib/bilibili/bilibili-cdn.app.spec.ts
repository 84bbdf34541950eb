import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SimBiliPage, SimBiliVideo } from '../catalogue/catalogue.types';
import { generateCatalogue } from '../catalogue/generate-catalogue';
import { FaultRegistry } from '../faults/fault-registry';
import { mediaFiles } from '../media-server/media-layout';
import { UrlSigner } from '../media-server/url-signer';
import { biliStreamPath } from './bili-cdn-paths';
import { createBilibiliCdnApp } from './bilibili-cdn.app';

const catalogue = generateCatalogue(1);
const REFERER = { Referer: 'https://www.bilibili.com/' };
const CONTENT = Buffer.from('0123456789abcdefghijklmnopqrstuvwxyz');

function part(form: 'dash' | 'durl'): { video: SimBiliVideo; page: SimBiliPage } {
  const video = catalogue.bilibili.find((candidate) => candidate.streamForm === form);
  const page = video?.pages[0];
  if (!video || !page) throw new Error(`the catalogue has no ${form} video`);
  return { video, page };
}

describe('createBilibiliCdnApp', () => {
  let server: Server;
  let base: string;
  let mediaDir: string;
  let now = Date.UTC(2024, 5, 1);
  const signer = new UrlSigner();
  const faults = new FaultRegistry();
  const dash = part('dash');
  const durl = part('durl');
  const signedUrl = ({ video, page }: { video: SimBiliVideo; page: SimBiliPage }) =>
    `${base}${signer.sign(biliStreamPath(video, page), String(page.cid), now, 60_000)}&deadline=1&platform=pc`;

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(tmpdir(), 'bili-cdn-'));
    for (const { video, page } of [dash, durl]) {
      const file = path.join(mediaDir, mediaFiles.biliPart(video, page));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, CONTENT);
    }
    server = createBilibiliCdnApp({ catalogue, faults, mediaDir, signer, now: () => now }).listen(
      0,
      '127.0.0.1',
    );
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('refuses a stream without a bilibili.com Referer', async () => {
    const url = signedUrl(dash);
    expect((await fetch(url)).status).toBe(403);
    expect((await fetch(url, { headers: { Referer: 'https://evil.example/' } })).status).toBe(403);
    expect(
      (await fetch(url, { headers: { Referer: 'https://bilibili.com/video/x' } })).status,
    ).toBe(200);
  });

  it('serves a byte range of a DASH part as audio/mp4 with Content-Range', async () => {
    const response = await fetch(signedUrl(dash), { headers: { ...REFERER, Range: 'bytes=0-9' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-type')).toBe('audio/mp4');
    expect(response.headers.get('content-range')).toBe(`bytes 0-9/${CONTENT.length}`);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(CONTENT.subarray(0, 10));
  });

  it('answers HEAD with the length and the MP4 form as video/mp4', async () => {
    const response = await fetch(signedUrl(durl), { method: 'HEAD', headers: REFERER });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(CONTENT.length));
    expect(response.headers.get('content-type')).toBe('video/mp4');
  });

  it('refuses tampered, unsigned, expired and revoked URLs', async () => {
    const url = signedUrl(dash);
    expect(
      (await fetch(url.replace(/s=[^&]+/, 's=AAAAAAAAAAAAAAAAAAAAAA'), { headers: REFERER }))
        .status,
    ).toBe(403);
    expect((await fetch(url.slice(0, url.indexOf('?')), { headers: REFERER })).status).toBe(403);
    now += 60_000;
    expect((await fetch(url, { headers: REFERER })).status).toBe(403);
    const fresh = signedUrl(dash);
    expect((await fetch(fresh, { headers: REFERER })).status).toBe(200);
    signer.expireIssued();
    expect((await fetch(fresh, { headers: REFERER })).status).toBe(403);
  });

  it('answers 404 for a validly signed path in the wrong form', async () => {
    const wrongPath = biliStreamPath(dash.video, dash.page).replace('-1-30280.m4s', '-1-16.mp4');
    const url = `${base}${signer.sign(wrongPath, String(dash.page.cid), now + 1, 60_000)}`;
    now += 1;
    expect((await fetch(url, { headers: REFERER })).status).toBe(404);
  });

  it('serves generated PNG covers without a Referer', async () => {
    const response = await fetch(`${base}/bfs/archive/${dash.video.imageSeed}.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([320, 200]);
    expect((await fetch(`${base}/bfs/archive/not-a-seed.png`)).status).toBe(404);
  });

  it('runs the fault middleware for service bilibili-cdn', async () => {
    faults.add({ service: 'bilibili-cdn', id: String(dash.page.cid), status: 502, times: 1 });
    expect((await fetch(signedUrl(dash), { headers: REFERER })).status).toBe(502);
  });
});
