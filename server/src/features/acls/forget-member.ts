import type { AclMemberRef } from '@netloom/contract';
import { deletePolicy, listUserPolicies, updatePolicy } from '../../store/acl-repository';
import { toJsonColumn } from '../../store/json-columns';
import type { Database } from '../../store/schema';
import { readMembers } from './policy-record';

/**
 * Takes a deleted user or group out of the sources of every user policy; a policy left with no source
 * is deleted. Returns the networks whose policies changed.
 */
export async function forgetPolicyMember(db: Database, kind: 'user' | 'user-group', value: string): Promise<string[]> {
  const policies = await listUserPolicies(db);
  const networks = new Set<string>();
  for (const policy of policies) {
    const sources = readMembers(policy.src_type);
    const kept = sources.filter((member: AclMemberRef) => !(member.id === kind && member.value === value));
    if (kept.length === sources.length) continue;
    networks.add(policy.network);
    if (kept.length === 0) await deletePolicy(db, policy.id);
    else await updatePolicy(db, policy.id, { src_type: toJsonColumn(kept) });
  }
  return [...networks];
}
