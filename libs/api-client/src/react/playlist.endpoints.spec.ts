import { homeApi } from './home.endpoints';
import {
  playlistApi,
  TOP_PLAYLIST_PAGE_SIZE,
  UNKNOWN_LIST_TYPE_MESSAGE,
} from './playlist.endpoints';
import { userApi } from './user.endpoints';
import { startEndpointSim, storeFor, until, type EndpointSim } from './endpoints.spec-harness';

const { endpoints } = playlistApi;
const LOGIN_FIRST = { status: 'CUSTOM_ERROR', error: 'Please login first' };

let sim: EndpointSim;
beforeAll(async () => {
  sim = await startEndpointSim();
});
afterAll(async () => {
  await sim.close();
});

async function firstSquarePlaylistId(): Promise<number> {
  const { store } = await storeFor(sim.netease);
  const page = await store.dispatch(endpoints.getTopPlaylists.initiate());
  const id = page.data?.playlists[0]?.id;
  if (id === undefined) throw new Error('the square is empty');
  return id;
}

describe('playlist endpoints against the simulator', () => {
  it('gets a playlist: the complete order in trackIds, the first rows in tracks', async () => {
    const { store } = await storeFor(sim.netease);
    const id = sim.info.fixtures.bigPlaylistId;
    const playlist = await store.dispatch(endpoints.getPlaylistDetail.initiate(id));
    expect(playlist.data).toMatchObject({
      id,
      name: expect.any(String),
      coverImgUrl: expect.any(String),
      creator: { userId: expect.any(Number), nickname: expect.any(String) },
      trackCount: sim.info.fixtures.bigPlaylistSize,
    });
    const { trackIds = [], tracks = [] } = playlist.data ?? {};
    expect(tracks.length).toBeGreaterThan(0);
    expect(tracks.length).toBeLessThan(trackIds.length);
    expect(tracks.map((song) => song.id)).toEqual(trackIds.slice(0, tracks.length));
  });

  it('opens every list type of the list page', async () => {
    const { store, requests } = await storeFor(sim.netease);
    const charts = await store.dispatch(endpoints.getToplists.initiate());
    const chart = charts.data?.[0];
    expect(chart).toMatchObject({ specialType: 10, updateFrequency: expect.any(String) });
    const albums = await store.dispatch(homeApi.endpoints.getNewestAlbums.initiate());
    const albumId = albums.data?.[0]?.id ?? 0;
    const playlistId = await firstSquarePlaylistId();
    requests.length = 0;

    const open = (type: string, id?: number) =>
      store.dispatch(endpoints.getListByType.initiate({ type, id }));
    expect((await open('playlist', playlistId)).data?.id).toBe(playlistId);
    expect((await open('toplist', chart?.id)).data?.name).toBe(chart?.name);
    const album = (await open('album', albumId)).data;
    expect(album).toMatchObject({ id: albumId, subscribed: null });
    expect(album?.trackIds).toEqual(album?.tracks.map((song) => song.id));
    expect(album?.creator?.nickname).toContain(albums.data?.[0]?.artist?.name ?? '?');
    const daily = (await open('dailyRecommend')).data;
    expect(daily).toMatchObject({ id: 0, name: '每日推荐' });
    expect(daily?.tracks.length).toBeGreaterThan(0);
    expect(requests).toEqual([
      '/playlist/detail',
      '/playlist/detail',
      '/album',
      '/recommend/songs',
    ]);
  });

  it("answers 'unknown list type' for any other type, without a request", async () => {
    const { store, requests } = await storeFor(sim.netease);
    const result = await store.dispatch(endpoints.getListByType.initiate({ type: 'radio', id: 1 }));
    expect(result.error).toEqual({ status: 'CUSTOM_ERROR', error: UNKNOWN_LIST_TYPE_MESSAGE });
    expect(requests).toEqual([]);
  });

  it('creates a playlist, adds and removes tracks; the lists they invalidate are refetched', async () => {
    const { demoUserId } = sim.info.fixtures;
    const { store, requests } = await storeFor(sim.netease, { cookie: await sim.login() });
    const mine = () =>
      userApi.endpoints.getUserPlaylists.select({ uid: demoUserId })(store.getState()).data;
    await store.dispatch(userApi.endpoints.getUserPlaylists.initiate({ uid: demoUserId }));

    const created = await store.dispatch(
      endpoints.createPlaylist.initiate({ name: 'spec list', privacy: 10 }),
    );
    if (!created.data) throw new Error('the playlist was not created');
    const pid = created.data.id;
    expect(created.data.name).toBe('spec list');
    await until(() => mine()?.playlists.some((card) => card.id === pid) === true);

    const detail = () => endpoints.getPlaylistDetail.select(pid)(store.getState()).data;
    await store.dispatch(endpoints.getPlaylistDetail.initiate(pid));
    expect(detail()?.trackIds).toEqual([]);
    const songIds = sim.info.songs.slice(0, 2).map((song) => song.id);
    const added = await store.dispatch(
      endpoints.updatePlaylistTracks.initiate({ op: 'add', pid, trackIds: songIds }),
    );
    expect(added.data).toEqual({ count: 2 });
    await until(() => detail()?.trackIds.length === 2);

    const again = await store.dispatch(
      endpoints.updatePlaylistTracks.initiate({ op: 'add', pid, trackIds: songIds }),
    );
    expect(again.error).toMatchObject({
      status: 'CUSTOM_ERROR',
      error: '歌单内歌曲重复',
    });

    const removed = await store.dispatch(
      endpoints.updatePlaylistTracks.initiate({ op: 'del', pid, trackIds: songIds.slice(0, 1) }),
    );
    expect(removed.data).toEqual({ count: 1 });
    await until(() => detail()?.trackIds.length === 1);
    expect(requests.filter((path) => path === '/playlist/tracks')).toHaveLength(3);
  });

  it('subscribes and unsubscribes a playlist (params in the query of a POST)', async () => {
    const { store } = await storeFor(sim.netease, { cookie: await sim.login() });
    const id = await firstSquarePlaylistId();
    const state = () => endpoints.getPlaylistDetail.select(id)(store.getState()).data?.subscribed;
    await store.dispatch(endpoints.getPlaylistDetail.initiate(id));
    const on = await store.dispatch(endpoints.subscribePlaylist.initiate({ id, subscribe: true }));
    expect(on.data).toBeNull();
    await until(() => state() === true);
    await store.dispatch(endpoints.subscribePlaylist.initiate({ id, subscribe: false }));
    await until(() => state() === false);
  });

  it('answers "Please login first" for the write calls when logged out, without a request', async () => {
    const { store, requests } = await storeFor(sim.netease);
    const results = [
      await store.dispatch(endpoints.createPlaylist.initiate({ name: 'x' })),
      await store.dispatch(
        endpoints.updatePlaylistTracks.initiate({ op: 'add', pid: 1, trackIds: [1] }),
      ),
      await store.dispatch(endpoints.subscribePlaylist.initiate({ id: 1, subscribe: true })),
    ];
    for (const result of results) expect(result.error).toEqual(LOGIN_FIRST);
    expect(requests).toEqual([]);
  });

  it('gets the categories, pages through the square, and lists the charts', async () => {
    const { store } = await storeFor(sim.netease);
    const categories = await store.dispatch(endpoints.getPlaylistCategories.initiate());
    expect(categories.data?.[0]).toEqual({
      name: expect.any(String),
      category: expect.any(Number),
      hot: expect.any(Boolean),
    });
    const first = await store.dispatch(endpoints.getTopPlaylists.initiate({ limit: 10 }));
    expect(first.data?.playlists).toHaveLength(10);
    expect(first.data?.more).toBe(true);
    const second = await store.dispatch(
      endpoints.getTopPlaylists.initiate({ limit: 10, offset: 10 }),
    );
    expect(second.data?.playlists[0]?.id).not.toBe(first.data?.playlists[0]?.id);
    const cat = categories.data?.[0]?.name ?? '';
    const byCategory = await store.dispatch(endpoints.getTopPlaylists.initiate({ cat }));
    expect(byCategory.data?.playlists.length).toBeGreaterThan(0);
    const charts = await store.dispatch(endpoints.getToplists.initiate());
    expect(charts.data?.length).toBeGreaterThan(0);
  });

  it('pages through a category of the square 42 at a time, until there is no more', async () => {
    const { store, requests } = await storeFor(sim.netease);
    const first = await store.dispatch(endpoints.topPlaylistPages.initiate({}));
    expect(first.data?.pages[0]?.playlists).toHaveLength(TOP_PLAYLIST_PAGE_SIZE);
    expect(first.hasNextPage).toBe(true);
    const second = await store.dispatch(
      endpoints.topPlaylistPages.initiate({}, { direction: 'forward' }),
    );
    expect(second.data?.pageParams).toEqual([0, TOP_PLAYLIST_PAGE_SIZE]);
    const ids = second.data?.pages.flatMap((page) => page.playlists.map((list) => list.id)) ?? [];
    expect(ids.length).toBeGreaterThan(TOP_PLAYLIST_PAGE_SIZE);
    expect(new Set(ids).size).toBe(ids.length);
    expect(second.hasNextPage).toBe(ids.length < (second.data?.pages[0]?.total ?? 0));
    expect(requests).toEqual(['/top/playlist', '/top/playlist']);

    const categories = await store.dispatch(endpoints.getPlaylistCategories.initiate());
    const cat = categories.data?.[0]?.name ?? '';
    const byCategory = await store.dispatch(endpoints.topPlaylistPages.initiate({ cat }));
    const lists = byCategory.data?.pages[0]?.playlists ?? [];
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.length).toBeLessThan(ids.length);
  });
});
