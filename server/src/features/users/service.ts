import { randomBytes } from 'node:crypto';
import {
  passwordProblems,
  usernameProblems,
  problem,
  type NetworkRoleSet,
  type User,
  type UserWithRole,
} from '@netloom/contract';
import { ApiError, problemError, refuseProblems } from '../../api-error';
import { isUniqueViolation } from '../../store/unique-violation';
import { addGroupMember, groupIdsByUser, groupsOfUser } from '../../store/group-repository';
import { deleteInvite } from '../../store/invite-repository';
import { deletePendingUser } from '../../store/pending-user-repository';
import { findRole } from '../../store/role-repository';
import type { Database } from '../../store/schema';
import { inTransaction } from '../../store/transactions';
import {
  findUser,
  insertUser,
  listUsers,
  networkRolesByUser,
  networkRolesOfUser,
  setUserNetworkRoles,
} from '../../store/user-repository';
import { timestampNow } from '../../time';
import { auditedObject } from '../../audit/audit-context';
import { hashPassword } from './passwords';
import { toReturnUser } from './return-user';

export interface NewUser {
  username: string;
  /** Null for a user who signs in with SSO: it gets a hash no password matches. */
  password: string | null;
  platformRoleId: string;
  groupIds: string[];
  networkRoles?: NetworkRoleSet;
  displayName?: string;
  /** The SSO identity of an `oauth` user. */
  externalId?: string;
  createdBy: string;
}

/**
 * Checks the username and password rules, hashes the password and stores the user with its groups
 * and network roles, in one transaction; an invitation or approval waiting for the same name is used up.
 */
export async function addUser(db: Database, user: NewUser): Promise<User> {
  refuseProblems([
    ...usernameProblems(user.username),
    ...(user.password === null ? [] : passwordProblems(user.password)),
  ]);
  const passwordHash = await hashPassword(user.password ?? randomBytes(32).toString('base64url'));
  const now = timestampNow();
  const record = {
    username: user.username,
    password_hash: user.password === null ? `!${passwordHash}` : passwordHash,
    platform_role_id: user.platformRoleId,
    display_name: user.displayName ?? '',
    auth_type: user.password === null ? 'oauth' : 'basic_auth',
    account_disabled: 0,
    is_mfa_enabled: 0,
    last_login_time: null,
    created_by: user.createdBy,
    created_at: now,
    updated_at: now,
    external_id: user.externalId ?? '',
    session_epoch: 0,
  };
  const taken = problemError(problem('userExists', { username: user.username }, 'username'));
  auditedObject({ object_id: user.username });
  await inTransaction(db, async (trx) => {
    if (await findUser(trx, user.username)) throw taken;
    await insertUser(trx, record);
    for (const groupId of user.groupIds) await addGroupMember(trx, groupId, user.username);
    await setUserNetworkRoles(trx, user.username, user.networkRoles ?? {});
    await deleteInvite(trx, user.username.toLowerCase());
    await deletePendingUser(trx, user.username);
  }).catch(async (error: unknown) => {
    // Two creations of one name at once: the second finds the first only after its own insert failed.
    throw isUniqueViolation(error) && (await findUser(db, user.username)) ? taken : error;
  });
  return toReturnUser(record, user.groupIds, user.networkRoles);
}

export async function listReturnUsers(db: Database): Promise<User[]> {
  const [users, groupIds, networkRoles] = await Promise.all([
    listUsers(db),
    groupIdsByUser(db),
    networkRolesByUser(db),
  ]);
  return users.map((user) => toReturnUser(user, groupIds.get(user.username) ?? [], networkRoles.get(user.username)));
}

/** One user as the API returns it; 404 when there is none by that name. */
export async function returnUser(db: Database, username: string): Promise<User> {
  const user = await findUser(db, username);
  if (!user) throw new ApiError(404, `user ${username} not found`);
  const [groups, networkRoles] = await Promise.all([groupsOfUser(db, username), networkRolesOfUser(db, username)]);
  return toReturnUser(
    user,
    groups.map((group) => group.id),
    networkRoles,
  );
}

/** One user with its platform role and its groups in full (GET /api/v1/users). */
export async function userWithRole(db: Database, username: string): Promise<UserWithRole> {
  if (username === '') throw new ApiError(400, 'username is required');
  const user = await returnUser(db, username);
  const [role, groups] = await Promise.all([findRole(db, user.platform_role_id), groupsOfUser(db, username)]);
  if (!role) throw new Error(`platform role ${user.platform_role_id} of user ${username} is missing`);
  return { ...user, platform_role: role, user_group_ids: Object.fromEntries(groups.map((group) => [group.id, group])) };
}
