import type { AppDispatch, ScreenId, ScreenPrefetch, RouteTarget } from '@cadenza/app-core';
import {
  appPathOf,
  prefetchAppPath,
  startNavigationPrefetch,
  warmPrefetches,
  type NavigateEventLike,
} from './route-prefetch';

const dispatch = (() => undefined) as unknown as AppDispatch;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Prefetch loaders that record what they were asked for, and the screens preloaded. */
function recording() {
  const asked: Array<{ screen: ScreenId; target: RouteTarget }> = [];
  const preloaded: ScreenId[] = [];
  const prefetchOf =
    (screen: ScreenId): ScreenPrefetch =>
    (target) =>
      asked.push({ screen, target });
  const musicList = prefetchOf('musicList');
  const loaders = {
    musicList: jest.fn(async () => musicList),
    search: jest.fn(async () => prefetchOf('search')),
  };
  const deps = { loaders, preload: (screen: ScreenId) => preloaded.push(screen) };
  return { asked, preloaded, loaders, deps };
}

const WEB = { href: 'http://app.test/', origin: 'http://app.test', host: 'app.test' };

describe('prefetchAppPath', () => {
  it("starts the screen's chunk and its prefetch with the route's params and query", async () => {
    const { asked, preloaded, deps } = recording();
    expect(prefetchAppPath('/music-list/5?type=album', dispatch, deps)).toBe('musicList');
    expect(preloaded).toEqual(['musicList']);
    await flush();
    expect(asked).toHaveLength(1);
    expect(asked[0]?.target.params).toMatchObject({ id: '5' });
    expect(asked[0]?.target.search.get('type')).toBe('album');
  });

  it('preloads a screen without a prefetch, and nothing for a path no route matches', async () => {
    const { asked, preloaded, deps } = recording();
    expect(prefetchAppPath('/toplist', dispatch, deps)).toBe('toplist');
    expect(prefetchAppPath('/no/such/page', dispatch, deps)).toBeNull();
    await flush();
    expect(preloaded).toEqual(['toplist']);
    expect(asked).toEqual([]);
  });

  it('runs a warmed prefetch at once, inside the navigation, without waiting for a chunk', async () => {
    const { asked, loaders, deps } = recording();
    warmPrefetches(loaders);
    await flush();
    prefetchAppPath('/music-list/8', dispatch, deps);
    expect(asked.map((entry) => entry.target.params['id'])).toEqual(['8']);
    expect(loaders.musicList).toHaveBeenCalledTimes(1);
  });

  it('a prefetch that fails to load costs nothing but its head start', async () => {
    const loaders = {
      musicList: jest.fn(async (): Promise<ScreenPrefetch> => Promise.reject(new Error('offline'))),
    };
    expect(prefetchAppPath('/music-list/8', dispatch, { loaders, preload: () => undefined })).toBe(
      'musicList',
    );
    await flush();
    expect(loaders.musicList).toHaveBeenCalled();
  });
});

describe('appPathOf', () => {
  it('reads the path and query of a page with a host, the hash of one without', () => {
    expect(appPathOf('http://app.test/search?keyword=a', WEB)).toBe('/search?keyword=a');
    expect(appPathOf('https://elsewhere.test/search', WEB)).toBeNull();
    const file = { href: 'file:///app/index.html#/', origin: 'null', host: '' };
    expect(appPathOf('file:///app/index.html#/music-list/3', file)).toBe('/music-list/3');
    expect(appPathOf('file:///app/index.html', file)).toBe('/');
  });
});

describe('startNavigationPrefetch', () => {
  it("prefetches the page's own screen, then each navigation's as it starts, until stopped", async () => {
    const { asked, preloaded, deps } = recording();
    const navigation = new EventTarget();
    const at = { ...WEB, href: 'http://app.test/search?keyword=rain' };
    const navigate = (url: string) =>
      navigation.dispatchEvent(
        Object.assign(new Event('navigate'), { destination: { url } } satisfies NavigateEventLike),
      );
    const { initialScreen, stop } = startNavigationPrefetch(dispatch, {
      location: at,
      navigation: navigation as never,
      deps,
    });
    expect(initialScreen).toBe('search');
    // The router replacing the entry it is on opens nothing.
    navigate('http://app.test/search?keyword=rain');
    navigate('http://app.test/music-list/4');
    navigate('https://elsewhere.test/music-list/5');
    stop();
    navigate('http://app.test/music-list/6');
    await flush();
    expect(preloaded).toEqual(['search', 'musicList']);
    expect(asked.map((entry) => entry.screen)).toEqual(['search', 'musicList']);
  });

  it('prefetches the screen of a link as the button goes down on it, before its click', async () => {
    const { asked, preloaded, deps } = recording();
    document.body.innerHTML = '<a href="/music-list/7"><img alt="cover"></a>';
    const cover = document.querySelector('img') as Element;
    const pressCover = () => {
      const press = new MouseEvent('pointerdown', { bubbles: true, button: 0 });
      Object.defineProperty(press, 'pointerType', { value: 'mouse' });
      cover.dispatchEvent(press);
    };
    const { stop } = startNavigationPrefetch(dispatch, {
      location: { href: 'http://localhost/', origin: 'http://localhost', host: 'localhost' },
      navigation: undefined,
      deps,
    });
    pressCover();
    await flush();
    stop();
    pressCover();
    await flush();
    document.body.innerHTML = '';
    expect(preloaded).toEqual(['musicList']);
    expect(asked.map((entry) => entry.target.params['id'])).toEqual(['7']);
  });

  it("asks once for a press and its click's navigation; a navigation without a press asks", async () => {
    const { asked, deps } = recording();
    document.body.innerHTML = '<a href="/music-list/7">list</a>';
    const link = document.querySelector('a') as Element;
    const press = new MouseEvent('pointerdown', { bubbles: true, button: 0 });
    Object.defineProperty(press, 'pointerType', { value: 'mouse' });
    const navigation = new EventTarget();
    const navigate = (url: string) =>
      navigation.dispatchEvent(
        Object.assign(new Event('navigate'), { destination: { url } } satisfies NavigateEventLike),
      );
    const { stop } = startNavigationPrefetch(dispatch, {
      location: { href: 'http://localhost/', origin: 'http://localhost', host: 'localhost' },
      navigation: navigation as never,
      deps,
    });
    link.dispatchEvent(press);
    navigate('http://localhost/music-list/7');
    await flush();
    expect(asked).toHaveLength(1);
    // The keyboard opens a link with no press: its navigation prefetches.
    navigate('http://localhost/music-list/7');
    navigate('http://localhost/music-list/8');
    await flush();
    stop();
    document.body.innerHTML = '';
    expect(asked.map((entry) => entry.target.params['id'])).toEqual(['7', '7', '8']);
  });

  it("starts a deep link's first call at once, and no other navigation's", () => {
    const { deps } = recording();
    const started: unknown[] = [];
    const navigation = new EventTarget();
    const { stop } = startNavigationPrefetch(dispatch, {
      location: { ...WEB, href: 'http://app.test/music-list/8?type=toplist' },
      navigation: navigation as never,
      deps,
      startEarly: (request) => started.push(request),
    });
    navigation.dispatchEvent(
      Object.assign(new Event('navigate'), {
        destination: { url: 'http://app.test/music-list/9' },
      } satisfies NavigateEventLike),
    );
    stop();
    expect(started).toEqual([{ path: '/playlist/detail', params: { id: 8 } }]);
  });

  it('starts no early call for home, or for a screen without one', () => {
    const started: unknown[] = [];
    for (const href of ['http://app.test/', 'http://app.test/search?keyword=rain']) {
      startNavigationPrefetch(dispatch, {
        location: { ...WEB, href },
        navigation: undefined,
        deps: recording().deps,
        startEarly: (request) => started.push(request),
      }).stop();
    }
    expect(started).toEqual([]);
  });

  it("a visit to home loads nothing ahead: its chunk follows the frame's first paint", () => {
    const { preloaded, deps } = recording();
    const { initialScreen, stop } = startNavigationPrefetch(dispatch, {
      location: WEB,
      navigation: undefined,
      deps,
    });
    stop();
    expect(initialScreen).toBe('home');
    expect(preloaded).toEqual([]);
  });

  it('without the Navigation API it still prefetches the first page', async () => {
    const { preloaded, deps } = recording();
    const { initialScreen, stop } = startNavigationPrefetch(dispatch, {
      location: { ...WEB, href: 'http://app.test/music-list/2' },
      navigation: undefined,
      deps,
    });
    stop();
    expect(initialScreen).toBe('musicList');
    expect(preloaded).toEqual(['musicList']);
  });
});
