import { z } from 'zod';
import { hostDnsEntrySchema, hostNameserverSchema } from './dns';
import {
  addressIdentityMapSchema,
  hostPeerUpdateSchema,
  wireGuardPeerSchema,
  type HostPeerUpdate,
  type PeerIdentity,
} from './host-peer-update';
import { wireGuardKeySchema } from './host-update-fields';

/** The feature a Netloom agent announces (`features` of its host facts) to be sent peer deltas instead of whole updates. */
export const PEER_DELTAS = 'peer-deltas';

/** A host's update without what deltas carry by entry: its settings, nodes, gateway and firewall, server addresses. */
export const hostOwnPartSchema = hostPeerUpdateSchema.omit({
  host_peers: true,
  address_identity_map: true,
  ManageDNS: true,
  dns_entries: true,
  dns_nameservers: true,
  version: true,
});
export type HostOwnPart = z.infer<typeof hostOwnPartSchema>;

/**
 * What changed of a host's update (a Netloom extension, sent to agents announcing `peer-deltas` on
 * the host's peer topic, retained): it turns the update of version `base` into version `version`.
 * Peers are replaced or dropped by public key, addresses by address, names by name (lowercase);
 * parts left out did not change. `base: null` carries no changes: a host not holding `version`
 * pulls the whole update (`GET /api/v1/host`), as it does when `base` is not what it holds.
 */
export const hostPeerDeltaSchema = z.object({
  base: z.string().max(64).nullable(),
  version: z.string().max(64),
  own: hostOwnPartSchema.optional(),
  peers: z
    .object({ set: z.array(wireGuardPeerSchema), drop: z.array(wireGuardKeySchema) })
    .default({ set: [], drop: [] }),
  names: z.object({ set: addressIdentityMapSchema, drop: z.array(z.string().max(64)) }).default({ set: {}, drop: [] }),
  dns: z
    .object({
      set: z.array(hostDnsEntrySchema).max(1_000_000),
      drop: z.array(z.string().max(255)),
      ManageDNS: z.boolean().optional(),
      dns_nameservers: z.array(hostNameserverSchema).max(4096).optional(),
    })
    .default({ set: [], drop: [] }),
});
export type HostPeerDelta = z.infer<typeof hostPeerDeltaSchema>;

/** Whether a message on the peer topic is a delta (it names the version it applies to) rather than a whole update. */
export function isPeerDelta(message: unknown): boolean {
  return typeof message === 'object' && message !== null && 'base' in message;
}

/** The key a name is replaced or dropped by: names differ only by case are one name. */
export function dnsEntryKey(name: string): string {
  return name.toLowerCase();
}

/**
 * Replaces items by key where `set` has one, drops `drop`, adds the rest of `set` at the end; the
 * items themselves when nothing changes. One pass, each key worked out once: an agent applies a
 * delta to thousands of peers.
 */
function mergedByKey<T>(items: T[], set: T[], drop: string[], keyOf: (item: T) => string): T[] {
  if (set.length === 0 && drop.length === 0) return items;
  const replaced = new Map(set.map((item) => [keyOf(item), item]));
  const dropped = new Set(drop);
  const merged: T[] = [];
  for (const item of items) {
    const key = keyOf(item);
    if (dropped.has(key)) continue;
    const next = replaced.get(key);
    replaced.delete(key);
    merged.push(next ?? item);
  }
  merged.push(...replaced.values());
  return merged;
}

type AddressIdentities = Record<string, PeerIdentity>;

/** Who holds each address after a delta: the map itself when it changes nothing, else a copy with the changes. */
function mergedNames(names: AddressIdentities, changes: HostPeerDelta['names']): AddressIdentities {
  if (changes.drop.length === 0 && Object.keys(changes.set).length === 0) return names;
  const dropped = new Set(changes.drop);
  const merged: AddressIdentities = {};
  // A loop copies a map of thousands of addresses in half the time a spread takes, and `delete` would slow it further.
  for (const address in names) if (!dropped.has(address)) merged[address] = names[address];
  return Object.assign(merged, changes.set);
}

/** The update a delta makes of the one at its `base` (the caller checks that it holds `base`). */
export function applyPeerDelta(update: HostPeerUpdate, delta: HostPeerDelta): HostPeerUpdate {
  return {
    ...update,
    ...delta.own,
    host_peers: mergedByKey(update.host_peers, delta.peers.set, delta.peers.drop, (peer) => peer.PublicKey),
    address_identity_map: mergedNames(update.address_identity_map, delta.names),
    ManageDNS: delta.dns.ManageDNS ?? update.ManageDNS,
    dns_entries: mergedByKey(update.dns_entries, delta.dns.set, delta.dns.drop, (entry) => dnsEntryKey(entry.name)),
    dns_nameservers: delta.dns.dns_nameservers ?? update.dns_nameservers,
    version: delta.version,
  };
}
