import { loginApi, selectIsLoggedIn } from '@cadenza/api-client/react';
import { type AppStore, sessionExpiredToast } from '@cadenza/app-core';

/**
 * Asks the server who is logged in (`/user/account`, spec §7), once after the first paint: its
 * answer sets the session or clears it (see the endpoint). When the visit started with a stored
 * user the server no longer knows, the listener is told once that the session has ended; a
 * failed call leaves the stored session as it is (the next call that needs a login will say).
 */
export async function confirmSession(store: Pick<AppStore, 'dispatch' | 'getState'>) {
  const hadUser = selectIsLoggedIn(store.getState());
  const answer = await store.dispatch(
    loginApi.endpoints.getUserAccount.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
  if (hadUser && answer.isSuccess && answer.data === null) store.dispatch(sessionExpiredToast());
}
