import { IDBFactory } from 'fake-indexeddb';
import { LYRIC_CACHE_TTL_MS } from '../lib/cache/lyric-cache';
import { openMusicDb } from '../lib/cache/music-db';
import { playlistApi } from './playlist.endpoints';
import { songApi, SONG_DETAIL_BATCH_SIZE } from './song.endpoints';
import {
  startEndpointSim,
  startFixedAnswerServer,
  storeFor,
  until,
  type EndpointSim,
} from './endpoints.spec-harness';

const { endpoints } = songApi;
const LOGIN_FIRST = { status: 'CUSTOM_ERROR', error: 'Please login first' };

let sim: EndpointSim;
let cookie: string;
beforeAll(async () => {
  sim = await startEndpointSim();
  cookie = await sim.login();
});
afterAll(async () => {
  await sim.close();
});

const playable = () => {
  const song = sim.info.songs.find((candidate) => candidate.availability === 'full');
  if (!song) throw new Error('the catalogue has no playable song');
  return song;
};

describe('song endpoints against the simulator', () => {
  it('gets a song URL for the quality asked (default higher)', async () => {
    const { store, requests } = await storeFor(sim.netease);
    const { id } = playable();
    const url = await store.dispatch(endpoints.getSongUrl.initiate({ id }));
    expect(url.data).toMatchObject({ id, url: expect.stringMatching(/^http/), freeTrial: null });
    expect(url.data?.br).toBeGreaterThan(0);
    const trial = sim.info.fixtures.trialSongIds[0] ?? 0;
    const limited = await store.dispatch(
      endpoints.getSongUrl.initiate({ id: trial, level: 'standard' }),
    );
    expect(limited.data?.freeTrial).toEqual({ start: expect.any(Number), end: expect.any(Number) });
    expect(requests).toEqual(['/song/url/v1', '/song/url/v1']);
  });

  it('gets a download URL when logged in; logged out it answers "Please login first" unsent', async () => {
    const { id } = playable();
    const logged = await storeFor(sim.netease, { cookie });
    const url = await logged.store.dispatch(endpoints.getSongDownloadUrl.initiate({ id }));
    expect(url.data).toMatchObject({ id, url: expect.stringMatching(/^http/) });
    expect(logged.requests).toEqual(['/song/download/url/v1']);

    const anonymous = await storeFor(sim.netease);
    const refused = await anonymous.store.dispatch(endpoints.getSongDownloadUrl.initiate({ id }));
    expect(refused.error).toEqual(LOGIN_FIRST);
    expect(anonymous.requests).toEqual([]);
  });

  it('gets song details in the order asked', async () => {
    const { store } = await storeFor(sim.netease);
    const ids = sim.info.songs
      .slice(0, 5)
      .map((song) => song.id)
      .reverse();
    const songs = await store.dispatch(endpoints.getSongDetails.initiate(ids));
    expect(songs.data?.map((song) => song.id)).toEqual(ids);
    expect(songs.data?.[0]).toMatchObject({
      source: 'netease',
      name: expect.any(String),
      artists: expect.arrayContaining([expect.objectContaining({ id: expect.any(Number) })]),
      picUrl: expect.any(String),
    });
    const none = await store.dispatch(endpoints.getSongDetails.initiate([]));
    expect(none.data).toEqual([]);
  });

  it('loads all 10,000 songs of the big playlist in order, 500 ids per request', async () => {
    const { store, requests } = await storeFor(sim.netease);
    const { bigPlaylistId, bigPlaylistSize } = sim.info.fixtures;
    const playlist = await store.dispatch(
      playlistApi.endpoints.getPlaylistDetail.initiate(bigPlaylistId),
    );
    const trackIds = playlist.data?.trackIds ?? [];
    expect(trackIds).toHaveLength(bigPlaylistSize);
    requests.length = 0;
    const songs = await store.dispatch(endpoints.getSongDetails.initiate(trackIds));
    expect(songs.data?.map((song) => song.id)).toEqual(trackIds);
    expect(requests.length).toBeLessThanOrEqual(20);
    expect(requests).toEqual(
      Array(Math.ceil(bigPlaylistSize / SONG_DETAIL_BATCH_SIZE)).fill('/song/detail'),
    );
  });

  it('keeps lyrics in musicDB for 10 days, and answers from a stale copy when the refetch fails', async () => {
    let time = 1_000_000;
    const caches = { musicDb: openMusicDb(new IDBFactory()), now: () => time };
    const id = playable().id;
    const first = await storeFor(sim.netease, { caches });
    const fetched = await first.store.dispatch(endpoints.getLyric.initiate(id));
    expect(first.requests).toContain('/lyric/new');

    // Another store on the same database (a reload) gets it without a request.
    const second = await storeFor(sim.netease, { caches });
    const cached = await second.store.dispatch(endpoints.getLyric.initiate(id));
    expect(cached.data).toEqual(fetched.data);
    expect(second.requests).not.toContain('/lyric/new');

    // Ten days on, the copy is stale: refetched, and kept when the refetch fails.
    time += LYRIC_CACHE_TTL_MS;
    await sim.fault({ route: '/lyric/new', status: 500, times: 5 });
    const third = await storeFor(sim.netease, { caches });
    const stale = await third.store.dispatch(endpoints.getLyric.initiate(id));
    expect(third.requests).toContain('/lyric/new');
    expect(stale.data).toEqual(fetched.data);
    // The refetch really failed: every try of it (the requester retries once) hit the fault.
    const { faults } = (await (await fetch(`${sim.netease}/__sim/faults`)).json()) as {
      faults: { route?: string; hits: number }[];
    };
    expect(faults.find((rule) => rule.route === '/lyric/new')?.hits).toBeGreaterThanOrEqual(1);
    await sim.clearFaults();
  });

  it('gets lyrics with their translation, and knows instrumental tracks', async () => {
    const { store } = await storeFor(sim.netease);
    const lyric = await store.dispatch(endpoints.getLyric.initiate(playable().id));
    expect(lyric.data?.lrc).toMatch(/\[\d\d:\d\d/);
    expect(lyric.data?.noLyric).toBe(false);
    const silent = sim.info.fixtures.noLyricSongIds[0] ?? 0;
    const none = await store.dispatch(endpoints.getLyric.initiate(silent));
    expect(none.data).toMatchObject({ noLyric: true, tlyric: null, yrc: null });
    const wordByWord = sim.info.fixtures.yrcSongIds[0] ?? 0;
    const words = await store.dispatch(endpoints.getLyric.initiate(wordByWord));
    expect(words.data?.yrc).toMatch(/^\[\d+,\d+\]/m);
  });

  it('likes a song when logged in; the like list it invalidates is fetched again', async () => {
    const { store, requests } = await storeFor(sim.netease, { cookie: await sim.login() });
    const { id } = playable();
    const before = await store.dispatch(endpoints.getLikeList.initiate());
    expect(before.data).not.toContain(id);
    const like = await store.dispatch(endpoints.likeSong.initiate({ id, like: true }));
    expect(like.data).toBeNull();
    const likes = () => endpoints.getLikeList.select()(store.getState()).data ?? [];
    await until(() => likes().includes(id));
    expect(requests).toEqual(['/likelist', '/like', '/likelist']);
  });

  it('answers "Please login first" for like and like list when logged out, without a request', async () => {
    const { store, requests } = await storeFor(sim.netease);
    const like = await store.dispatch(endpoints.likeSong.initiate({ id: 1, like: true }));
    expect(like.error).toEqual(LOGIN_FIRST);
    const list = await store.dispatch(endpoints.getLikeList.initiate(sim.info.fixtures.demoUserId));
    expect(list.error).toEqual(LOGIN_FIRST);
    expect(requests).toEqual([]);
  });
});

describe('song endpoints and answers of the wrong shape', () => {
  it('turns them into query errors (schema-checked query and batched queryFn alike)', async () => {
    const server = await startFixedAnswerServer({ code: 200 });
    try {
      const { store } = await storeFor(server.url);
      const url = await store.dispatch(endpoints.getSongUrl.initiate({ id: 1 }));
      expect(url.error).toEqual({
        status: 'CUSTOM_ERROR',
        error: expect.stringMatching(/^invalid response from getSongUrl: data: /),
      });
      const songs = await store.dispatch(endpoints.getSongDetails.initiate([1, 2]));
      expect(songs.error).toEqual({
        status: 'CUSTOM_ERROR',
        error: expect.stringMatching(/^invalid response from getSongDetails: songs: /),
      });
    } finally {
      await server.close();
    }
  });
});
