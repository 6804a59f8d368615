import { authTokenSchema, userSchema, type AuthToken, type Credentials, type User } from '@netloom/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { requestEnvelope, requestRaw } from './client';
import { QUERY_ROOTS } from './queryRoots';

export const authKeys = {
  hasSuperAdmin: [QUERY_ROOTS.auth, 'has-super-admin'] as const,
};

/** Whether the first account exists yet; without one the console offers sign-up. */
export function useHasSuperAdminQuery() {
  return useQuery({
    queryKey: authKeys.hasSuperAdmin,
    queryFn: () => requestRaw(z.boolean(), '/users/adm/hassuperadmin'),
    staleTime: 0,
  });
}

export function authenticate(credentials: Credentials): Promise<AuthToken> {
  return requestEnvelope(authTokenSchema, '/users/adm/authenticate', {
    method: 'POST',
    body: credentials,
    headers: { 'From-Ui': 'true' },
    isLogin: true,
  });
}

export function createSuperAdmin(credentials: Credentials): Promise<User> {
  return requestRaw(userSchema, '/users/adm/createsuperadmin', { method: 'POST', body: credentials });
}
