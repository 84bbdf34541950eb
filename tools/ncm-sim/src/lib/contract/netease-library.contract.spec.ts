import { useContractSim, type ParamValue } from './contract-harness';
import { domainRoutes } from './contract-routes';

// Contract §3.4 (playlist detail, create, tracks, subscribe), §3.9 (user pages) and §3.11
// (playlist import), called the way the reference client calls them.

const h = useContractSim();

function songIds(count: number): number[] {
  return h.info.songs
    .filter((song) => song.availability === 'full')
    .slice(0, count)
    .map((song) => song.id);
}

describe('NetEase library routes answer their contract shapes', () => {
  it('/playlist/detail of the big playlist: all 10,000 trackIds, tracks only a prefix', async () => {
    const { bigPlaylistId, bigPlaylistSize } = h.info.fixtures;
    for (const cookie of [undefined, await h.login()]) {
      const answer = await h.call(
        '/playlist/detail',
        { id: bigPlaylistId },
        cookie === undefined ? {} : { cookie },
      );
      expect(answer.status).toBe(200);
      const { playlist } = h.expectSchema('/playlist/detail', answer.body);
      const trackIds = playlist.trackIds?.map((entry) => entry.id) ?? [];
      expect(trackIds).toHaveLength(bigPlaylistSize);
      expect(playlist.tracks.length).toBeGreaterThan(0);
      expect(playlist.tracks.length).toBeLessThan(bigPlaylistSize);
      expect(playlist.tracks.map((track) => track.id)).toEqual(
        trackIds.slice(0, playlist.tracks.length),
      );
    }
  });

  it('POST /playlist/create, then /playlist/tracks add and del (wrapped, HTTP 200)', async () => {
    const cookie = await h.login();
    const created = await h.call(
      '/playlist/create',
      { name: '契约测试歌单', privacy: 0 },
      { method: 'POST', cookie },
    );
    expect(created.status).toBe(200);
    const pid = h.expectSchema('/playlist/create', created.body).id;

    const [first, second] = songIds(2);
    for (const [op, tracks] of [
      ['add', `${first},${second}`],
      ['del', `${first}`],
    ] as const) {
      const answer = await h.call(
        '/playlist/tracks',
        { op, pid, tracks },
        { method: 'POST', cookie },
      );
      expect(answer.status).toBe(200);
      expect(h.expectSchema('/playlist/tracks', answer.body).status).toBe(200);
    }

    const detail = await h.call('/playlist/detail', { id: pid }, { cookie });
    const { playlist } = h.expectSchema('/playlist/detail', detail.body);
    expect(playlist.trackIds?.map((entry) => entry.id)).toEqual([second]);
  });

  it('POST /playlist/subscribe with t and id in the QUERY and the cookie in the body', async () => {
    const cookie = await h.login();
    const other = h.sim.world.catalogue.playlists.find(
      (playlist) => playlist.creatorUserId !== h.info.fixtures.demoUserId,
    );
    if (!other) throw new Error('the catalogue has no playlist of another user');
    for (const t of [1, 2]) {
      const answer = await h.call(
        '/playlist/subscribe',
        {},
        { method: 'POST', cookie, query: { t, id: other.id } },
      );
      expect(answer.status).toBe(200);
      expect(h.expectSchema('/playlist/subscribe', answer.body).code).toBe(200);
    }
  });

  it('/user/detail of the demo user, logged in and anonymous', async () => {
    const uid = h.info.fixtures.demoUserId;
    for (const cookie of [undefined, await h.login()]) {
      const answer = await h.call('/user/detail', { uid }, cookie === undefined ? {} : { cookie });
      expect(answer.status).toBe(200);
      expect(h.expectSchema('/user/detail', answer.body).profile.userId).toBe(uid);
    }
  });

  it('/user/playlist with the page size of the user page (30) and of the drawer (999)', async () => {
    const cookie = await h.login();
    const uid = h.info.fixtures.demoUserId;
    for (const limit of [30, 999]) {
      const answer = await h.call('/user/playlist', { uid, limit, offset: 0 }, { cookie });
      expect(answer.status).toBe(200);
      const body = h.expectSchema('/user/playlist', answer.body);
      expect(body.playlist.some((playlist) => playlist.userId === uid)).toBe(true);
    }
  });

  it('/user/record type 0 (allData) and type 1 (weekData)', async () => {
    const cookie = await h.login();
    const uid = h.info.fixtures.demoUserId;
    const all = await h.call('/user/record', { uid, type: 0 }, { cookie });
    expect(all.status).toBe(200);
    expect(h.expectSchema('/user/record', all.body)).toHaveProperty('allData');

    const week = await h.call('/user/record', { uid, type: 1 }, { cookie });
    expect(week.status).toBe(200);
    expect(h.expectSchema('/user/record', week.body)).toHaveProperty('weekData');
  });

  it('/user/follows (GET) and /user/followeds (POST with uid in the body)', async () => {
    const cookie = await h.login();
    const uid = h.info.fixtures.demoUserId;
    const follows = await h.call('/user/follows', { uid, limit: 30, offset: 0 }, { cookie });
    expect(follows.status).toBe(200);
    expect(h.expectSchema('/user/follows', follows.body).follow.length).toBeGreaterThan(0);

    const followeds = await h.call(
      '/user/followeds',
      { uid, limit: 30, offset: 0 },
      { method: 'POST', cookie },
    );
    expect(followeds.status).toBe(200);
    h.expectSchema('/user/followeds', followeds.body);
  });

  it('playlist import: create (text, link and local forms) then poll the task status', async () => {
    const cookie = await h.login();
    const names = h.info.songs.slice(2, 5).map((song) => song.name);
    const bodies: Record<string, ParamValue>[] = [
      { text: encodeURIComponent(names.join('\n')), playlistName: '导入测试' },
      { link: JSON.stringify(names), importStarPlaylist: true },
      {
        local: JSON.stringify(names.map((name) => ({ name, artist: '', album: '' }))),
        playlistName: '本地导入',
      },
    ];
    for (const body of bodies) {
      const created = await h.call('/playlist/import/name/task/create', body, {
        method: 'POST',
        cookie,
      });
      expect(created.status).toBe(200);
      const { taskId } = h.expectSchema('/playlist/import/name/task/create', created.body).data;

      const status = await h.call('/playlist/import/task/status', { id: taskId }, { cookie });
      expect(status.status).toBe(200);
      expect(
        h.expectSchema('/playlist/import/task/status', status.body).data.tasks[0]?.taskId,
      ).toBe(taskId);
    }
  });

  it('checked every route of its domain', () => {
    expect(h.checkedRoutes()).toEqual(expect.arrayContaining(domainRoutes('library')));
  });
});
