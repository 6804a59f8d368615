import {
  ACL_ALL,
  ACL_ANY_SERVICE,
  ACL_BOTH_WAYS,
  ACL_CUSTOM_SERVICE,
  ACL_ONE_WAY,
  aclMembersProblem,
  aclPolicyNameProblem,
  resolveAclService,
  type AclMemberRef,
  type AclMemberType,
  type AclPolicy,
  type AclPolicyRequest,
  type AclPolicyType,
  type AclProtocol,
  type Problem,
} from '@netloom/contract';

/** Whether traffic may start only at the sources, or at either side. */
export type PolicyDirection = 'one-way' | 'both-ways';

/** The protocols a Custom service takes. */
export type CustomProtocol = Extract<AclProtocol, 'tcp' | 'udp'>;
export const CUSTOM_PROTOCOLS: readonly CustomProtocol[] = ['tcp', 'udp'];

/**
 * The Add / Edit policy form. Members are kept as keys (`kind:value`, see `memberKey`); each tab
 * keeps its own sources, so switching tabs loses nothing.
 */
export interface PolicyFormValues {
  name: string;
  description: string;
  policyType: AclPolicyType;
  /** Sources of a device policy (Resources tab): tags, nodes, or all. */
  resourceSources: string[];
  /** Sources of a user policy (Users tab): users, user groups, or all of either. */
  userSources: string[];
  destinations: string[];
  direction: PolicyDirection;
  /** A service name from the server's policy types: Any, HTTP, SSH, ..., Custom. */
  service: string;
  /** The protocol and ports of a Custom service. */
  protocol: CustomProtocol;
  ports: string[];
  enabled: boolean;
}

export type PolicyField = 'name' | 'resourceSources' | 'userSources' | 'destinations' | 'service' | 'ports';

/** A member as one select value: its kind and its value (an id, a username or `*`). */
export function memberKey(member: AclMemberRef): string {
  return `${member.id}:${member.value}`;
}

export function memberOfKey(key: string): AclMemberRef {
  const colon = key.indexOf(':');
  return { id: key.slice(0, colon) as AclMemberType, value: key.slice(colon + 1) };
}

export function newPolicyForm(): PolicyFormValues {
  return {
    name: '',
    description: '',
    policyType: 'device-policy',
    resourceSources: [],
    userSources: [],
    destinations: [],
    direction: 'both-ways',
    service: ACL_ANY_SERVICE,
    protocol: 'tcp',
    ports: [],
    enabled: true,
  };
}

/** A policy's values, to edit it. */
export function policyFormOf(policy: AclPolicy): PolicyFormValues {
  const sources = policy.src_type.map(memberKey);
  const custom = policy.type === ACL_CUSTOM_SERVICE;
  return {
    name: policy.name,
    description: policy.meta_data,
    policyType: policy.policy_type,
    resourceSources: policy.policy_type === 'device-policy' ? sources : [],
    userSources: policy.policy_type === 'user-policy' ? sources : [],
    destinations: policy.dst_type.map(memberKey),
    direction: policy.allowed_traffic_direction === ACL_ONE_WAY ? 'one-way' : 'both-ways',
    service: policy.type,
    protocol: custom && policy.protocol === 'udp' ? 'udp' : 'tcp',
    ports: custom ? policy.ports : [],
    enabled: policy.enabled,
  };
}

export function sourceField(policyType: AclPolicyType): 'resourceSources' | 'userSources' {
  return policyType === 'device-policy' ? 'resourceSources' : 'userSources';
}

function sourcesOf(values: PolicyFormValues): AclMemberRef[] {
  return values[sourceField(values.policyType)].map(memberOfKey);
}

function serviceOf(values: PolicyFormValues) {
  const custom = values.service === ACL_CUSTOM_SERVICE;
  return { type: values.service, ...(custom ? { protocol: values.protocol, ports: values.ports } : {}) };
}

/** Members that always fit, to check each side of a policy as if the other were right. */
const ANY_SOURCE: Record<AclPolicyType, AclMemberRef> = {
  'device-policy': { id: 'tag', value: ACL_ALL },
  'user-policy': { id: 'user', value: ACL_ALL },
};
const ANY_DESTINATION: AclMemberRef = { id: 'tag', value: ACL_ALL };

/**
 * What is wrong with the form, by field, as the shared policy rules (the ones the server applies) find it;
 * empty when it can be sent.
 */
export function policyFormProblems(values: PolicyFormValues): Partial<Record<PolicyField, Problem>> {
  const problems: Partial<Record<PolicyField, Problem>> = {};
  const nameProblem = aclPolicyNameProblem(values.name);
  if (nameProblem) problems.name = nameProblem;
  const { policyType } = values;
  const sourceProblem = aclMembersProblem(policyType, sourcesOf(values), [ANY_DESTINATION]);
  if (sourceProblem) problems[sourceField(policyType)] = sourceProblem;
  const destinationProblem = aclMembersProblem(
    policyType,
    [ANY_SOURCE[policyType]],
    values.destinations.map(memberOfKey),
  );
  if (destinationProblem) problems.destinations = destinationProblem;
  const service = resolveAclService(serviceOf(values));
  if (!service.ok) problems[service.problem.field === 'ports' ? 'ports' : 'service'] = service.problem;
  return problems;
}

/** The create call's body; an update adds the policy's id. */
export function toPolicyRequest(values: PolicyFormValues, netid: string): AclPolicyRequest {
  return {
    name: values.name.trim(),
    network_id: netid,
    meta_data: values.description.trim(),
    policy_type: values.policyType,
    src_type: sourcesOf(values),
    dst_type: values.destinations.map(memberOfKey),
    ...serviceOf(values),
    allowed_traffic_direction: values.direction === 'one-way' ? ACL_ONE_WAY : ACL_BOTH_WAYS,
    enabled: values.enabled,
  };
}
