// Test-only: a catalogue screen on the app's real store and player, against a fake gateway that
// answers each upstream route with the wire shapes of the contract (or fails it on demand).
import type { AccountProfile } from '@cadenza/api-client';
import { setSession } from '@cadenza/api-client/react';
import { SHAPE_A_TRIMMED, SHAPE_B_SAMPLE } from '@cadenza/contract/testing';
import { createI18n } from '@cadenza/i18n';
import { I18nProvider } from '@cadenza/i18n/react';
import { createMemoryStorage } from '@cadenza/ports';
import { createFakeSoundFactory } from '@cadenza/player-core/testing';
import { createMemorySettingsAdapter, validateStoredSettings } from '@cadenza/settings';
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppPlayerProvider } from '../player/app-player-context';
import { createAppPlayer } from '../player/create-app-player';
import type { PlatformBridge } from '../platform/platform-bridge';
import { PlatformProvider } from '../platform/platform-context';
import { createAppServices } from '../store/create-app-store';

/** A song of the fake catalogue, in Shape A (lists, daily picks) and Shape B (new songs). */
export interface FakeSong {
  id: number;
  name: string;
}

/** `count` songs named `${prefix} 1…count`, ids from `firstId`. */
export function fakeSongs(prefix: string, count: number, firstId: number): FakeSong[] {
  return Array.from({ length: count }, (_, index) => ({
    id: firstId + index,
    name: `${prefix} ${index + 1}`,
  }));
}

/** A Shape A track (`/playlist/detail` tracks, `/recommend/songs`). */
export function shapeA({ id, name }: FakeSong) {
  return { ...SHAPE_A_TRIMMED, id, name, ar: [{ id: 7, name: 'Ann' }] };
}

/** A Shape B song (`/personalized/newsong` items' `song`, `/top/song`). */
export function shapeB({ id, name }: FakeSong) {
  return { ...SHAPE_B_SAMPLE, id, name };
}

/** A playlist card of `/top/playlist`, `/toplist`. */
export function playlistCard(id: number, name: string, extra: Record<string, unknown> = {}) {
  return { id, name, coverImgUrl: `http://img.test/${id}.jpg`, playCount: 123_456, ...extra };
}

/** A route's answer that fails the request (HTTP 500), e.g. for one id only. */
export const FAILED = Symbol('failed');

/** What the fake gateway answers for a request: the JSON body, or {@link FAILED}. */
export type FakeAnswer = unknown;

/** The fake gateway: one answer per upstream path; paths in `failing` answer HTTP 500. */
export interface FakeGateway {
  routes: Record<string, (url: URL) => FakeAnswer>;
  failing: Set<string>;
  /** Every request, in order (retries included). */
  requests: URL[];
  /** Holds every answer until the returned function is called (to see the loading states). */
  hold(): () => void;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Replaces `fetch` with the fake gateway for the test. */
export function installFakeGateway(routes: FakeGateway['routes']): FakeGateway {
  let held: Promise<void> = Promise.resolve();
  const gateway: FakeGateway = {
    routes,
    failing: new Set(),
    requests: [],
    hold: () => {
      let release: () => void = () => undefined;
      held = new Promise((resolve) => {
        release = resolve;
      });
      return release;
    },
  };
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    gateway.requests.push(url);
    await held;
    const path = url.pathname.replace(/^\/api/, '');
    if (gateway.failing.has(path)) return json({ code: 500, msg: 'simulated failure' }, 500);
    const answer = gateway.routes[path];
    if (!answer) return json({ code: 404, msg: `no fake for ${path}` }, 404);
    const body = answer(url);
    return body === FAILED ? json({ code: 500, msg: 'simulated failure' }, 500) : json(body);
  }) as unknown as typeof fetch;
  return gateway;
}

/** The requests of the fake gateway to `path`. */
export function requestsTo(gateway: FakeGateway, path: string): URL[] {
  return gateway.requests.filter((url) => url.pathname === `/api${path}`);
}

/**
 * jsdom lays nothing out: give virtual lists a viewport, so song rows render as in a browser.
 * Returns the restore function.
 */
export function layOutVirtualLists(): () => void {
  const sized = (element: Element, value: number) =>
    element.classList.contains('cz-virtual-list') ? value : 0;
  const height = jest.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: Element,
  ) {
    return sized(this, 2000);
  });
  const width = jest.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (
    this: Element,
  ) {
    return sized(this, 800);
  });
  return () => {
    height.mockRestore();
    width.mockRestore();
  };
}

/** Shows the router's current location, for assertions on where a link led. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Options of {@link renderScreen}. */
export interface RenderScreenOptions {
  path: string;
  /** The route pattern the screen renders on (the screen reads its URL). */
  route: string;
  language?: 'zh-CN' | 'en-US';
  /** Logs a listener in (the session's profile), as a login would. */
  loggedIn?: boolean;
}

/** Renders a screen as the app does: store, player, platform, strings and router. */
export async function renderScreen(
  screen: ReactNode,
  { path, route, language = 'en-US', loggedIn = false }: RenderScreenOptions,
) {
  const storage = createMemoryStorage();
  const platform: PlatformBridge = {
    kind: 'web',
    apiBaseUrl: 'http://gateway.test/api',
    settingsStorage: createMemorySettingsAdapter({ language }),
    storage,
    notifyLanguageChanged: jest.fn(),
  };
  const initialSettings = validateStoredSettings({ language });
  const i18n = await createI18n({ language });
  const effects = createListenerMiddleware();
  const { store, requester } = createAppServices({ platform, initialSettings, effects });
  const player = createAppPlayer({
    platform,
    requester,
    settings: () => store.getState().settings.values,
    soundFactory: createFakeSoundFactory(),
  });
  if (loggedIn) {
    const profile: AccountProfile = {
      userId: 1001,
      nickname: 'Listener',
      avatarUrl: 'http://img.test/avatar.jpg',
      backgroundUrl: '',
      vipType: 0,
    };
    store.dispatch(setSession({ profile }));
  }
  await act(async () => {
    render(
      <Provider store={store}>
        <PlatformProvider platform={platform}>
          <I18nProvider i18n={i18n}>
            <AppPlayerProvider player={player}>
              <MemoryRouter initialEntries={[path]}>
                <Routes>
                  <Route path={route} element={screen} />
                  <Route path="*" element={null} />
                </Routes>
                <LocationProbe />
              </MemoryRouter>
            </AppPlayerProvider>
          </I18nProvider>
        </PlatformProvider>
      </Provider>,
    );
  });
  return { store, player, i18n };
}
