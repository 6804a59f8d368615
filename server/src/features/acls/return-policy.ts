import {
  ACL_ALL,
  ACL_BOTH_WAYS,
  ACL_ONE_WAY,
  gatewaysTagId,
  type AclMember,
  type AclMemberRef,
  type AclPolicy,
} from '@netloom/contract';
import { displayNamesOf, groupNamesOf, listAclDevices, type AclPolicyRecord } from '../../store/acl-repository';
import { fromFlag } from '../../store/flags';
import type { Database } from '../../store/schema';
import { listTagsOfNetwork } from '../../store/tag-repository';
import { memberValues, policyRule } from './policy-record';

/** Display names of what a network's policies name, by member kind and value. */
export type MemberNames = Record<AclMemberRef['id'], Map<string, string>>;

/** How `*` shows, as the console shows it (reference: All Users / All Groups / All Resources). */
const EVERYONE: Record<AclMemberRef['id'], string> = {
  tag: 'All Resources',
  device: 'All Devices',
  user: 'All Users',
  'user-group': 'All Groups',
};

/** The names of every tag, device, user and group the policies name (four queries whatever their number). */
export async function loadMemberNames(db: Database, netid: string, policies: AclPolicyRecord[]): Promise<MemberNames> {
  const members = policies.flatMap((policy) => {
    const rule = policyRule(policy);
    return [...rule.src_type, ...rule.dst_type];
  });
  const [tags, devices, users, groups] = await Promise.all([
    listTagsOfNetwork(db, netid),
    listAclDevices(db, netid),
    displayNamesOf(db, memberValues(members, 'user')),
    groupNamesOf(db, memberValues(members, 'user-group')),
  ]);
  return {
    tag: new Map([[gatewaysTagId(netid), 'Gateways'], ...tags.map((tag): [string, string] => [tag.id, tag.tag_name])]),
    device: new Map([
      ...devices.nodes.map((node): [string, string] => [node.id, node.name]),
      ...devices.clients.map((client): [string, string] => [client.clientid, client.clientid]),
    ]),
    user: new Map([...users].map(([username, display]) => [username, display || username])),
    'user-group': groups,
  };
}

function named(members: readonly AclMemberRef[], names: MemberNames): Required<AclMember>[] {
  return members.map(({ id, value }) => ({
    id,
    name: value === ACL_ALL ? EVERYONE[id] : (names[id].get(value) ?? value),
    value,
  }));
}

/** The Acl model of a stored policy; members no longer there show their stored value as name. */
export function toAclPolicy(record: AclPolicyRecord, names: MemberNames): AclPolicy {
  const rule = policyRule(record);
  return {
    id: record.id,
    default: fromFlag(record.is_default),
    meta_data: record.meta_data,
    name: record.name,
    network_id: record.network,
    policy_type: rule.policy_type,
    src_type: named(rule.src_type, names),
    dst_type: named(rule.dst_type, names),
    protocol: rule.protocol,
    type: record.service_type,
    ports: [...rule.ports],
    allowed_traffic_direction: rule.allowed_traffic_direction === ACL_BOTH_WAYS ? ACL_BOTH_WAYS : ACL_ONE_WAY,
    enabled: rule.enabled,
    created_by: record.created_by,
    created_at: record.created_at,
  };
}
