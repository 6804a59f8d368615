import type { HostPeerUpdate } from '@netloom/contract';
import type { DesiredDns } from '../dns';
import { isActive, nodeAddresses } from './desired-state';

/** A node address without its prefix. */
function bare(cidr: string): string {
  return cidr.split('/')[0];
}

/**
 * The names a peer update asks the host to serve (docs/architecture.md, The agent on a host): those of the networks of its
 * active nodes, answered on their addresses, with the networks' nameservers; off when the server does
 * not manage DNS or the host's own setting is "no".
 */
export function desiredDns(update: HostPeerUpdate, interfaceName: string): DesiredDns {
  const nodes = update.nodes.filter(isActive);
  const addresses = nodes.flatMap(nodeAddresses).map(bare);
  const networks = new Set(nodes.map((node) => node.network));
  return {
    enabled: update.ManageDNS && update.host.dns.toLowerCase() === 'yes' && addresses.length > 0,
    interfaceName,
    addresses,
    zone: {
      entries: update.dns_entries.filter((entry) => networks.has(entry.network)),
      networks: nodes.map((node) => ({
        name: node.network,
        ranges: [node.networkrange, node.networkrange6].filter((range) => range !== ''),
      })),
      nameservers: update.dns_nameservers,
      local: addresses,
    },
  };
}
