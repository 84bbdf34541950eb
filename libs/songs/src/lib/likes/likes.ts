import { selectIsLoggedIn, songApi } from '@cadenza/api-client/react';
import type { PlayerTrack } from '@cadenza/player-core';
import { toastShown, type AppStore, type AppPlayer } from '@cadenza/app-core';

/** What liking needs: the player (which keeps the list) and the store (session, API, toasts). */
export interface LikesDeps {
  player: Pick<AppPlayer, 'send' | 'store'>;
  store: Pick<AppStore, 'dispatch' | 'getState'>;
}

/** Whether the account can hold the like: a catalogue song (a number id), not a video part. */
const likeableOnServer = (track: PlayerTrack): track is PlayerTrack & { id: number } =>
  typeof track.id === 'number' && track.source === 'netease';

/**
 * Likes or unlikes a song, everywhere at once: the player's list is the one source the hearts
 * read. Anonymous, that list is all (kept on this device). Logged in, the change shows at once
 * and goes to the account (`/like`); if the account refuses it, the heart goes back and a toast
 * says so.
 */
export async function toggleFavorite({ player, store }: LikesDeps, track: PlayerTrack) {
  const liked = player.store.getSnapshot().favorites.includes(track.id);
  player.send({ type: 'set-favorite', trackId: track.id, favorite: !liked });
  if (!selectIsLoggedIn(store.getState()) || !likeableOnServer(track)) return;
  const answer = await store.dispatch(
    songApi.endpoints.likeSong.initiate({ id: track.id, like: !liked }),
  );
  if ('error' in answer) {
    player.send({ type: 'set-favorite', trackId: track.id, favorite: liked });
    store.dispatch(toastShown({ tone: 'error', titleKey: 'favorites.syncFailed' }));
  }
}

/**
 * The favourites with the account's liked songs merged in (contract §3.3): the list as it is,
 * then the account's ids it lacks, oldest first (the server sends newest first), each once. The
 * device's own favourites stay (video parts are never on the account).
 */
export function mergeAccountLikes(
  favorites: readonly PlayerTrack['id'][],
  accountIds: readonly number[],
): PlayerTrack['id'][] {
  return [...new Set([...favorites, ...[...accountIds].reverse()])];
}
