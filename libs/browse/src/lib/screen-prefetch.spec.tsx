import { createI18n } from '@cadenza/i18n';
import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { Link, Route, Routes } from 'react-router';
import { SHAPE_A_SAMPLE } from '@cadenza/contract/testing';
import {
  createTestApp,
  settle,
  sizeViewportsForEachSpec,
  TestAppProviders,
  type GatewayCall,
} from '@cadenza/app-core/testing';
import { resetScreenShown, useScreenShown, type ScreenPrefetch } from '@cadenza/app-core';
import { prefetchArtist } from './artist/artist-prefetch';
import { earlyMusicListRequest } from './music-list/music-list-early-request';
import { prefetchMusicList } from './music-list/music-list-prefetch';
import { MusicListScreen } from './music-list/music-list-screen';
import { playlistDetailDto, songDetailAnswer } from './music-list/music-list.spec-fixtures';
import { prefetchMv } from './mv/mv-prefetch';
import { prefetchSearch } from './search/search-prefetch';
import { SearchScreen } from './search/search-screen';
import { prefetchVideoSite } from './video-site/video-site-prefetch';

sizeViewportsForEachSpec(800, 690);

function gateway(call: GatewayCall): unknown {
  if (call.pathname.endsWith('/playlist/detail')) return playlistDetailDto(12, 10);
  if (call.pathname.endsWith('/song/detail')) return songDetailAnswer(call);
  if (call.pathname.endsWith('/cloudsearch')) {
    return { code: 200, result: { songs: [{ ...SHAPE_A_SAMPLE, name: 'Found' }], songCount: 1 } };
  }
  return undefined;
}

/** Runs a screen's prefetch for `path` in a fresh app, and lets its answers come in. */
async function prefetched(prefetch: ScreenPrefetch, params: Record<string, string>, query = '') {
  const app = createTestApp({ answer: gateway });
  prefetch({ params, search: new URLSearchParams(query) }, app.store.dispatch);
  await act(settle);
  return app;
}

/** Renders `element` on `route` at `at` in `app`, and lets it settle. */
async function show(
  app: ReturnType<typeof createTestApp>,
  route: string,
  at: string,
  element: ReactElement,
) {
  const i18n = await createI18n({ language: 'en-US' });
  render(
    <TestAppProviders app={app} i18n={i18n} at={at}>
      <Routes>
        <Route path={route} element={element} />
      </Routes>
    </TestAppProviders>,
  );
  await act(settle);
}

describe('screen prefetches', () => {
  it('a list asked for before its screen mounts is shown from the cache, asked once', async () => {
    const app = await prefetched(prefetchMusicList, { id: '77' });
    expect(app.callsTo('/playlist/detail').map((call) => call.searchParams.get('id'))).toEqual([
      '77',
    ]);
    await show(app, '/music-list/:id?', '/music-list/77', <MusicListScreen />);
    expect(screen.getByRole('heading', { name: 'Night Drive' })).toBeTruthy();
    expect(app.callsTo('/playlist/detail')).toHaveLength(1);
  });

  it('an album keeps its type; the daily list (login) and a missing id are left to the screen', async () => {
    const album = await prefetched(prefetchMusicList, { id: '5' }, 'type=album');
    expect(album.callsTo('/album').map((call) => call.searchParams.get('id'))).toEqual(['5']);
    const daily = await prefetched(prefetchMusicList, {}, 'type=dailyRecommend');
    const missing = await prefetched(prefetchMusicList, {});
    expect([...daily.calls, ...missing.calls]).toEqual([]);
  });

  it("a search's first page is shown from the cache, asked once", async () => {
    const app = await prefetched(prefetchSearch, {}, 'keyword=rain&type=1');
    expect(app.callsTo('/cloudsearch').map((call) => call.searchParams.get('keywords'))).toEqual([
      'rain',
    ]);
    await show(app, '/search', '/search?keyword=rain&type=1', <SearchScreen />);
    expect(await screen.findByText('Found')).toBeTruthy();
    expect(app.callsTo('/cloudsearch')).toHaveLength(1);
    const empty = await prefetched(prefetchSearch, {}, 'keyword=%20');
    expect(empty.calls).toEqual([]);
  });

  it('the artist, the video and the MV are asked by the ids of their links', async () => {
    const artist = await prefetched(prefetchArtist, { id: '6452' });
    expect(artist.callsTo('/artist/detail').map((call) => call.searchParams.get('id'))).toEqual([
      '6452',
    ]);
    const video = await prefetched(prefetchVideoSite, { bvid: 'BV1xx' });
    expect(
      video.callsTo('/bilibili/video/detail').map((call) => call.searchParams.get('bvid')),
    ).toEqual(['BV1xx']);
    const mv = await prefetched(prefetchMv, {}, 'id=9');
    expect(mv.callsTo('/mv/detail').map((call) => call.searchParams.get('mvid'))).toEqual(['9']);
    expect(mv.callsTo('/mv/url').map((call) => call.searchParams.get('id'))).toEqual(['9']);
    const invalid = await prefetched(prefetchArtist, { id: 'x' });
    expect(invalid.calls).toEqual([]);
  });

  it('a list opened from a link keeps the previous screen while its prefetch is in flight, then shows its rows at once', async () => {
    resetScreenShown();
    let answerDetail: () => void = () => undefined;
    const detailHeld = new Promise<void>((resolve) => (answerDetail = resolve));
    const app = createTestApp({
      answer: async (call) => {
        if (call.pathname.endsWith('/playlist/detail')) await detailHeld;
        return gateway(call);
      },
    });
    function Home() {
      useScreenShown();
      return (
        // As the app's Navigation API listener does: the prefetch starts on the click.
        <Link
          to="/music-list/77"
          onClick={() =>
            prefetchMusicList(
              { params: { id: '77' }, search: new URLSearchParams() },
              app.store.dispatch,
            )
          }
        >
          Night Drive
        </Link>
      );
    }
    await show(
      app,
      '*',
      '/',
      <Suspense fallback={<p>loading line</p>}>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/music-list/:id?" element={<MusicListScreen />} />
        </Routes>
      </Suspense>,
    );
    await act(async () => screen.getByRole('link', { name: 'Night Drive' }).click());
    // Neither the list's placeholder nor the loading line: the link's screen is still shown.
    expect(screen.getByRole('link', { name: 'Night Drive' })).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(screen.queryByText('loading line')).toBeNull();
    await act(async () => {
      answerDetail();
      await settle();
    });
    expect(screen.getByRole('heading', { name: 'Night Drive' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Night Drive' })).toBeNull();
    expect(app.callsTo('/playlist/detail')).toHaveLength(1);
  });

  it("a deep link's early call is the one its list's query makes: the query takes its answer", async () => {
    for (const [query, path] of [
      ['', '/playlist/detail'],
      ['type=toplist', '/playlist/detail'],
      ['type=album', '/album'],
    ] as const) {
      const app = createTestApp({ answer: gateway });
      const target = { params: { id: '77' }, search: new URLSearchParams(query) };
      const request = earlyMusicListRequest(target);
      expect(request?.path).toBe(path);
      if (request) app.startEarlyRequest(request);
      prefetchMusicList(target, app.store.dispatch);
      await act(settle);
      expect(app.callsTo(path).map((call) => call.searchParams.get('id'))).toEqual(['77']);
    }
    const daily = { params: {}, search: new URLSearchParams('type=dailyRecommend') };
    expect(earlyMusicListRequest(daily)).toBeNull();
  });
});
