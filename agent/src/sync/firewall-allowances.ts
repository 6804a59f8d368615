import { isIPv4Cidr, type FirewallPairRule, type FirewallRule, type FirewallUpdate } from '@netloom/contract';
import type { Allowance } from '../desired';

/** What a rule without destinations of a version reaches: every address of that version. */
const EVERY_ADDRESS = { 4: '0.0.0.0/0', 6: '::/0' } as const;

/** A rule's allowances, one per IP version it has sources of. */
function ruleAllowances(rule: FirewallRule, scope: Allowance['scope']): Allowance[] {
  const versions = [
    { version: 4 as const, sources: rule.ip_list, destinations: rule.dst },
    { version: 6 as const, sources: rule.ip6_list, destinations: rule.dst6 },
  ];
  return versions
    .filter(({ sources }) => sources.length > 0)
    .map(({ version, sources, destinations }) => ({
      scope,
      version,
      sources,
      destinations: destinations.length > 0 ? destinations : [EVERY_ADDRESS[version]],
      protocol: rule.allowed_protocols,
      ports: rule.allowed_ports,
    }));
}

/** A remote-access gateway's rule for one client: one source and one destination of one version. */
function pairAllowance(rule: FirewallPairRule): Allowance {
  return {
    scope: 'mesh',
    version: isIPv4Cidr(rule.src_ip) ? 4 : 6,
    sources: [rule.src_ip],
    destinations: [rule.dst_ip],
    protocol: rule.allowed_protocols,
    ports: rule.allowed_ports,
  };
}

/**
 * The allowances of a host's `fw_update` and how many rules they come from: its ACL rules, the
 * rules of each range it routes as an egress gateway (egress scope) and the rules of each
 * remote-access gateway it is. `networks` is not read: those rules are also in `acl_rules`.
 */
export function firewallAllowances(update: FirewallUpdate): { allowances: Allowance[]; rules: number } {
  const meshRules = Object.values(update.acl_rules);
  const egressRules = Object.values(update.egress_info).flatMap((egress) => Object.values(egress.egress_fw_rules));
  const pairRules = Object.values(update.ingress_info).flatMap((ingress) => ingress.rules);
  return {
    allowances: [
      ...meshRules.flatMap((rule) => ruleAllowances(rule, 'mesh')),
      ...egressRules.flatMap((rule) => ruleAllowances(rule, 'egress')),
      ...pairRules.map(pairAllowance),
    ],
    rules: meshRules.length + egressRules.length + pairRules.length,
  };
}
