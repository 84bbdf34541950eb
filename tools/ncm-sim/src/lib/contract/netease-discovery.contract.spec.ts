import { useContractSim } from './contract-harness';
import { domainRoutes } from './contract-routes';

// Contract §3.4 (categories, playlist square, charts), §3.5 (home / discovery) and the §3.13
// discovery routes the reference client defines but does not call.

const h = useContractSim();

describe('NetEase discovery routes answer their contract shapes', () => {
  it('/playlist/catlist, then /top/playlist for "" (全部) and for each listed category', async () => {
    const catlist = await h.call('/playlist/catlist');
    expect(catlist.status).toBe(200);
    const categories = h
      .expectSchema('/playlist/catlist', catlist.body)
      .sub.map((category) => category.name);
    expect(categories.length).toBeGreaterThan(0);

    for (const cat of ['', ...categories]) {
      const answer = await h.call('/top/playlist', { cat, limit: 42, offset: 0 });
      expect(answer.status).toBe(200);
      h.expectSchema('/top/playlist', answer.body);
    }
  });

  it('/top/playlist/highquality and /personalized', async () => {
    const highquality = await h.call('/top/playlist/highquality', { cat: '全部', limit: 20 });
    expect(highquality.status).toBe(200);
    h.expectSchema('/top/playlist/highquality', highquality.body);

    const personalized = await h.call('/personalized', { limit: 30 });
    expect(personalized.status).toBe(200);
    expect(h.expectSchema('/personalized', personalized.body).result.length).toBeGreaterThan(0);
  });

  it('/toplist and /toplist/detail; every chart opens with /playlist/detail', async () => {
    const toplist = await h.call('/toplist');
    expect(toplist.status).toBe(200);
    const charts = h.expectSchema('/toplist', toplist.body).list;
    expect(charts.length).toBeGreaterThan(0);

    const detail = await h.call('/toplist/detail');
    expect(detail.status).toBe(200);
    h.expectSchema('/toplist/detail', detail.body);

    for (const { id } of charts) {
      const chart = await h.call('/playlist/detail', { id });
      expect(chart.status).toBe(200);
      expect(h.expectSchema('/playlist/detail', chart.body).playlist.id).toBe(id);
    }
  });

  it('/recommend/songs answers 200 anonymously (contract §7.1) and logged in', async () => {
    for (const cookie of [undefined, await h.login()]) {
      const answer = await h.call('/recommend/songs', {}, cookie === undefined ? {} : { cookie });
      expect(answer.status).toBe(200);
      expect(
        h.expectSchema('/recommend/songs', answer.body).data.dailySongs.length,
      ).toBeGreaterThan(0);
    }
  });

  it('/recommend/resource for a logged-in user', async () => {
    const answer = await h.call('/recommend/resource', {}, { cookie: await h.login() });
    expect(answer.status).toBe(200);
    h.expectSchema('/recommend/resource', answer.body);
  });

  it('/personalized/newsong?limit=10 answers Shape B songs', async () => {
    const answer = await h.call('/personalized/newsong', { limit: 10 });
    expect(answer.status).toBe(200);
    expect(h.expectSchema('/personalized/newsong', answer.body).result).toHaveLength(10);
  });

  it('/top/artists?offset=0&limit=5 and /album/newest', async () => {
    const artists = await h.call('/top/artists', { offset: 0, limit: 5 });
    expect(artists.status).toBe(200);
    expect(h.expectSchema('/top/artists', artists.body).artists).toHaveLength(5);

    const albums = await h.call('/album/newest');
    expect(albums.status).toBe(200);
    expect(h.expectSchema('/album/newest', albums.body).albums.length).toBeGreaterThan(0);
  });

  it('/top/song?type=0 and /top/album', async () => {
    const songs = await h.call('/top/song', { type: 0 });
    expect(songs.status).toBe(200);
    h.expectSchema('/top/song', songs.body);

    const albums = await h.call('/top/album', { limit: 10, offset: 0 });
    expect(albums.status).toBe(200);
    h.expectSchema('/top/album', albums.body);
  });

  it('/playmode/intelligence/list?id&pid for a logged-in user', async () => {
    const cookie = await h.login();
    const song = h.info.songs.find((candidate) => candidate.availability === 'full');
    const answer = await h.call(
      '/playmode/intelligence/list',
      { id: song?.id ?? 0, pid: h.info.fixtures.bigPlaylistId },
      { cookie },
    );
    expect(answer.status).toBe(200);
    h.expectSchema('/playmode/intelligence/list', answer.body);
  });

  it('checked every route of its domain', () => {
    expect(h.checkedRoutes()).toEqual(expect.arrayContaining(domainRoutes('discovery')));
  });
});
