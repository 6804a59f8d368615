import { problem } from '@netloom/contract';
import type { User } from '@netloom/contract';
import { ApiError, problemError } from '../../api-error';
import { deleteExtClientsOwnedBy, disownExtClientsOf } from '../../store/ext-client-repository';
import type { Database } from '../../store/schema';
import { inTransaction } from '../../store/transactions';
import { deleteUser, findUser, updateUser } from '../../store/user-repository';
import { timestampNow } from '../../time';
import { forgetPolicyMember } from '../acls/forget-member';
import type { Caller } from '../../access/caller';
import { returnUser } from './service';
import { checkManages } from './user-rules';

/**
 * DELETE /api/users/{username}: removes the account, its memberships and its place in user
 * policies; with `deleteConfigs` also the VPN config files it owns, else they are turned off and owned by
 * nobody. Returns the networks that changed.
 */
export async function removeUser(
  db: Database,
  caller: Caller,
  username: string,
  deleteConfigs: boolean,
): Promise<string[]> {
  const target = await findUser(db, username);
  if (!target) throw new ApiError(404, `user ${username} not found`);
  if (caller.username === username) throw problemError(problem('ownAccountUndeletable'));
  if (target.platform_role_id === 'super-admin') {
    throw problemError(problem('superAdminUndeletable'));
  }
  checkManages(caller, target, 'delete');
  return inTransaction(db, async (trx) => {
    const networks = new Set(await forgetPolicyMember(trx, 'user', username));
    const clients = deleteConfigs
      ? await deleteExtClientsOwnedBy(trx, username)
      : await disownExtClientsOf(trx, username, timestampNow());
    for (const network of clients) networks.add(network);
    await deleteUser(trx, username);
    return [...networks];
  });
}

/** POST /api/users/adm/transfersuperadmin/{username}: an admin becomes the super-admin, the caller an admin. */
export async function transferSuperAdmin(db: Database, caller: Caller, username: string): Promise<User> {
  if (caller.username === username) throw new ApiError(400, 'you are the super-admin already');
  const target = await findUser(db, username);
  if (!target) throw new ApiError(404, `user ${username} not found`);
  if (target.platform_role_id !== 'admin') throw new ApiError(403, 'only an admin can become the super-admin');
  const now = timestampNow();
  await inTransaction(db, async (trx) => {
    await updateUser(trx, caller.username, { platform_role_id: 'admin' }, now);
    await updateUser(trx, username, { platform_role_id: 'super-admin' }, now);
  });
  return returnUser(db, username);
}
