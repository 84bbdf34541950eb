// Test-only: renders a screen (or any connected part) as the app does: inside the store, platform,
// player, strings, toasts and router of a test app over the fake gateway.
import { createI18n, type I18nInstance, type Language } from '@cadenza/i18n';
import { I18nProvider } from '@cadenza/i18n/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from '../lib/toasts/toaster';
import { AppPlayerProvider } from '../lib/player/app-player-context';
import { PlatformProvider } from '../lib/platform/platform-context';
import { LocationProbe, type RouterLocation } from './location-probe.spec-harness';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.spec-harness';

/** The app's providers around `children`, with a memory router at `at`. */
export function TestAppProviders({
  app,
  i18n,
  at,
  children,
}: {
  app: Pick<TestApp, 'store' | 'platform' | 'player'>;
  i18n: I18nInstance;
  at: string;
  children: ReactNode;
}) {
  return (
    <Provider store={app.store}>
      <PlatformProvider platform={app.platform}>
        <AppPlayerProvider player={app.player}>
          <I18nProvider i18n={i18n}>
            <Toaster>
              <MemoryRouter initialEntries={[at]}>{children}</MemoryRouter>
            </Toaster>
          </I18nProvider>
        </AppPlayerProvider>
      </PlatformProvider>
    </Provider>
  );
}

/** Options of {@link renderScreen}. */
export interface RenderScreenOptions extends Omit<TestAppOptions, 'storage'> {
  /** The route pattern the screen is mounted on, e.g. `/bilibili/:bvid` (`*`: every location). */
  route: string;
  /** The first location, e.g. `/bilibili/BV1xx`. */
  at: string;
  /** The language of the strings, and of the stored settings unless `stored` is given. */
  language?: Language;
  /**
   * Saved player state (storage key → value, stored as JSON), restored by the player before the
   * screen renders, as at the app's start.
   */
  saved?: Record<string, unknown>;
  /** More elements beside the routes (the play bar, a drawer). */
  beside?: ReactNode;
}

/**
 * Renders `screen` on `route` at `at` in the app's providers, over a fake gateway. Returns the
 * test app, the strings, the rendered view and where the router is. The caller disposes the
 * player when the spec started playback.
 */
export async function renderScreen(screen: ReactNode, options: RenderScreenOptions) {
  const { route, at, language = 'en-US', saved, beside, ...appOptions } = options;
  const storage = Object.fromEntries(
    Object.entries(saved ?? {}).map(([key, value]) => [key, JSON.stringify(value)]),
  );
  const app = createTestApp({ stored: { language }, ...appOptions, storage });
  if (saved) app.player.restore({ autoplay: false });
  const i18n = await createI18n({ language });
  const location: RouterLocation = { pathname: '', search: '', path: '' };
  const view = render(
    <TestAppProviders app={app} i18n={i18n} at={at}>
      <LocationProbe into={location} />
      <Routes>
        <Route path={route} element={screen} />
        {/* Links may lead off the screen's route: nothing renders there, the probe still sees it. */}
        {route === '*' ? null : <Route path="*" element={null} />}
      </Routes>
      {beside}
    </TestAppProviders>,
  );
  return { ...app, i18n, view, location };
}
