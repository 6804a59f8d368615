import {
  isIPv4Cidr,
  isIPv6Cidr,
  type EgressInfo,
  type FirewallRule,
  type FirewallUpdate,
  type IngressInfo,
} from '@netloom/contract';
import { addressIps } from '../indexed-network';
import type { PeerNode } from '../peer-model';
import type { KeptRule, NetworkFirewall, NodeRules } from './network-firewall';

/** One node of a host as its firewall is made from it: the node, its network's firewall and its own settings. */
export interface FirewallNode {
  node: PeerNode;
  firewall: NetworkFirewall;
  netid: string;
  /** Its network's ranges as the node record shows them ('' when none). */
  range: string;
  range6: string;
  egressNat: boolean;
  isInternetGateway: boolean;
}

const byId = <Rule extends { id: string }>(rules: (Rule | null)[]): Record<string, Rule> =>
  Object.fromEntries(rules.flatMap((rule) => (rule ? [[rule.id, rule] as const] : [])));

const rulesOf = (kept: KeptRule[]) => kept.map(({ rule }) => rule);

/** What a node of an open network keeps beyond its network's rule: nothing. */
const NO_RULES: NodeRules = { mesh: [], egress: [], ingress: [] };

function ownAddress(node: PeerNode, version: 4 | 6): string {
  return addressIps(node).find(version === 4 ? isIPv4Cidr : isIPv6Cidr) ?? '';
}

function egressInfo(
  part: FirewallNode,
  id: string,
  ranges: string[],
  nat: boolean,
  rules: (FirewallRule | null)[],
): EgressInfo {
  return {
    egress_id: id,
    network: part.range,
    network6: part.range6,
    egress_gw_addr: ownAddress(part.node, 4),
    egress_gw_addr6: ownAddress(part.node, 6),
    egress_gateway_cfg: { nodeid: id, netid: part.netid, natenabled: nat ? 'yes' : 'no', ranges },
    egress_fw_rules: byId(rules),
  };
}

function ingressInfo(part: FirewallNode, rules: IngressInfo['rules']): IngressInfo {
  const { node } = part;
  const clients = part.firewall.clientAddresses(node.id);
  const routed = part.firewall.routedRanges();
  return {
    ingress_id: node.id,
    network: part.range,
    network6: part.range6,
    static_node_ips: clients,
    rules,
    egress_ranges: routed.v4,
    egress_ranges6: routed.v6,
  };
}

/**
 * The firewall a host keeps (`fw_update`) over all its networks: everything through when every one
 * of them is open; otherwise the rules of each network for that network's addresses only (an open
 * network's addresses by one rule for all), so a network that allows everything opens nothing of
 * another one. Egress and internet gateways get their ranges' rules, remote-access gateways their
 * clients'.
 */
export function hostFirewall(parts: FirewallNode[]): FirewallUpdate {
  const opened = parts.map((part) => ({ part, open: part.firewall.isOpenFor(part.node) }));
  const allowAll = opened.every(({ open }) => open);
  // Only the nodes of networks that are not open need their rules worked out.
  const kept = opened.map(({ part, open }) => ({
    part,
    open,
    rules: allowAll || open ? NO_RULES : part.firewall.rulesOf(part.node),
  }));
  const networks = allowAll
    ? []
    : kept.flatMap(({ part, open }) => (open ? [part.firewall.openNetworkRule(part.node)] : []));
  const openRules = networks.filter((rule): rule is FirewallRule => rule !== null);
  const egress: Record<string, EgressInfo> = {};
  const ingress: Record<string, IngressInfo> = {};
  for (const { part, rules } of kept) {
    const { node } = part;
    if (node.egressRanges.length > 0) {
      egress[node.id] = egressInfo(part, node.id, node.egressRanges, part.egressNat, rulesOf(rules.egress));
    }
    if (part.isInternetGateway) {
      const everywhere = part.range6 === '' ? ['0.0.0.0/0'] : ['0.0.0.0/0', '::/0'];
      const id = `${node.id}-inet`;
      egress[id] = egressInfo(part, id, everywhere, true, allowAll ? [] : [part.firewall.internetRule(node)]);
    }
    if (node.isIngressGateway)
      ingress[node.id] = ingressInfo(
        part,
        rules.ingress.map(({ rule }) => rule),
      );
  }
  return {
    allow_all: allowAll,
    networks: openRules,
    is_egress_gw: Object.keys(egress).length > 0,
    is_ingress_gw: Object.keys(ingress).length > 0,
    egress_info: egress,
    ingress_info: ingress,
    acl_rules: byId([...openRules, ...kept.flatMap(({ rules }) => rulesOf(rules.mesh))]),
  };
}

/** The firewall of a host with no node: everything through, nothing else. */
const EVERYTHING_THROUGH_JSON = JSON.stringify(hostFirewall([]));

/**
 * `hostFirewall` as JSON. A host whose nodes are all in open networks and none of them a gateway
 * lets everything through and keeps nothing else: the same text for all of them, written once.
 */
export function hostFirewallJson(parts: FirewallNode[]): string {
  const throughOnly = parts.every(
    ({ node, firewall, isInternetGateway }) =>
      node.egressRanges.length === 0 && !isInternetGateway && !node.isIngressGateway && firewall.isOpenFor(node),
  );
  return throughOnly ? EVERYTHING_THROUGH_JSON : JSON.stringify(hostFirewall(parts));
}

/** The ids of the policies a node keeps rules of (whether or not its network is open): whose rules it enforces. */
export function policiesKeptBy(firewall: NetworkFirewall, node: PeerNode): Set<string> {
  const { mesh, egress, ingress } = firewall.rulesOf(node);
  return new Set([...mesh, ...egress, ...ingress].map((kept) => kept.policyId));
}
