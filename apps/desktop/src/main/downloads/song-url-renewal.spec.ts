import { startSim, type RunningSim, type SimSong } from '@cadenza/ncm-sim';
import { createSimClient } from '@cadenza/ncm-sim/client';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { DownloadRequest } from '../../ipc/downloads.contract';
import { useDownloadManagerFixtures } from './download-manager.spec-harness';
import { createSongUrlRenewal, type ApiFetch } from './song-url-renewal';

// Renewing a download's link against the simulator's NetEase API and media CDN, on the
// simulator's own clock: the API calls the page's downloader makes, the links it refuses, and a
// download whose connection drops after its link expired, finished on a renewed link.

const fixtures = useDownloadManagerFixtures();
const CLOCK_START = Date.UTC(2025, 5, 1, 8, 0, 0);
const URL_TTL_SECONDS = 10;
const DEMO_VIP = 1001;
const NOT_VIP = 1002;

let sim: RunningSim;
let mediaDir: string;
let clock = CLOCK_START;

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'cadenza-dl-sim-'));
  sim = await startSim({ port: 0, generateMedia: false, mediaDir, now: () => clock });
}, 120_000);
afterAll(async () => {
  await sim.close();
  await rm(mediaDir, { recursive: true, force: true });
});
beforeEach(async () => {
  clock = CLOCK_START;
  await fetch(`${sim.urls.netease}/__sim/reset`, { method: 'POST' });
});

const songWhere = (fits: (song: SimSong) => boolean): SimSong => {
  const song = sim.world.catalogue.songs.find((each) => !each.gapless && fits(each));
  if (!song) throw new Error('the catalogue has no such song');
  return song;
};
const fullSong = (format: SimSong['format']) =>
  songWhere((song) => song.availability === 'full' && song.format === format);

/** The simulator's API as main reaches it, logged in as `userId`, recording the routes called. */
async function apiAs(userId: number) {
  const login = await fetch(`${sim.urls.netease}/__sim/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId }),
  });
  const { musicU } = (await login.json()) as { musicU: string };
  const routes: string[] = [];
  const api: ApiFetch = (path, signal) => {
    routes.push(path.split('?')[0] ?? path);
    return fetch(`${sim.urls.netease}${path}`, {
      headers: { cookie: `MUSIC_U=${musicU}` },
      ...(signal ? { signal } : {}),
    });
  };
  return { api, routes };
}

const requestFor = (
  song: SimSong,
  type: string,
  url = 'http://placeholder.invalid/',
): DownloadRequest => ({
  ...fixtures.request(`song ${song.id}`),
  url,
  type,
  songInfo: { ...fixtures.request('').songInfo, id: song.id, name: song.name },
});

const level = async () => 'exhigh';

describe('renewing a link through the API', () => {
  it('asks the download-URL endpoint for a VIP, as the page does', async () => {
    const { api, routes } = await apiAs(DEMO_VIP);
    const song = fullSong('m4a');
    const url = await createSongUrlRenewal({ api, level })(requestFor(song, 'm4a'));
    expect(routes).toEqual(['/user/account', '/song/download/url/v1']);
    expect(new URL(url).pathname).toBe(`/audio/${song.id}.m4a`);
  });

  it("asks the song's playing URL for any other listener", async () => {
    const { api, routes } = await apiAs(NOT_VIP);
    const song = fullSong('mp3');
    const url = await createSongUrlRenewal({ api, level })(requestFor(song, 'mp3'));
    expect(routes).toEqual(['/user/account', '/song/url/v1']);
    expect(new URL(url).pathname).toBe(`/audio/${song.id}.mp3`);
  });

  const inItsFormat = (song: SimSong) => requestFor(song, song.format);
  it.each([
    ['another format than the file', () => requestFor(fullSong('m4a'), 'mp3'), /comes as m4a/],
    [
      'a trial clip',
      () => inItsFormat(songWhere((song) => song.availability === 'trial')),
      /trial/,
    ],
    [
      'no address',
      () => inItsFormat(songWhere((song) => song.availability === 'no-copyright')),
      /no address/,
    ],
  ])('refuses a link to %s', async (_case, request, reason) => {
    const { api } = await apiAs(NOT_VIP);
    await expect(createSongUrlRenewal({ api, level })(request())).rejects.toThrow(reason);
  });
});

/**
 * `body` as it is read, up to `bytes`; the read after those fails as a lost connection does,
 * once `onCut` has run.
 */
function cutAfter(body: ReadableStream<Uint8Array>, bytes: number, onCut: () => void) {
  const reader = body.getReader();
  let passed = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (passed >= bytes) {
          onCut();
          await reader.cancel();
          controller.error(new TypeError('terminated'));
          return;
        }
        const next = await reader.read();
        if (next.done) return controller.close();
        const chunk = next.value.subarray(0, bytes - passed);
        passed += chunk.length;
        controller.enqueue(chunk);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}

describe('a download from the simulator whose link expires on the way', () => {
  it('renews the link and continues from the byte it reached, to the served bytes', async () => {
    await createSimClient(sim.urls.netease).setUrlTtl(URL_TTL_SECONDS);
    const { api, routes } = await apiAs(DEMO_VIP);
    const renew = createSongUrlRenewal({ api, level });
    const song = fullSong('m4a');
    const first = await renew(requestFor(song, 'm4a'));
    // The file behind the link: the media server serves `<media folder>/<its path>`.
    const served = randomBytes(300 * 1024);
    const file = join(mediaDir, new URL(first).pathname);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, served);

    const cut = 123_457;
    const media: Array<{ url: string; range: string | null; status: number }> = [];
    let connections = 0;
    const cdnFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const range = new Headers(init?.headers).get('range');
      media.push({ url: String(input), range, status: response.status });
      connections += 1;
      if (connections > 1 || !response.body) return response;
      // The connection is lost once the link's lifetime has passed.
      const body = cutAfter(response.body, cut, () => {
        clock += (URL_TTL_SECONDS + 1) * 1000;
      });
      return new Response(body, response);
    };
    const { manager, next } = fixtures.harness({ renewUrl: renew, fetch: cdnFetch });
    routes.length = 0;
    await manager.queue([requestFor(song, 'm4a', first)]);
    const { record } = await next('music-download-complete', `song ${song.id}`);

    const saved = await readFile(record.filePath);
    expect(saved.length).toBe(served.length);
    const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');
    expect(md5(saved)).toBe(md5(served));
    const renewed = media[2]?.url ?? '';
    expect(renewed).not.toBe(first);
    expect(media).toEqual([
      { url: first, range: null, status: 200 },
      { url: first, range: `bytes=${cut}-`, status: 403 },
      { url: renewed, range: `bytes=${cut}-`, status: 206 },
    ]);
    expect(routes).toEqual(['/user/account', '/song/download/url/v1']);
  });
});
