import {
  ACL_ALL,
  ACL_BOTH_WAYS,
  ACL_ONE_WAY,
  aclMemberSchema,
  type AclMemberRef,
  type AclPolicyType,
  type AclProtocol,
  type AclRule,
} from '@netloom/contract';
import type { AclPolicyRecord } from '../../store/acl-repository';
import { fromFlag } from '../../store/flags';
import { fromJsonStringArray } from '../../store/json-columns';

/** A stored member list, `[{id, value}]`; entries that don't read as members are left out. */
export function readMembers(text: string): AclMemberRef[] {
  const value: unknown = JSON.parse(text);
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const member = aclMemberSchema.safeParse(entry);
    return member.success ? [{ id: member.data.id, value: member.data.value }] : [];
  });
}

/** The distinct values (not `*`) of the members of one kind. */
export function memberValues(members: readonly AclMemberRef[], kind: AclMemberRef['id']): string[] {
  return [...new Set(members.filter((member) => member.id === kind && member.value !== ACL_ALL).map((m) => m.value))];
}

/** What deciding reachability needs of a stored policy. */
export function policyRule(record: AclPolicyRecord): AclRule {
  return {
    id: record.id,
    name: record.name,
    policy_type: record.policy_type as AclPolicyType,
    src_type: readMembers(record.src_type),
    dst_type: readMembers(record.dst_type),
    protocol: record.protocol as AclProtocol,
    ports: fromJsonStringArray(record.ports),
    allowed_traffic_direction: record.allowed_traffic_direction === ACL_BOTH_WAYS ? ACL_BOTH_WAYS : ACL_ONE_WAY,
    enabled: fromFlag(record.enabled),
  };
}
