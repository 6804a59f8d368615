import {
  allResourcesKey,
  NETWORK_RESOURCE_TYPES,
  RESOURCE_RIGHTS,
  type NetworkResourceType,
  type ResourceAccess,
  type ResourceRight,
} from '@netloom/contract';

export type AccessFlags = Record<ResourceRight, boolean>;
/** What a network role grants over every resource of each type: one row of rights per type. */
export type PermissionGrid = Record<NetworkResourceType, AccessFlags>;

const NO_ACCESS: AccessFlags = {
  create: false,
  read: false,
  update: false,
  delete: false,
  vpn_access: false,
  self_only: false,
};

/** Rights a person gets; `self_only` narrows them rather than adding one. */
const GRANTING_RIGHTS = RESOURCE_RIGHTS.filter((right) => right !== 'self_only');

/** VPN access belongs to remote access gateways; "own only" to config files; the others to every type. */
export function rightApplies(type: NetworkResourceType, right: ResourceRight): boolean {
  if (right === 'vpn_access') return type === 'remote_access_gw';
  if (right === 'self_only') return type === 'extclient';
  return true;
}

export function emptyGrid(): PermissionGrid {
  return Object.fromEntries(NETWORK_RESOURCE_TYPES.map((type) => [type, { ...NO_ACCESS }])) as PermissionGrid;
}

/** The grid of a role: the rights it gives over all resources of each type. */
export function gridOf(access: ResourceAccess | null): PermissionGrid {
  const grid = emptyGrid();
  for (const type of NETWORK_RESOURCE_TYPES) {
    const flags = access?.[type]?.[allResourcesKey(type)];
    if (flags) grid[type] = { ...flags };
  }
  return grid;
}

/**
 * The grid as `network_level_access`: `{type: {all_<type>: flags}}` for each type with a right, over
 * `base` (the role as saved) so that rights on single resources are kept.
 */
export function accessOf(grid: PermissionGrid, base: ResourceAccess | null = null): ResourceAccess {
  const access: ResourceAccess = {};
  for (const [type, resources] of Object.entries(base ?? {})) access[type] = { ...resources };
  for (const type of NETWORK_RESOURCE_TYPES) {
    const key = allResourcesKey(type);
    const flags = Object.fromEntries(
      RESOURCE_RIGHTS.map((right) => [right, rightApplies(type, right) && grid[type][right]]),
    ) as AccessFlags;
    const others = { ...access[type] };
    delete others[key];
    const granted = GRANTING_RIGHTS.some((right) => flags[right]);
    const resources = granted ? { ...others, [key]: flags } : others;
    if (Object.keys(resources).length > 0) access[type] = resources;
    else delete access[type];
  }
  return access;
}

/** How many rights a role grants, counting each right over each type or resource once. */
export function rightsCount(access: ResourceAccess | null): number {
  return Object.values(access ?? {})
    .flatMap((resources) => Object.values(resources))
    .reduce((count, flags) => count + GRANTING_RIGHTS.filter((right) => flags[right]).length, 0);
}
