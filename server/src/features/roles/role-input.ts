import {
  NETWORK_RESOURCE_TYPES,
  ROLE_NAME_LIMIT,
  allResourcesKey,
  userRoleSchema,
  type ResourceAccess,
} from '@netloom/contract';
import { z } from 'zod';
import { ApiError } from '../../http/api-error';

/** Body of POST/PUT /api/v1/users/role: Netmaker's console sends the typed name as `id` and no `name`. */
export const roleInputSchema = userRoleSchema.partial();
export type RoleInput = z.infer<typeof roleInputSchema>;

/** The role's name: `name`, or the `id` the console sends in its place; 1 to 64 characters. */
export function roleName(input: RoleInput): string {
  const name = (input.name || input.id || '').trim();
  if (name === '') throw new ApiError(400, 'role name is required');
  if (name.length > ROLE_NAME_LIMIT) {
    throw new ApiError(400, `role name must have at most ${ROLE_NAME_LIMIT} characters`);
  }
  return name;
}

/**
 * The rights a custom network role grants, checked: known resource types only; giving remote access
 * (vpn_access on remote access gateways) also lets the user manage their own VPN config files.
 */
export function checkedRights(access: ResourceAccess | null | undefined): ResourceAccess {
  const rights: ResourceAccess = structuredClone(access ?? {});
  for (const type of Object.keys(rights)) {
    if (!(NETWORK_RESOURCE_TYPES as readonly string[]).includes(type)) {
      throw new ApiError(400, `unknown resource type ${type}; expected one of ${NETWORK_RESOURCE_TYPES.join(', ')}`);
    }
  }
  const remoteAccess = rights.remote_access_gw?.[allResourcesKey('remote_access_gw')];
  if (remoteAccess?.vpn_access) {
    const own = { create: true, read: true, update: true, delete: true, vpn_access: false, self_only: true };
    rights.extclient = { ...rights.extclient, [allResourcesKey('extclient')]: own };
  }
  return rights;
}
