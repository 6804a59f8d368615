import { z } from 'zod';
import { hostDnsEntrySchema, hostNameserverSchema } from './dns';
import {
  addressIdentityMapSchema,
  hostPeerUpdateSchema,
  wireGuardPeerSchema,
  type HostPeerUpdate,
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

/** Up to this many keys are looked for by comparing them one by one: cheaper than hashing every item's key. */
const KEYS_COMPARED_ONE_BY_ONE = 16;

/** Where a key is in `keys` (-1 when it is not): a delta names a few keys, an update holds thousands of items. */
function keyFinder(keys: string[]): (key: string) => number {
  if (keys.length <= KEYS_COMPARED_ONE_BY_ONE) return (key) => keys.indexOf(key);
  const positions = new Map(keys.map((key, index) => [key, index]));
  return (key) => positions.get(key) ?? -1;
}

/**
 * Changes `items` in place: replaced by key where `set` has one, `drop` dropped, the rest of `set` added at the end.
 * One pass, each key worked out once: an agent applies a delta to thousands of peers.
 */
function mergeByKey<T>(items: T[], set: T[], drop: string[], keyOf: (item: T) => string): void {
  if (set.length === 0 && drop.length === 0) return;
  const setAt = keyFinder(set.map(keyOf));
  const dropped = keyFinder(drop);
  const placed = new Set<number>();
  let kept = 0;
  for (const item of items) {
    const key = keyOf(item);
    if (dropped(key) >= 0) continue;
    const index = setAt(key);
    if (index >= 0) placed.add(index);
    items[kept++] = index >= 0 ? set[index] : item;
  }
  items.length = kept;
  set.forEach((item, index) => {
    if (!placed.has(index)) items.push(item);
  });
}

/**
 * The update a delta makes of the one at its `base` (the caller checks that it holds `base`): the update itself,
 * changed in place. An update runs to thousands of peers and addresses; copying them for every delta cost an agent
 * more than the change (and a thousand simulated agents a second per join, `npm run peer-deltas -w bench`).
 */
export function applyPeerDelta(update: HostPeerUpdate, delta: HostPeerDelta): HostPeerUpdate {
  Object.assign(update, delta.own);
  mergeByKey(update.host_peers, delta.peers.set, delta.peers.drop, (peer) => peer.PublicKey);
  for (const address of delta.names.drop) delete update.address_identity_map[address];
  Object.assign(update.address_identity_map, delta.names.set);
  update.ManageDNS = delta.dns.ManageDNS ?? update.ManageDNS;
  mergeByKey(update.dns_entries, delta.dns.set, delta.dns.drop, (entry) => dnsEntryKey(entry.name));
  update.dns_nameservers = delta.dns.dns_nameservers ?? update.dns_nameservers;
  update.version = delta.version;
  return update;
}
