import { ALL_NETWORKS, allResourcesKey, isNetworkAdmin, type ResourceRight } from '@netloom/contract';
import type { Caller, NetworkGrant } from './caller';

export type NetworkAccess = 'none' | 'read' | 'write';

function grantsIn(caller: Caller, netid: string): NetworkGrant[] {
  return caller.grants.filter((grant) => grant.scope === netid || grant.scope === ALL_NETWORKS);
}

/**
 * What a caller may do in one network as a whole: admins, network admins and holders of a full-access
 * role there write; auditors, and holders of any other role there (or in all networks), read; everyone
 * else sees nothing.
 */
export function networkAccess(caller: Caller, netid: string): NetworkAccess {
  if (isNetworkAdmin(caller.platformRoleId, caller.groups, netid)) return 'write';
  const grants = grantsIn(caller, netid);
  if (grants.some((grant) => grant.role.full_access)) return 'write';
  if (caller.platformRoleId === 'auditor' || grants.length > 0) return 'read';
  return 'none';
}

/** Whether a role the caller holds in the network grants `right` over every resource of `resource` type. */
export function networkRoleGrants(caller: Caller, netid: string, resource: string, right: ResourceRight): boolean {
  return grantsIn(caller, netid).some((grant) => {
    const rights = grant.role.network_level_access?.[resource]?.[allResourcesKey(resource)];
    return rights?.[right] === true && !rights.self_only;
  });
}
