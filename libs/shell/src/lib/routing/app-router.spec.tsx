import { cadenzaApi } from '@cadenza/api-client/react';
import { createMemoryStorage } from '@cadenza/ports';
import { createI18n, type I18nInstance } from '@cadenza/i18n';
import { I18nProvider } from '@cadenza/i18n/react';
import { createMemorySettingsAdapter, validateStoredSettings } from '@cadenza/settings';
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Provider } from 'react-redux';
import {
  Link,
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  type NavigateFunction,
} from 'react-router';
import {
  type AppPlayer,
  type ScreenId,
  AppPlayerProvider,
  PlatformProvider,
  createAppServices,
} from '@cadenza/app-core';
import type { PlatformBridge } from '@cadenza/platform';
import { MemoryAppRouter } from './app-router';
import { KeepAliveOutlet, type KeptRoute } from './keep-alive-outlet';
import { screenChunk } from './lazy-screen';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createI18n({ language: 'en-US' });
});

function platformWithMiniMode() {
  let emit: (on: boolean) => void = () => undefined;
  const platform: PlatformBridge = {
    storage: createMemoryStorage(),
    kind: 'desktop',
    apiBaseUrl: '/api',
    settingsStorage: createMemorySettingsAdapter(null),
    notifyLanguageChanged: () => undefined,
    subscribeMiniMode: (listener) => {
      emit = listener;
      return () => undefined;
    },
  };
  // Awaited: the route it goes to may suspend (a lazy screen) inside the act.
  return { platform, setMiniMode: (on: boolean) => act(async () => emit(on)) };
}

/** What the specs read and do through the router: the current path, and navigate. */
interface RouterProbe {
  pathname: string;
  search: string;
  navigate: NavigateFunction;
}

/** Renders nothing; keeps `probe` up to date with the router's location and navigate. */
function Probe({ probe }: { probe: Partial<RouterProbe> }) {
  const location = useLocation();
  probe.pathname = location.pathname;
  probe.search = location.search;
  probe.navigate = useNavigate();
  return null;
}

/** The app's routes in a memory router, with a minimal layout that links to two screens. */
async function renderApp(platform: PlatformBridge, path: string): Promise<RouterProbe> {
  const layout = (
    <div>
      <Link to="/search">to search</Link>
      <Link to="/downloads">to downloads</Link>
      <KeepAliveOutlet />
    </div>
  );
  const probe: Partial<RouterProbe> = {};
  // The built screens read the store (home its sections' answers: offline here, so they fail).
  global.fetch = jest.fn(async () => {
    throw new TypeError('offline');
  }) as unknown as typeof fetch;
  const { store } = createAppServices({
    platform,
    api: cadenzaApi,
    initialSettings: validateStoredSettings(null),
    effects: createListenerMiddleware(),
  });
  // A player still on its way: the screens that play (the mini player) wait for it.
  const player = new Promise<AppPlayer>(() => undefined);
  // Awaited: the first screen's chunk suspends the render inside the act.
  await act(async () => {
    render(
      <Provider store={store}>
        <PlatformProvider platform={platform}>
          <I18nProvider i18n={i18n}>
            <AppPlayerProvider player={player}>
              <MemoryAppRouter platform={platform} layout={layout} initialPath={path}>
                <Probe probe={probe} />
              </MemoryAppRouter>
            </AppPlayerProvider>
          </I18nProvider>
        </PlatformProvider>
      </Provider>,
    );
  });
  return probe as RouterProbe;
}

/** Home, the built screen of `/`: its first section. */
const findHome = () => screen.findByRole('region', { name: 'Recommended playlists' });

describe('the app router', () => {
  it('shows each route’s screen, lazily', async () => {
    const { platform } = platformWithMiniMode();
    const router = await renderApp(platform, '/');
    expect(await findHome()).toBeTruthy();
    // Awaited: the screen's chunk suspends the navigation inside the act.
    await act(async () => fireEvent.click(screen.getByText('to downloads')));
    expect(await screen.findByRole('heading', { name: 'Downloads' })).toBeTruthy();
    // This platform has no download manager: the screen says what is needed.
    expect(screen.getByText('Downloads need the desktop app')).toBeTruthy();
    expect(router.pathname).toBe('/downloads');
  });

  it('sends an unknown path to /', async () => {
    const { platform } = platformWithMiniMode();
    const router = await renderApp(platform, '/no/such/page');
    expect(await findHome()).toBeTruthy();
    expect(router.pathname).toBe('/');
  });

  it('redirects /mini to / while mini mode is off', async () => {
    const { platform } = platformWithMiniMode();
    const router = await renderApp(platform, '/mini');
    expect(await findHome()).toBeTruthy();
    expect(router.pathname).toBe('/');
  });

  it('enters mini mode from the platform, cancels other navigations, and restores the route', async () => {
    const { platform, setMiniMode } = platformWithMiniMode();
    const router = await renderApp(platform, '/downloads');
    await screen.findByRole('heading', { name: 'Downloads' });
    await setMiniMode(true);
    expect(await screen.findByRole('heading', { name: 'Mini player' })).toBeTruthy();
    expect(router.pathname).toBe('/mini');
    await act(async () => {
      await router.navigate('/search');
    });
    expect(router.pathname).toBe('/mini');
    expect(platform.storage.getItem('currentRoute')).toBe('/downloads');
    await setMiniMode(false);
    expect(await screen.findByRole('heading', { name: 'Downloads' })).toBeTruthy();
    expect(router.pathname).toBe('/downloads');
    expect(platform.storage.getItem('currentRoute')).toBeNull();
  });

  it('gives back the query of the route it left: a search comes back with its keyword', async () => {
    const { platform, setMiniMode } = platformWithMiniMode();
    const router = await renderApp(platform, '/search?keyword=neon&type=1');
    await setMiniMode(true);
    expect(await screen.findByRole('heading', { name: 'Mini player' })).toBeTruthy();
    expect(platform.storage.getItem('currentRoute')).toBe('/search?keyword=neon&type=1');
    await setMiniMode(false);
    expect(await screen.findByRole('heading', { name: 'Results for “neon”' })).toBeTruthy();
    expect([router.pathname, router.search]).toEqual(['/search', '?keyword=neon&type=1']);
  });
});

describe('KeepAliveOutlet', () => {
  function Counter({ label }: { label: string }) {
    const [count, setCount] = useState(0);
    return <button onClick={() => setCount(count + 1)}>{`${label} ${count}`}</button>;
  }
  const routes: KeptRoute[] = [
    { path: '/search', screen: 'search', keepAlive: true },
    { path: '/login', screen: 'login', keepAlive: true },
    {
      path: '/user/follows',
      screen: 'userFollows',
      keepAlive: false,
      element: <Counter label="follows" />,
    },
  ];

  it('keeps a kept-alive screen’s state across a visit elsewhere, and not the others’', async () => {
    const probe: Partial<RouterProbe> = {};
    render(
      <MemoryRouter initialEntries={['/search']}>
        <Routes>
          <Route element={<KeepAliveOutlet routes={routes} />}>
            <Route path="/search" element={<Counter label="search" />} />
            <Route path="/login" element={<Counter label="login" />} />
            <Route path="/user/follows" element={<Counter label="follows" />} />
          </Route>
        </Routes>
        <Probe probe={probe} />
      </MemoryRouter>,
    );
    const go = (path: string) =>
      act(async () => {
        await probe.navigate?.(path);
      });
    const click = (name: RegExp) =>
      fireEvent.click(screen.getAllByRole('button', { name })[0] as HTMLElement);
    click(/^search/);
    click(/^search/);
    await go('/user/follows');
    click(/^follows/);
    await go('/search');
    expect(screen.getAllByRole('button', { name: 'search 2' })).toHaveLength(1);
    await go('/user/follows');
    expect(screen.getAllByRole('button', { name: 'follows 0' }).length).toBeGreaterThan(0);
  });

  describe('a pressed link', () => {
    /** Counts the renders of a page's content, per path. */
    const renders = new Map<string, number>();
    function PageContent({ pathname }: { pathname: string }) {
      renders.set(pathname, (renders.get(pathname) ?? 0) + 1);
      return <h2>{`page ${pathname}`}</h2>;
    }
    // React may call a router hook's component again to see that its location is unchanged;
    // what it renders is rendered again only if it did change.
    function Page() {
      const { pathname } = useLocation();
      return <PageContent pathname={pathname} />;
    }
    const pageRoutes: KeptRoute[] = [
      { path: '/search', screen: 'search', keepAlive: true },
      { path: '/login', screen: 'login', keepAlive: true },
      { path: '/user/detail/:uid', screen: 'userDetail', keepAlive: false, element: <Page /> },
    ];
    const press = (name: string, pointerType = 'mouse') => {
      const down = new MouseEvent('pointerdown', { bubbles: true, button: 0 });
      Object.defineProperty(down, 'pointerType', { value: pointerType });
      act(() => {
        screen.getByRole('link', { name }).dispatchEvent(down);
      });
    };
    // The outlet loads the chunk of the screen shown: loaded before, it settles inside an act.
    beforeAll(() =>
      Promise.all(['search', 'userDetail', 'login'].map((id) => screenChunk(id as ScreenId))),
    );

    async function renderPages(probe: Partial<RouterProbe>) {
      renders.clear();
      await act(async () => {
        render(
          <MemoryRouter initialEntries={['/search']}>
            <Link to="/user/detail/7">user 7</Link>
            <Link to="/login">login</Link>
            <Routes>
              <Route element={<KeepAliveOutlet routes={pageRoutes} />}>
                <Route path="/search" element={<p>search</p>} />
                <Route path="/login" element={<p>login</p>} />
                <Route path="/user/detail/:uid" element={null} />
              </Route>
            </Routes>
            <Probe probe={probe} />
          </MemoryRouter>,
        );
      });
    }

    it('renders its screen ahead, hidden, and its click shows that render as it is', async () => {
      const probe: Partial<RouterProbe> = {};
      await renderPages(probe);
      press('user 7');
      const ahead = screen.getByText('page /user/detail/7');
      // In the page, but hidden: no heading to find yet.
      expect(screen.queryByRole('heading', { name: 'page /user/detail/7' })).toBeNull();
      expect(renders.get('/user/detail/7')).toBe(1);
      await act(async () => {
        fireEvent.click(screen.getByRole('link', { name: 'user 7' }));
      });
      expect(screen.getByRole('heading', { name: 'page /user/detail/7' })).toBe(ahead);
      expect(renders.get('/user/detail/7')).toBe(1);
      expect(probe.pathname).toBe('/user/detail/7');
    });

    it('renders nothing ahead for a touch, a kept screen or the page it is on', async () => {
      await renderPages({});
      press('user 7', 'touch');
      press('login');
      expect(screen.queryByText('page /user/detail/7')).toBeNull();
      expect(renders.size).toBe(0);
    });

    it('drops the screen rendered ahead when the page goes elsewhere, and back', async () => {
      const probe: Partial<RouterProbe> = {};
      await renderPages(probe);
      press('user 7');
      expect(screen.queryByText('page /user/detail/7')).not.toBeNull();
      await act(async () => {
        await probe.navigate?.('/login');
      });
      expect(screen.queryByText('page /user/detail/7')).toBeNull();
      // The entry the press was made on, visited again: the press is over.
      await act(async () => {
        await probe.navigate?.(-1);
      });
      expect(probe.pathname).toBe('/search');
      expect(screen.queryByText('page /user/detail/7')).toBeNull();
    });
  });
});
