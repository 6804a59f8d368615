import {
  ACL_BOTH_WAYS,
  aggregateCidrs,
  type AclDevice,
  type AclGrant,
  type FirewallPairRule,
  type FirewallRule,
} from '@netloom/contract';
import type { IndexedNetwork } from '../indexed-network';
import type { PeerNode } from '../peer-model';
import { DeviceAddresses, type RuleAddresses } from './device-addresses';
import { ALL_TRAFFIC, firewallRule, pairRules } from './firewall-rule';

/** What decides a network's firewalls: its nodes and clients, its devices as policies see them, and what its policies let through. */
export interface FirewallInputs {
  network: IndexedNetwork;
  devices: readonly AclDevice[];
  grants: readonly AclGrant[];
  /** An enabled policy lets every device reach every other with any traffic (All Nodes). */
  everybody: boolean;
  /** The network's address ranges; '' when it has none of a family. */
  ranges: { v4: string; v6: string };
}

/** A firewall rule with the policy it comes from ('' for the network's own rules). */
export interface KeptRule<Rule = FirewallRule> {
  policyId: string;
  rule: Rule;
}

/** The rules one node of a network keeps. */
export interface NodeRules {
  /** Traffic to its own addresses, and for a relay or failover node the traffic of the nodes it carries. */
  mesh: KeptRule[];
  /** Traffic to the ranges it routes as an egress gateway. */
  egress: KeptRule[];
  /** Traffic from and to its clients, when it is a remote-access gateway. */
  ingress: KeptRule<FirewallPairRule>[];
}

const INTERNET = { v4: ['0.0.0.0/0'], v6: ['::/0'] };

/** Traffic of one grant through a node that carries some of its devices. */
interface CarriedTraffic {
  grant: AclGrant;
  id: string;
  sources: RuleAddresses;
  destinations: RuleAddresses;
}

/** The policy's grants that reach one node: a two-way policy whose both sides hold the node counts once, with both sources. */
interface PolicyReach {
  grant: AclGrant;
  sources: string[][];
  /** Which of the policy's directions reach it: its sources' addresses are written once per policy and key. */
  key: string;
}

/**
 * The firewalls of one network's nodes, worked out from its policies (docs/architecture.md, Peers): a node
 * accepts traffic that a policy lets its source start towards it, on the policy's protocol and
 * ports. A node that forwards other nodes' traffic (relay, failover node) also keeps what the nodes
 * it carries may send and be sent; a remote-access gateway the same for its clients, since they
 * enforce nothing themselves; an egress gateway keeps who may reach its ranges. A network whose
 * policies let everybody reach everything (All Nodes, and users' clients as freely) needs no rules.
 */
export class NetworkFirewall {
  private readonly addresses: DeviceAddresses;
  private readonly written = new Map<string, RuleAddresses>();
  private readonly targets = new WeakMap<AclGrant, Set<string>>();
  private readonly userClients: Set<string>;
  private readonly usersReachAll: boolean;
  private readonly usersBothWays: boolean;

  constructor(private readonly inputs: FirewallInputs) {
    const { network, devices, grants } = inputs;
    this.addresses = new DeviceAddresses(network);
    this.userClients = new Set(devices.filter((device) => device.user).map((device) => device.id));
    const plainDevices = devices.filter((device) => !device.user).map((device) => device.id);
    const covers = (side: string[], ids: Iterable<string>) => {
      const members = new Set(side);
      return [...ids].every((id) => members.has(id));
    };
    const usersGrant = grants.find(
      (grant) =>
        !grant.reverse &&
        grant.rule.policy_type === 'user-policy' &&
        grant.rule.protocol === 'all' &&
        covers(grant.from, this.userClients) &&
        covers(grant.to, plainDevices),
    );
    const noUsers = this.userClients.size === 0;
    this.usersReachAll = noUsers || usersGrant !== undefined;
    this.usersBothWays = noUsers || usersGrant?.rule.allowed_traffic_direction === ACL_BOTH_WAYS;
  }

  private get network(): IndexedNetwork {
    return this.inputs.network;
  }

  /** The addresses for `key`, written once however many nodes ask. */
  private cached(key: string, write: () => RuleAddresses): RuleAddresses {
    let addresses = this.written.get(key);
    if (!addresses) {
      addresses = write();
      this.written.set(key, addresses);
    }
    return addresses;
  }

  private reaches(grant: AclGrant, nodeId: string): boolean {
    let targets = this.targets.get(grant);
    if (!targets) {
      targets = new Set(grant.to);
      this.targets.set(grant, targets);
    }
    return targets.has(nodeId);
  }

  private clientsOf(node: PeerNode): string[] {
    return node.isIngressGateway ? (this.network.clientsByGateway.get(node.id) ?? []).map((c) => c.clientId) : [];
  }

  /** Whether the node needs no filtering: everybody reaches everything, and users' clients (both ways, on their gateway) too. */
  isOpenFor(node: PeerNode): boolean {
    if (!this.inputs.everybody || !this.usersReachAll) return false;
    return this.usersBothWays || !this.clientsOf(node).some((id) => this.userClients.has(id));
  }

  /** For each policy that lets traffic start towards the node, its grant and every side that may start it. */
  private policiesReaching(nodeId: string): PolicyReach[] {
    const byPolicy = new Map<string, PolicyReach>();
    for (const grant of this.inputs.grants) {
      if (!this.reaches(grant, nodeId)) continue;
      const direction = grant.reverse ? 'reverse' : 'forward';
      const reach = byPolicy.get(grant.rule.id);
      if (reach) {
        reach.sources.push(grant.from);
        reach.key += ` ${direction}`;
      } else {
        byPolicy.set(grant.rule.id, { grant, sources: [grant.from], key: `${grant.rule.id} ${direction}` });
      }
    }
    return [...byPolicy.values()];
  }

  private sourcesOf(reach: PolicyReach): RuleAddresses {
    return this.cached(`sources ${reach.key}`, () => this.addresses.write(reach.sources.flat()));
  }

  private grantSides(grant: AclGrant): { from: RuleAddresses; to: RuleAddresses } {
    const key = `${grant.rule.id} ${grant.reverse}`;
    return {
      from: this.cached(`from ${key}`, () => this.addresses.write(grant.from)),
      to: this.cached(`to ${key}`, () => this.addresses.write(grant.to, true)),
    };
  }

  /**
   * What the policies let pass between the devices whose traffic the node carries and everyone
   * else, each grant cut to those devices: as sources (what they may send through it) and as
   * destinations (what may be sent to them through it). Only that traffic passes the node, so the
   * other side is never multiplied by more than the few devices it carries.
   */
  private carriedTraffic(carried: Set<string>): CarriedTraffic[] {
    return this.inputs.grants.flatMap((grant) => {
      const { from, to } = this.grantSides(grant);
      const sending = grant.from.filter((id) => carried.has(id));
      const receiving = grant.to.filter((id) => carried.has(id));
      const direction = grant.reverse ? 'back' : 'forth';
      return [
        ...(sending.length > 0
          ? [
              {
                grant,
                id: `${grant.rule.id}.${direction}.from-carried`,
                sources: this.addresses.write(sending),
                destinations: to,
              },
            ]
          : []),
        ...(receiving.length > 0
          ? [
              {
                grant,
                id: `${grant.rule.id}.${direction}.to-carried`,
                sources: from,
                destinations: this.addresses.write(receiving, true),
              },
            ]
          : []),
      ];
    });
  }

  /** The nodes whose traffic passes through this one: those it relays, and the pairs that fail over to it. */
  private carriedNodes(node: PeerNode): string[] {
    const relayed = (this.network.membersByRelay.get(node.id) ?? []).map((member) => member.id);
    const failedOver = this.network.snapshot.nodes
      .filter((other) => other.failedOverBy === node.id)
      .map((other) => other.id);
    return [...relayed, ...failedOver];
  }

  /** The rules the node keeps under the network's policies, whether or not the network is open. */
  rulesOf(node: PeerNode): NodeRules {
    const own = aggregateCidrs(this.addresses.of(node.id));
    const routed = aggregateCidrs(this.addresses.routedBy(node.id));
    const reaching = this.policiesReaching(node.id);
    const keep = (destinations: RuleAddresses) =>
      reaching.flatMap((reach) => {
        const rule = firewallRule(reach.grant.rule.id, reach.grant.rule, this.sourcesOf(reach), destinations);
        return rule ? [{ policyId: reach.grant.rule.id, rule }] : [];
      });
    const carried = this.carriedNodes(node);
    const clients = this.clientsOf(node);
    const passing = carried.length > 0 ? this.carriedTraffic(new Set(carried)) : [];
    const throughGateway = clients.length > 0 ? this.carriedTraffic(new Set(clients)) : [];
    return {
      mesh: [
        ...keep(own),
        ...passing.flatMap(({ grant, id, sources, destinations }) => {
          const rule = firewallRule(id, grant.rule, sources, destinations);
          return rule ? [{ policyId: grant.rule.id, rule }] : [];
        }),
      ],
      egress: keep(routed),
      ingress: throughGateway.flatMap(({ grant, sources, destinations }) =>
        pairRules(grant.rule, sources, destinations).map((rule) => ({ policyId: grant.rule.id, rule })),
      ),
    };
  }

  /** The rule of an open network, for a host that is also in networks that are not: the network's addresses only. */
  openNetworkRule(node: PeerNode): FirewallRule | null {
    const ranges = [this.inputs.ranges.v4, this.inputs.ranges.v6].filter((range) => range !== '');
    const behindClients = this.network.snapshot.clients.flatMap((client) => client.extraAllowedIps);
    const sources = aggregateCidrs([...ranges, ...behindClients]);
    const destinations = aggregateCidrs([...ranges, ...behindClients, ...this.addresses.allRouted()]);
    return firewallRule(`${node.id}-allowed-network-rules`, ALL_TRAFFIC, sources, destinations);
  }

  /** The addresses of a remote-access gateway's clients, bare. */
  clientAddresses(gatewayId: string): string[] {
    const clients = this.network.clientsByGateway.get(gatewayId) ?? [];
    return clients.flatMap((client) => [client.address, client.address6].filter((ip): ip is string => ip !== null));
  }

  /** Every range a node of the network routes, as the fewest CIDRs. */
  routedRanges(): RuleAddresses {
    return this.cached('routed', () => aggregateCidrs(this.addresses.allRouted()));
  }

  /** An internet gateway's rule: the network's addresses may go anywhere outside the mesh through it. */
  internetRule(node: PeerNode): FirewallRule | null {
    const ranges = aggregateCidrs([this.inputs.ranges.v4, this.inputs.ranges.v6].filter((range) => range !== ''));
    return firewallRule(`${node.id}-inet`, ALL_TRAFFIC, ranges, INTERNET);
  }
}
