import type { PendingApproval, User } from '@netloom/contract';
import { ApiError } from '../../api-error';
import { findPendingUser, listPendingUsers, type PendingUserRecord } from '../../store/pending-user-repository';
import type { Database } from '../../store/schema';
import { findUserByExternalId } from '../../store/user-repository';
import { ZERO_TIME } from '../../time';
import { checkedGroupIds } from '../users/assignments';
import type { Caller } from '../../access/caller';
import { toReturnUser } from '../users/return-user';
import { addUser } from '../users/service';
import { checkGivenPlatformRole } from '../users/user-rules';

/** Someone waiting for approval, shaped as a ReturnUser without a role yet. */
function toPendingReturnUser(pending: PendingUserRecord): User {
  const record = {
    username: pending.username,
    password_hash: '',
    platform_role_id: '',
    display_name: pending.display_name,
    auth_type: 'oauth',
    account_disabled: 0,
    is_mfa_enabled: 0,
    last_login_time: ZERO_TIME,
    created_by: '',
    created_at: pending.created_at,
    updated_at: pending.created_at,
    external_id: pending.external_id,
    session_epoch: 0,
  };
  return toReturnUser(record, [], undefined);
}

export async function listPendingReturnUsers(db: Database): Promise<User[]> {
  return (await listPendingUsers(db)).map(toPendingReturnUser);
}

/** Approves a waiting SSO user as a platform user, unless the admin picks another role and groups. */
export async function approvePendingUser(
  db: Database,
  caller: Caller,
  username: string,
  approval: PendingApproval | null | undefined,
): Promise<User> {
  const pending = await findPendingUser(db, username);
  if (!pending) throw new ApiError(404, `${username} is not waiting for approval`);
  // The identity may have signed up under another name since (an invitation to a new email address).
  const linked = await findUserByExternalId(db, pending.external_id);
  if (linked) {
    throw new ApiError(
      409,
      `${username} signs in with the same identity-provider account as the user ${linked.username}; deny this request instead`,
    );
  }
  return addUser(db, {
    username,
    password: null,
    platformRoleId: checkGivenPlatformRole(caller, approval?.platform_role_id || 'platform-user'),
    groupIds: await checkedGroupIds(db, approval?.user_group_ids),
    displayName: pending.display_name,
    externalId: pending.external_id,
    createdBy: caller.username,
  });
}
