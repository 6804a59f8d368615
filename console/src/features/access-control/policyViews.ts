import { ACL_ALL, type AclMember, type AclMemberType, type AclPolicy, type AclPolicyType } from '@netloom/contract';
import { memberKey } from './policyForm';

/** The type filter above the policies: all, Resources (device policies) or Users (user policies). */
export type PolicyTypeFilter = 'all' | AclPolicyType;
export const POLICY_TYPE_FILTERS: readonly PolicyTypeFilter[] = ['all', 'device-policy', 'user-policy'];

export interface PolicyQuery {
  search: string;
  type: PolicyTypeFilter;
}

/** How `*` of each kind of member shows, in the user's language. */
export type EveryoneLabels = Record<AclMemberType, string>;

/** One chip of a policy's sources or destinations. */
export interface MemberChip {
  key: string;
  kind: AclMemberType;
  label: string;
}

/** The text of a member's chip: `*` as All ..., else the name the server gave it (its id when it has none). */
export function memberLabel(member: AclMember, everyone: EveryoneLabels): string {
  return member.value === ACL_ALL ? everyone[member.id] : member.name || member.value;
}

export function memberChips(members: readonly AclMember[], everyone: EveryoneLabels): MemberChip[] {
  return members.map((member) => ({
    key: memberKey(member),
    kind: member.id,
    label: memberLabel(member, everyone),
  }));
}

/** The policies of the chosen type whose name or a chip's text contains the search, ignoring case. */
export function filterPolicies(
  policies: readonly AclPolicy[],
  query: PolicyQuery,
  everyone: EveryoneLabels,
): AclPolicy[] {
  const term = query.search.trim().toLowerCase();
  return policies.filter((policy) => {
    if (query.type !== 'all' && policy.policy_type !== query.type) return false;
    if (term === '') return true;
    const texts = [policy.name, ...[...policy.src_type, ...policy.dst_type].map((m) => memberLabel(m, everyone))];
    return texts.some((text) => text.toLowerCase().includes(term));
  });
}
