import { problem } from '@netloom/contract';
import type { NetworkRoleSet, User, UserInput } from '@netloom/contract';
import { isAdminRole, passwordProblems } from '@netloom/contract';
import { ApiError, problemError, refuseProblems } from '../../api-error';
import { toFlag } from '../../store/flags';
import { groupsOfUser, setUserGroups } from '../../store/group-repository';
import type { Database } from '../../store/schema';
import { inTransaction } from '../../store/transactions';
import {
  endSessionsOf,
  findUser,
  networkRolesOfUser,
  setUserNetworkRoles,
  updateUser,
  type UserChanges,
} from '../../store/user-repository';
import { timestampNow } from '../../time';
import { checkedGroupIds, checkedNetworkRoles } from './assignments';
import type { Caller } from '../../access/caller';
import { hashPassword, passwordMatches } from './passwords';
import { addUser, returnUser } from './service';
import { checkGivenPlatformRole, checkManages } from './user-rules';

function checkBodyNamesPath(input: UserInput, username: string): void {
  if (input.username !== undefined && input.username !== '' && input.username !== username) {
    throw new ApiError(400, 'user in param and request body not matching');
  }
}

/** POST /api/users/{username}: an admin creates an account. */
export async function createUser(db: Database, caller: Caller, username: string, input: UserInput): Promise<User> {
  checkBodyNamesPath(input, username);
  const platformRoleId = checkGivenPlatformRole(caller, input.platform_role_id);
  return addUser(db, {
    username,
    password: input.password ?? '',
    platformRoleId,
    groupIds: await checkedGroupIds(db, input.user_group_ids),
    networkRoles: await checkedNetworkRoles(db, input.network_roles),
    displayName: input.display_name?.trim() ?? '',
    createdBy: caller.username,
  });
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((item) => b.includes(item));
const roleKeys = (roles: NetworkRoleSet) =>
  Object.entries(roles).flatMap(([scope, held]) => Object.keys(held).map((role) => `${scope}/${role}`));

/** What an update would change in a user's access; a user may change none of it for themself. */
async function accessChanges(
  db: Database,
  username: string,
  current: { platform_role_id: string; account_disabled: number },
  input: UserInput,
) {
  const [groups, networkRoles] = await Promise.all([groupsOfUser(db, username), networkRolesOfUser(db, username)]);
  const groupIds = input.user_group_ids === undefined ? undefined : await checkedGroupIds(db, input.user_group_ids);
  const roles = input.network_roles === undefined ? undefined : await checkedNetworkRoles(db, input.network_roles);
  return {
    role:
      input.platform_role_id !== undefined &&
      input.platform_role_id !== '' &&
      input.platform_role_id !== current.platform_role_id,
    groupIds:
      groupIds &&
      !sameSet(
        groupIds,
        groups.map((group) => group.id),
      )
        ? groupIds
        : undefined,
    networkRoles: roles && !sameSet(roleKeys(roles), roleKeys(networkRoles)) ? roles : undefined,
    disabled:
      input.account_disabled !== undefined && toFlag(input.account_disabled) !== current.account_disabled
        ? input.account_disabled
        : undefined,
  };
}

async function newPasswordHash(
  caller: Caller,
  target: { username: string; auth_type: string; password_hash: string },
  input: UserInput,
): Promise<string | undefined> {
  if (!input.password) return undefined;
  if (target.auth_type === 'oauth') throw new ApiError(400, `${target.username} signs in with SSO and has no password`);
  if (caller.username === target.username) {
    if (!input.current_password) throw new ApiError(400, 'give your current password to change it');
    if (!(await passwordMatches(target.password_hash, input.current_password))) {
      throw problemError(problem('currentPasswordWrong', {}, 'current_password'));
    }
  }
  refuseProblems(passwordProblems(input.password));
  return hashPassword(input.password);
}

/**
 * PUT /api/users/{username}. Users change their own display name and password (with the current
 * one); admins change other users' access too, the super-admin also admins'. Nobody changes their
 * own role, groups, network roles or disabled flag.
 */
export async function changeUser(db: Database, caller: Caller, username: string, input: UserInput): Promise<User> {
  checkBodyNamesPath(input, username);
  const self = caller.username === username;
  if (!self && !isAdminRole(caller.platformRoleId)) throw new ApiError(403, 'only admins can change other users');
  const target = await findUser(db, username);
  if (!target) throw new ApiError(404, `user ${username} not found`);
  if (!self) checkManages(caller, target, 'change');
  const access = await accessChanges(db, username, target, input);
  if (self && (access.role || access.groupIds || access.networkRoles || access.disabled !== undefined)) {
    throw new ApiError(403, 'you cannot change your own role, groups, network roles or account status');
  }
  const changes: UserChanges = {};
  if (access.role) changes.platform_role_id = checkGivenPlatformRole(caller, input.platform_role_id);
  if (access.disabled !== undefined) changes.account_disabled = toFlag(access.disabled);
  if (input.display_name !== undefined) changes.display_name = input.display_name.trim();
  const passwordHash = await newPasswordHash(caller, target, input);
  if (passwordHash) changes.password_hash = passwordHash;
  await inTransaction(db, async (trx) => {
    await updateUser(trx, username, changes, timestampNow());
    if (access.groupIds) await setUserGroups(trx, username, access.groupIds);
    if (access.networkRoles) await setUserNetworkRoles(trx, username, access.networkRoles);
    if (passwordHash || access.role || access.groupIds || access.networkRoles) await endSessionsOf(trx, username);
  });
  return returnUser(db, username);
}
