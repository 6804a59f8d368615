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
  overrides: ReadonlyMap<string, string>;
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
const NO_KEYS: ReadonlySet<string> = new Set();
const NO_OVERRIDES: ReadonlyMap<string, string> = new Map();
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

/**
 * Values kept per pair of a part as it was (its digest) and as it is, each made once: a round asks
 * for few pairs, once per host.
 */
class PairMap<T> {
  private readonly byPart = new Map<SharedPart, Map<string, T>>();

  get(before: string, after: SharedPart, make: () => T): T {
    let values = this.byPart.get(after);
    if (!values) {
      values = new Map();
      this.byPart.set(after, values);
    }
    if (!values.has(before)) values.set(before, make());
    return values.get(before) as T;
  }
}

/** The keys whose entries differ between a part as it was and as it is, worked out once per pair of parts. */
class PartDiffs {
  private readonly diffs = new PairMap<ReadonlySet<string> | undefined>();

  constructor(private readonly memory: PartMemory) {}

  /** Undefined when the earlier part is no longer known. */
  changedKeys(before: string, after: SharedPart): ReadonlySet<string> | undefined {
    if (before === after.digest) return NO_KEYS;
    return this.diffs.get(before, after, () => {
      const was = this.memory.get(before);
      if (!was) return undefined;
      const changed = new Set<string>();
      for (const [key, entry] of after.entries) if (was.get(key) !== entry.digest) changed.add(key);
      for (const key of was.keys()) if (!after.entries.has(key)) changed.add(key);
      return changed;
    });
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

/** `{"set":…,"drop":[…]` (left open for what follows): the set between `brackets`, `[]` or `{}`. */
function changesJson(changes: PartChanges, brackets: string): string {
  return `{"set":${brackets[0]}${changes.set.join(',')}${brackets[1]},"drop":${json(changes.drop)}`;
}

/** What a host whose update has `shape` holds once sent it. */
export function heldUpdate(version: string, shape: DeltaShape, ownDigest: string): HeldUpdate {
  return {
    version,
    own: ownDigest,
    row: shape.peers.row.digest,
    ownKey: shape.peers.ownKey,
    overrides:
      shape.peers.overrides.size === 0
        ? NO_OVERRIDES
        : new Map([...shape.peers.overrides].map(([key, entry]) => [key, entry.digest])),
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
  /** A part's changes between two of its versions as JSON: the same for every host holding the earlier. */
  private readonly written = new PairMap<string | undefined>();

  constructor(private readonly memory: PartMemory) {
    this.diffs = new PartDiffs(memory);
  }

  private see(part: SharedPart): void {
    if (this.seen.get(part.digest) !== part) this.seen.set(part.digest, part);
  }

  private writtenOnce(before: string, after: SharedPart, changes: () => PartChanges | undefined, brackets: string) {
    return this.written.get(before, after, () => {
      const found = changes();
      return found && changesJson(found, brackets);
    });
  }

  /**
   * The host's peer changes as JSON: written once for all the hosts that have no entries of their
   * own and whose own entry the change leaves alone, else for this host.
   */
  private peersJson(held: HeldUpdate, peers: RowShape): string | undefined {
    const row = rowPart(peers.row);
    const ownKey = peers.ownKey;
    const changes = () => peerChanges(this.diffs, held, peers);
    const alike =
      held.overrides.size === 0 &&
      peers.overrides.size === 0 &&
      held.ownKey === ownKey &&
      (ownKey === null || !this.diffs.changedKeys(held.row, row)?.has(ownKey));
    if (alike) return this.writtenOnce(held.row, row, changes, '[]');
    const found = changes();
    return found && changesJson(found, '[]');
  }

  /**
   * The delta turning `held` into `version`, as JSON; without what it holds or a shape (a host in
   * several networks, or whose peers are not its network's row), one that makes the host pull.
   */
  delta(version: string, held: HeldUpdate | undefined, shape: DeltaShape | undefined, ownDigest: string): Buffer {
    const resync = () => Buffer.from(`{"base":null,"version":${json(version)}}`);
    if (!shape) return resync();
    const names = namesPart(shape.names);
    const dns = dnsPart(shape.dns);
    this.see(rowPart(shape.peers.row));
    this.see(names);
    this.see(dns);
    if (!held) return resync();
    const peers = this.peersJson(held, shape.peers);
    const nameChanges = this.writtenOnce(held.names, names, () => sharedChanges(this.diffs, held.names, names), '{}');
    const dnsChanges = this.writtenOnce(held.dns, dns, () => sharedChanges(this.diffs, held.dns, dns), '[]');
    if (!peers || !nameChanges || !dnsChanges) return resync();
    const own = held.own === ownDigest ? '' : `,"own":${shape.own}`;
    const settings = held.dnsSettings === shape.dnsSettings.digest ? '' : `,${shape.dnsSettings.json}`;
    return Buffer.from(
      `{"base":${json(held.version)},"version":${json(version)}${own},` +
        `"peers":${peers}},"names":${nameChanges}},"dns":${dnsChanges}${settings}}}`,
    );
  }

  /** Keeps, of the parts known and seen, those the hosts now hold. */
  keepHeld(held: Iterable<HeldUpdate>): void {
    const wanted = new Set<string>();
    for (const update of held) {
      wanted.add(update.row);
      wanted.add(update.names);
      wanted.add(update.dns);
    }
    for (const digest of this.memory.keys()) if (!wanted.has(digest)) this.memory.delete(digest);
    for (const digest of wanted) {
      const part = this.seen.get(digest);
      if (part && !this.memory.has(digest)) {
        this.memory.set(digest, new Map([...part.entries].map(([key, entry]) => [key, entry.digest])));
      }
    }
  }
}
