import {
  NETWORK_RESOURCE_TYPES,
  ROLE_NAME_LIMIT,
  allResourcesKey,
  userRoleSchema,
  type NetworkResourceType,
  type ResourceAccess,
} from '@netloom/contract';
import { z } from 'zod';
import { ApiError } from '../../api-error';

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
 * The plural names Netmaker v0.30 and its console (netmaker-ui-2) give some resource types in a
 * role's `network_level_access`; later servers, and this one, use the singular.
 */
const PLURAL_RESOURCE_TYPES: Readonly<Record<string, NetworkResourceType>> = {
  hosts: 'host',
  relays: 'relay',
  extclients: 'extclient',
  networks: 'network',
};

/** The rights by resource type in the singular spelling; a type given in both spellings is refused. */
function singularTypes(access: ResourceAccess): ResourceAccess {
  const rights: ResourceAccess = {};
  for (const [given, scopes] of Object.entries(access)) {
    const type = PLURAL_RESOURCE_TYPES[given] ?? given;
    if (!(NETWORK_RESOURCE_TYPES as readonly string[]).includes(type)) {
      throw new ApiError(400, `unknown resource type ${given}; expected one of ${NETWORK_RESOURCE_TYPES.join(', ')}`);
    }
    if (type in rights) {
      const plural = Object.keys(PLURAL_RESOURCE_TYPES).find((name) => PLURAL_RESOURCE_TYPES[name] === type);
      throw new ApiError(400, `resource type ${type} is given twice (as ${type} and ${plural}): give it once`);
    }
    rights[type] = scopes;
  }
  return rights;
}

/**
 * The rights a custom network role grants, checked: known resource types only (Netmaker's plural
 * names taken as the singular); giving remote access (vpn_access on remote access gateways) also
 * lets the user manage their own VPN config files.
 */
export function checkedRights(access: ResourceAccess | null | undefined): ResourceAccess {
  const rights = singularTypes(structuredClone(access ?? {}));
  const remoteAccess = rights.remote_access_gw?.[allResourcesKey('remote_access_gw')];
  if (remoteAccess?.vpn_access) {
    const own = { create: true, read: true, update: true, delete: true, vpn_access: false, self_only: true };
    rights.extclient = { ...rights.extclient, [allResourcesKey('extclient')]: own };
  }
  return rights;
}
