import { dnsRecordName, type DnsEntry } from '@netloom/contract';
import { addressValue } from '../../mesh/address-allocation';
import type { DnsEntryRecord, NodeDnsRecord } from '../../store/dns-repository';

/** The automatic entry of a node: `<host name>.<network>` with its addresses. */
export function nodeDnsEntry(node: NodeDnsRecord): DnsEntry {
  return {
    address: node.address ?? '',
    address6: node.address6 ?? '',
    name: `${node.host_name}.${node.network}`,
    network: node.network,
    automatic: true,
  };
}

export function customDnsEntry(entry: DnsEntryRecord): DnsEntry {
  return { ...entry, automatic: false };
}

/** Entries without an address of a family sort after those with one. */
function compareAddresses(version: 4 | 6, a: string, b: string): number {
  const [left, right] = [a, b].map((text) => (text === '' ? null : addressValue(version, text)));
  if (left === right) return 0;
  if (left === null) return 1;
  if (right === null) return -1;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Sorted by IPv4 address, then IPv6 address (numerically), then name. */
export function sortDnsEntries(entries: DnsEntry[]): DnsEntry[] {
  return entries.sort(
    (a, b) =>
      compareAddresses(4, a.address, b.address) ||
      compareAddresses(6, a.address6, b.address6) ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
}

/**
 * A hosts file of the entries with the names hosts resolve (`<name>.<network>`): one `<ip> <name>`
 * line per address, an entry's IPv4 before its IPv6.
 */
export function hostsFile(entries: DnsEntry[]): string {
  return entries
    .flatMap((entry) => {
      const name = dnsRecordName(entry.name, entry.network);
      return [entry.address, entry.address6].filter((ip) => ip !== '').map((ip) => `${ip} ${name}\n`);
    })
    .join('');
}
