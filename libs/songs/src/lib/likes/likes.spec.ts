import { setSession } from '@cadenza/api-client/react';
import { buildTrack } from '@cadenza/player-core/testing';
import { withStatus, createTestApp, settle } from '@cadenza/app-core/testing';
import { mergeAccountLikes, toggleFavorite } from './likes';
import { startLikesSync } from './likes-effects';

const profile = { userId: 77, nickname: 'Li', avatarUrl: '', backgroundUrl: '', vipType: 0 };

/** The store and the player over a gateway whose /like answers `likeStatus`. */
function setup({ likeStatus = 200, accountIds = [] as number[] } = {}) {
  const app = createTestApp({
    answer: (url) =>
      url.pathname === '/api/likelist'
        ? { code: 200, ids: accountIds }
        : url.pathname === '/api/like'
          ? withStatus(likeStatus, { code: likeStatus })
          : {},
  });
  const favorites = () => app.player.store.getSnapshot().favorites;
  const likeCalls = () => app.callsTo('/like');
  return { ...app, favorites, likeCalls };
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
    const { store, player, favorites } = setup({ likeStatus: 500 });
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
    const { store, player, favorites, calls, startListening } = setup({
      accountIds: [30, 20, 5],
    });
    await toggleFavorite({ player, store }, buildTrack({ id: 5 }));
    const stop = startLikesSync(startListening, { player, store });
    store.dispatch(setSession({ profile }));
    await settle();
    expect(calls.some((url) => url.pathname === '/api/likelist')).toBe(true);
    expect(favorites()).toEqual([5, 20, 30]);
    stop();
    player.dispose();
  });

  it('merges: the device’s list first, then the account’s missing ids oldest first, once each', () => {
    expect(mergeAccountLikes(['BV1--1--2', 9], [30, 9, 20])).toEqual(['BV1--1--2', 9, 20, 30]);
  });
});
