// Test-only: renders a screen as the app does (store, platform, player, strings, toasts, router) over a
// gateway answered by a function, with the list viewports sized (jsdom lays nothing out).
import { createI18n, type Language } from '@cadenza/i18n';
import { I18nProvider } from '@cadenza/i18n/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from '../notices/toaster';
import { AppPlayerProvider } from '../player/app-player-context';
import { createTestAppPlayer, type TestAppPlayerOptions } from '../player/app-player.spec-harness';
import { PlatformProvider } from '../platform/platform-context';

/** A JSON answer with HTTP 200 (what `createTestAppPlayer`'s `answer` returns by default). */
export type GatewayAnswer = (url: URL) => unknown;

/** Where the router is, for assertions on navigation. */
export const location: { pathname: string; search: string } = { pathname: '', search: '' };

function LocationProbe() {
  const current = useLocation();
  location.pathname = current.pathname;
  location.search = current.search;
  return null;
}

/** Options of {@link renderScreen}. */
export interface RenderScreenOptions extends TestAppPlayerOptions {
  /** The route pattern the screen is mounted on, e.g. `/bilibili/:bvid`. */
  path: string;
  /** The first location. */
  at: string;
  language?: Language;
  /** More elements beside the routes (the play bar, a drawer). */
  beside?: ReactNode;
}

/**
 * Renders `screen` on `path` at `at`, inside the providers of the app, with a real store and
 * player on a mocked gateway. The caller puts `global.fetch` back after each spec and disposes
 * the player.
 */
export async function renderScreen(screen: ReactNode, options: RenderScreenOptions) {
  const { path, at, language = 'en-US', beside, ...playerOptions } = options;
  const app = createTestAppPlayer(playerOptions);
  const i18n = await createI18n({ language });
  const view = render(
    <Provider store={app.store}>
      <PlatformProvider platform={app.platform}>
        <AppPlayerProvider player={app.player}>
          <I18nProvider i18n={i18n}>
            <Toaster>
              <MemoryRouter initialEntries={[at]}>
                <LocationProbe />
                <Routes>
                  <Route path={path} element={screen} />
                  {path === '*' ? null : <Route path="*" element={null} />}
                </Routes>
                {beside}
              </MemoryRouter>
            </Toaster>
          </I18nProvider>
        </AppPlayerProvider>
      </PlatformProvider>
    </Provider>,
  );
  return { ...app, view };
}

/**
 * Gives every element a viewport (jsdom measures 0 × 0), so virtual lists render their rows;
 * returns the restore.
 */
export function sizeViewports(width = 800, height = 2000): () => void {
  const saved = {
    clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
    clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
  };
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    value: height,
  });
  return () => {
    for (const [key, descriptor] of Object.entries(saved)) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
    }
  };
}
