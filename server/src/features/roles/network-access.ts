import { ALL_NETWORKS, isNetworkAdmin } from '@netloom/contract';
import type { Caller } from '../users/caller';

export type NetworkAccess = 'none' | 'read' | 'write';

/**
 * What a caller may do in one network: admins and network admins write; auditors, and members of a
 * group granting any role in the network (or in all networks), read; everyone else sees nothing.
 */
export function networkAccess(caller: Caller, netid: string): NetworkAccess {
  if (isNetworkAdmin(caller.platformRoleId, caller.groups, netid)) return 'write';
  if (caller.platformRoleId === 'auditor') return 'read';
  const holdsRole = Object.values(caller.groups).some((group) =>
    [netid, ALL_NETWORKS].some((scope) => Object.keys(group?.network_roles?.[scope] ?? {}).length > 0),
  );
  return holdsRole ? 'read' : 'none';
}
