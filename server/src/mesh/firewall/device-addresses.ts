import { aggregateCidrs } from '@netloom/contract';
import { addressIps, type IndexedNetwork } from '../indexed-network';

/** Addresses of one side of a firewall rule, IPv4 and IPv6 apart, as the fewest CIDRs. */
export interface RuleAddresses {
  v4: string[];
  v6: string[];
}

/**
 * What each device of a network sends from and is reached at: a node its addresses, an external
 * client its addresses and the ranges behind it (extra allowed IPs); and what a node routes for the
 * mesh (its egress ranges).
 */
export class DeviceAddresses {
  private readonly addresses = new Map<string, string[]>();
  private readonly routed = new Map<string, string[]>();

  constructor(network: IndexedNetwork) {
    for (const node of network.snapshot.nodes) {
      this.addresses.set(node.id, addressIps(node));
      if (node.egressRanges.length > 0) this.routed.set(node.id, node.egressRanges);
    }
    for (const client of network.snapshot.clients) {
      this.addresses.set(client.clientId, [...addressIps(client), ...client.extraAllowedIps]);
    }
  }

  /** A device's own addresses (none for an id the network doesn't have). */
  of(id: string): string[] {
    return this.addresses.get(id) ?? [];
  }

  /** The ranges a node routes for the mesh as an egress gateway. */
  routedBy(id: string): string[] {
    return this.routed.get(id) ?? [];
  }

  /** Every range some node of the network routes. */
  allRouted(): string[] {
    return [...this.routed.values()].flat();
  }

  /** The addresses of some devices, with the ranges they route when `withRoutes`, as the fewest CIDRs. */
  write(ids: Iterable<string>, withRoutes = false): RuleAddresses {
    const cidrs: string[] = [];
    for (const id of ids) {
      cidrs.push(...this.of(id));
      if (withRoutes) cidrs.push(...this.routedBy(id));
    }
    return aggregateCidrs(cidrs);
  }
}
