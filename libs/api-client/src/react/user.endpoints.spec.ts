import {
  LISTENING_HISTORY_HIDDEN_MESSAGE,
  isListeningHistoryHidden,
  userApi,
} from './user.endpoints';
import { startEndpointSim, storeFor, type EndpointSim } from './endpoints.spec-harness';

const { endpoints } = userApi;

let sim: EndpointSim;
beforeAll(async () => {
  sim = await startEndpointSim();
});
afterAll(async () => {
  await sim.close();
});

describe('user endpoints against the simulator', () => {
  it("gets a user's page header", async () => {
    const { store } = await storeFor(sim.netease);
    const uid = sim.info.fixtures.demoUserId;
    const user = await store.dispatch(endpoints.getUserDetail.initiate(uid));
    expect(user.data).toMatchObject({
      userId: uid,
      nickname: expect.any(String),
      level: expect.any(Number),
      followeds: expect.any(Number),
      follows: expect.any(Number),
      isArtist: expect.any(Boolean),
      signature: expect.any(String),
    });
  });

  it("gets a user's playlists with their owner", async () => {
    const { store } = await storeFor(sim.netease, { cookie: await sim.login() });
    const uid = sim.info.fixtures.demoUserId;
    const page = await store.dispatch(endpoints.getUserPlaylists.initiate({ uid, limit: 999 }));
    expect(page.data?.playlists.length).toBeGreaterThan(0);
    const liked = page.data?.playlists.find((card) => card.specialType === 5);
    expect(liked).toMatchObject({ ownerId: uid, creator: { userId: uid } });
  });

  it('gets the listening ranking, all time and last week, without retrying', async () => {
    const { store, requests } = await storeFor(sim.netease);
    const uid = sim.info.fixtures.demoUserId;
    const all = await store.dispatch(endpoints.getUserRecord.initiate({ uid }));
    expect(all.data?.length).toBeGreaterThan(0);
    expect(all.data?.[0]).toMatchObject({
      playCount: expect.any(Number),
      score: 100,
      song: { source: 'netease', picUrl: expect.any(String) },
    });
    const week = await store.dispatch(endpoints.getUserRecord.initiate({ uid, type: 1 }));
    expect(week.data?.length).toBeGreaterThan(0);
    expect(requests).toEqual(['/user/record', '/user/record']);
  });

  it('maps a hidden ranking (HTTP 400 `code: -2`) to its own error, sent once', async () => {
    const { store, requests } = await storeFor(sim.netease);
    const uid = sim.info.fixtures.hiddenRecordsUserId;
    const hidden = await store.dispatch(endpoints.getUserRecord.initiate({ uid }));
    expect(hidden.error).toEqual({
      status: 'CUSTOM_ERROR',
      error: LISTENING_HISTORY_HIDDEN_MESSAGE,
      data: expect.objectContaining({ code: -2 }),
    });
    expect(isListeningHistoryHidden(hidden.error)).toBe(true);
    expect(requests).toEqual(['/user/record']);
    const missing = await store.dispatch(endpoints.getUserRecord.initiate({ uid: 987_654_321 }));
    expect(missing.error).toMatchObject({ status: 404 });
    expect(isListeningHistoryHidden(missing.error)).toBe(false);
  });

  it('gets follows (GET) and followers (POST) a page at a time', async () => {
    const { store, requests } = await storeFor(sim.netease);
    const uid = sim.info.fixtures.demoUserId;
    const follows = await store.dispatch(endpoints.getUserFollows.initiate({ uid, limit: 1 }));
    expect(follows.data?.users).toHaveLength(1);
    expect(follows.data?.users[0]).toMatchObject({
      userId: expect.any(Number),
      nickname: expect.any(String),
      isArtist: expect.any(Boolean),
    });
    expect(follows.data?.hasMore).toBe(true);
    const followers = await store.dispatch(endpoints.getUserFolloweds.initiate({ uid }));
    expect(followers.data?.users.length).toBeGreaterThan(0);
    expect(followers.data?.hasMore).toBe(false);
    expect(requests).toEqual(['/user/follows', '/user/followeds']);
  });
});
