import type { ListenerMiddlewareInstance, TypedStartListening } from '@reduxjs/toolkit';
import type { AppState, AppStore } from './create-app-store';

/** The store's dispatch, thunks and RTK Query's included. */
export type AppDispatch = AppStore['dispatch'];

/** `startListening` of the app's effects, typed for the app's state and dispatch. */
export type AppStartListening = TypedStartListening<AppState, AppDispatch>;

/** The typed `startListening` of the effects middleware given to `createAppStore`. */
export function appStartListening(effects: ListenerMiddlewareInstance): AppStartListening {
  return effects.startListening.withTypes<AppState, AppDispatch>();
}
