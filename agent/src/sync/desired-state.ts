import { cidrContains, type ApiNode, type HostPeerUpdate } from '@netloom/contract';
import type { DesiredFilter, DesiredFirewall, DesiredInterface, EgressRange } from '../desired';
import { firewallAllowances } from './firewall-allowances';

/** What the agent knows that the server does not send: its key, its interface and how it reaches the server. */
export interface LocalSettings {
  privateKey: string;
  interfaceName: string;
  serverAddress: string | null;
}

const DEFAULT_ROUTES = ['0.0.0.0/0', '::/0'];

/**
 * Seconds between the keepalives a host behind NAT sends each peer it dials when the peer's setting
 * has none: the NAT's mapping, and the pinhole it opens, stay open between packets.
 */
export const NAT_KEEPALIVE_SECONDS = 25;

/** Whether the server knows the host to be behind a NAT (its agent found so by STUN). */
export function isBehindNat(natType: string): boolean {
  return natType === 'behind_nat' || natType === 'symmetric';
}

/** Nodes that are disconnected or being deleted hold nothing on the host. */
export function isActive(node: ApiNode): boolean {
  return node.connected && !node.pendingdelete;
}

/** A node's addresses with their network's prefix (`10.10.0.1/24`). */
export function nodeAddresses(node: ApiNode): string[] {
  return [node.address, node.address6].filter((address) => address !== '');
}

function egressRanges(node: ApiNode): EgressRange[] {
  const ranges: EgressRange[] = node.isegressgateway
    ? (node.egressgatewayranges ?? []).map((destination) => ({
        source: node.networkrange,
        destination,
        nat: node.egressgatewaynatenabled,
      }))
    : [];
  if (node.isinternetgateway) ranges.push({ source: node.networkrange, destination: '0.0.0.0/0', nat: true });
  return ranges.filter((range) => range.source !== '');
}

function forwards(node: ApiNode): boolean {
  return node.isrelay || node.isingressgateway || node.isegressgateway || node.isinternetgateway || node.is_fail_over;
}

/** What the host lets in from the mesh: everything under `allow_all`, else what its rules allow; `overlay` is its networks' ranges. */
function desiredFilter(update: HostPeerUpdate, nodes: ApiNode[]): DesiredFilter {
  const overlay = nodes.flatMap((node) => [node.networkrange, node.networkrange6]).filter((range) => range !== '');
  if (update.fw_update.allow_all) return { allowAll: true, overlay, allowances: [], rules: 0 };
  return { allowAll: false, overlay, ...firewallAllowances(update.fw_update) };
}

/**
 * The interface and firewall a peer update asks for (docs/architecture.md, The agent on a host): the node addresses with
 * their network prefix, the peers not marked for removal, a route for each allowed range outside the
 * node networks (egress ranges, other networks), the internet gateway, gateway forwarding and NAT,
 * and the filter of what arrives from the mesh.
 */
export function desiredState(
  update: HostPeerUpdate,
  local: LocalSettings,
): { wireguard: DesiredInterface; firewall: DesiredFirewall } {
  const nodes = update.nodes.filter(isActive);
  const addresses = nodes.flatMap(nodeAddresses);
  const behindNat = isBehindNat(update.host.nat_type);
  const peers = update.host_peers
    .filter((peer) => !peer.Remove)
    .map((peer) => ({
      publicKey: peer.PublicKey,
      endpoint: peer.Endpoint,
      allowedIps: peer.AllowedIPs,
      persistentkeepalive:
        peer.PersistentKeepaliveInterval || (behindNat && peer.Endpoint !== null ? NAT_KEEPALIVE_SECONDS : 0),
    }));
  const routes = [...new Set(peers.flatMap((peer) => peer.allowedIps))].filter(
    (range) => !DEFAULT_ROUTES.includes(range) && !addresses.some((address) => cidrContains(address, range)),
  );
  return {
    wireguard: {
      name: local.interfaceName,
      privateKey: local.privateKey,
      listenPort: update.host.listenport,
      mtu: update.host.mtu,
      addresses,
      peers,
      routes,
      defaultGateway: update.change_default_gw && update.default_gw_ip !== '' ? update.default_gw_ip : null,
      serverAddress: local.serverAddress,
    },
    firewall: {
      interfaceName: local.interfaceName,
      forwarding: nodes.some(forwards),
      egress: nodes.flatMap(egressRanges),
      filter: desiredFilter(update, nodes),
    },
  };
}
