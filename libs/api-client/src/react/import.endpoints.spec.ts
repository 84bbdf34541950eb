import { importApi, importTaskBody } from './import.endpoints';
import { startEndpointSim, storeFor, type EndpointSim } from './endpoints.spec-harness';

const { endpoints } = importApi;

let sim: EndpointSim;
let clock = Date.now();
beforeAll(async () => {
  sim = await startEndpointSim(() => clock);
});
afterAll(async () => {
  await sim.close();
});

describe('playlist import endpoints against the simulator', () => {
  it('creates a task (POST) and follows it to COMPLETE', async () => {
    const { store, requests } = await storeFor(sim.netease, { cookie: await sim.login() });
    const names = sim.info.songs
      .filter((song) => song.availability === 'full')
      .slice(0, 2)
      .map((song) => song.name);
    const created = await store.dispatch(
      endpoints.createImportTask.initiate({
        source: { text: names.join('\n') },
        playlistName: 'x',
      }),
    );
    if (!created.data) throw new Error('the import was not created');
    const { taskId } = created.data;
    const status = () =>
      store.dispatch(endpoints.getImportTaskStatus.initiate(taskId, { forceRefetch: true }));
    expect((await status()).data).toEqual({
      taskId,
      status: 'PENDING',
      succCount: null,
      message: null,
    });
    clock += 5_000;
    expect((await status()).data).toEqual({
      taskId,
      status: 'COMPLETE',
      succCount: 2,
      message: null,
    });
    expect(requests).toEqual([
      '/playlist/import/name/task/create',
      '/playlist/import/task/status',
      '/playlist/import/task/status',
    ]);
  });

  it('reports a task that matched nothing as FAILED with its reason', async () => {
    const { store } = await storeFor(sim.netease, { cookie: await sim.login() });
    const created = await store.dispatch(
      endpoints.createImportTask.initiate({
        source: { local: [{ name: 'no such song at all', artist: 'nobody', album: '' }] },
        importStarPlaylist: true,
      }),
    );
    if (!created.data) throw new Error('the import was not created');
    clock += 5_000;
    const status = await store.dispatch(
      endpoints.getImportTaskStatus.initiate(created.data.taskId),
    );
    expect(status.data).toMatchObject({ status: 'FAILED', message: expect.any(String) });
  });

  it('answers "Please login first" when logged out, without a request', async () => {
    const { store, requests } = await storeFor(sim.netease);
    const result = await store.dispatch(
      endpoints.createImportTask.initiate({ source: { link: ['https://example.test/1'] } }),
    );
    expect(result.error).toEqual({
      status: 'CUSTOM_ERROR',
      error: 'Please login first',
    });
    expect(requests).toEqual([]);
  });

  it('builds the body of each source', () => {
    expect(importTaskBody({ source: { link: ['a', 'b'] } })).toEqual({
      link: '["a","b"]',
      playlistName: undefined,
    });
    expect(importTaskBody({ source: { text: 'a b\nc' }, playlistName: 'p' })).toEqual({
      text: 'a%20b%0Ac',
      playlistName: 'p',
    });
    expect(
      importTaskBody({
        source: { local: [{ name: 'n', artist: 'a', album: 'b' }] },
        importStarPlaylist: true,
      }),
    ).toEqual({ local: '[{"name":"n","artist":"a","album":"b"}]', importStarPlaylist: true });
  });
});
