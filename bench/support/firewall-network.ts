/**
 * A network of hosts under made-up policies (`policyNetwork`) as the server works out their
 * firewalls: one node per host at 10.64.x.y, every hundredth an egress gateway, the first one the
 * relay of the next `relayed` ones, so it keeps what they may send and be sent.
 */
import { buildReachability, formatIPv4, type FirewallUpdate } from '@netloom/contract';
import { hostFirewall } from '../../server/src/mesh/firewall/host-firewall';
import { NetworkFirewall } from '../../server/src/mesh/firewall/network-firewall';
import { IndexedNetwork } from '../../server/src/mesh/indexed-network';
import type { PeerNode } from '../../server/src/mesh/peer-model';
import { policyNetwork } from './policy-network';

export const FIREWALL_NETWORK_RANGE = '10.64.0.0/16';

export function firewallNetwork(options: { hosts: number; policies: number; tags: number; relayed?: number }) {
  const { devices, policies } = policyNetwork({ network: 'bench', nodes: options.hosts, ...options });
  const nodes: PeerNode[] = devices.map((device, index) => ({
    id: device.id,
    host: {
      id: `${device.id}-host`,
      name: `${device.id}-host`,
      publickey: `key-${index}`,
      endpointip: formatIPv4(0xc6120000n + BigInt(index)),
      endpointipv6: '',
      localAddress: '',
      listenport: 51821,
      wgPublicListenPort: 0,
      isStaticPort: false,
      persistentkeepalive: 20,
    },
    address: formatIPv4(0x0a400001n + BigInt(index)),
    address6: null,
    connected: true,
    pendingDelete: false,
    expiresAt: 0,
    lastCheckIn: 0,
    relayedBy: index > 0 && index <= (options.relayed ?? 0) ? devices[0].id : '',
    isIngressGateway: false,
    egressRanges: index % 100 === 0 ? [`192.168.${index / 100}.0/24`] : [],
    internetGatewayId: '',
    failOverPeers: [],
    failedOverBy: '',
  }));

  /** The network's firewalls worked out afresh, as one publishing round does. */
  function firewalls(): { firewallOf(node: PeerNode): FirewallUpdate } {
    const reachability = buildReachability(policies, devices);
    const firewall = new NetworkFirewall({
      network: new IndexedNetwork({ nodes, clients: [] }),
      devices,
      grants: reachability.grants(),
      everybody: reachability.everybody,
      ranges: { v4: FIREWALL_NETWORK_RANGE, v6: '' },
    });
    return {
      firewallOf: (node) =>
        hostFirewall([
          {
            node,
            firewall,
            netid: 'bench',
            range: FIREWALL_NETWORK_RANGE,
            range6: '',
            egressNat: true,
            isInternetGateway: false,
          },
        ]),
    };
  }

  return { nodes, firewalls };
}

/** How many rules a host keeps: its ACL rules and those of the ranges it routes. */
export function ruleCount(update: FirewallUpdate): number {
  const egress = Object.values(update.egress_info).reduce(
    (sum, info) => sum + Object.keys(info.egress_fw_rules).length,
    0,
  );
  return Object.keys(update.acl_rules).length + egress;
}
