import { isAdminRole, PLATFORM_ROLES, type User, type UserRole } from '@netloom/contract';

/** The signed-in admin, as the rules about other users see them. */
export interface Caller {
  username: string;
  platformRoleId: string;
}

/** What the row menu of a user offers. */
export type UserAction = 'edit' | 'password' | 'delete';

/** Why an action is refused, as a key of `users.blocked`. */
export type BlockedReason =
  'editSelf' | 'passwordSelf' | 'deleteSelf' | 'superAdmin' | 'deleteSuperAdmin' | 'otherAdmin' | 'ssoPassword';

const isSuperAdmin = (roleId: string) => roleId === 'super-admin';

/**
 * Why the caller may not do an action to a user, or null when they may. The server enforces the
 * same rules: nobody changes their own role, groups or network roles (their own password and display
 * name change on the Profile page), nobody deletes themself, only the super-admin changes other
 * admins, the super-admin is never deleted, and SSO users have no password here.
 */
export function blockedReason(action: UserAction, caller: Caller, user: User): BlockedReason | null {
  if (user.username === caller.username) {
    return { edit: 'editSelf', password: 'passwordSelf', delete: 'deleteSelf' }[action] as BlockedReason;
  }
  if (isSuperAdmin(user.platform_role_id)) return action === 'delete' ? 'deleteSuperAdmin' : 'superAdmin';
  if (isAdminRole(user.platform_role_id) && !isSuperAdmin(caller.platformRoleId)) return 'otherAdmin';
  if (action === 'password' && user.auth_type === 'oauth') return 'ssoPassword';
  return null;
}

/** Only the super-admin hands their role on, and only to an admin. */
export function canReceiveSuperAdmin(caller: Caller, user: User): boolean {
  return isSuperAdmin(caller.platformRoleId) && user.platform_role_id === 'admin';
}

const rank = (role: UserRole) => {
  const index = (PLATFORM_ROLES as readonly string[]).indexOf(role.id);
  return index === -1 ? PLATFORM_ROLES.length : index;
};

/**
 * The platform roles the caller may give, from the most to the least powerful: never super-admin
 * (there is one, and it is transferred), and admin only when the caller is the super-admin.
 */
export function assignablePlatformRoles(roles: readonly UserRole[], callerRoleId: string): UserRole[] {
  return roles
    .filter((role) => role.id !== 'super-admin' && (role.id !== 'admin' || isSuperAdmin(callerRoleId)))
    .sort((a, b) => rank(a) - rank(b));
}
