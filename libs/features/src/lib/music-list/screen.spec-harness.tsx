import type { AccountProfile } from '@cadenza/api-client';
import { setSession } from '@cadenza/api-client/react';
import { createI18n, type Language } from '@cadenza/i18n';
import { I18nProvider } from '@cadenza/i18n/react';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppPlayerProvider } from '../player/app-player-context';
import { createTestAppPlayer, settle } from '../player/app-player.spec-harness';
import { PlatformProvider } from '../platform/platform-context';

/** A Shape A song of the specs' catalogue: id n is "Song n" by "Artist n % 7" on "Album n". */
export function songDto(id: number) {
  return {
    id,
    name: `Song ${id}`,
    ar: [{ id: 100 + (id % 7), name: `Artist ${id % 7}` }],
    al: { id: 1000 + id, name: `Album ${id}`, picUrl: `http://p1.music.126.net/${id}.jpg` },
    dt: 180_000,
    mv: 0,
  };
}

/** `/playlist/detail` of a playlist with ids 1…total, carrying the first `carried` songs. */
export function playlistDetailDto(total: number, carried: number, extra: object = {}) {
  const ids = Array.from({ length: total }, (_, i) => i + 1);
  return {
    code: 200,
    playlist: {
      id: 77,
      name: 'Night Drive',
      coverImgUrl: 'http://p1.music.126.net/cover.jpg',
      description: 'Songs for the road.',
      subscribed: false,
      creator: { userId: 5, nickname: 'Ann', avatarUrl: 'http://p1.music.126.net/ann.jpg' },
      tracks: ids.slice(0, carried).map(songDto),
      trackIds: ids.map((id) => ({ id })),
      playCount: 123_456,
      subscribedCount: 42,
      tags: ['华语', '流行'],
      ...extra,
    },
  };
}

/** `/song/detail` for the ids asked (all known). */
export function songDetailAnswer(url: URL) {
  const ids = (url.searchParams.get('ids') ?? '').split(',').filter(Boolean).map(Number);
  return { code: 200, songs: ids.map(songDto) };
}

/** Stands in for layout in jsdom: every element measures `width` × `height` CSS px. */
export function withLayout(width = 800, height = 690): () => void {
  const originals = {
    clientWidth: Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth'),
    clientHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight'),
  };
  Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => width });
  Object.defineProperty(Element.prototype, 'clientHeight', {
    configurable: true,
    get: () => height,
  });
  return () => {
    for (const [key, descriptor] of Object.entries(originals)) {
      if (descriptor) Object.defineProperty(Element.prototype, key, descriptor);
    }
  };
}

/** Options of {@link renderScreen}. */
export interface RenderScreenOptions {
  path: string;
  /** The route pattern the screen answers. */
  route: string;
  screen: ReactNode;
  answer?: (url: URL) => unknown;
  language?: Language;
  /** Saved player state (storage key → value) restored before the screen renders. */
  saved?: Record<string, unknown>;
  /** The listener logged in as this account. */
  account?: AccountProfile;
}

/** An account for {@link RenderScreenOptions.account}. */
export const ACCOUNT: AccountProfile = {
  userId: 9,
  nickname: 'Demo',
  avatarUrl: 'http://p1.music.126.net/demo.jpg',
  backgroundUrl: '',
  vipType: 0,
};

/** Renders a screen at `path` in the app's providers over a gateway answered by `answer`. */
export async function renderScreen({
  path,
  route,
  screen,
  answer,
  language = 'en-US',
  saved = {},
  account,
}: RenderScreenOptions) {
  const harness = createTestAppPlayer({ answer });
  if (account) harness.store.dispatch(setSession({ profile: account }));
  for (const [key, value] of Object.entries(saved)) {
    harness.platform.storage.setItem(key, JSON.stringify(value));
  }
  harness.player.restore({ autoplay: false });
  const i18n = await createI18n({ language });
  const view = render(
    <Provider store={harness.store}>
      <PlatformProvider platform={harness.platform}>
        <I18nProvider i18n={i18n}>
          <AppPlayerProvider player={harness.player}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path={route} element={screen} />
              </Routes>
            </MemoryRouter>
          </AppPlayerProvider>
        </I18nProvider>
      </PlatformProvider>
    </Provider>,
  );
  await act(settle);
  return { ...harness, view };
}

/** The asked URLs of one gateway path, e.g. `/song/detail`. */
export function askedFor(asked: readonly URL[], path: string): URL[] {
  return asked.filter((url) => url.pathname.endsWith(path));
}
