import type { Credentials } from '@netloom/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authenticate } from '../../api/auth';
import { fetchUser } from '../../api/users';
import { completeSession, endSession, startSession } from '../../app/session';

/**
 * Signs in: the token first, then the user record with its platform role; an account whose role
 * denies dashboard access is refused (spec section 4).
 */
export function useSignIn() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (credentials: Credentials) => {
      const token = await authenticate(credentials);
      startSession(token.UserName || credentials.username, token.AuthToken);
      try {
        const user = await fetchUser(token.UserName || credentials.username);
        if (user.platform_role.deny_dashboard_access) throw new Error(t('auth.dashboardDenied'));
        completeSession(user);
      } catch (error) {
        endSession();
        throw error;
      }
    },
  });
}
