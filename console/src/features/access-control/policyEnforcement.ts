import type { AclEnforcement, AclPolicy, FirewallState } from '@netloom/contract';

/** A host that must keep a rule of a policy, with the state of its firewall. */
export type PolicyHost = AclEnforcement['policies'][number]['hosts'][number];

/**
 * What the console says of whether a policy holds on the wire:
 * - `off`: it is switched off, so there is nothing to keep;
 * - `unknown`: the server has not said (still loading, or it could not);
 * - `no-devices`: it is on but names no device, so no host keeps a rule of it;
 * - `everywhere`, `partly`, `nowhere`: all, some or none of its hosts keep it (`keeping` of `hosts`).
 */
export type PolicyEnforcement =
  | { kind: 'off' | 'unknown' | 'no-devices' }
  | { kind: 'everywhere' | 'partly' | 'nowhere'; keeping: number; hosts: PolicyHost[] };

/**
 * Whether a host in this state keeps the policies of its networks: its firewall filters by them, or
 * they let everything through anyway. A failed apply keeps older rules; an agent that never reported
 * a firewall keeps none.
 */
export function keepsPolicies(state: FirewallState): boolean {
  return state === 'enforcing' || state === 'open';
}

/** The hosts of each policy in the server's answer, by policy id; none before it answered. */
export function hostsByPolicy(answer: AclEnforcement | undefined): ReadonlyMap<string, readonly PolicyHost[]> {
  return new Map(answer?.policies.map((policy) => [policy.policy_id, policy.hosts]));
}

/** Hosts that don't keep the policy come first, then by name. */
function byKeepingThenName(a: PolicyHost, b: PolicyHost): number {
  return Number(keepsPolicies(a.state)) - Number(keepsPolicies(b.state)) || a.name.localeCompare(b.name);
}

/** Whether `policy` holds on its hosts, as `hostsByPolicy` has them. */
export function policyEnforcement(
  policy: Pick<AclPolicy, 'id' | 'enabled'>,
  byPolicy: ReadonlyMap<string, readonly PolicyHost[]>,
): PolicyEnforcement {
  if (!policy.enabled) return { kind: 'off' };
  const hosts = byPolicy.get(policy.id);
  if (!hosts) return { kind: 'unknown' };
  if (hosts.length === 0) return { kind: 'no-devices' };
  const keeping = hosts.filter((host) => keepsPolicies(host.state)).length;
  let kind: 'everywhere' | 'partly' | 'nowhere' = 'partly';
  if (keeping === hosts.length) kind = 'everywhere';
  else if (keeping === 0) kind = 'nowhere';
  return { kind, keeping, hosts: [...hosts].sort(byKeepingThenName) };
}

/** Whether some host that must keep the policy does not: the console flags it wherever it shows the policy. */
export function isFlagged(enforcement: PolicyEnforcement): boolean {
  return enforcement.kind === 'partly' || enforcement.kind === 'nowhere';
}
