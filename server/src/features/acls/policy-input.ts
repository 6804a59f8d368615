import {
  ACL_ALL,
  ACL_BOTH_WAYS,
  ACL_ONE_WAY,
  ALL_NETWORKS,
  aclMembersProblem,
  aclPolicyNameProblem,
  gatewaysTagId,
  problemText,
  resolveAclService,
  type AclMemberRef,
  type AclPolicyRequest,
} from '@netloom/contract';
import type { Edition } from '../../config';
import { ApiError, refuseProblems } from '../../api-error';
import {
  displayNamesOf,
  groupNamesOf,
  groupsWithNetworkRole,
  listDeviceIds,
  type AclPolicyRecord,
} from '../../store/acl-repository';
import { toFlag } from '../../store/flags';
import { toJsonColumn } from '../../store/json-columns';
import type { Database } from '../../store/schema';
import { tagIdsOfNetworks } from '../../store/tag-repository';
import { memberValues } from './policy-record';

/** The fields of a policy a request decides (not its id, network, author or age). */
export type PolicyFields = Pick<
  AclPolicyRecord,
  | 'name'
  | 'meta_data'
  | 'policy_type'
  | 'src_type'
  | 'dst_type'
  | 'protocol'
  | 'service_type'
  | 'ports'
  | 'allowed_traffic_direction'
  | 'enabled'
>;

/** 400 unless the request is for this network (`network_id` may be left out). */
export function checkPolicyNetwork(request: { network_id?: string }, netid: string): void {
  if (request.network_id !== undefined && request.network_id !== '' && request.network_id !== netid) {
    throw new ApiError(400, 'invalid policy, network id mismatch');
  }
}

/** 400 for the first member that names a tag, device, user or group the network doesn't have. */
async function checkMembersExist(db: Database, netid: string, members: AclMemberRef[]): Promise<void> {
  const [tags, devices, users, groups] = await Promise.all([
    tagIdsOfNetworks(db, [netid]),
    listDeviceIds(db, netid),
    displayNamesOf(db, memberValues(members, 'user')),
    groupNamesOf(db, memberValues(members, 'user-group')),
  ]);
  tags.add(gatewaysTagId(netid));
  const lookups: Record<AclMemberRef['id'], [(value: string) => boolean, string]> = {
    tag: [(value) => tags.has(value), 'invalid tag'],
    device: [(value) => devices.nodes.has(value) || devices.clients.has(value), 'invalid node'],
    user: [(value) => users.has(value), 'invalid user'],
    'user-group': [(value) => groups.has(value), 'invalid user group'],
  };
  for (const member of members) {
    const [exists, message] = lookups[member.id];
    if (member.value !== ACL_ALL && !exists(member.value)) throw new ApiError(400, `${message} ${member.value}`);
  }
  const groupIds = memberValues(members, 'user-group');
  const withRole = await groupsWithNetworkRole(db, groupIds, [netid, ALL_NETWORKS]);
  const outsider = groupIds.find((id) => !withRole.has(id));
  if (outsider !== undefined) {
    throw new ApiError(400, `user group ${outsider} has no role in network ${netid}; give it one first`);
  }
}

/** The name a create or update request asks for: `new_name` when given, else `name`. */
export function requestedName(request: { name: string; new_name?: string }): string {
  return (request.new_name?.trim() || request.name).trim();
}

const stripNames = (members: AclMemberRef[]) => members.map(({ id, value }) => ({ id, value }));

/**
 * Checks a create or update request against Netmaker's policy rules and the network's
 * tags, devices, users and groups, and gives the fields to store. `enabled` defaults to `enabledBefore`.
 */
export async function policyFields(
  db: Database,
  netid: string,
  request: AclPolicyRequest & { new_name?: string },
  edition: Edition,
  enabledBefore: boolean,
): Promise<PolicyFields> {
  checkPolicyNetwork(request, netid);
  const name = requestedName(request);
  refuseProblems([aclPolicyNameProblem(name)]);
  const sources = request.src_type ?? [];
  const destinations = request.dst_type ?? [];
  refuseProblems([aclMembersProblem(request.policy_type, sources, destinations)]);
  const direction = request.allowed_traffic_direction ?? ACL_BOTH_WAYS;
  if (edition === 'community' && direction === ACL_ONE_WAY) {
    throw new ApiError(400, 'uni traffic flow not allowed on CE');
  }
  const service = resolveAclService(request);
  if (!service.ok)
    throw new ApiError(400, `${service.problem.field}: ${problemText(service.problem)}`, [service.problem]);
  await checkMembersExist(db, netid, [...sources, ...destinations]);
  return {
    name,
    meta_data: request.meta_data ?? '',
    policy_type: request.policy_type,
    src_type: toJsonColumn(stripNames(sources)),
    dst_type: toJsonColumn(stripNames(destinations)),
    protocol: service.protocol,
    service_type: service.type,
    ports: toJsonColumn(service.ports),
    allowed_traffic_direction: direction,
    enabled: toFlag(request.enabled ?? enabledBefore),
  };
}
