import type { HostPeerUpdate, PeerIdentity, WireGuardPeer } from '@netloom/contract';
import type { NamedPeer } from '../state/known-mesh';

/** Allowed IPs of a peer that one holder has, in their order; `identity` null for a range nobody holds. */
interface Holding {
  identity: PeerIdentity | null;
  cidrs: string[];
}

/** The single address of a `/32` or `/128`, else the range as it is. */
function addressOf(cidr: string): string {
  return cidr.endsWith('/32') || cidr.endsWith('/128') ? cidr.slice(0, cidr.lastIndexOf('/')) : cidr;
}

/** The internet gateway's own address, which its entry does not list (it carries `0.0.0.0/0` instead). */
function gatewayAddress(update: HostPeerUpdate, peer: WireGuardPeer): string[] {
  if (!update.change_default_gw || !peer.AllowedIPs.some((cidr) => cidr.endsWith('/0'))) return [];
  return [`${update.default_gw_ip}/${update.default_gw_ip.includes(':') ? 128 : 32}`];
}

/** The peer's allowed IPs grouped by who holds them; a host's nodes in several networks share its name. */
function holdings(update: HostPeerUpdate, peer: WireGuardPeer): Holding[] {
  const held: Holding[] = [];
  for (const cidr of [...gatewayAddress(update, peer), ...peer.AllowedIPs]) {
    const identity = update.address_identity_map[cidr] ?? null;
    const holder =
      identity &&
      held.find((holding) => holding.identity?.type === identity.type && holding.identity.name === identity.name);
    if (holder) holder.cidrs.push(cidr);
    else held.push({ identity, cidrs: [cidr] });
  }
  return held;
}

function carried({ identity, cidrs }: Holding): string {
  const addresses = cidrs.map(addressOf).join(', ');
  return identity ? `${identity.name} (${addresses})` : addresses;
}

/**
 * Who each peer of an update is, by public key: the holder of its first allowed IP (its own
 * address: the server lists it first), with the addresses it holds among them, and the others the
 * peer carries (relayed hosts, clients, egress ranges). Peers whose first address nobody is named
 * for are left out.
 */
export function namePeers(update: HostPeerUpdate): Record<string, NamedPeer> {
  const named: Record<string, NamedPeer> = {};
  for (const peer of update.host_peers) {
    if (peer.Remove) continue;
    const [own, ...others] = holdings(update, peer);
    if (!own?.identity) continue;
    named[peer.PublicKey] = {
      name: own.identity.name,
      addresses: own.cidrs.map(addressOf),
      carries: others.map(carried),
    };
  }
  return named;
}
