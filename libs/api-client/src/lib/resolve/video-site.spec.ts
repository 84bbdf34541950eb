import { RESOLUTION_MESSAGES } from './resolution-messages';
import type { ApiGet } from './resolve.ports';
import { startResolveSim, type SimHarness } from './sim.spec-harness';
import {
  BILIBILI_PLAYURL_DEFAULTS,
  bilibiliFallbackKeyword,
  pickAudioAddress,
  resolveBilibiliAudio,
  searchBilibiliFallback,
  videoSiteData,
  type VideoSitePorts,
} from './video-site';

// The video-site path against the simulator's `/bilibili/*` relay (NetEase port), with faults on
// the relay itself (HTTP 500) and on the simulated upstream (the relay then answers HTTP 200
// without `data`).

let h: SimHarness;
let ports: VideoSitePorts;

beforeAll(async () => {
  h = await startResolveSim();
  ports = { apiGet: h.apiGet, apiBase: h.sim.urls.netease };
});
afterAll(() => h.close());
afterEach(() => h.clearFaults());

function video(form: 'dash' | 'durl', multiPage = false) {
  const found = h.info.bilibili.find(
    (candidate) => candidate.streamForm === form && (!multiPage || candidate.pages.length > 1),
  );
  if (!found) throw new Error(`no ${form} video`);
  return found;
}

/** The media address inside a stream-proxy URL. */
function proxied(url: string): string {
  const parsed = new URL(url);
  expect(`${parsed.origin}${parsed.pathname}`).toBe(`${h.sim.urls.netease}/bilibili/stream-proxy`);
  return parsed.searchParams.get('url') ?? '';
}

/** An ApiGet that records the calls and lets a test rewrite an answer. */
function recording(rewrite?: (path: string, body: unknown) => unknown) {
  const calls: { path: string; params: Record<string, string | number> }[] = [];
  const apiGet: ApiGet = async (path, options = {}) => {
    calls.push({ path, params: { ...options.params } });
    const answer = await h.apiGet(path, options);
    return rewrite ? { ...answer, body: rewrite(path, answer.body) } : answer;
  };
  return { calls, ports: { apiGet, apiBase: h.sim.urls.netease } };
}

describe('resolveBilibiliAudio', () => {
  it('resolves a DASH video: detail → first part → play-url with the defaults → first dash audio', async () => {
    const dash = video('dash');
    const { calls, ports: recorded } = recording();
    const result = await resolveBilibiliAudio({ bvid: dash.bvid }, recorded);
    expect(result).toMatchObject({
      ok: true,
      bvid: dash.bvid,
      cid: dash.pages[0]?.cid,
      streamForm: 'dash',
    });
    if (!result.ok) return;
    expect(proxied(result.url)).toBe(result.mediaUrl);
    expect(result.mediaUrl.startsWith(h.sim.urls.bilibiliCdn)).toBe(true);
    expect(calls).toEqual([
      { path: '/bilibili/video/detail', params: { bvid: dash.bvid } },
      {
        path: '/bilibili/playurl',
        params: { bvid: dash.bvid, cid: dash.pages[0]?.cid, qn: 0, fnval: 80, fnver: 0, fourk: 1 },
      },
    ]);
    // The stream proxy relays the simulated CDN (no media generated here: the CDN answers, not the proxy).
    const streamed = await fetch(result.url, { headers: { range: 'bytes=0-15' } });
    expect(streamed.status).not.toBe(403);
  });

  it('falls back to the first durl entry when there is no DASH audio', async () => {
    const durl = video('durl');
    const result = await resolveBilibiliAudio({ bvid: durl.bvid }, ports);
    expect(result).toMatchObject({ ok: true, streamForm: 'durl', cid: durl.pages[0]?.cid });
    if (result.ok) expect(proxied(result.url)).toBe(result.mediaUrl);
  });

  it('picks the part matching the cid, compared as strings', async () => {
    const multi = video('dash', true);
    const second = multi.pages[1]?.cid ?? 0;
    const result = await resolveBilibiliAudio({ bvid: multi.bvid, cid: String(second) }, ports);
    expect(result).toMatchObject({ ok: true, cid: second });
  });

  it("rejects a cid the video does not have with 'no video page info'", async () => {
    const dash = video('dash');
    const result = await resolveBilibiliAudio({ bvid: dash.bvid, cid: 1 }, ports);
    expect(result).toMatchObject({
      ok: false,
      reason: 'not-found',
      message: RESOLUTION_MESSAGES.noPageInfo,
    });
  });

  it("rejects a video without parts with 'no video page info'", async () => {
    const { ports: stripped } = recording((path, body) =>
      path === '/bilibili/video/detail'
        ? { ...(body as object), data: { ...(body as { data: object }).data, pages: [] } }
        : body,
    );
    const result = await resolveBilibiliAudio({ bvid: video('dash').bvid }, stripped);
    expect(result).toMatchObject({ ok: false, message: RESOLUTION_MESSAGES.noPageInfo });
  });

  it('rejects a detail answered with HTTP 500 (relay fault)', async () => {
    await h.fault({ service: 'netease', route: '/bilibili/video/detail', status: 500 });
    const result = await resolveBilibiliAudio({ bvid: video('dash').bvid }, ports);
    expect(result).toMatchObject({
      ok: false,
      reason: 'http-status',
      message: RESOLUTION_MESSAGES.detailFormat,
      cause: { status: 500 },
    });
  });

  it('rejects a detail answered with HTTP 200 but no data (upstream fault through the relay)', async () => {
    await h.fault({ service: 'bilibili', route: '/x/web-interface/wbi/view', status: 500 });
    const result = await resolveBilibiliAudio({ bvid: video('dash').bvid }, ports);
    expect(result).toMatchObject({
      ok: false,
      reason: 'bad-format',
      message: RESOLUTION_MESSAGES.detailFormat,
    });
  });

  it('rejects an unknown video with the detail message (upstream answers a code without data)', async () => {
    const result = await resolveBilibiliAudio({ bvid: 'BV1xxxxxxxxx' }, ports);
    expect(result).toMatchObject({ ok: false, message: RESOLUTION_MESSAGES.detailFormat });
  });

  it('rejects a play-url answered with HTTP 500 or without data', async () => {
    await h.fault({ service: 'netease', route: '/bilibili/playurl', status: 500, times: 1 });
    const first = await resolveBilibiliAudio({ bvid: video('dash').bvid }, ports);
    expect(first).toMatchObject({
      ok: false,
      reason: 'http-status',
      message: RESOLUTION_MESSAGES.playUrlFormat,
    });
    await h.fault({ service: 'bilibili', route: '/x/player/wbi/playurl', status: 500, times: 1 });
    const second = await resolveBilibiliAudio({ bvid: video('dash').bvid }, ports);
    expect(second).toMatchObject({
      ok: false,
      reason: 'bad-format',
      message: RESOLUTION_MESSAGES.playUrlFormat,
    });
  });

  it("rejects a play-url with neither dash audio nor durl with 'no usable audio address found'", async () => {
    const { ports: stripped } = recording((path, body) =>
      path === '/bilibili/playurl'
        ? { ...(body as object), data: { quality: 0, dash: { audio: null } } }
        : body,
    );
    const result = await resolveBilibiliAudio({ bvid: video('dash').bvid }, stripped);
    expect(result).toMatchObject({
      ok: false,
      reason: 'not-found',
      message: RESOLUTION_MESSAGES.noAudioUrl,
    });
  });

  it('rejects an answer the requester refused for its status (not 2xx) as that answer, not a network error', async () => {
    // The app's ApiGet is the requester, which rejects non-2xx answers with an `http` failure.
    const refusing = (path: string): VideoSitePorts => ({
      apiBase: h.sim.urls.netease,
      apiGet: async (called, options) => {
        if (called === path) throw { kind: 'http', status: 502, body: { code: -1 } };
        return h.apiGet(called, options);
      },
    });
    const detail = await resolveBilibiliAudio(
      { bvid: video('dash').bvid },
      refusing('/bilibili/video/detail'),
    );
    expect(detail).toMatchObject({
      ok: false,
      reason: 'http-status',
      message: RESOLUTION_MESSAGES.detailFormat,
      cause: { status: 502 },
    });
    const play = await resolveBilibiliAudio(
      { bvid: video('dash').bvid },
      refusing('/bilibili/playurl'),
    );
    expect(play).toMatchObject({
      ok: false,
      reason: 'http-status',
      message: RESOLUTION_MESSAGES.playUrlFormat,
    });
  });

  it('passes a network error on as the cause', async () => {
    await h.fault({ service: 'netease', route: '/bilibili/video/detail', drop: true, times: 1 });
    const result = await resolveBilibiliAudio({ bvid: video('dash').bvid }, ports);
    expect(result).toMatchObject({
      ok: false,
      reason: 'network',
      message: RESOLUTION_MESSAGES.playFailed,
    });
    expect(result.ok ? null : result.cause).toBeInstanceOf(Error);
  });
});

describe('searchBilibiliFallback', () => {
  it('finds a cover of an unavailable song by "<name> <first artist> <album>", page 1, page size 1', async () => {
    const songId = h.info.fixtures.unavailableSongIds[0] ?? 0;
    const song = await h.song(songId);
    const { calls, ports: recorded } = recording();
    const result = await searchBilibiliFallback(song, recorded);
    expect(calls[0]).toEqual({
      path: '/bilibili/search',
      params: { keyword: bilibiliFallbackKeyword(song), page: 1, pagesize: 1 },
    });
    expect(bilibiliFallbackKeyword(song)).toBe(
      `${song.name} ${song.ar?.[0]?.name} ${song.al?.name}`,
    );
    const cover = h.info.bilibili.find((candidate) => candidate.title.includes(song.name));
    expect(result).toMatchObject({ ok: true, bvid: cover?.bvid, cid: cover?.pages[0]?.cid });
  });

  it("refuses a query shorter than 2 characters without calling: 'no matching video found'", async () => {
    const { calls, ports: recorded } = recording();
    const result = await searchBilibiliFallback({ id: 1, name: ' x ', artists: [] }, recorded);
    expect(result).toMatchObject({
      ok: false,
      reason: 'query-too-short',
      message: RESOLUTION_MESSAGES.noMatchingVideo,
    });
    expect(calls).toEqual([]);
  });

  it("answers 'no matching video found' when nothing matches", async () => {
    const result = await searchBilibiliFallback(
      { id: 1, name: 'qqzzxx', artists: [{ name: 'nobody' }] },
      ports,
    );
    expect(result).toMatchObject({
      ok: false,
      reason: 'not-found',
      message: RESOLUTION_MESSAGES.noMatchingVideo,
    });
  });

  it('treats a failed search (HTTP 500, network) as no match', async () => {
    await h.fault({ service: 'netease', route: '/bilibili/search', status: 500, times: 1 });
    const failed = await searchBilibiliFallback({ id: 1, name: 'qqzzxx' }, ports);
    expect(failed).toMatchObject({
      ok: false,
      reason: 'http-status',
      message: RESOLUTION_MESSAGES.noMatchingVideo,
    });
    await h.fault({ service: 'netease', route: '/bilibili/search', drop: true, times: 1 });
    const dropped = await searchBilibiliFallback({ id: 1, name: 'qqzzxx' }, ports);
    expect(dropped).toMatchObject({ ok: false, reason: 'network' });
  });
});

describe('answer acceptance', () => {
  it('accepts only HTTP 200 with a data object', () => {
    expect(videoSiteData({ status: 200, body: { code: 0, data: { a: 1 } } })).toEqual({ a: 1 });
    expect(videoSiteData({ status: 201, body: { data: {} } })).toBeNull();
    expect(videoSiteData({ status: 200, body: { code: -1 } })).toBeNull();
    expect(videoSiteData({ status: 200, body: { data: [] } })).toBeNull();
    expect(videoSiteData({ status: 200, body: null })).toBeNull();
  });

  it('prefers the first dash audio, then the first durl, skipping malformed entries', () => {
    expect(
      pickAudioAddress({
        dash: { audio: [{ baseUrl: '//a/1.m4s' }, { baseUrl: 'b' }] },
        durl: [{ url: 'c' }],
      }),
    ).toEqual({ mediaUrl: '//a/1.m4s', streamForm: 'dash' });
    expect(pickAudioAddress({ dash: { audio: [{ nope: 1 }] }, durl: [{ url: 'c' }] })).toEqual({
      mediaUrl: 'c',
      streamForm: 'durl',
    });
    expect(pickAudioAddress({ dash: null, durl: 'x' })).toBeNull();
  });

  it('names the spec defaults of the play-url call', () => {
    expect(BILIBILI_PLAYURL_DEFAULTS).toEqual({ qn: 0, fnval: 80, fnver: 0, fourk: 1 });
  });
});
