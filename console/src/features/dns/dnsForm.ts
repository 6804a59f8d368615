import {
  dnsAddressProblem,
  dnsNameProblem,
  dnsRecordName,
  type CreateDnsEntryRequest,
  type Problem,
} from '@netloom/contract';
import type { ReceivedDnsEntry } from '../../api/dns';
import { byName, type NodeView } from '../nodes/nodeFilters';

export interface DnsFormValues {
  name: string;
  /** IPv4 address, '' for none. */
  address: string;
  /** IPv6 address, '' for none. */
  address6: string;
}

export const EMPTY_DNS_FORM: DnsFormValues = { name: '', address: '', address6: '' };

/** The contract rule's problem with the name as it will be sent (trimmed), or null. */
export function dnsFormNameProblem(name: string): Problem | null {
  return dnsNameProblem(name.trim());
}

/**
 * The contract rule's problem with one address field, or null: each filled field must be an address
 * of its family, and an entry needs at least one (said under the IPv4 field).
 */
export function dnsFormAddressProblem(values: DnsFormValues, field: 'address' | 'address6'): Problem | null {
  const address = values.address.trim();
  const address6 = values.address6.trim();
  if (address === '' && address6 === '') return field === 'address' ? dnsAddressProblem('', '') : null;
  if (field === 'address') return address === '' ? null : dnsAddressProblem(address, '');
  return address6 === '' ? null : dnsAddressProblem('', address6);
}

/**
 * The name hosts will resolve the typed name by (`<name>.<network>`), for the preview under the
 * field; null while the name is empty or not acceptable.
 */
export function previewRecordName(name: string, netid: string): string | null {
  const trimmed = name.trim();
  return trimmed === '' || dnsNameProblem(trimmed) !== null ? null : dnsRecordName(trimmed, netid);
}

export function toCreateDnsEntryRequest(netid: string, values: DnsFormValues): CreateDnsEntryRequest {
  return { name: values.name.trim(), address: values.address.trim(), address6: values.address6.trim(), network: netid };
}

/** An address a node of the network has, offered while typing, with the node's name. */
export interface AddressSuggestion {
  address: string;
  name: string;
}

/** The nodes' own addresses of one family (without their prefix), by node name. */
export function addressSuggestions(views: readonly NodeView[], field: 'address' | 'address6'): AddressSuggestion[] {
  const seen = new Set<string>();
  return byName(views).flatMap(({ node, name }) => {
    const address = node[field].split('/')[0];
    if (address === '' || seen.has(address)) return [];
    seen.add(address);
    return [{ address, name }];
  });
}

/**
 * Whether an entry is a node's automatic one (`<host name>.<network>`), which goes with its node:
 * Netloom says so; for a server that doesn't, the name is matched against the nodes' names.
 */
export function isAutomaticEntry(entry: ReceivedDnsEntry, views: readonly NodeView[]): boolean {
  if (entry.automatic !== undefined) return entry.automatic;
  const name = entry.name.toLowerCase();
  return views.some((view) => !view.client && `${view.name}.${entry.network}`.toLowerCase() === name);
}

/**
 * The name hosts resolve an entry by, which is what `ssh` and `ping` take: custom entries as
 * `<name>.<network>`; a node's automatic entry is already `<host name>.<network>`.
 */
export function resolvedName(entry: Pick<ReceivedDnsEntry, 'name' | 'network'>): string {
  return entry.network === '' ? entry.name : dnsRecordName(entry.name, entry.network);
}

/** The entries whose resolved name or addresses contain the search. */
export function searchDnsEntries<T extends ReceivedDnsEntry>(entries: readonly T[], search: string): T[] {
  const term = search.trim().toLowerCase();
  return entries.filter((entry) =>
    [resolvedName(entry), entry.address, entry.address6].some((text) => text.toLowerCase().includes(term)),
  );
}
