import { userWithRoleSchema, type UserWithRole } from '@netloom/contract';
import { requestEnvelope } from './client';

/** The user record with its platform role and groups. */
export function fetchUser(username: string): Promise<UserWithRole> {
  return requestEnvelope(userWithRoleSchema, '/v1/users', { query: { username } });
}
