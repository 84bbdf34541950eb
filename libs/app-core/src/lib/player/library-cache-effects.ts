import type { AppStartListening } from '../store/app-listening';
import { cacheCleared } from '../store/cache-cleared';
import type { AppPlayer } from './create-app-player';

/**
 * Clearing the history or favourites cache (settings' system tab) empties the running player's
 * copy too: its storage key is gone, and without this the player would show the old list and
 * write it back with its next change. Returns the stop function.
 */
export function startLibraryCacheEffects(
  startListening: AppStartListening,
  player: Pick<AppPlayer, 'send'>,
): () => void {
  return startListening({
    actionCreator: cacheCleared,
    effect: ({ payload }) => {
      if (payload === 'history') player.send({ type: 'clear-library', what: 'history' });
      if (payload === 'favorite') player.send({ type: 'clear-library', what: 'favorites' });
    },
  });
}
