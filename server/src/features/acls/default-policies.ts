import {
  ACL_ALL,
  ACL_ANY_SERVICE,
  ACL_BOTH_WAYS,
  ACL_ONE_WAY,
  BUILT_IN_TEXTS,
  defaultAclPolicyIds,
  gatewaysTagId,
  type AclMemberRef,
  type AclPolicyType,
} from '@netloom/contract';
import { insertMissingPolicies, listDefaultPolicyIds, type AclPolicyRecord } from '../../store/acl-repository';
import { toFlag } from '../../store/flags';
import { toJsonColumn } from '../../store/json-columns';
import { listNetworks } from '../../store/network-repository';
import type { Database } from '../../store/schema';
import { inTransaction } from '../../store/transactions';
import { timestampNow } from '../../time';

/** Who the server's own policies say made them. */
export const DEFAULT_POLICY_AUTHOR = 'auto';

interface DefaultPolicy {
  id: string;
  name: string;
  meta_data: string;
  policy_type: AclPolicyType;
  src: AclMemberRef;
  direction: number;
  enabled: boolean;
}

/**
 * The policies every network gets, for all traffic to every device. All
 * Nodes is on when the network's default access control allows (`defaultacl` "yes"), so a network
 * that denies by default starts with only gateways and users allowed through.
 */
function definitions(netid: string, defaultacl: string): DefaultPolicy[] {
  const ids = defaultAclPolicyIds(netid);
  return [
    {
      id: ids.allNodes,
      name: BUILT_IN_TEXTS.policies.allNodes.name,
      meta_data: BUILT_IN_TEXTS.policies.allNodes.description,
      policy_type: 'device-policy',
      src: { id: 'tag', value: ACL_ALL },
      direction: ACL_BOTH_WAYS,
      enabled: defaultacl === 'yes',
    },
    {
      id: ids.allGateways,
      name: BUILT_IN_TEXTS.policies.allGateways.name,
      meta_data: BUILT_IN_TEXTS.policies.allGateways.description,
      policy_type: 'device-policy',
      src: { id: 'tag', value: gatewaysTagId(netid) },
      direction: ACL_BOTH_WAYS,
      enabled: true,
    },
    {
      id: ids.allUsers,
      name: BUILT_IN_TEXTS.policies.allUsers.name,
      meta_data: BUILT_IN_TEXTS.policies.allUsers.description,
      policy_type: 'user-policy',
      src: { id: 'user', value: ACL_ALL },
      direction: ACL_ONE_WAY,
      enabled: true,
    },
  ];
}

export function defaultPolicies(netid: string, defaultacl: string, time: string): AclPolicyRecord[] {
  return definitions(netid, defaultacl).map((policy) => ({
    id: policy.id,
    network: netid,
    name: policy.name,
    meta_data: policy.meta_data,
    policy_type: policy.policy_type,
    src_type: toJsonColumn([policy.src]),
    dst_type: toJsonColumn([{ id: 'tag', value: ACL_ALL }]),
    protocol: 'all',
    service_type: ACL_ANY_SERVICE,
    ports: toJsonColumn([]),
    allowed_traffic_direction: policy.direction,
    enabled: toFlag(policy.enabled),
    is_default: 1,
    created_by: DEFAULT_POLICY_AUTHOR,
    created_at: time,
  }));
}

/** Inside the transaction that creates a network: its default policies. */
export async function insertDefaultPolicies(
  trx: Database,
  network: { netid: string; defaultacl: string },
  time: string,
): Promise<void> {
  await insertMissingPolicies(trx, defaultPolicies(network.netid, network.defaultacl, time));
}

/** At start-up: gives networks made before policies existed (or missing one) their default policies. */
export async function addMissingDefaultPolicies(db: Database): Promise<void> {
  await inTransaction(db, async (trx) => {
    const present = await listDefaultPolicyIds(trx);
    const time = timestampNow();
    const missing = (await listNetworks(trx)).flatMap((network) =>
      defaultPolicies(network.netid, network.defaultacl, time).filter((policy) => !present.has(policy.id)),
    );
    await insertMissingPolicies(trx, missing);
  });
}
