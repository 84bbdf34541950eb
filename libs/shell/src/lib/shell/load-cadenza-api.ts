import type { CadenzaApi } from '@cadenza/app-core';

/** Loads the app's RTK Query API (its chunk), for the store to install after the first paint. */
export function loadCadenzaApi(): Promise<CadenzaApi> {
  return import('./cadenza-api-module').then((module) => module.cadenzaApi);
}
