import { startSim, type RunningSim } from '@cadenza/ncm-sim';
import {
  closedPort,
  startBilibiliGateway,
  startRecordingProxy,
  startTestServer,
  upstreamErrorCount,
  type BilibiliTestGateway,
  type RecordedRequest,
  type TestServer,
} from './bilibili.spec-harness';
import { DESKTOP_CHROME_USER_AGENT } from './bilibili-headers';
import { signWbiQuery, wbiKeyFromUrl, type WbiKeys } from './wbi-sign';

interface Envelope {
  code: number;
  message?: string;
  data?: {
    result?: { bvid: string; title: string }[];
    pages?: { cid: number }[];
    dash?: { audio: { baseUrl: string }[] };
    durl?: { url: string }[];
  };
}

const CLIENT_ONLY_PARAMS =
  'cookie=MUSIC_U%3Dnetease-secret&timestamp=1700000000000&device=web&proxy=http%3A%2F%2Fevil&realIP=1.2.3.4';

describe('createBilibiliRouter against the simulator', () => {
  let sim: RunningSim;
  let recorder: TestServer & { seen: RecordedRequest[] };
  let gateway: BilibiliTestGateway;
  let keys: WbiKeys;
  let video: { bvid: string; word: string; cid: number };

  beforeAll(async () => {
    sim = await startSim({ port: 0 });
    recorder = await startRecordingProxy(sim.urls.bilibiliApi);
    gateway = await startBilibiliGateway({
      config: {
        apiUrl: recorder.base,
        cookie: 'SESSDATA=configured-cookie',
        trustedMediaOrigins: [sim.urls.bilibiliCdn],
      },
    });
    const nav = (await (await fetch(`${sim.urls.bilibiliApi}/x/web-interface/nav`)).json()) as {
      data: { wbi_img: { img_url: string; sub_url: string } };
    };
    keys = {
      imgKey: wbiKeyFromUrl(nav.data.wbi_img.img_url),
      subKey: wbiKeyFromUrl(nav.data.wbi_img.sub_url),
    };
    // A one-word title (as the simulator's own spec picks) so the search is unambiguous.
    const chosen = sim.world.catalogue.bilibili.find((candidate) => !/\s/.test(candidate.title));
    const page = chosen?.pages[0];
    if (!chosen || !page) throw new Error('the simulator has no suitable video');
    video = { bvid: chosen.bvid, word: chosen.title.replace(/^【.+?】/, ''), cid: page.cid };
  }, 120_000);

  afterAll(async () => {
    await gateway?.close();
    await recorder?.close();
    await sim?.close();
  });

  afterEach(async () => {
    await fetch(`${sim.urls.netease}/__sim/faults`, { method: 'DELETE' });
  });

  /** What the simulator answers to a correctly signed direct call. */
  async function direct(path: string, params: Record<string, string>): Promise<unknown> {
    const query = signWbiQuery(params, keys, Date.now() / 1000);
    return (await fetch(`${sim.urls.bilibiliApi}${path}?${query}`)).json();
  }

  async function getJson(
    path: string,
  ): Promise<{ status: number; body: Envelope; type: string | null }> {
    const response = await fetch(`${gateway.base}${path}`);
    return {
      status: response.status,
      body: (await response.json()) as Envelope,
      type: response.headers.get('content-type'),
    };
  }

  it('searches: the simulator accepts the signature and its JSON comes back verbatim', async () => {
    const keyword = encodeURIComponent(video.word);
    const { status, body, type } = await getJson(
      `/search?keyword=${keyword}&pagesize=30&${CLIENT_ONLY_PARAMS}`,
    );
    expect(status).toBe(200);
    expect(type).toBe('application/json; charset=utf-8');
    expect(body.code).toBe(0);
    expect(body.data?.result?.map((item) => item.bvid)).toContain(video.bvid);
    expect(body).toEqual(
      await direct('/x/web-interface/wbi/search/type', {
        keyword: video.word,
        search_type: 'video',
        page: '1',
        pagesize: '30',
      }),
    );
  });

  it('forwards only Bilibili parameters, with the browser headers and the cookie plus buvid3', async () => {
    recorder.seen.length = 0;
    await getJson(`/search?keyword=${encodeURIComponent(video.word)}&${CLIENT_ONLY_PARAMS}`);
    const search = recorder.seen.find(
      (entry) => entry.url.pathname === '/x/web-interface/wbi/search/type',
    );
    if (!search) throw new Error('the search never reached the simulator');
    expect([...search.url.searchParams.keys()].sort()).toEqual([
      'keyword',
      'page',
      'pagesize',
      'search_type',
      'w_rid',
      'wts',
    ]);
    expect(search.url.search).not.toMatch(/cookie|timestamp|device|proxy|realIP|netease-secret/i);
    expect(search.headers['referer']).toBe('https://www.bilibili.com/');
    expect(search.headers['user-agent']).toBe(DESKTOP_CHROME_USER_AGENT);
    expect(search.headers['cookie']).toMatch(
      /^SESSDATA=configured-cookie; buvid3=[0-9A-F-]{36}infoc$/,
    );
  });

  it('fetches the WBI keys and the buvid once, not per call', async () => {
    recorder.seen.length = 0;
    await getJson(`/video/detail?bvid=${video.bvid}`);
    await getJson(`/video/detail?bvid=${video.bvid}`);
    const paths = recorder.seen.map((entry) => entry.url.pathname);
    expect(paths).toEqual(['/x/web-interface/wbi/view', '/x/web-interface/wbi/view']);
  });

  it('describes a video', async () => {
    const { status, body } = await getJson(`/video/detail?bvid=${video.bvid}&timestamp=1`);
    expect(status).toBe(200);
    expect(body).toEqual(await direct('/x/web-interface/wbi/view', { bvid: video.bvid }));
    expect(body.data?.pages?.map((page) => page.cid)).toContain(video.cid);
  });

  it('gives a play URL on the simulated CDN, with the playurl defaults sent', async () => {
    recorder.seen.length = 0;
    const { status, body } = await getJson(`/playurl?bvid=${video.bvid}&cid=${video.cid}`);
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    const stream = body.data?.dash?.audio[0]?.baseUrl ?? body.data?.durl?.[0]?.url ?? '';
    expect(stream.startsWith(`${sim.urls.bilibiliCdn}/upgcxcode/`)).toBe(true);
    const sent = recorder.seen.find((entry) => entry.url.pathname === '/x/player/wbi/playurl')?.url
      .searchParams;
    expect(Object.fromEntries(sent ?? [])).toMatchObject({
      qn: '0',
      fnval: '80',
      fnver: '0',
      fourk: '1',
      cid: String(video.cid),
    });
  });

  it("passes Bilibili's own negative codes through with HTTP 200", async () => {
    const { status, body } = await getJson('/video/detail?bvid=BV1nonexisting');
    expect(status).toBe(200);
    expect(body).toEqual({ code: -404, message: '啥都木有', ttl: 1 });
  });

  it.each([
    ['/search', 'keyword'],
    ['/search?keyword=', 'keyword'],
    ['/video/detail?cookie=x', 'bvid'],
    ['/playurl?cid=1', 'bvid'],
    ['/playurl?bvid=BV1', 'cid'],
  ])('answers %s with 400 naming %s, without calling Bilibili', async (path, name) => {
    recorder.seen.length = 0;
    const { status, body } = await getJson(path);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, message: `缺少必需参数: ${name}` });
    expect(recorder.seen).toHaveLength(0);
  });

  it('answers 502 JSON when Bilibili answers an HTTP error', async () => {
    await fetch(`${sim.urls.netease}/__sim/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        service: 'bilibili',
        route: '/x/web-interface/wbi/view',
        status: 503,
      }),
    });
    const before = await upstreamErrorCount(gateway.metrics, 'bilibili', 'http_status');
    const { status, body } = await getJson(`/video/detail?bvid=${video.bvid}`);
    expect(status).toBe(502);
    expect(body).toEqual({ code: 502, message: 'Bilibili answered HTTP 503' });
    expect(await upstreamErrorCount(gateway.metrics, 'bilibili', 'http_status')).toBe(before + 1);
  });

  it('answers 502 after the timeout when Bilibili is slow', async () => {
    const quick = await startBilibiliGateway({
      config: { apiUrl: sim.urls.bilibiliApi },
      timeoutMs: 300,
    });
    try {
      await fetch(`${sim.urls.netease}/__sim/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          service: 'bilibili',
          route: '/x/web-interface/wbi/search/type',
          latencyMs: 3000,
        }),
      });
      const started = Date.now();
      const response = await fetch(`${quick.base}/search?keyword=x`);
      const elapsed = Date.now() - started;
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        code: 502,
        message: 'Bilibili did not answer in time',
      });
      expect(elapsed).toBeGreaterThanOrEqual(280);
      expect(elapsed).toBeLessThan(1500);
      expect(await upstreamErrorCount(quick.metrics, 'bilibili', 'timeout')).toBe(1);
    } finally {
      await quick.close();
    }
  });

  it('answers 502 within the timeout when Bilibili is down', async () => {
    const down = await startBilibiliGateway({
      config: { apiUrl: `http://127.0.0.1:${await closedPort()}` },
      timeoutMs: 300,
    });
    try {
      const started = Date.now();
      const response = await fetch(`${down.base}/playurl?bvid=BV1&cid=2`);
      expect(response.status).toBe(502);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({
        code: 502,
        message: 'Bilibili could not be reached',
      });
      expect(Date.now() - started).toBeLessThan(1000);
      expect(await upstreamErrorCount(down.metrics, 'bilibili', 'unreachable')).toBe(1);
    } finally {
      await down.close();
    }
  });

  it('re-fetches rotated WBI keys once when Bilibili rejects a signature made with cached keys', async () => {
    let navCalls = 0;
    const stale: typeof fetch = async (input, init) => {
      const url = String(input);
      if (url.includes('/x/web-interface/nav') && ++navCalls === 1) {
        // The first key pair is "yesterday's": the simulator rejects what it signs.
        const old = 'https://i0.hdslb.com/bfs/wbi/00000000000000000000000000000000.png';
        return Response.json({ code: -101, data: { wbi_img: { img_url: old, sub_url: old } } });
      }
      return fetch(input, init);
    };
    const rotating = await startBilibiliGateway({
      config: { apiUrl: sim.urls.bilibiliApi },
      fetch: stale,
    });
    try {
      // Keys loaded for this very call and still rejected: Bilibili's answer stands.
      const first = await fetch(`${rotating.base}/video/detail?bvid=${video.bvid}`);
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ code: -403, message: '访问权限不足', ttl: 1 });
      expect(navCalls).toBe(1);
      // Cached keys rejected: fetched again, signed again, answered.
      const second = (await (
        await fetch(`${rotating.base}/video/detail?bvid=${video.bvid}`)
      ).json()) as Envelope;
      expect(second.code).toBe(0);
      expect(navCalls).toBe(2);
    } finally {
      await rotating.close();
    }
  });
});

describe('createBilibiliRouter against a misbehaving upstream', () => {
  let fake: TestServer;
  let gateway: BilibiliTestGateway;
  let answer = '';

  beforeAll(async () => {
    fake = await startTestServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      if (req.url?.startsWith('/x/web-interface/nav')) {
        res.end(
          JSON.stringify({ data: { wbi_img: { img_url: '/a/k1.png', sub_url: '/a/k2.png' } } }),
        );
      } else if (req.url?.startsWith('/x/web-frontend/getbuvid')) {
        res.end(JSON.stringify({ code: 0, data: { buvid: 'X-1infoc' } }));
      } else {
        res.end(answer);
      }
    });
    gateway = await startBilibiliGateway({ config: { apiUrl: fake.base } });
  });
  afterAll(async () => {
    await gateway.close();
    await fake.close();
  });

  it('sends the JSON text on unchanged (numbers beyond 2^53 keep their digits)', async () => {
    answer = '{"code":0,"data":{"aid":12345678901234567891,"title":"x"}}';
    const response = await fetch(`${gateway.base}/video/detail?bvid=BV1`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(answer);
  });

  it.each([
    ['<html>blocked</html>', 'Bilibili answered something that is not JSON'],
    ['[1,2,3]', 'Bilibili answered JSON that is not an object'],
    ['null', 'Bilibili answered JSON that is not an object'],
  ])('answers 502 when Bilibili answers %s', async (text, message) => {
    answer = text;
    const response = await fetch(`${gateway.base}/video/detail?bvid=BV1`);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ code: 502, message });
  });
});
