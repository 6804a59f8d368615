import {
  canonicalMatchDomain,
  dnsEntryKey,
  dnsRecordName,
  type HostDnsEntry,
  type HostNameserver,
} from '@netloom/contract';
import { joinedMembers, sharedForOneNetwork } from './json-pieces';
import type { NetworkSnapshot } from './peer-model';
import { textDigest } from './text-digest';

/** A custom entry as kept: its name within the network and its addresses ('' when none). */
export interface CustomDnsName {
  name: string;
  address: string;
  address6: string;
}

/** An enabled nameserver of the network: its servers and each match domain. */
export interface NetworkNameserver {
  servers: string[];
  domains: { domain: string; is_search_domain: boolean }[];
}

/** What a network's hosts resolve: its names and its nameservers, as JSON array members without brackets, and their digest. */
export interface NetworkDns {
  entries: Buffer;
  nameservers: Buffer;
  digest: string;
  /** Each entry by its key (`dnsEntryKey`), for peer deltas. */
  byName: [string, string][];
  /** A digest of the entries alone, and of the nameservers alone. */
  entriesDigest: string;
  nameserversDigest: string;
}

/**
 * The names of a network every host in it resolves (Netmaker's GetNodeDNS, GetExtclientDNS and custom
 * entries): each node `<host name>.<network>`, each external client `<client id>.<network>`, each custom
 * entry `<name>.<network>`. When two would share a name, a node's comes first, then a client's.
 */
export function networkDnsEntries(netid: string, snapshot: NetworkSnapshot, custom: CustomDnsName[]): HostDnsEntry[] {
  const entries = new Map<string, HostDnsEntry>();
  const add = (name: string, address: string | null, address6: string | null) => {
    const key = name.toLowerCase();
    if (entries.has(key) || (!address && !address6)) return;
    entries.set(key, { name, network: netid, address: address ?? '', address6: address6 ?? '' });
  };
  for (const node of snapshot.nodes) {
    if (!node.pendingDelete) add(dnsRecordName(node.host.name, netid), node.address, node.address6);
  }
  for (const client of snapshot.clients) add(dnsRecordName(client.clientId, netid), client.address, client.address6);
  for (const entry of custom) add(dnsRecordName(entry.name, netid), entry.address, entry.address6);
  return [...entries.values()];
}

/** Each match domain of the network's enabled nameservers, as hosts receive it (`dns_nameservers`). */
export function hostNameservers(nameservers: NetworkNameserver[]): HostNameserver[] {
  return nameservers.flatMap((nameserver) =>
    nameserver.domains.map((domain) => ({
      ips: nameserver.servers,
      match_domain: canonicalMatchDomain(domain.domain),
      is_search_domain: domain.is_search_domain,
      is_fallback: false,
      is_ad_domain: false,
    })),
  );
}

/** A network's names and nameservers, written once for all its hosts. */
export function networkDns(
  netid: string,
  snapshot: NetworkSnapshot,
  custom: CustomDnsName[],
  nameservers: NetworkNameserver[],
): NetworkDns {
  const byName = networkDnsEntries(netid, snapshot, custom).map((entry): [string, string] => [
    dnsEntryKey(entry.name),
    JSON.stringify(entry),
  ]);
  const entries = byName.map(([, entry]) => entry).join(',');
  const servers = hostNameservers(nameservers)
    .map((nameserver) => JSON.stringify(nameserver))
    .join(',');
  return {
    entries: Buffer.from(entries),
    nameservers: Buffer.from(servers),
    digest: textDigest(`${entries}\n${servers}`),
    byName,
    entriesDigest: textDigest(entries),
    nameserversDigest: textDigest(servers),
  };
}

/** `,"ManageDNS":…,"dns_entries":[…],"dns_nameservers":[…]` for a host in these networks, as pieces, and its digest. */
export function hostDnsJson(manageDns: boolean, networks: NetworkDns[]): { pieces: Buffer[]; digest: string } {
  return (manageDns ? managedDnsJson : unmanagedDnsJson)(networks);
}

function writeHostDnsJson(manageDns: boolean, networks: NetworkDns[]): { pieces: Buffer[]; digest: string } {
  return {
    pieces: [
      Buffer.from(`,"ManageDNS":${manageDns},"dns_entries":[`),
      ...joinedMembers(networks.map((network) => network.entries)),
      Buffer.from('],"dns_nameservers":['),
      ...joinedMembers(networks.map((network) => network.nameservers)),
      Buffer.from(']'),
    ],
    digest: textDigest(`${manageDns} ${networks.map((network) => network.digest).join(' ')}`),
  };
}

const managedDnsJson = sharedForOneNetwork((networks: NetworkDns[]) => writeHostDnsJson(true, networks));
const unmanagedDnsJson = sharedForOneNetwork((networks: NetworkDns[]) => writeHostDnsJson(false, networks));
