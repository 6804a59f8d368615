import type { NetworkIdentities } from './address-identities';
import type { NetworkDns } from './network-dns';
import type { RowJson, RowShape } from './peer-json';

/**
 * A host's update as peer deltas see it: its own part (settings, nodes, firewall: sent whole when
 * it changes) and the parts sent entry by entry, each its network's, written once for all its
 * hosts: the peers (the shared row less the host's own key, with the host's own entries over it),
 * who holds each address, the names. Only a host in one network whose peers are its row has one.
 */
export interface DeltaShape {
  own: string;
  peers: RowShape;
  names: NetworkIdentities;
  dns: NetworkDns;
  /** `"ManageDNS":…,"dns_nameservers":[…]` and its digest. */
  dnsSettings: { json: string; digest: string };
}

/** What is kept of the update a host was last sent: its version and the digests of its parts. */
export interface HeldUpdate {
  version: string;
  own: string;
  row: string;
  ownKey: string | null;
  /** The host's own peer entries: key -> digest. */
  overrides: Map<string, string>;
  names: string;
  dns: string;
  dnsSettings: string;
}

/** One entry of a shared part: its digest (or its text, when short) and its JSON. */
interface PartEntry {
  digest: string;
  json: Buffer | string;
}

/** A shared part by key, and the digest of the whole. */
interface SharedPart {
  digest: string;
  entries: Map<string, PartEntry>;
}

/** Shared parts seen, by digest, as key -> entry digest: what a host's last update was made of. */
export type PartMemory = Map<string, Map<string, string>>;

const ENTRY_DIGEST_LENGTH = 12;
const rowParts = new WeakMap<RowJson, SharedPart>();
const textParts = new WeakMap<object, SharedPart>();

function rowPart(row: RowJson): SharedPart {
  let part = rowParts.get(row);
  if (!part) {
    const entries = new Map<string, PartEntry>();
    row.keys.forEach((key, place) => {
      entries.set(key, {
        digest: row.digests.slice(place * ENTRY_DIGEST_LENGTH, (place + 1) * ENTRY_DIGEST_LENGTH),
        json: row.bytes.subarray(row.starts[place], row.starts[place + 1] - 1),
      });
    });
    part = { digest: row.digest, entries };
    rowParts.set(row, part);
  }
  return part;
}

/** A part whose entries are short texts: each text is its own digest. */
function textPart(owner: object, digest: string, byKey: [string, string][]): SharedPart {
  let part = textParts.get(owner);
  if (!part) {
    part = { digest, entries: new Map(byKey.map(([key, text]) => [key, { digest: text, json: text }])) };
    textParts.set(owner, part);
  }
  return part;
}

const namesPart = (names: NetworkIdentities) => textPart(names, names.digest, names.byAddress);
const dnsPart = (dns: NetworkDns) => textPart(dns, dns.entriesDigest, dns.byName);

/** The keys whose entries differ between a part as it was and as it is, worked out once per pair of parts. */
class PartDiffs {
  private readonly diffs = new Map<string, string[]>();

  constructor(private readonly memory: PartMemory) {}

  /** Undefined when the earlier part is no longer known. */
  changedKeys(before: string, after: SharedPart): string[] | undefined {
    if (before === after.digest) return [];
    const pair = `${before} ${after.digest}`;
    let keys = this.diffs.get(pair);
    if (!keys) {
      const was = this.memory.get(before);
      if (!was) return undefined;
      keys = [...after.entries].filter(([key, entry]) => was.get(key) !== entry.digest).map(([key]) => key);
      for (const key of was.keys()) if (!after.entries.has(key)) keys.push(key);
      this.diffs.set(pair, keys);
    }
    return keys;
  }

  /** An entry's digest in a part as it was (`current` when it has not changed since). */
  digestBefore(part: string, key: string, current: SharedPart): string | undefined {
    if (part === current.digest) return current.entries.get(key)?.digest;
    return this.memory.get(part)?.get(key);
  }
}

/** What to set and drop of one part, as JSON. */
interface PartChanges {
  set: (Buffer | string)[];
  drop: string[];
}

/** The changes of a part without the host's own entries (names and addresses). */
function sharedChanges(diffs: PartDiffs, before: string, after: SharedPart): PartChanges | undefined {
  const keys = diffs.changedKeys(before, after);
  if (!keys) return undefined;
  const changes: PartChanges = { set: [], drop: [] };
  for (const key of keys) {
    const entry = after.entries.get(key);
    if (entry) changes.set.push(entry.json);
    else changes.drop.push(key);
  }
  return changes;
}

/** The changes of the host's peers: the row's changes, and its own entries', less its own key. */
function peerChanges(diffs: PartDiffs, held: HeldUpdate, peers: RowShape): PartChanges | undefined {
  const row = rowPart(peers.row);
  const rowKeys = diffs.changedKeys(held.row, row);
  if (!rowKeys) return undefined;
  const changes: PartChanges = { set: [], drop: [] };
  const keys = new Set([...rowKeys, ...held.overrides.keys(), ...peers.overrides.keys()]);
  for (const key of keys) {
    if (key === peers.ownKey) continue;
    const before =
      key === held.ownKey ? undefined : (held.overrides.get(key) ?? diffs.digestBefore(held.row, key, row));
    const own = peers.overrides.get(key);
    const entry = own
      ? { digest: own.digest, json: own.bytes.subarray(0, own.bytes.length - 1) }
      : row.entries.get(key);
    if (entry?.digest === before) continue;
    if (entry) changes.set.push(entry.json);
    else changes.drop.push(key);
  }
  return changes;
}

const json = JSON.stringify;

function changesJson(changes: PartChanges, open: string, close: string): string {
  return `{"set":${open}${changes.set.join(',')}${close},"drop":${json(changes.drop)}`;
}

/** What a host whose update has `shape` holds once sent it. */
export function heldUpdate(version: string, shape: DeltaShape, ownDigest: string): HeldUpdate {
  return {
    version,
    own: ownDigest,
    row: shape.peers.row.digest,
    ownKey: shape.peers.ownKey,
    overrides: new Map([...shape.peers.overrides].map(([key, entry]) => [key, entry.digest])),
    names: shape.names.digest,
    dns: shape.dns.entriesDigest,
    dnsSettings: shape.dnsSettings.digest,
  };
}

/**
 * Works out peer deltas over a round: each from what a host holds to what it must hold, reading the
 * shared parts the hosts held from `memory`, and keeping the parts they hold now for the next round.
 */
export class DeltaWriter {
  private readonly diffs: PartDiffs;
  private readonly seen = new Map<string, SharedPart>();

  constructor(private readonly memory: PartMemory) {
    this.diffs = new PartDiffs(memory);
  }

  /**
   * The delta turning `held` into `version`, as JSON; without what it holds or a shape (a host in
   * several networks, or whose peers are not its network's row), one that makes the host pull.
   */
  delta(version: string, held: HeldUpdate | undefined, shape: DeltaShape | undefined, ownDigest: string): Buffer {
    const resync = Buffer.from(`{"base":null,"version":${json(version)}}`);
    if (!shape) return resync;
    const names = namesPart(shape.names);
    const dns = dnsPart(shape.dns);
    for (const part of [rowPart(shape.peers.row), names, dns]) this.seen.set(part.digest, part);
    if (!held) return resync;
    const peers = peerChanges(this.diffs, held, shape.peers);
    const nameChanges = sharedChanges(this.diffs, held.names, names);
    const dnsChanges = sharedChanges(this.diffs, held.dns, dns);
    if (!peers || !nameChanges || !dnsChanges) return resync;
    const own = held.own === ownDigest ? '' : `,"own":${shape.own}`;
    const settings = held.dnsSettings === shape.dnsSettings.digest ? '' : `,${shape.dnsSettings.json}`;
    return Buffer.from(
      `{"base":${json(held.version)},"version":${json(version)}${own},` +
        `"peers":${changesJson(peers, '[', ']')}},"names":${changesJson(nameChanges, '{', '}')}},` +
        `"dns":${changesJson(dnsChanges, '[', ']')}${settings}}}`,
    );
  }

  /** Keeps, of the parts known and seen, those the hosts now hold. */
  keepHeld(held: Iterable<HeldUpdate>): void {
    const wanted = new Set<string>();
    for (const update of held) for (const part of [update.row, update.names, update.dns]) wanted.add(part);
    for (const digest of this.memory.keys()) if (!wanted.has(digest)) this.memory.delete(digest);
    for (const digest of wanted) {
      const part = this.seen.get(digest);
      if (part && !this.memory.has(digest)) {
        this.memory.set(digest, new Map([...part.entries].map(([key, entry]) => [key, entry.digest])));
      }
    }
  }
}
