import { aclRuleMembers, type AclCell, type AclCells, type AclDevice, type AclRule } from '@netloom/contract';
import { isNodeActive, type IndexedNetwork } from './indexed-network';
import { getsPeers } from './peers';
import type { PeerNode } from './peer-model';
import type { AccessSnapshot } from './reachability';

/**
 * What decides the peers of one network's hosts at one moment, kept between publishing rounds to
 * tell which hosts a change reaches without working out everybody's peers again.
 */
export interface NetworkPeerState {
  /** Node id -> its host, what others' entries for it are made of, and whether it gets peers itself. */
  nodes: Map<string, SeenNode>;
  /** Its external clients. */
  clients: string;
  /** Each external client's gateway node: a policy naming a client changes whom its gateway peers with. */
  clientGateways: Map<string, string>;
  /** The matrix's default and the devices with their tags: a change to either may alter anyone's reach. */
  devices: string;
  /** The devices, to tell the members of a policy. */
  deviceList: readonly AclDevice[];
  /** Policies by id: what they say, and the rule itself. */
  policies: Map<string, { said: string; rule: AclRule }>;
  /** Explicit matrix cells, `source target` -> value. */
  cells: Map<string, AclCell>;
  /** A digest of the names its hosts resolve and its nameservers: a change reaches every host in it. */
  dns: string;
}

/**
 * A node as the peer computation saw it: its host, whether it gets peers itself, and what other
 * nodes' entries for it are made of (`seen`): everything the peer computation reads of it but its
 * host's last check-in (only its own peers depend on that) and its expiry (whether it is active
 * tells what matters of that now). `seen` is written when first compared: a node coming or going
 * tells a round what it needs without it.
 */
export class SeenNode {
  readonly hostId: string;
  private text?: string;

  constructor(
    private readonly node: PeerNode,
    private readonly active: boolean,
    readonly getsPeers: boolean,
  ) {
    this.hostId = node.host.id;
  }

  /** Whether others' entries for the two are made of the same: the same node read again, or the same facts. */
  seenAlike(other: SeenNode): boolean {
    return (this.node === other.node && this.active === other.active) || this.seen === other.seen;
  }

  private get seen(): string {
    if (this.text === undefined) {
      const { lastCheckIn: _lastCheckIn, expiresAt: _expiresAt, ...facts } = this.node;
      this.text = JSON.stringify({ ...facts, active: this.active });
    }
    return this.text;
  }
}

function cellMap(matrix: AclCells): Map<string, AclCell> {
  const cells = new Map<string, AclCell>();
  for (const [source, row] of Object.entries(matrix)) {
    for (const [target, value] of Object.entries(row)) cells.set(`${source} ${target}`, value);
  }
  return cells;
}

/** A network's state for the peer computation now. */
export function networkPeerState(
  network: IndexedNetwork,
  access: AccessSnapshot,
  nowMs: number,
  dnsDigest = '',
): NetworkPeerState {
  return {
    nodes: new Map(
      network.snapshot.nodes.map((node) => [
        node.id,
        new SeenNode(node, isNodeActive(node, nowMs), getsPeers(node, nowMs)),
      ]),
    ),
    clients: JSON.stringify(network.snapshot.clients),
    clientGateways: new Map(network.snapshot.clients.map((client) => [client.clientId, client.gatewayId])),
    devices: JSON.stringify([access.defaultacl, access.devices]),
    deviceList: access.devices,
    policies: new Map(access.policies.map((rule) => [rule.id, { said: JSON.stringify(rule), rule }])),
    cells: cellMap(access.matrix),
    dns: dnsDigest,
  };
}

function hostsOf(state: NetworkPeerState): string[] {
  return [...state.nodes.values()].map((node) => node.hostId);
}

/** Whether something others see changed: a node came, went or changed, a client, a device's tags, the default, or names. */
function changedForEveryone(before: NetworkPeerState, after: NetworkPeerState): boolean {
  if (before.nodes.size !== after.nodes.size) return true;
  if (before.clients !== after.clients || before.devices !== after.devices || before.dns !== after.dns) return true;
  for (const [id, node] of after.nodes) {
    const was = before.nodes.get(id);
    if (!was || was.hostId !== node.hostId || !was.seenAlike(node)) return true;
  }
  return false;
}

/** The devices at either end of a matrix cell that was set, changed or cleared. */
function devicesOfChangedCells(before: Map<string, AclCell>, after: Map<string, AclCell>): string[] {
  const changed = [...after].filter(([pair, value]) => before.get(pair) !== value).map(([pair]) => pair);
  changed.push(...[...before.keys()].filter((pair) => !after.has(pair)));
  return changed.flatMap((pair) => pair.split(' '));
}

/** The members, before and after, of the policies that came, went or changed: only their pairs may reach differently. */
function devicesOfChangedPolicies(before: NetworkPeerState, after: NetworkPeerState): string[] {
  const ids = new Set([...before.policies.keys(), ...after.policies.keys()]);
  return [...ids].flatMap((id) => {
    const [was, is] = [before.policies.get(id), after.policies.get(id)];
    if (was?.said === is?.said) return [];
    return [was, is].flatMap((policy) => (policy ? aclRuleMembers(policy.rule, after.deviceList) : []));
  });
}

/**
 * The hosts whose peers in this network may differ between two states of it: every host (before
 * and after) when something others see changed, or when there is no earlier state; else the hosts
 * that start or stop getting peers (check-in age, expiry), the members of a changed policy (an
 * external client standing for its gateway) and those at either end of a changed matrix cell (a
 * pair's admission reads only its two cells).
 */
export function hostsWithNewPeers(before: NetworkPeerState | undefined, after: NetworkPeerState): Set<string> {
  if (!before) return new Set(hostsOf(after));
  if (changedForEveryone(before, after)) return new Set([...hostsOf(before), ...hostsOf(after)]);
  const hosts = new Set<string>();
  for (const [id, node] of after.nodes) if (before.nodes.get(id)?.getsPeers !== node.getsPeers) hosts.add(node.hostId);
  const devices = [...devicesOfChangedPolicies(before, after), ...devicesOfChangedCells(before.cells, after.cells)];
  for (const device of devices) {
    const node = after.nodes.get(device) ?? after.nodes.get(after.clientGateways.get(device) ?? '');
    if (node) hosts.add(node.hostId);
  }
  return hosts;
}
