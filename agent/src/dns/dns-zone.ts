import { createHash } from 'node:crypto';
import {
  canonicalMatchDomain,
  isIPv4Address,
  isIPv6Address,
  isServableDnsName,
  type HostDnsEntry,
  type HostNameserver,
} from '@netloom/contract';
import { isSourceIn, querySource, sourceRanges, type SourceRanges } from './query-source';

/** A network whose names a host serves: its name, which is the domain of its names, and its ranges (CIDRs, v4 and v6). */
export interface ZoneNetwork {
  name: string;
  ranges: string[];
}

/** What the names a host serves are made of (from its peer update). */
export interface DnsZoneInput {
  entries: HostDnsEntry[];
  networks: ZoneNetwork[];
  nameservers: HostNameserver[];
  /** This host's own mesh addresses: queries from them may ask every network's names. */
  local: string[];
}

/** How a question is answered. */
export type ZoneAnswer =
  | { kind: 'addresses'; addresses: readonly string[] }
  /** The name exists but has no address of the family asked (or is a network's own domain). */
  | { kind: 'no-data' }
  /** A name in a network's domain that no entry has. */
  | { kind: 'nxdomain' }
  /** A name under a nameserver's match domain: asked of these servers, in turn. */
  | { kind: 'forward'; servers: readonly string[] }
  /** A name this host does not own, or one the asker may not see. */
  | { kind: 'refused' };

/** A name of a network and its addresses; the records of a network's domain and of the names between share one. */
interface NameRecord {
  network: number;
  v4: readonly string[];
  v6: readonly string[];
}

const NONE: readonly string[] = [];
const NO_DATA: ZoneAnswer = { kind: 'no-data' };
const NXDOMAIN: ZoneAnswer = { kind: 'nxdomain' };
const REFUSED: ZoneAnswer = { kind: 'refused' };
const LOOPBACK = ['127.0.0.0/8', '::1/128'];

/** A name as it is compared: lower case, without a final dot. */
function canonicalName(name: string): string {
  return (name.endsWith('.') ? name.slice(0, -1) : name).toLowerCase();
}

function withAddress(addresses: readonly string[], address: string): readonly string[] {
  return addresses.includes(address) ? addresses : addresses.concat(address);
}

/**
 * The names a host serves and where it sends the rest: built once per update, then asked for every
 * query. Names of a network are told only to that network (its ranges), this host and loopback; names
 * under a nameserver's match domain are forwarded for the mesh only; anything else is refused.
 */
export class DnsZone {
  /** A zone with no names: everything is refused. */
  static readonly EMPTY = new DnsZone({ entries: [], networks: [], nameservers: [], local: [] });

  /** How many names it serves (entries; a network's own domain is not counted). */
  readonly names: number;
  /** Changes whenever an answer could: the resolver's caches are flushed when it does. */
  readonly digest: string;
  private readonly records = new Map<string, NameRecord>();
  /** Per network (by index): who may ask its names, and the record its domain and in-between names share. */
  private readonly networks: { askers: SourceRanges; bare: NameRecord }[] = [];
  private readonly networkDomains = new Map<string, number>();
  private readonly forwardDomains = new Map<string, readonly string[]>();
  /** This host, loopback and every network's ranges: who may have names forwarded. */
  private readonly mesh: SourceRanges;
  private readonly trusted: readonly string[];

  constructor(input: DnsZoneInput) {
    this.trusted = [...input.local, ...LOOPBACK];
    for (const network of input.networks) this.networkOf(network.name, network.ranges);
    const hash = createHash('sha256');
    for (const entry of input.entries) {
      if (this.add(entry)) hash.update(`${entry.name}\0${entry.address}\0${entry.address6}\n`);
    }
    for (const nameserver of input.nameservers) {
      const domain = canonicalMatchDomain(nameserver.match_domain);
      if (domain === '' || nameserver.ips.length === 0) continue;
      const servers = this.forwardDomains.get(domain) ?? NONE;
      this.forwardDomains.set(domain, nameserver.ips.reduce(withAddress, servers));
      hash.update(`${domain}\0${nameserver.ips.join(' ')}\n`);
    }
    hash.update([...this.networkDomains.keys()].join(' '));
    this.digest = hash.digest('base64');
    this.names = [...this.entryNames()].length;
    this.mesh = sourceRanges([...this.trusted, ...input.networks.flatMap((network) => network.ranges)]);
  }

  /** How to answer a question for `name` of `type` (`A`, `AAAA`, ...) asked from `source` (an IP address). */
  answer(name: string, type: string, source: string): ZoneAnswer {
    const wanted = canonicalName(name);
    const asker = querySource(source);
    const record = this.records.get(wanted);
    if (record) {
      if (!isSourceIn(asker, this.networks[record.network].askers)) return REFUSED;
      const addresses = type === 'A' ? record.v4 : type === 'AAAA' ? record.v6 : NONE;
      return addresses.length > 0 ? { kind: 'addresses', addresses } : NO_DATA;
    }
    for (let domain = wanted; domain !== ''; domain = domain.slice(domain.indexOf('.') + 1 || domain.length)) {
      const network = this.networkDomains.get(domain);
      if (network !== undefined) return isSourceIn(asker, this.networks[network].askers) ? NXDOMAIN : REFUSED;
      const servers = this.forwardDomains.get(domain);
      if (servers) return isSourceIn(asker, this.mesh) ? { kind: 'forward', servers } : REFUSED;
    }
    return REFUSED;
  }

  /** The names it serves, sorted (for `status`). */
  nameList(): string[] {
    return [...this.entryNames()].sort();
  }

  private *entryNames(): Iterable<string> {
    for (const [name, record] of this.records) if (record !== this.networks[record.network].bare) yield name;
  }

  private networkOf(name: string, ranges: readonly string[]): number {
    const domain = canonicalName(name);
    const known = this.networkDomains.get(domain);
    if (known !== undefined) return known;
    const index = this.networks.length;
    const bare: NameRecord = { network: index, v4: NONE, v6: NONE };
    this.networks.push({ askers: sourceRanges([...this.trusted, ...ranges]), bare });
    this.networkDomains.set(domain, index);
    this.records.set(domain, bare);
    return index;
  }

  /** Adds an entry's name; false when it is skipped (not a name DNS can carry, or outside its network's domain). */
  private add(entry: HostDnsEntry): boolean {
    const name = canonicalName(entry.name);
    const domain = canonicalName(entry.network);
    if (!isServableDnsName(name) || !name.endsWith(`.${domain}`)) return false;
    const network = this.networkOf(domain, NONE);
    const { bare } = this.networks[network];
    const known = this.records.get(name);
    const record = known && known !== bare ? known : { network, v4: NONE, v6: NONE };
    if (isIPv4Address(entry.address)) record.v4 = withAddress(record.v4, entry.address);
    if (isIPv6Address(entry.address6)) record.v6 = withAddress(record.v6, entry.address6);
    this.records.set(name, record);
    // The names between the entry and its network's domain exist too (with no addresses of their own).
    for (let dot = name.indexOf('.'); dot + 1 < name.length - domain.length; dot = name.indexOf('.', dot + 1)) {
      const between = name.slice(dot + 1);
      if (!this.records.has(between)) this.records.set(between, bare);
    }
    return true;
  }
}
