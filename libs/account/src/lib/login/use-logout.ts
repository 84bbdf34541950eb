import { useLogoutMutation } from '@cadenza/api-client/react';
import { useCallback } from 'react';
import { reloadPage } from './reload-page';

/**
 * Logging out as spec §4 says: the server's `/logout`, the session cleared (and with it the
 * stored user and token), then the page reloads, so nothing of the account stays in memory.
 * The server's answer does not matter (contract §3.1): the session ends either way.
 */
export function useLogout(reload: () => void = reloadPage): {
  logout(): Promise<void>;
  isLoggingOut: boolean;
} {
  const [logoutMutation, { isLoading }] = useLogoutMutation();
  const logout = useCallback(async () => {
    await logoutMutation();
    reload();
  }, [logoutMutation, reload]);
  return { logout, isLoggingOut: isLoading };
}
