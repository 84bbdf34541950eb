import { albumArtistApi } from './album-artist.endpoints';
import { homeApi } from './home.endpoints';
import { startEndpointSim, storeFor, type EndpointSim } from './endpoints.spec-harness';

const { endpoints } = albumArtistApi;

let sim: EndpointSim;
let artistId: number;
let albumId: number;
beforeAll(async () => {
  sim = await startEndpointSim();
  const { store } = await storeFor(sim.netease);
  const artists = await store.dispatch(homeApi.endpoints.getTopArtists.initiate());
  const albums = await store.dispatch(homeApi.endpoints.getNewestAlbums.initiate());
  artistId = artists.data?.[0]?.id ?? 0;
  albumId = albums.data?.[0]?.id ?? 0;
});
afterAll(async () => {
  await sim.close();
});

describe('album and artist endpoints against the simulator', () => {
  it('gets an album with its songs, every song with a cover', async () => {
    const { store } = await storeFor(sim.netease);
    const album = await store.dispatch(endpoints.getAlbum.initiate(albumId));
    expect(album.data?.album).toMatchObject({
      id: albumId,
      name: expect.any(String),
      artist: { id: expect.any(Number), name: expect.any(String) },
    });
    expect(album.data?.songs.length).toBeGreaterThan(0);
    for (const song of album.data?.songs ?? []) expect(song.picUrl).toEqual(expect.any(String));
  });

  it('gets an artist', async () => {
    const { store } = await storeFor(sim.netease);
    const artist = await store.dispatch(endpoints.getArtistDetail.initiate(artistId));
    expect(artist.data).toMatchObject({
      id: artistId,
      name: expect.any(String),
      picUrl: expect.any(String),
      alias: expect.any(Array),
      briefDesc: expect.any(String),
    });
  });

  it("gets an artist's songs: ids from /artist/songs, songs from /song/detail", async () => {
    const { store, requests } = await storeFor(sim.netease);
    const page = await store.dispatch(
      endpoints.getArtistSongs.initiate({ id: artistId, limit: 3 }),
    );
    expect(page.data?.songs).toHaveLength(3);
    expect(page.data?.hasMore).toBe(true);
    for (const song of page.data?.songs ?? []) {
      expect(song.artists.map((artist) => artist.id)).toContain(artistId);
      expect(song.album.picUrl).toEqual(expect.any(String));
    }
    expect(requests).toEqual(['/artist/songs', '/song/detail']);
    const beyond = await store.dispatch(
      endpoints.getArtistSongs.initiate({ id: artistId, offset: 10_000, order: 'time' }),
    );
    expect(beyond.data).toEqual({ songs: [], hasMore: false });
  });

  it("gets an artist's albums", async () => {
    const { store } = await storeFor(sim.netease);
    const page = await store.dispatch(endpoints.getArtistAlbums.initiate({ id: artistId }));
    expect(page.data?.albums.length).toBeGreaterThan(0);
    expect(page.data?.albums[0]).toMatchObject({
      publishTime: expect.any(Number),
      size: expect.any(Number),
      type: '专辑',
    });
    expect(page.data?.more).toEqual(expect.any(Boolean));
  });

  it("keeps an artist's album pages together, and stops after the last", async () => {
    const { store, requests } = await storeFor(sim.netease);
    const artists = await store.dispatch(homeApi.endpoints.getTopArtists.initiate());
    let expected: number[] = [];
    let id = 0;
    for (const artist of artists.data ?? []) {
      const all = await store.dispatch(endpoints.getArtistAlbums.initiate({ id: artist.id }));
      const albums = all.data?.albums.map((album) => album.id) ?? [];
      if (albums.length > expected.length) [expected, id] = [albums, artist.id];
    }
    expect(expected.length).toBeGreaterThan(1);
    const before = requests.length;
    const args = { id, limit: 1 };
    const first = await store.dispatch(endpoints.getArtistAlbumPages.initiate(args));
    expect(first.data?.pages[0]?.albums.map((album) => album.id)).toEqual(expected.slice(0, 1));
    let pages = first.data?.pages ?? [];
    for (let more = 0; more < expected.length; more += 1) {
      const next = await store.dispatch(
        endpoints.getArtistAlbumPages.initiate(args, { direction: 'forward' }),
      );
      pages = next.data?.pages ?? [];
    }
    expect(pages.flatMap((page) => page.albums.map((album) => album.id))).toEqual(expected);
    expect(pages.at(-1)?.more).toBe(false);
    // One request per album, none after the last page (the loop asked once more).
    expect(requests.slice(before)).toEqual(expected.map(() => '/artist/album'));
  });
});
