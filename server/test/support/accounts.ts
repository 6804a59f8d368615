import { expect } from 'vitest';
import { addUser } from '../../src/features/users/service';
import { request, type ReachableServer } from './http';
import type { TestServer } from './server';

export const SUPER_ADMIN = { username: 'superadmin', password: 'super-secret' };
export const ACCOUNT_PASSWORD = 'account-secret';

export async function logIn(server: ReachableServer, username: string, password: string): Promise<string> {
  const reply = await request(server, 'POST', '/api/users/adm/authenticate', { json: { username, password } });
  expect(reply.status).toBe(200);
  return (reply.body as { Response: { AuthToken: string } }).Response.AuthToken;
}

/** Creates the super-admin through the API and returns its session token. */
export async function createSuperAdmin(server: ReachableServer): Promise<string> {
  const reply = await request(server, 'POST', '/api/users/adm/createsuperadmin', { json: SUPER_ADMIN });
  expect(reply.status).toBe(200);
  return logIn(server, SUPER_ADMIN.username, SUPER_ADMIN.password);
}

/** Stores a user directly (no admin session needed, no login throttling) and returns its session token. */
export async function addAccount(
  server: TestServer,
  username: string,
  platformRoleId: string,
  groupIds: string[] = [],
): Promise<string> {
  await addUser(server.db, {
    username,
    password: ACCOUNT_PASSWORD,
    platformRoleId,
    groupIds,
    createdBy: SUPER_ADMIN.username,
  });
  return logIn(server, username, ACCOUNT_PASSWORD);
}
