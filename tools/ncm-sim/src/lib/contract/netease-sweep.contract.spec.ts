import type { NeteaseRoute } from '@cadenza/contract';
import { useContractSim, type ParamValue } from './contract-harness';

// The whole generated catalogue through its id-taking routes, so every song, artist, album,
// playlist, user and MV is checked against its schema, not just the first of each.

const h = useContractSim();

async function expectEach(
  route: NeteaseRoute,
  paramsList: Readonly<Record<string, ParamValue>>[],
  cookie?: string,
): Promise<void> {
  for (const params of paramsList) {
    const answer = await h.call(route, params, cookie === undefined ? {} : { cookie });
    expect({ route, params, status: answer.status }).toEqual({ route, params, status: 200 });
    h.expectSchema(route, answer.body);
  }
}

describe('every catalogue item answers its contract shape', () => {
  it('every song: /song/url/v1 (anonymous and VIP), /song/detail, /lyric and /lyric/new', async () => {
    const ids = h.info.songs.map((song) => song.id);
    const vip = await h.login();
    for (const cookie of [undefined, vip]) {
      const answer = await h.call(
        '/song/url/v1',
        { id: ids.join(','), level: 'lossless' },
        cookie === undefined ? {} : { cookie },
      );
      expect(answer.status).toBe(200);
      expect(h.expectSchema('/song/url/v1', answer.body).data).toHaveLength(ids.length);
    }
    await expectEach(
      '/song/detail',
      ids.map((id) => ({ ids: id })),
    );
    await expectEach(
      '/lyric',
      ids.map((id) => ({ id })),
    );
    await expectEach(
      '/lyric/new',
      ids.map((id) => ({ id })),
    );
  });

  it('every artist: detail, songs, albums, top songs and description', async () => {
    const ids = h.sim.world.catalogue.artists.map((artist) => ({ id: artist.id }));
    await expectEach('/artist/detail', ids);
    await expectEach(
      '/artist/songs',
      ids.map((params) => ({ ...params, limit: 50, offset: 0, order: 'hot' })),
    );
    await expectEach(
      '/artist/album',
      ids.map((params) => ({ ...params, limit: 30, offset: 0 })),
    );
    await expectEach('/artist/top/song', ids);
    await expectEach('/artist/desc', ids);
  });

  it('every public playlist except the big one: /playlist/detail, anonymous', async () => {
    const { bigPlaylistId } = h.info.fixtures;
    const ids = h.sim.world.catalogue.playlists
      .filter((playlist) => playlist.id !== bigPlaylistId)
      .map((playlist) => ({ id: playlist.id }));
    await expectEach('/playlist/detail', ids);
  });

  it('every user: detail, playlists, records, follows, followeds and likes, seen by themself', async () => {
    for (const user of h.sim.world.catalogue.users) {
      const cookie = await h.login(user.userId);
      const uid = { uid: user.userId };
      await expectEach('/user/detail', [uid], cookie);
      await expectEach('/user/playlist', [{ ...uid, limit: 30, offset: 0 }], cookie);
      await expectEach('/user/record', [{ ...uid, type: 0 }], cookie);
      await expectEach('/user/follows', [{ ...uid, limit: 30, offset: 0 }], cookie);
      await expectEach('/user/followeds', [{ ...uid, limit: 30, offset: 0 }], cookie);
      await expectEach('/likelist', [{ ...uid, noLogin: true }], cookie);
    }
  });

  it('every MV: /mv/url and /mv/detail', async () => {
    const mvs = h.sim.world.catalogue.mvs;
    await expectEach(
      '/mv/url',
      mvs.map((mv) => ({ id: mv.id })),
    );
    await expectEach(
      '/mv/detail',
      mvs.map((mv) => ({ mvid: mv.id })),
    );
  });
});
