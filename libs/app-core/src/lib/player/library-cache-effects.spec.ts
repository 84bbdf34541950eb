import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { appStartListening } from '../store/app-listening';
import { cacheCleared } from '../store/cache-cleared';
import { startLibraryCacheEffects } from './library-cache-effects';

function setUp() {
  const effects = createListenerMiddleware();
  const store = configureStore({
    reducer: (state: object = {}) => state,
    middleware: (defaults) => defaults().prepend(effects.middleware),
  });
  const send = jest.fn();
  const stop = startLibraryCacheEffects(appStartListening(effects), { send });
  return { store, send, stop };
}

describe('startLibraryCacheEffects', () => {
  it('empties the player’s history and favourites when their caches are cleared', () => {
    const { store, send } = setUp();
    store.dispatch(cacheCleared('history'));
    store.dispatch(cacheCleared('favorite'));
    expect(send.mock.calls).toEqual([
      [{ type: 'clear-library', what: 'history' }],
      [{ type: 'clear-library', what: 'favorites' }],
    ]);
  });

  it('leaves the player alone for the other caches, and after it stops', () => {
    const { store, send, stop } = setUp();
    store.dispatch(cacheCleared('lyrics'));
    stop();
    store.dispatch(cacheCleared('history'));
    expect(send).not.toHaveBeenCalled();
  });
});
