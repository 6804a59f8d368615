import type { Credentials, MfaChallenge, MfaLogin } from '@netloom/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authenticate, exchangeSignInCode } from '../../api/auth';
import { finishMfaSignIn } from '../../api/mfa';
import { fetchUser } from '../../api/users';
import { completeSession, endSession, startSession } from '../../session/session';

/**
 * The session set-up once a token is known: then the user record with its platform role; an account
 * whose role denies dashboard access is refused.
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

/** Signs in with a username and password; resolves to the challenge of the MFA step when one is needed. */
export function useSignIn() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (credentials: Credentials): Promise<MfaChallenge | null> => {
      const token = await authenticate(credentials);
      if ('MfaChallenge' in token) return token;
      await completeSignIn(token.UserName || credentials.username, token.AuthToken, t('auth.dashboardDenied'));
      return null;
    },
  });
}

/**
 * The MFA step of signing in: a code for the challenge gives the session, which starts at once unless
 * MFA was just set up (the answer holds recovery codes to show first; `finish` starts it then).
 */
export function useMfaSignIn() {
  const { t } = useTranslation();
  const finish = (login: MfaLogin) => completeSignIn(login.UserName, login.AuthToken, t('auth.dashboardDenied'));
  const mutation = useMutation({
    mutationFn: async ({ challenge, code }: { challenge: string; code: string }): Promise<MfaLogin | null> => {
      const login = await finishMfaSignIn(challenge, code);
      if (login.recovery_codes) return login;
      await finish(login);
      return null;
    },
  });
  return { ...mutation, finish };
}

/** Finishes a single sign-on with the one-time code the server left on the login page (`?sso_code=`). */
export function useSsoSignIn() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (code: string) => {
      const token = await exchangeSignInCode(code);
      await completeSignIn(token.UserName, token.AuthToken, t('auth.dashboardDenied'));
    },
  });
}
