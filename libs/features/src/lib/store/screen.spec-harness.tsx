import { createI18n } from '@cadenza/i18n';
import { I18nProvider } from '@cadenza/i18n/react';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from '../notices/toaster';
import { AppPlayerProvider } from '../player/app-player-context';
import { createTestAppPlayer, type TestAppPlayerOptions } from '../player/app-player.spec-harness';
import { PlatformProvider } from '../platform/platform-context';

/** Options of {@link renderScreen}. */
export interface RenderScreenOptions extends TestAppPlayerOptions {
  /** The address the screen opens at. */
  path?: string;
  /** The route pattern the screen is mounted on (for its params); `*` unless told. */
  pattern?: string;
  language?: 'zh-CN' | 'en-US';
}

function LocationProbe({ onChange }: { onChange(path: string): void }) {
  const location = useLocation();
  onChange(`${location.pathname}${location.search}`);
  return null;
}

/**
 * A connected screen as the app renders it: the real store, player (on fake sounds), platform,
 * strings, toasts and a router, over a gateway answered by `answer`. The caller puts
 * `global.fetch` back after each spec. `location()` is where the router is now.
 */
export async function renderScreen(screen: ReactElement, options: RenderScreenOptions = {}) {
  const { path = '/', pattern = '*', language = 'en-US', ...appOptions } = options;
  const app = createTestAppPlayer(appOptions);
  const i18n = await createI18n({ language });
  let current = path;
  await act(async () => {
    render(
      <Provider store={app.store}>
        <PlatformProvider platform={app.platform}>
          <I18nProvider i18n={i18n}>
            <AppPlayerProvider player={app.player}>
              <Toaster>
                <MemoryRouter initialEntries={[path]}>
                  <LocationProbe onChange={(next) => (current = next)} />
                  <Routes>
                    <Route path={pattern} element={screen} />
                  </Routes>
                </MemoryRouter>
              </Toaster>
            </AppPlayerProvider>
          </I18nProvider>
        </PlatformProvider>
      </Provider>,
    );
  });
  return { ...app, i18n, location: () => current };
}
