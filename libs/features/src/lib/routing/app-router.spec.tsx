import { createMemoryStorage } from '@cadenza/ports';
import { createI18n, type I18nInstance } from '@cadenza/i18n';
import { I18nProvider } from '@cadenza/i18n/react';
import { createMemorySettingsAdapter } from '@cadenza/settings';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import type { PlatformBridge } from '../platform/platform-bridge';
import { createMemoryAppRouter } from './app-router';
import { KeepAliveOutlet, type RouteHandle } from './keep-alive-outlet';

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
  return { platform, setMiniMode: (on: boolean) => act(() => emit(on)) };
}

/** The app's routes in a memory router, with a minimal layout that links to two screens. */
function renderApp(platform: PlatformBridge, path: string) {
  const layout = (
    <div>
      <Link to="/search">to search</Link>
      <Link to="/artist/detail/7">to artist</Link>
      <KeepAliveOutlet />
    </div>
  );
  const router = createMemoryAppRouter({ platform, layout }, path);
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return router;
}

describe('the app router', () => {
  it('shows each route’s screen, lazily, named even before it is built', async () => {
    const { platform } = platformWithMiniMode();
    const router = renderApp(platform, '/');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    fireEvent.click(screen.getByText('to artist'));
    expect(await screen.findByRole('heading', { name: 'Artist' })).toBeTruthy();
    expect(screen.getByText('The Artist screen is coming next.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/artist/detail/7');
  });

  it('sends an unknown path to /', async () => {
    const { platform } = platformWithMiniMode();
    const router = renderApp(platform, '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('redirects /mini to / while mini mode is off', async () => {
    const { platform } = platformWithMiniMode();
    const router = renderApp(platform, '/mini');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('enters mini mode from the platform, cancels other navigations, and restores the route', async () => {
    const { platform, setMiniMode } = platformWithMiniMode();
    const router = renderApp(platform, '/artist/detail/7');
    await screen.findByRole('heading', { name: 'Artist' });
    setMiniMode(true);
    expect(await screen.findByRole('heading', { name: 'Mini player' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/mini');
    await act(() => router.navigate('/search'));
    expect(router.state.location.pathname).toBe('/mini');
    setMiniMode(false);
    expect(await screen.findByRole('heading', { name: 'Artist' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/artist/detail/7');
  });
});

describe('KeepAliveOutlet', () => {
  function Counter({ label }: { label: string }) {
    const [count, setCount] = useState(0);
    return <button onClick={() => setCount(count + 1)}>{`${label} ${count}`}</button>;
  }
  const handle = (screen: RouteHandle['screen'], keepAlive: boolean): RouteHandle => ({
    screen,
    keepAlive,
  });

  it('keeps a kept-alive screen’s state across a visit elsewhere, and not the others’', async () => {
    const router = createMemoryRouter(
      [
        {
          element: <KeepAliveOutlet />,
          children: [
            {
              path: '/search',
              element: <Counter label="search" />,
              handle: handle('search', true),
            },
            { path: '/login', element: <Counter label="login" />, handle: handle('login', true) },
            {
              path: '/user/follows',
              element: <Counter label="follows" />,
              handle: handle('userFollows', false),
            },
          ],
        },
      ],
      { initialEntries: ['/search'] },
    );
    render(<RouterProvider router={router} />);
    const click = (name: RegExp) =>
      fireEvent.click(screen.getAllByRole('button', { name })[0] as HTMLElement);
    click(/^search/);
    click(/^search/);
    await act(() => router.navigate('/user/follows'));
    click(/^follows/);
    await act(() => router.navigate('/search'));
    expect(screen.getAllByRole('button', { name: 'search 2' })).toHaveLength(1);
    await act(() => router.navigate('/user/follows'));
    expect(screen.getAllByRole('button', { name: 'follows 0' }).length).toBeGreaterThan(0);
  });
});
