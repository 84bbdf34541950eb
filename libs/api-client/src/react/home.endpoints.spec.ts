import { homeApi } from './home.endpoints';
import { startEndpointSim, storeFor, type EndpointSim } from './endpoints.spec-harness';

const { endpoints } = homeApi;

let sim: EndpointSim;
beforeAll(async () => {
  sim = await startEndpointSim();
});
afterAll(async () => {
  await sim.close();
});

describe('home endpoints against the simulator', () => {
  it('gets the daily songs for an anonymous caller too (Shape A)', async () => {
    const { store, requests } = await storeFor(sim.netease);
    const songs = await store.dispatch(endpoints.getRecommendSongs.initiate());
    expect(songs.data?.length).toBeGreaterThan(0);
    expect(songs.data?.[0]).toMatchObject({
      source: 'netease',
      album: { id: expect.any(Number), picUrl: expect.any(String) },
      durationMs: expect.any(Number),
    });
    expect(requests).toEqual(['/recommend/songs']);
  });

  it('gets the recommended new songs (Shape B, the item cover)', async () => {
    const { store } = await storeFor(sim.netease);
    const songs = await store.dispatch(endpoints.getPersonalizedNewsongs.initiate());
    expect(songs.data).toHaveLength(10);
    expect(songs.data?.[0]).toMatchObject({
      id: expect.any(Number),
      artists: expect.arrayContaining([{ id: expect.any(Number), name: expect.any(String) }]),
      picUrl: expect.any(String),
      durationMs: expect.any(Number),
    });
    const few = await store.dispatch(endpoints.getPersonalizedNewsongs.initiate({ limit: 3 }));
    expect(few.data).toHaveLength(3);
  });

  it('gets the newest releases (Shape B, the album cover), newest first', async () => {
    const { store, requests } = await storeFor(sim.netease);
    const songs = await store.dispatch(endpoints.getTopSongs.initiate());
    expect(songs.data?.length).toBeGreaterThan(10);
    expect(songs.data?.[0]).toMatchObject({
      id: expect.any(Number),
      source: 'netease',
      artists: expect.arrayContaining([{ id: expect.any(Number), name: expect.any(String) }]),
      album: { id: expect.any(Number), name: expect.any(String) },
      durationMs: expect.any(Number),
    });
    expect(songs.data?.[0]?.picUrl).toBe(songs.data?.[0]?.album.picUrl);
    expect(requests).toEqual(['/top/song']);
  });

  it('gets the hot artists, the newest albums and the recommended playlists', async () => {
    const { store } = await storeFor(sim.netease);
    const artists = await store.dispatch(endpoints.getTopArtists.initiate());
    expect(artists.data).toHaveLength(5);
    expect(artists.data?.[0]).toMatchObject({
      name: expect.any(String),
      picUrl: expect.any(String),
      musicSize: expect.any(Number),
      briefDesc: null,
    });
    const albums = await store.dispatch(endpoints.getNewestAlbums.initiate());
    expect(albums.data?.[0]).toMatchObject({ id: expect.any(Number), picUrl: expect.any(String) });
    const playlists = await store.dispatch(
      endpoints.getPersonalizedPlaylists.initiate({ limit: 6 }),
    );
    expect(playlists.data).toHaveLength(6);
    expect(playlists.data?.[0]).toMatchObject({
      coverImgUrl: expect.any(String),
      trackCount: expect.any(Number),
    });
  });
});
