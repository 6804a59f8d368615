import { passwordErrors, usernameErrors, type User, type UserWithRole } from '@netloom/contract';
import { ApiError } from '../../http/api-error';
import { addGroupMember, groupIdsByUser, groupsOfUser } from '../../store/group-repository';
import { findRole } from '../../store/role-repository';
import type { Database } from '../../store/schema';
import { findUser, insertUser, listUsers } from '../../store/user-repository';
import { timestampNow } from '../../time';
import { hashPassword } from './passwords';
import { toReturnUser } from './return-user';

export interface NewUser {
  username: string;
  password: string;
  platformRoleId: string;
  groupIds: string[];
  createdBy: string;
}

/** Checks the username and password rules, hashes the password and stores the user with its groups. */
export async function addUser(db: Database, user: NewUser): Promise<User> {
  const problems = [...usernameErrors(user.username), ...passwordErrors(user.password)];
  if (problems.length > 0) throw new ApiError(400, problems.join('\n'));
  const passwordHash = await hashPassword(user.password);
  const now = timestampNow();
  const record = {
    username: user.username,
    password_hash: passwordHash,
    platform_role_id: user.platformRoleId,
    display_name: '',
    auth_type: 'basic_auth',
    account_disabled: 0,
    is_mfa_enabled: 0,
    last_login_time: null,
    created_by: user.createdBy,
    created_at: now,
    updated_at: now,
  };
  await db.transaction().execute(async (trx) => {
    if (await findUser(trx, user.username)) throw new ApiError(400, `user ${user.username} already exists`);
    await insertUser(trx, record);
    for (const groupId of user.groupIds) await addGroupMember(trx, groupId, user.username);
  });
  return toReturnUser(record, user.groupIds);
}

export async function listReturnUsers(db: Database): Promise<User[]> {
  const [users, groupIds] = await Promise.all([listUsers(db), groupIdsByUser(db)]);
  return users.map((user) => toReturnUser(user, groupIds.get(user.username) ?? []));
}

/** One user with its platform role and its groups in full (GET /api/v1/users). */
export async function userWithRole(db: Database, username: string): Promise<UserWithRole> {
  if (username === '') throw new ApiError(400, 'username is required');
  const user = await findUser(db, username);
  if (!user) throw new ApiError(404, `user ${username} not found`);
  const [role, groups] = await Promise.all([findRole(db, user.platform_role_id), groupsOfUser(db, username)]);
  if (!role) throw new Error(`platform role ${user.platform_role_id} of user ${username} is missing`);
  return {
    ...toReturnUser(
      user,
      groups.map((group) => group.id),
    ),
    platform_role: role,
    user_group_ids: Object.fromEntries(groups.map((group) => [group.id, group])),
  };
}
