import { cidrContains, type ApiNode, type HostPeerUpdate } from '@netloom/contract';
import type { DesiredFirewall, DesiredInterface, EgressRange } from '../desired';

/** What the agent knows that the server does not send: its key, its interface and how it reaches the server. */
export interface LocalSettings {
  privateKey: string;
  interfaceName: string;
  serverAddress: string | null;
}

const DEFAULT_ROUTES = ['0.0.0.0/0', '::/0'];

function nodeAddresses(node: ApiNode): string[] {
  if (!node.connected || node.pendingdelete) return [];
  return [node.address, node.address6].filter((address) => address !== '');
}

function egressRanges(node: ApiNode): EgressRange[] {
  if (!node.connected || node.pendingdelete) return [];
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

/**
 * The interface and firewall a peer update asks for (dataplane 4.1-4.5): the node addresses with
 * their network prefix, the peers not marked for removal, a route for each allowed range outside the
 * node networks (egress ranges, other networks), the internet gateway, and gateway forwarding and NAT.
 */
export function desiredState(
  update: HostPeerUpdate,
  local: LocalSettings,
): { wireguard: DesiredInterface; firewall: DesiredFirewall } {
  const addresses = update.nodes.flatMap(nodeAddresses);
  const peers = update.host_peers
    .filter((peer) => !peer.Remove)
    .map((peer) => ({
      publicKey: peer.PublicKey,
      endpoint: peer.Endpoint,
      allowedIps: peer.AllowedIPs,
      persistentKeepalive: peer.PersistentKeepaliveInterval,
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
      forwarding: update.nodes.some((node) => node.connected && !node.pendingdelete && forwards(node)),
      egress: update.nodes.flatMap(egressRanges),
    },
  };
}
