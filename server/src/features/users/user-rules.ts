import { isAdminRole, isPlatformRole } from '@netloom/contract';
import { ApiError } from '../../api-error';
import type { Caller } from '../../access/caller';

export const ONE_SUPER_ADMIN = 'there is only one super-admin; transfer the role instead';

/** The platform role a caller may give someone: a known one, never super-admin, admin only from the super-admin. */
export function checkGivenPlatformRole(caller: Caller, roleId: string | undefined): string {
  if (!roleId) throw new ApiError(400, 'platform role is missing');
  if (!isPlatformRole(roleId)) throw new ApiError(400, `unknown platform role ${roleId}`);
  if (roleId === 'super-admin') throw new ApiError(403, ONE_SUPER_ADMIN);
  if (roleId === 'admin' && caller.platformRoleId !== 'super-admin') {
    throw new ApiError(403, 'only the super-admin can create admins');
  }
  return roleId;
}

/** Admins manage other users, but only the super-admin manages admins. */
export function checkManages(
  caller: Caller,
  target: { username: string; platform_role_id: string },
  verb: string,
): void {
  if (!isAdminRole(caller.platformRoleId)) throw new ApiError(403, `only admins can ${verb} other users`);
  if (target.platform_role_id === 'super-admin') throw new ApiError(403, `nobody can ${verb} the super-admin`);
  if (isAdminRole(target.platform_role_id) && caller.platformRoleId !== 'super-admin') {
    throw new ApiError(403, `only the super-admin can ${verb} an admin`);
  }
}
