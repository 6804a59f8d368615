import { isAdminRole, type NetworkRoleSet, type User } from '@netloom/contract';
import { ZERO_TIME } from '../../time';
import { fromFlag } from '../../store/flags';
import type { UserRecord } from '../../store/user-repository';

/** A stored user as the API returns it (ReturnUser). */
export function toReturnUser(user: UserRecord, groupIds: string[], networkRoles: NetworkRoleSet | undefined): User {
  return {
    username: user.username,
    display_name: user.display_name,
    external_identity_provider_id: user.external_id,
    is_mfa_enabled: fromFlag(user.is_mfa_enabled),
    account_disabled: fromFlag(user.account_disabled),
    isadmin: isAdminRole(user.platform_role_id),
    issuperadmin: user.platform_role_id === 'super-admin',
    auth_type: user.auth_type === 'oauth' ? 'oauth' : 'basic_auth',
    remote_gw_ids: null,
    user_group_ids: Object.fromEntries(groupIds.map((id) => [id, {}])),
    platform_role_id: user.platform_role_id,
    network_roles: networkRoles && Object.keys(networkRoles).length > 0 ? networkRoles : null,
    last_login_time: user.last_login_time ?? ZERO_TIME,
    num_access_tokens: 0,
    created_by: user.created_by,
    created_at: user.created_at,
    updated_at: user.updated_at,
  };
}
