import { dnsAddressError, dnsNameError, type CreateDnsEntryRequest, type DnsEntry } from '@netloom/contract';
import { ApiError } from '../../http/api-error';
import { canonicalAddress } from '../../mesh/address-allocation';
import { deleteDnsEntry, insertDnsEntry, listCustomDnsEntries, listNodeDnsRecords } from '../../store/dns-repository';
import { findNetwork, lockNetworks } from '../../store/network-repository';
import type { Database } from '../../store/schema';
import { inTransaction, retryingTransaction } from '../../store/transactions';
import { listVisibleNetworks } from '../networks/service';
import type { Caller } from '../users/caller';
import { customDnsEntry, nodeDnsEntry, sortDnsEntries } from './dns-entries';

/** Which entries of a network a listing shows. */
export type DnsEntryKind = 'all' | 'nodes' | 'custom';

function networkNotFound(netid: string): ApiError {
  return new ApiError(404, `network ${netid} not found`);
}

async function entriesOf(db: Database, netids: string[], kind: DnsEntryKind): Promise<DnsEntry[]> {
  const [nodes, custom] = await Promise.all([
    kind === 'custom' ? [] : listNodeDnsRecords(db, netids),
    kind === 'nodes' ? [] : listCustomDnsEntries(db, netids),
  ]);
  return sortDnsEntries([...nodes.map(nodeDnsEntry), ...custom.map(customDnsEntry)]);
}

/** GET /api/dns: the entries of every network the caller may read, sorted by address. */
export async function listVisibleDnsEntries(db: Database, caller: Caller): Promise<DnsEntry[]> {
  const networks = await listVisibleNetworks(db, caller);
  return entriesOf(
    db,
    networks.map((network) => network.netid),
    'all',
  );
}

/** GET /api/dns/adm/{network}[/nodes|/custom|/hosts]: a network's entries, sorted by address. */
export async function listNetworkDnsEntries(db: Database, netid: string, kind: DnsEntryKind): Promise<DnsEntry[]> {
  if (!(await findNetwork(db, netid))) throw networkNotFound(netid);
  return entriesOf(db, [netid], kind);
}

/** The entry of that name; DNS names compare regardless of letter case. */
function entryNamed(entries: DnsEntry[], name: string): DnsEntry | undefined {
  return entries.find((entry) => entry.name.toLowerCase() === name.toLowerCase());
}

function checkedAddress(version: 4 | 6, text: string): string {
  return text === '' ? '' : (canonicalAddress(version, text) ?? text);
}

/**
 * POST /api/dns/{network}: a custom entry, its name unique in the network among node and custom
 * entries (letter case aside), its addresses stored in canonical form.
 */
export async function createDnsEntry(db: Database, netid: string, request: CreateDnsEntryRequest): Promise<DnsEntry> {
  const problem = dnsNameError(request.name) ?? dnsAddressError(request.address ?? '', request.address6 ?? '');
  if (problem) throw new ApiError(400, problem);
  const entry = {
    network: netid,
    name: request.name,
    address: checkedAddress(4, request.address ?? ''),
    address6: checkedAddress(6, request.address6 ?? ''),
  };
  await retryingTransaction(db, async (trx) => {
    if ((await lockNetworks(trx, [netid])).length === 0) throw networkNotFound(netid);
    const taken = entryNamed(await entriesOf(trx, [netid], 'all'), entry.name);
    if (taken) {
      const owner = taken.automatic ? 'the automatic entry of a node' : 'another entry';
      throw new ApiError(400, `DNS name ${taken.name} is already used in network ${netid} by ${owner}`);
    }
    await insertDnsEntry(trx, entry);
  });
  return customDnsEntry(entry);
}

/** DELETE /api/dns/{network}/{domain}: deletes a custom entry; a node's automatic entry can't be deleted. */
export async function removeDnsEntry(db: Database, netid: string, name: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    if ((await lockNetworks(trx, [netid])).length === 0) throw networkNotFound(netid);
    if (await deleteDnsEntry(trx, netid, name)) return;
    const automatic = entryNamed(await entriesOf(trx, [netid], 'nodes'), name);
    if (automatic) {
      throw new ApiError(
        400,
        `${automatic.name} is the automatic entry of a node; automatic entries can't be deleted (they go with their node)`,
      );
    }
    throw new ApiError(404, `DNS entry ${name} not found in network ${netid}`);
  });
}
