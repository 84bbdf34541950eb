import { selectSessionUserId, songApi } from '@cadenza/api-client/react';
import type { AppStartListening } from '@cadenza/app-core';
import { mergeAccountLikes, type LikesDeps } from './likes';

/**
 * Once a user is logged in (at start or later), the account's liked songs join the player's
 * favourites, so every heart shows them. Returns the stop function.
 */
export function startLikesSync(
  startListening: AppStartListening,
  { player, store }: LikesDeps,
): () => void {
  const load = async (userId: number) => {
    const answer = await store.dispatch(songApi.endpoints.getLikeList.initiate(userId));
    if (!('data' in answer) || !answer.data) return;
    const favorites = player.store.getSnapshot().favorites;
    player.send({ type: 'replace-favorites', trackIds: mergeAccountLikes(favorites, answer.data) });
  };
  const initial = selectSessionUserId(store.getState());
  if (initial !== null) void load(initial);
  return startListening({
    predicate: (_action, current, previous) => {
      const userId = selectSessionUserId(current);
      return userId !== null && userId !== selectSessionUserId(previous);
    },
    effect: async (_action, api) => {
      const userId = selectSessionUserId(api.getState());
      if (userId !== null) await load(userId);
    },
  });
}
