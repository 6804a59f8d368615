import type { Credentials } from '@netloom/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authenticate } from '../../api/auth';
import { fetchUser } from '../../api/users';
import { completeSession, endSession, startSession } from '../../session/session';

/**
 * The session set-up once a token is known: then the user record with its platform role; an account
 * whose role denies dashboard access is refused (spec section 4).
 */
async function completeSignIn(username: string, jwt: string, dashboardDenied: string): Promise<void> {
  startSession(username, jwt);
  try {
    const user = await fetchUser(username);
    if (user.platform_role.deny_dashboard_access) throw new Error(dashboardDenied);
    completeSession(user);
  } catch (error) {
    endSession();
    throw error;
  }
}

/** Signs in with a username and password. */
export function useSignIn() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (credentials: Credentials) => {
      const token = await authenticate(credentials);
      await completeSignIn(token.UserName || credentials.username, token.AuthToken, t('auth.dashboardDenied'));
    },
  });
}

/** What single sign-on brings back to the login page (`?login=<jwt>&user=<name>`). */
export interface SsoReturn {
  username: string;
  jwt: string;
}

/** Finishes a single sign-on with the token the server issued after the identity provider. */
export function useSsoSignIn() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ username, jwt }: SsoReturn) => completeSignIn(username, jwt, t('auth.dashboardDenied')),
  });
}
