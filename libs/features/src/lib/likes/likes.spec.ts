import { setSession } from '@cadenza/api-client/react';
import { createMemoryStorage } from '@cadenza/ports';
import { buildTrack, createFakeSoundFactory } from '@cadenza/player-core/testing';
import {
  createMemorySettingsAdapter,
  selectSettings,
  validateStoredSettings,
} from '@cadenza/settings';
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { createAppPlayer } from '../player/create-app-player';
import type { PlatformBridge } from '../platform/platform-bridge';
import { appStartListening } from '../store/app-listening';
import { createAppServices } from '../store/create-app-store';
import { mergeAccountLikes, startLikesSync, toggleFavorite } from './likes';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

const profile = { userId: 77, nickname: 'Li', avatarUrl: '', backgroundUrl: '', vipType: 0 };

/** The store and the player over a gateway whose /like answers `likeCode`. */
function setup({ likeCode = 200, accountIds = [] as number[] } = {}) {
  const asked: URL[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    asked.push(url);
    const body =
      url.pathname === '/api/likelist'
        ? { code: 200, ids: accountIds }
        : url.pathname === '/api/like'
          ? { code: likeCode }
          : {};
    return new Response(JSON.stringify(body), {
      status: likeCode === 200 || url.pathname !== '/api/like' ? 200 : likeCode,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  const platform: PlatformBridge = {
    storage: createMemoryStorage(),
    kind: 'web',
    apiBaseUrl: 'http://gateway.test/api',
    settingsStorage: createMemorySettingsAdapter(null),
    notifyLanguageChanged: () => undefined,
  };
  const effects = createListenerMiddleware();
  const { store, requester } = createAppServices({
    platform,
    initialSettings: validateStoredSettings(null),
    effects,
  });
  const player = createAppPlayer({
    platform,
    requester,
    settings: () => selectSettings(store.getState()),
    soundFactory: createFakeSoundFactory(),
  });
  const favorites = () => player.store.getSnapshot().favorites;
  const likeCalls = () => asked.filter((url) => url.pathname === '/api/like');
  return { store, player, favorites, likeCalls, asked, startListening: appStartListening(effects) };
}

async function settle() {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('likes', () => {
  it('anonymous: the heart is the device’s list, and nothing goes to a server', async () => {
    const { store, player, favorites, likeCalls } = setup();
    await toggleFavorite({ player, store }, buildTrack({ id: 5 }));
    expect(favorites()).toEqual([5]);
    await toggleFavorite({ player, store }, buildTrack({ id: 5 }));
    expect(favorites()).toEqual([]);
    expect(likeCalls()).toEqual([]);
    player.dispose();
  });

  it('logged in: the heart changes at once and the like goes to the account', async () => {
    const { store, player, favorites, likeCalls } = setup();
    store.dispatch(setSession({ profile }));
    const liking = toggleFavorite({ player, store }, buildTrack({ id: 5 }));
    expect(favorites()).toEqual([5]);
    await liking;
    expect(
      likeCalls().map((url) => [url.searchParams.get('id'), url.searchParams.get('like')]),
    ).toEqual([['5', 'true']]);
    expect(favorites()).toEqual([5]);
    player.dispose();
  });

  it('logged in: a like the account refuses is undone, and a toast says so', async () => {
    const { store, player, favorites } = setup({ likeCode: 500 });
    store.dispatch(setSession({ profile }));
    await toggleFavorite({ player, store }, buildTrack({ id: 5 }));
    expect(favorites()).toEqual([]);
    expect(store.getState().toasts.map((toast) => toast.titleKey)).toEqual([
      'favorites.syncFailed',
    ]);
    player.dispose();
  });

  it('keeps a video part’s like on the device even when logged in', async () => {
    const { store, player, favorites, likeCalls } = setup();
    store.dispatch(setSession({ profile }));
    await toggleFavorite({ player, store }, buildTrack({ id: 'BV1--1--2', source: 'bilibili' }));
    expect(favorites()).toEqual(['BV1--1--2']);
    expect(likeCalls()).toEqual([]);
    player.dispose();
  });

  it('merges the account’s liked songs in when a user logs in', async () => {
    const { store, player, favorites, asked, startListening } = setup({
      accountIds: [30, 20, 5],
    });
    await toggleFavorite({ player, store }, buildTrack({ id: 5 }));
    const stop = startLikesSync(startListening, { player, store });
    store.dispatch(setSession({ profile }));
    await settle();
    expect(asked.some((url) => url.pathname === '/api/likelist')).toBe(true);
    expect(favorites()).toEqual([5, 20, 30]);
    stop();
    player.dispose();
  });

  it('merges: the device’s list first, then the account’s missing ids oldest first, once each', () => {
    expect(mergeAccountLikes(['BV1--1--2', 9], [30, 9, 20])).toEqual(['BV1--1--2', 9, 20, 30]);
  });
});
