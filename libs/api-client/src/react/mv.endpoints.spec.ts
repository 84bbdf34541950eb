import { mvApi } from './mv.endpoints';
import { startEndpointSim, storeFor, type EndpointSim } from './endpoints.spec-harness';

const { endpoints } = mvApi;

let sim: EndpointSim;
beforeAll(async () => {
  sim = await startEndpointSim();
});
afterAll(async () => {
  await sim.close();
});

describe('MV endpoints against the simulator', () => {
  it('pages through the MVs and filters them by area', async () => {
    const { store } = await storeFor(sim.netease);
    const all = await store.dispatch(endpoints.getMvAll.initiate());
    expect(all.data?.mvs.length).toBeGreaterThan(0);
    expect(all.data?.mvs[0]).toMatchObject({
      id: expect.any(Number),
      cover: expect.any(String),
      artistName: expect.any(String),
    });
    expect(all.data?.hasMore).toBe(false);
    const two = await store.dispatch(endpoints.getMvAll.initiate({ limit: 2, area: '内地' }));
    expect(two.data?.mvs.length).toBeLessThanOrEqual(2);
  });

  it('keeps the pages of a filter together, and sends type and order only when chosen', async () => {
    const { store } = await storeFor(sim.netease);
    const first = await store.dispatch(endpoints.getMvPages.initiate({ area: '' }));
    expect(first.data?.pages).toHaveLength(1);
    expect(first.data?.pageParams).toEqual([0]);
    const live = await store.dispatch(
      endpoints.getMvPages.initiate({ area: '', type: '现场版', order: '最新' }),
    );
    const liveIds = live.data?.pages[0]?.mvs.map((mv) => mv.id) ?? [];
    expect(liveIds.length).toBeGreaterThan(0);
    expect(liveIds.length).toBeLessThan(first.data?.pages[0]?.mvs.length ?? 0);
    expect(liveIds).toEqual([...liveIds].sort((a, b) => b - a));
  });

  it('gets one MV by its id', async () => {
    const { store, requests } = await storeFor(sim.netease);
    const all = await store.dispatch(endpoints.getMvAll.initiate());
    const listed = all.data?.mvs[0];
    const detail = await store.dispatch(endpoints.getMvDetail.initiate(listed?.id ?? 0));
    expect(detail.data).toEqual({ ...listed, durationMs: expect.any(Number) });
    expect(requests.at(-1)).toBe('/mv/detail');
  });

  it('gets an MV address', async () => {
    const { store } = await storeFor(sim.netease);
    const all = await store.dispatch(endpoints.getMvAll.initiate());
    const id = all.data?.mvs[0]?.id ?? 0;
    const url = await store.dispatch(endpoints.getMvUrl.initiate(id));
    expect(url.data).toEqual({ id, url: expect.stringMatching(/^http/) });
  });
});
