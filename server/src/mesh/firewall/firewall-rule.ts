import {
  ACL_BOTH_WAYS,
  ACL_ONE_WAY,
  portRangeProblem,
  type AclRule,
  type FirewallPairRule,
  type FirewallRule,
} from '@netloom/contract';
import type { RuleAddresses } from './device-addresses';

/** What a rule lets through: a policy's protocol and ports and the direction it was written in. */
export type RuleTraffic = Pick<AclRule, 'protocol' | 'ports' | 'allowed_traffic_direction'>;

/** Every protocol on every port, as the rules of open networks and internet gateways allow. */
export const ALL_TRAFFIC: RuleTraffic = { protocol: 'all', ports: [], allowed_traffic_direction: ACL_BOTH_WAYS };

/** The ports a rule may carry: only tcp and udp have ports, and only valid entries (a stored policy is trusted no further). */
function portsOf(traffic: RuleTraffic): string[] {
  if (traffic.protocol !== 'tcp' && traffic.protocol !== 'udp') return [];
  return traffic.ports.filter((port) => portRangeProblem(port) === null);
}

/**
 * A host's rule from sources to destinations, or null when it would allow nothing. A family whose
 * destinations are empty loses its sources too: hosts read a rule without destinations as "to any
 * address", which is never what an empty side means here.
 */
export function firewallRule(
  id: string,
  traffic: RuleTraffic,
  sources: RuleAddresses,
  destinations: RuleAddresses,
): FirewallRule | null {
  const ipList = destinations.v4.length > 0 ? sources.v4 : [];
  const ip6List = destinations.v6.length > 0 ? sources.v6 : [];
  if (ipList.length === 0 && ip6List.length === 0) return null;
  return {
    id,
    ip_list: ipList,
    ip6_list: ip6List,
    allowed_protocols: traffic.protocol,
    allowed_ports: portsOf(traffic),
    direction: traffic.allowed_traffic_direction === ACL_BOTH_WAYS ? ACL_BOTH_WAYS : ACL_ONE_WAY,
    dst: ipList.length > 0 ? destinations.v4 : [],
    dst6: ip6List.length > 0 ? destinations.v6 : [],
    Allowed: true,
  };
}

/** The same as pair rules (one source and one destination each), as a remote-access gateway keeps its clients' traffic. */
export function pairRules(
  traffic: RuleTraffic,
  sources: RuleAddresses,
  destinations: RuleAddresses,
): FirewallPairRule[] {
  const pairs = (from: string[], to: string[]) => from.flatMap((src) => to.map((dst) => [src, dst] as const));
  return [...pairs(sources.v4, destinations.v4), ...pairs(sources.v6, destinations.v6)].map(([src, dst]) => ({
    src_ip: src,
    dst_ip: dst,
    allowed_protocols: traffic.protocol,
    allowed_ports: portsOf(traffic),
    allow: true,
  }));
}
