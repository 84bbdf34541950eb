import type { SearchType } from '../lib/models/search';
import { homeApi } from './home.endpoints';
import { mvApi } from './mv.endpoints';
import { playlistApi } from './playlist.endpoints';
import { searchApi, UNKNOWN_SEARCH_TYPE_MESSAGE } from './search.endpoints';
import { startEndpointSim, storeFor, type EndpointSim } from './endpoints.spec-harness';

const { endpoints } = searchApi;

let sim: EndpointSim;
beforeAll(async () => {
  sim = await startEndpointSim();
});
afterAll(async () => {
  await sim.close();
});

describe('search endpoints against the simulator', () => {
  it('gets the default keyword and the hot searches', async () => {
    const { store } = await storeFor(sim.netease);
    const keyword = await store.dispatch(endpoints.getSearchDefault.initiate());
    expect(keyword.data).toEqual({
      showKeyword: expect.any(String),
      realkeyword: expect.any(String),
    });
    const hot = await store.dispatch(endpoints.getHotSearches.initiate());
    expect(hot.data?.length).toBeGreaterThan(0);
    expect(hot.data?.[0]?.searchWord).toEqual(expect.any(String));
  });

  it('suggests songs with their artists for what is typed', async () => {
    const { store, requests } = await storeFor(sim.netease);
    const song = sim.info.songs[0];
    const typed = song?.name.slice(0, 2) ?? '';
    const answer = await store.dispatch(endpoints.getSearchSuggestions.initiate(typed));
    expect(requests).toEqual(['/search/suggest']);
    const songs = answer.data?.filter((entry) => entry.kind === 'song') ?? [];
    expect(songs.length).toBeGreaterThan(0);
    expect(songs.some((entry) => entry.name.includes(typed))).toBe(true);
    expect(songs[0]?.detail).toEqual(expect.any(String));
  });

  it('searches songs (type 1, the default) page by page', async () => {
    const { store, requests } = await storeFor(sim.netease);
    const name = sim.info.songs[0]?.name ?? '';
    const first = await store.dispatch(endpoints.search.initiate({ keywords: name, limit: 2 }));
    if (first.data?.type !== 1) throw new Error('expected song results');
    expect(first.data.songs.length).toBeGreaterThan(0);
    expect(first.data.songs.some((song) => song.name.includes(name))).toBe(true);
    expect(first.data.total).toEqual(expect.any(Number));
    const all = await store.dispatch(endpoints.search.initiate({ keywords: name, page: 1 }));
    expect(all.data?.type).toBe(1);
    expect(requests).toEqual(['/cloudsearch', '/cloudsearch']);
  });

  it('keeps pages together and stops when a page is not full', async () => {
    const { store, requests } = await storeFor(sim.netease);
    const name = sim.info.songs[0]?.name ?? '';
    const args = { keywords: name, limit: 1 };
    const first = await store.dispatch(endpoints.searchPages.initiate(args));
    expect(first.data?.pages).toHaveLength(1);
    expect(first.data?.pageParams).toEqual([0]);
    expect(first.hasNextPage).toBe(true);
    const second = await store.dispatch(
      endpoints.searchPages.initiate(args, { direction: 'forward' }),
    );
    expect(second.data?.pageParams).toEqual([0, 1]);
    const ids = second.data?.pages
      .flatMap((page) => (page.type === 1 ? page.songs : []))
      .map((s) => s.id);
    expect(new Set(ids).size).toBe(2);
    expect(requests).toEqual(['/cloudsearch', '/cloudsearch']);
    const whole = await store.dispatch(
      endpoints.searchPages.initiate({ keywords: name, limit: 100 }),
    );
    expect(whole.hasNextPage).toBe(false);
  });

  it('searches albums, playlists and MVs as typed results', async () => {
    const { store } = await storeFor(sim.netease);
    const artists = await store.dispatch(homeApi.endpoints.getTopArtists.initiate());
    const categories = await store.dispatch(playlistApi.endpoints.getPlaylistCategories.initiate());
    const mvs = await store.dispatch(mvApi.endpoints.getMvAll.initiate());
    const search = (keywords: string, type: SearchType) =>
      store.dispatch(endpoints.search.initiate({ keywords, type }));

    const albums = (await search(artists.data?.[0]?.name ?? '', 10)).data;
    if (albums?.type !== 10) throw new Error('expected album results');
    expect(albums.albums[0]).toMatchObject({
      type: expect.any(String),
      artist: expect.any(Object),
    });

    const lists = (await search(categories.data?.[0]?.name ?? '', 1000)).data;
    if (lists?.type !== 1000) throw new Error('expected playlist results');
    expect(lists.playlists[0]?.creator?.nickname).toEqual(expect.any(String));

    const videos = (await search(mvs.data?.mvs[0]?.name ?? '', 1004)).data;
    if (videos?.type !== 1004) throw new Error('expected MV results');
    expect(videos.mvs[0]).toMatchObject({
      cover: expect.any(String),
      artistName: expect.any(String),
    });
  });

  it('searches the video site for type 2000 through /bilibili/search', async () => {
    const { store, requests } = await storeFor(sim.netease);
    const title = sim.info.bilibili[0]?.title.replace(/【.*?】/, '') ?? '';
    const found = await store.dispatch(endpoints.search.initiate({ keywords: title, type: 2000 }));
    if (found.data?.type !== 2000) throw new Error('expected video results');
    expect(found.data.videos[0]).toMatchObject({ bvid: expect.stringMatching(/^BV/) });
    expect(found.data.hasMore).toBe(false);
    expect(requests).toEqual(['/bilibili/search']);
  });

  it('refuses a type the page does not offer, without a request', async () => {
    const { store, requests } = await storeFor(sim.netease);
    const result = await store.dispatch(
      endpoints.search.initiate({ keywords: 'x', type: 100 as SearchType }),
    );
    expect(result.error).toEqual({ status: 'CUSTOM_ERROR', error: UNKNOWN_SEARCH_TYPE_MESSAGE });
    expect(requests).toEqual([]);
  });
});
