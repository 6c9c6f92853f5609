import type { QueryClient } from '@tanstack/react-query';
import { logoutRequest } from './requests';
import { getAccessToken, removeAccessToken } from './token-cookie';

/**
 * Ends the session: revokes it on the server (best effort), drops the cookie and every cached
 * query, then replaces the page with the login screen so "back" cannot show the area again.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  if (getAccessToken()) {
    try {
      await logoutRequest();
    } catch {
      // the token is dropped anyway; a failed revoke must not keep the user signed in here
    }
  }
  removeAccessToken();
  queryClient.clear();
  window.location.replace('/auth/login');
}
