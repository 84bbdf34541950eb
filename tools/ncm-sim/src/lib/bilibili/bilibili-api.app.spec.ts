import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateCatalogue } from '../catalogue/generate-catalogue';
import { FaultRegistry } from '../faults/fault-registry';
import { UrlSigner } from '../media-server/url-signer';
import { createBilibiliApiApp } from './bilibili-api.app';
import { wbiSign } from './wbi';

const NOW = Date.UTC(2024, 5, 1);
const catalogue = generateCatalogue(1);
const dashVideo = catalogue.bilibili.find(
  (video) => video.streamForm === 'dash' && video.pages.length > 1,
);
const durlVideo = catalogue.bilibili.find((video) => video.streamForm === 'durl');
const signer = new UrlSigner();
/** A catalogue song whose name is in a video's title (the unblock path's case), and that video. */
const titledSong = catalogue.songs.find((song) =>
  catalogue.bilibili.some((video) => video.title.includes(song.name)),
);
const titledVideo = catalogue.bilibili.find(
  (video) => titledSong && video.title.includes(titledSong.name),
);
const faults = new FaultRegistry();

interface Envelope {
  code: number;
  message: string;
  ttl: number;
  data?: Record<string, unknown> & {
    result?: Record<string, unknown>[];
    pages?: { cid: number; page: number; part: string; duration: number }[];
    dash?: {
      audio: {
        id: number;
        baseUrl: string;
        base_url: string;
        backupUrl: string[];
        mimeType: string;
      }[];
      video: unknown[];
    };
    durl?: { url: string; backup_url: string[]; length: number }[];
  };
}

describe('createBilibiliApiApp', () => {
  let server: Server;
  let base: string;
  let imgKey = '';
  let subKey = '';

  beforeAll(async () => {
    const app = createBilibiliApiApp({
      catalogue,
      faults,
      cdnBase: () => 'http://127.0.0.1:9',
      imageBase: () => 'http://127.0.0.1:8',
      signer,
      now: () => NOW,
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const nav = (await (await fetch(`${base}/x/web-interface/nav`)).json()) as {
      data: { wbi_img: { img_url: string; sub_url: string } };
    };
    const stem = (url: string) => url.slice(url.lastIndexOf('/') + 1, url.lastIndexOf('.'));
    imgKey = stem(nav.data.wbi_img.img_url);
    subKey = stem(nav.data.wbi_img.sub_url);
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  afterEach(() => faults.clear());

  const signed = async (
    path: string,
    params: Record<string, string | number>,
  ): Promise<Envelope> => {
    const response = await fetch(
      `${base}${path}?${wbiSign(params, imgKey, subKey, NOW / 1000).query}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    return (await response.json()) as Envelope;
  };

  it('answers nav anonymously with fixed 32-hex WBI keys', async () => {
    const body = (await (await fetch(`${base}/x/web-interface/nav`)).json()) as Envelope;
    expect(body).toMatchObject({
      code: -101,
      message: '账号未登录',
      ttl: 1,
      data: { isLogin: false },
    });
    expect(imgKey).toMatch(/^[0-9a-f]{32}$/);
    expect(subKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('hands out a buvid', async () => {
    const body = (await (await fetch(`${base}/x/web-frontend/getbuvid`)).json()) as {
      code: number;
      data: { buvid: string };
    };
    expect(body.code).toBe(0);
    expect(body.data.buvid).toMatch(/^[0-9A-F-]{36}infoc$/);
  });

  it('refuses WBI routes without a valid signature (HTTP 200, code -403)', async () => {
    for (const path of [
      '/x/web-interface/wbi/search/type?keyword=a',
      '/x/web-interface/wbi/view?bvid=x',
      '/x/player/wbi/playurl?bvid=x&cid=1',
    ]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ code: -403, message: '访问权限不足', ttl: 1 });
    }
    const query = new URLSearchParams(
      wbiSign({ keyword: '初雪' }, imgKey, subKey, NOW / 1000).query,
    );
    query.set('keyword', '潮汐');
    expect(
      ((await (await fetch(`${base}/x/web-interface/wbi/search/type?${query}`)).json()) as Envelope)
        .code,
    ).toBe(-403);
  });

  it('searches by a title word, highlights it and shapes the result as upstream', async () => {
    // A one-word title: each keyword token is highlighted on its own, as Bilibili does.
    const video =
      catalogue.bilibili.find((candidate) => !/\s/.test(candidate.title)) ?? fail('no video');
    const word = video.title.replace(/^【.+?】/, '');
    const body = await signed('/x/web-interface/wbi/search/type', {
      search_type: 'video',
      keyword: `${word} 某歌手`,
    });
    expect(body.code).toBe(0);
    const first = body.data?.result?.[0] ?? {};
    expect(first).toMatchObject({
      type: 'video',
      bvid: video.bvid,
      title: video.title.replace(word, `<em class="keyword">${word}</em>`),
      pic: expect.stringMatching(/^http:\/\/127\.0\.0\.1:8\/bfs\/archive\/\d+\.png$/),
      duration: expect.stringMatching(/^\d+:\d{2}$/),
    });
    expect(first['id']).toBe(first['aid']);
    expect(typeof first['pubdate']).toBe('number');
    expect(first['pubdate']).toBeLessThan(4_000_000_000);
  });

  it('finds the video titled with a catalogue song for the unblock query "<name> <artist> <album>"', async () => {
    const song = titledSong ?? fail('the catalogue has no song named in a video title');
    const artist =
      catalogue.artists.find((candidate) => candidate.id === song.artistIds[0])?.name ?? '';
    const album = catalogue.albums.find((candidate) => candidate.id === song.albumId)?.name ?? '';
    const body = await signed('/x/web-interface/wbi/search/type', {
      keyword: `${song.name} ${artist} ${album}`,
      page: 1,
      pagesize: 1,
    });
    expect(body.data?.result).toHaveLength(1);
    expect(body.data?.result?.[0]?.['bvid']).toBe(titledVideo?.bvid);
    expect(String(body.data?.result?.[0]?.['title'])).toContain(
      `<em class="keyword">${song.name}</em>`,
    );
  });

  it('pages results with page/pagesize and reports numResults/numPages', async () => {
    const all = await signed('/x/web-interface/wbi/search/type', { keyword: '翻唱' });
    expect(all.data).toMatchObject({ page: 1, pagesize: 20, numResults: 10, numPages: 1 });
    const page2 = await signed('/x/web-interface/wbi/search/type', {
      keyword: '翻唱',
      page: 2,
      pagesize: 3,
    });
    expect(page2.data).toMatchObject({ page: 2, pagesize: 3, numResults: 10, numPages: 4 });
    expect(page2.data?.result?.map((item) => item['bvid'])).toEqual(
      all.data?.result?.slice(3, 6).map((item) => item['bvid']),
    );
    const none = await signed('/x/web-interface/wbi/search/type', { keyword: 'zzzz-no-such' });
    expect(none.data).toMatchObject({ numResults: 0, numPages: 0, result: [] });
  });

  it('answers -400 without a keyword', async () => {
    expect(await signed('/x/web-interface/wbi/search/type', { search_type: 'video' })).toEqual({
      code: -400,
      message: '请求错误',
      ttl: 1,
    });
  });

  it('describes a video with its pages; unknown bvid is -404', async () => {
    const video = dashVideo ?? fail('no multi-part dash video');
    const body = await signed('/x/web-interface/wbi/view', { bvid: video.bvid });
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      bvid: video.bvid,
      aid: video.aid,
      pic: `http://127.0.0.1:8/bfs/archive/${video.imageSeed}.png`,
      duration: video.pages.reduce((sum, page) => sum + page.durationSec, 0),
      owner: { mid: video.ownerMid, name: video.ownerName },
      stat: { aid: video.aid, view: video.view, danmaku: video.danmaku, like: video.like },
      cid: video.pages[0]?.cid,
    });
    expect(body.data?.pages).toEqual(
      video.pages.map((page) =>
        expect.objectContaining({
          cid: page.cid,
          page: page.page,
          from: 'vupload',
          part: page.part,
          duration: page.durationSec,
        }),
      ),
    );
    expect(await signed('/x/web-interface/wbi/view', { bvid: 'BV1nonexisting' })).toEqual({
      code: -404,
      message: '啥都木有',
      ttl: 1,
    });
  });

  it('gives DASH audio URLs on the CDN for a dash video', async () => {
    const video = dashVideo ?? fail('no dash video');
    const page = video.pages[1] ?? fail('no second page');
    const body = await signed('/x/player/wbi/playurl', {
      bvid: video.bvid,
      cid: page.cid,
      qn: 0,
      fnval: 80,
      fnver: 0,
      fourk: 1,
    });
    expect(body.code).toBe(0);
    expect(body.data?.durl).toBeUndefined();
    expect(body.data?.dash?.video).toEqual([]);
    const audio = body.data?.dash?.audio ?? [];
    expect(audio.map((entry) => entry.id)).toEqual([30280, 30216]);
    const [first] = audio;
    const folders = `${String(page.cid % 100).padStart(2, '0')}/${String(Math.floor(page.cid / 100) % 100).padStart(2, '0')}`;
    expect(first?.baseUrl).toMatch(
      new RegExp(
        `^http://127\\.0\\.0\\.1:9/upgcxcode/${folders}/${page.cid}/${page.cid}-1-30280\\.m4s\\?i=\\d+&e=\\d+&n=\\d+&s=[\\w-]+&deadline=\\d+`,
      ),
    );
    expect(first?.base_url).toBe(first?.baseUrl);
    expect(first?.backupUrl[0]).toContain(`${page.cid}-1-30280.m4s?`);
    expect(first?.mimeType).toBe('audio/mp4');
    const url = new URL(first?.baseUrl ?? '');
    expect(Number(url.searchParams.get('deadline'))).toBe((NOW + 120 * 60 * 1000) / 1000);
    expect(
      signer.check(url.pathname, String(page.cid), Object.fromEntries(url.searchParams), NOW),
    ).toBe('ok');
  });

  it('gives a durl MP4 URL (no dash) for a durl video', async () => {
    const video = durlVideo ?? fail('no durl video');
    const page = video.pages[0] ?? fail('no page');
    const body = await signed('/x/player/wbi/playurl', { bvid: video.bvid, cid: page.cid });
    expect(body.code).toBe(0);
    expect(body.data?.dash).toBeUndefined();
    const durl = body.data?.durl?.[0];
    expect(durl).toMatchObject({ order: 1, length: page.durationSec * 1000, ahead: '', vhead: '' });
    expect(durl?.url).toMatch(
      new RegExp(
        `^http://127\\.0\\.0\\.1:9/upgcxcode/\\d{2}/\\d{2}/${page.cid}/${page.cid}-1-16\\.mp4\\?i=`,
      ),
    );
    expect(durl?.backup_url).toHaveLength(1);
  });

  it('answers -404 for a cid of another video', async () => {
    const video = dashVideo ?? fail('no dash video');
    const other = durlVideo?.pages[0]?.cid ?? fail('no other cid');
    expect(await signed('/x/player/wbi/playurl', { bvid: video.bvid, cid: other })).toEqual({
      code: -404,
      message: '啥都木有',
      ttl: 1,
    });
  });

  it('runs the fault middleware for service bilibili', async () => {
    faults.add({ service: 'bilibili', route: '/x/web-interface/nav', status: 503 });
    expect((await fetch(`${base}/x/web-interface/nav`)).status).toBe(503);
  });
});

function fail(message: string): never {
  throw new Error(message);
}
