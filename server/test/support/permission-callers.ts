import { addAccount, createSuperAdmin } from './accounts';
import { request } from './http';
import type { TestServer } from './server';

/** Who calls, from nobody to the super-admin: the columns of the permission matrix, in this order. */
export const MATRIX_CALLERS = [
  'anonymous',
  'platformUser',
  'networkUser',
  'networkAdmin',
  'auditor',
  'admin',
  'superAdmin',
] as const;
export type MatrixCaller = (typeof MATRIX_CALLERS)[number];

/** The network the matrix's network users and admins belong to. */
export const MATRIX_NETWORK = 'alpha';

/** Creates one account per caller (a platform user with no role, the user and the admin of `alpha`...) and signs each in. */
export async function signInMatrixCallers(server: TestServer): Promise<Record<MatrixCaller, string | undefined>> {
  const superAdmin = await createSuperAdmin(server);
  await request(server, 'POST', '/api/networks', {
    token: superAdmin,
    json: { netid: MATRIX_NETWORK, addressrange: '10.99.0.0/24' },
  });
  return {
    anonymous: undefined,
    platformUser: await addAccount(server, 'patty', 'platform-user'),
    networkUser: await addAccount(server, 'norah', 'platform-user', [`${MATRIX_NETWORK}-network-user-grp`]),
    networkAdmin: await addAccount(server, 'nadia', 'platform-user', [`${MATRIX_NETWORK}-network-admin-grp`]),
    auditor: await addAccount(server, 'audrey', 'auditor'),
    admin: await addAccount(server, 'adama', 'admin'),
    superAdmin,
  };
}

/** The status one caller gets for a request with an empty JSON body (for POST and PUT), redirects not followed. */
export async function matrixStatus(server: TestServer, route: string, path: string, token?: string): Promise<number> {
  const method = route.split(' ')[0];
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const withBody = method === 'POST' || method === 'PUT';
  if (withBody) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: withBody ? '{}' : undefined,
    redirect: 'manual',
  });
  // Only the status counts: the body is dropped unread, as a stream (GET /api/v2/events) never ends.
  await response.body?.cancel();
  return response.status;
}
