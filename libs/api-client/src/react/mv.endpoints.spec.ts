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

  it('gets an MV address', async () => {
    const { store } = await storeFor(sim.netease);
    const all = await store.dispatch(endpoints.getMvAll.initiate());
    const id = all.data?.mvs[0]?.id ?? 0;
    const url = await store.dispatch(endpoints.getMvUrl.initiate(id));
    expect(url.data).toEqual({ id, url: expect.stringMatching(/^http/) });
  });
});
