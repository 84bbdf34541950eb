import { useContractSim } from './contract-harness';
import { domainRoutes } from './contract-routes';

// Contract §3.6 (album), §3.7 (artist), §3.8 (search) and §3.10 (MV), plus the §3.13 artist and
// search routes the reference client does not call.

const h = useContractSim();

function catalogue() {
  return h.sim.world.catalogue;
}

function first<T>(items: readonly T[], what: string): T {
  const item = items[0];
  if (item === undefined) throw new Error(`the catalogue has no ${what}`);
  return item;
}

describe('NetEase catalogue routes answer their contract shapes', () => {
  it('/album?id for every album', async () => {
    for (const album of catalogue().albums) {
      const answer = await h.call('/album', { id: album.id });
      expect(answer.status).toBe(200);
      expect(h.expectSchema('/album', answer.body).album.id).toBe(album.id);
    }
  });

  it('/artist/detail, /artist/songs, /artist/album, /artist/top/song and /artist/desc', async () => {
    const { id } = first(catalogue().artists, 'artist');
    const detail = await h.call('/artist/detail', { id });
    expect(detail.status).toBe(200);
    expect(h.expectSchema('/artist/detail', detail.body).data.artist.id).toBe(id);

    for (const limit of [30, 50]) {
      const songs = await h.call('/artist/songs', { id, limit, offset: 0, order: 'hot' });
      expect(songs.status).toBe(200);
      expect(h.expectSchema('/artist/songs', songs.body).songs.length).toBeGreaterThan(0);
    }

    const albums = await h.call('/artist/album', { id, limit: 30, offset: 0 });
    expect(albums.status).toBe(200);
    expect(h.expectSchema('/artist/album', albums.body).hotAlbums.length).toBeGreaterThan(0);

    const top = await h.call('/artist/top/song', { id });
    expect(top.status).toBe(200);
    h.expectSchema('/artist/top/song', top.body);

    const desc = await h.call('/artist/desc', { id });
    expect(desc.status).toBe(200);
    h.expectSchema('/artist/desc', desc.body);
  });

  it('/search/default and /search/hot/detail', async () => {
    const placeholder = await h.call('/search/default');
    expect(placeholder.status).toBe(200);
    h.expectSchema('/search/default', placeholder.body);

    const hot = await h.call('/search/hot/detail');
    expect(hot.status).toBe(200);
    expect(h.expectSchema('/search/hot/detail', hot.body).data.length).toBeGreaterThan(0);
  });

  it('/cloudsearch type 1 (songs), two pages of 30', async () => {
    const keywords = first(h.info.songs, 'song').name;
    for (const offset of [0, 30]) {
      const answer = await h.call('/cloudsearch', { keywords, type: 1, limit: 30, offset });
      expect(answer.status).toBe(200);
      h.expectSchema('/cloudsearch', answer.body);
    }
  });

  it.each([
    [10, 'albums', () => first(catalogue().albums, 'album').name],
    [100, 'artists', () => first(catalogue().artists, 'artist').name],
    [1000, 'playlists', () => first(catalogue().playlists, 'playlist').name],
    [1004, 'mvs', () => first(catalogue().mvs, 'MV').name],
  ] as const)('/cloudsearch type %i lists result.%s', async (type, list, keyword) => {
    const answer = await h.call('/cloudsearch', {
      keywords: keyword(),
      type,
      limit: 30,
      offset: 0,
    });
    expect(answer.status).toBe(200);
    const { result } = h.expectSchema('/cloudsearch', answer.body);
    expect(result[list]?.length).toBeGreaterThan(0);
  });

  it('/cloudsearch without any hit still answers the envelope', async () => {
    const answer = await h.call('/cloudsearch', {
      keywords: 'zzzz-no-such-thing',
      type: 1,
      limit: 30,
      offset: 0,
    });
    expect(answer.status).toBe(200);
    h.expectSchema('/cloudsearch', answer.body);
  });

  it('/search/suggest for a song name', async () => {
    const answer = await h.call('/search/suggest', { keywords: first(h.info.songs, 'song').name });
    expect(answer.status).toBe(200);
    h.expectSchema('/search/suggest', answer.body);
  });

  it('/mv/all for 全部 and one area, then /mv/url and /mv/detail of a listed MV', async () => {
    for (const area of ['', '内地']) {
      const answer = await h.call('/mv/all', { limit: 42, offset: 0, area });
      expect(answer.status).toBe(200);
      h.expectSchema('/mv/all', answer.body);
    }
    const { id } = first(catalogue().mvs, 'MV');
    const url = await h.call('/mv/url', { id });
    expect(url.status).toBe(200);
    expect(h.expectSchema('/mv/url', url.body).data.url).not.toBe('');

    const detail = await h.call('/mv/detail', { mvid: id });
    expect(detail.status).toBe(200);
    h.expectSchema('/mv/detail', detail.body);
  });

  it('checked every route of its domain', () => {
    expect(h.checkedRoutes()).toEqual(expect.arrayContaining(domainRoutes('catalogue')));
  });
});
