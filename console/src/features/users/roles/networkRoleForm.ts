import { ROLE_NAME_LIMIT, type UserRole } from '@netloom/contract';
import type { NewNetworkRole } from '../../../api/roles';
import { accessOf, emptyGrid, gridOf, rightsCount, type PermissionGrid } from './permissionGrid';

export interface NetworkRoleFormValues {
  name: string;
  /** A network id or `all_networks`. */
  network: string;
  description: string;
  fullAccess: boolean;
  grid: PermissionGrid;
}

export function emptyNetworkRoleForm(): NetworkRoleFormValues {
  return { name: '', network: '', description: '', fullAccess: false, grid: emptyGrid() };
}

export function networkRoleFormOf(role: UserRole): NetworkRoleFormValues {
  return {
    name: role.name,
    network: role.network_id,
    description: role.meta_data,
    fullAccess: role.full_access,
    grid: gridOf(role.network_level_access),
  };
}

/** Why the form can't be saved, by field; empty when it can. */
export type NetworkRoleFormProblem = 'nameRequired' | 'nameTooLong' | 'networkRequired' | 'noRights';

/** The server's rule: a name of 1 to 64 characters. */
export function networkRoleNameProblem(name: string): NetworkRoleFormProblem | null {
  const trimmed = name.trim();
  if (!trimmed) return 'nameRequired';
  return trimmed.length > ROLE_NAME_LIMIT ? 'nameTooLong' : null;
}

export function networkRoleNetworkProblem(network: string): NetworkRoleFormProblem | null {
  return network ? null : 'networkRequired';
}

/** A role without full access must grant at least one right, or it gives nothing. */
export function networkRoleRightsProblem(values: NetworkRoleFormValues): NetworkRoleFormProblem | null {
  return values.fullAccess || rightsCount(accessOf(values.grid)) > 0 ? null : 'noRights';
}

export function toNewNetworkRole(values: NetworkRoleFormValues): NewNetworkRole {
  return {
    name: values.name.trim(),
    network_id: values.network,
    meta_data: values.description.trim(),
    full_access: values.fullAccess,
    network_level_access: values.fullAccess ? {} : accessOf(values.grid),
  };
}

/** The role with the form's changes; its id and network stay, rights on single resources are kept. */
export function toUpdatedNetworkRole(role: UserRole, values: NetworkRoleFormValues): UserRole {
  return {
    ...role,
    name: values.name.trim(),
    meta_data: values.description.trim(),
    full_access: values.fullAccess,
    network_level_access: values.fullAccess ? {} : accessOf(values.grid, role.network_level_access),
  };
}
