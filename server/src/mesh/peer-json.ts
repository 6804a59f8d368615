import type { WireGuardPeer } from '@netloom/contract';
import { mergeHostPeers } from './merge-peers';
import { peerEntries, type PeerList, type RowPeers } from './peers';
import type { Peer } from './peer-model';
import { textDigest } from './text-digest';

/**
 * A host's peers as the bytes of their JSON array, in pieces to write out one after another (a
 * full mesh of thousands makes megabytes, copied once), and a digest that changes whenever they do.
 */
export interface HostPeersJson {
  /** Written when asked for: a host sent peer deltas never needs them. */
  pieces(): Buffer[];
  digest: string;
  /** How the list is made when it is a shared row with the host's own entries: what peer deltas are worked out from. */
  shape?: RowShape;
}

/** A host's peers as its network's shared row, less its own key, with its own entries (patches and clients) by key. */
export interface RowShape {
  row: RowJson;
  ownKey: string | null;
  overrides: Map<string, PeerJson>;
}

/** Characters of each entry's digest (a prefix of its SHA-1 in base64: 72 bits); a list's digest is that of theirs. */
const ENTRY_DIGEST_LENGTH = 12;

/** One peer's JSON (a WireGuardPeer) as bytes followed by a comma, and its digest. */
export interface PeerJson {
  bytes: Buffer;
  digest: string;
}

function peerJson(peer: WireGuardPeer): PeerJson {
  const json = JSON.stringify(peer);
  return { bytes: Buffer.from(`${json},`), digest: textDigest(json).slice(0, ENTRY_DIGEST_LENGTH) };
}

/** Each peer's JSON as `mergeHostPeers` writes it alone, kept while the peer lives: peers are shared by many hosts' lists. */
const peerJsons = new WeakMap<Peer, PeerJson>();

function jsonOfPeer(peer: Peer): PeerJson {
  let json = peerJsons.get(peer);
  if (!json) {
    json = peerJson(mergeHostPeers([[peer]])[0]);
    peerJsons.set(peer, json);
  }
  return json;
}

/** A shared row's entries as one run of bytes, where each starts, their digests one after another, and their keys. */
export interface RowJson {
  bytes: Buffer;
  starts: number[];
  digests: string;
  /** Each entry's public key, by place. */
  keys: string[];
  /** The digest of the whole row. */
  digest: string;
}

const rowJsons = new WeakMap<Peer[], RowJson>();

function jsonOfRow(row: Peer[]): RowJson {
  let json = rowJsons.get(row);
  if (!json) {
    const entries = row.map(jsonOfPeer);
    const starts = [0];
    for (const entry of entries) starts.push(starts[starts.length - 1] + entry.bytes.length);
    const digests = entries.map((entry) => entry.digest).join('');
    json = {
      bytes: Buffer.concat(entries.map((entry) => entry.bytes)),
      starts,
      digests,
      keys: row.map((peer) => peer.publickey),
      digest: textDigest(digests),
    };
    rowJsons.set(row, json);
  }
  return json;
}

const OPEN = Buffer.from('[');
const CLOSE = Buffer.from(']');

/** Collects the entries of a JSON array: whole entries, or runs of a shared row's; and their digests when asked to. */
class ArrayWriter {
  private readonly pieces: Buffer[] = [OPEN];
  private digests = '';

  constructor(private readonly keepDigests = true) {}

  add(entry: PeerJson): void {
    this.pieces.push(entry.bytes);
    if (this.keepDigests) this.digests += entry.digest;
  }

  /** The row's entries from place `from` up to, not including, `to`. */
  addRun(row: RowJson, from: number, to: number): void {
    if (to <= from) return;
    this.pieces.push(row.bytes.subarray(row.starts[from], row.starts[to]));
    if (this.keepDigests) this.digests += row.digests.slice(from * ENTRY_DIGEST_LENGTH, to * ENTRY_DIGEST_LENGTH);
  }

  /** The array as pieces, its last entry's comma dropped. */
  arrayPieces(): Buffer[] {
    const last = this.pieces.pop() ?? OPEN;
    return last === OPEN ? [OPEN, CLOSE] : [...this.pieces, last.subarray(0, last.length - 1), CLOSE];
  }

  /** The array and its digest, that of its entries' digests, so no megabyte text is hashed. */
  done(): HostPeersJson {
    const pieces = this.arrayPieces();
    return { pieces: () => pieces, digest: textDigest(this.digests) };
  }
}

/**
 * A viewer's peers from its network's shared row: runs of the row between its own entries. Its
 * digest is made of the row's and of its own entries', so a host's costs what it differs by.
 */
function rowPeersJson(list: RowPeers): HostPeersJson {
  const row = jsonOfRow(list.row);
  const own: [number, Peer | null][] = list.own >= 0 ? [[list.own, null]] : [];
  const changes = [...list.patches, ...own].sort(([a], [b]) => a - b);
  const overrides = new Map<string, PeerJson>();
  for (const [, peer] of changes) if (peer) overrides.set(peer.publickey, jsonOfPeer(peer));
  for (const client of list.clients) overrides.set(client.publickey, jsonOfPeer(client));
  const ownKey = list.own >= 0 ? row.keys[list.own] : null;
  const ownDigests = [...changes.map(([position]) => position), ...overrides.values()].map((item) =>
    typeof item === 'number' ? item : item.digest,
  );
  const pieces = () => {
    const writer = new ArrayWriter(false);
    let from = 0;
    for (const [position, peer] of changes) {
      writer.addRun(row, from, position);
      if (peer) writer.add(jsonOfPeer(peer));
      from = position + 1;
    }
    writer.addRun(row, from, list.row.length);
    for (const client of list.clients) writer.add(jsonOfPeer(client));
    return writer.arrayPieces();
  };
  return {
    pieces,
    digest: textDigest(`${row.digest} ${ownDigests.join(' ')}`),
    shape: { row, ownKey, overrides },
  };
}

/**
 * `mergeHostPeers` of a host's peer lists as JSON. A single list whose public keys are known not
 * to repeat (`keysDistinct`: a network's nodes and clients all have their own keys) has nothing to
 * merge: it is written from each peer's JSON, written once for all the hosts that hold that peer,
 * and a shared row in runs of its bytes.
 */
export function hostPeersJson(peerLists: PeerList[], keysDistinct: boolean): HostPeersJson {
  const [list] = peerLists;
  if (peerLists.length === 1 && keysDistinct && !Array.isArray(list)) return rowPeersJson(list);
  const writer = new ArrayWriter();
  if (peerLists.length === 1 && keysDistinct) for (const peer of peerEntries(list)) writer.add(jsonOfPeer(peer));
  else for (const peer of mergeHostPeers(peerLists.map(peerEntries))) writer.add(peerJson(peer));
  return writer.done();
}
