import { bilibiliProxyUrl } from '@cadenza/api-client';
import { startSim, type RunningSim } from '@cadenza/ncm-sim';
import { startTestGateway, type TestGateway } from '../../testing/gateway.spec-harness';

// The offline demo end to end for video-site covers: the whole gateway configured as `npm start`
// configures it (the stream proxy trusts exactly the simulator's http CDN origin), a search
// through the gateway, and the cover fetched the way the client builds its URL. The simulated
// CDN has no TLS, so this holds only while the simulator answers covers with their http scheme.

interface SearchEnvelope {
  code: number;
  data?: { result?: { bvid: string; pic: string }[] };
}

describe('offline demo: video-site search covers load through the stream proxy', () => {
  let sim: RunningSim;
  let gateway: TestGateway;

  beforeAll(async () => {
    sim = await startSim({ port: 0, generateMedia: false });
    // The same variables as tools/scripts' offlineDemoEnv (not importable from a library spec).
    gateway = await startTestGateway(
      {
        UPSTREAM: 'url',
        UPSTREAM_URL: sim.urls.netease,
        OFFLINE_DEMO: 'true',
        BILIBILI_API_URL: sim.urls.bilibiliApi,
        STREAM_PROXY_ORIGINS: new URL(sim.urls.bilibiliCdn).origin,
        RATE_LIMIT_MAX: '1000',
      },
      { upstreamUrl: sim.urls.netease },
    );
  }, 120_000);

  afterAll(async () => {
    await gateway?.close();
    await sim?.close();
  });

  it('answers 200 with an image for a search result cover, proxied as the client proxies it', async () => {
    const video = sim.world.catalogue.bilibili.find((candidate) => !/\s/.test(candidate.title));
    if (!video) throw new Error('the simulator has no one-word video title');
    const keyword = video.title.replace(/^【.+?】/, '');
    const search = await fetch(
      `${gateway.base}/bilibili/search?keyword=${encodeURIComponent(keyword)}&pagesize=30`,
    );
    expect(search.status).toBe(200);
    const body = (await search.json()) as SearchEnvelope;
    expect(body.code).toBe(0);
    const pic = body.data?.result?.find((item) => item.bvid === video.bvid)?.pic;
    if (!pic) throw new Error(`the search for "${keyword}" did not return ${video.bvid}`);

    const cover = await fetch(bilibiliProxyUrl(gateway.base, pic));
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toMatch(/^image\//);
    expect((await cover.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});
