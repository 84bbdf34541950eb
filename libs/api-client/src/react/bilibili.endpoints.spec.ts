import { bilibiliApi } from './bilibili.endpoints';
import { startEndpointSim, storeFor, type EndpointSim } from './endpoints.spec-harness';

const { endpoints } = bilibiliApi;

let sim: EndpointSim;
beforeAll(async () => {
  sim = await startEndpointSim();
});
afterAll(async () => {
  await sim.close();
});

const video = (form: 'dash' | 'durl') => {
  const found = sim.info.bilibili.find((candidate) => candidate.streamForm === form);
  if (!found) throw new Error(`the simulator has no ${form} video`);
  return found;
};

describe('video-site endpoints against the simulator', () => {
  it('searches videos', async () => {
    const { store, requests } = await storeFor(sim.netease);
    const keyword = video('dash').title.replace(/【.*?】/, '');
    const page = await store.dispatch(endpoints.searchBilibili.initiate({ keyword, pagesize: 1 }));
    expect(page.data?.videos).toHaveLength(1);
    expect(page.data?.videos[0]).toMatchObject({
      bvid: expect.stringMatching(/^BV/),
      duration: expect.stringMatching(/^\d+:\d\d$/),
    });
    expect(page.data?.hasMore).toBe(true);
    expect(requests).toEqual(['/bilibili/search']);
  });

  it('gets a video with its parts as songs `bvid--ownerId--cid`', async () => {
    const { store } = await storeFor(sim.netease);
    const { bvid, pages } = video('dash');
    const detail = await store.dispatch(endpoints.getBilibiliVideo.initiate(bvid));
    expect(detail.data?.bvid).toBe(bvid);
    const owner = detail.data?.owner.mid ?? -1;
    expect(detail.data?.parts.map((part) => part.id)).toEqual(
      pages.map((page) => `${bvid}--${owner}--${page.cid}`),
    );
    expect(detail.data?.parts[0]).toMatchObject({
      source: 'bilibili',
      bilibili: { bvid, cid: pages[0]?.cid },
      artists: [{ id: owner, name: detail.data?.owner.name }],
    });
  });

  it('gets the audio of a part: DASH first, durl otherwise', async () => {
    const { store } = await storeFor(sim.netease);
    for (const form of ['dash', 'durl'] as const) {
      const { bvid, pages } = video(form);
      const audio = await store.dispatch(
        endpoints.getBilibiliPlayUrl.initiate({ bvid, cid: pages[0]?.cid ?? 0 }),
      );
      expect(audio.data).toEqual({ mediaUrl: expect.stringMatching(/^http/), streamForm: form });
    }
  });

  it('turns an upstream failure (relayed as HTTP 200 `code: -1`) into a query error', async () => {
    const { store } = await storeFor(sim.netease);
    const audio = await store.dispatch(
      endpoints.getBilibiliPlayUrl.initiate({ bvid: 'BV1xxxxxxxxx', cid: 1 }),
    );
    expect(audio.error).toMatchObject({ status: 'CUSTOM_ERROR' });
  });
});
