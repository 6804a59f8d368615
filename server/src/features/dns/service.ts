import {
  cidrContains,
  dnsAddressProblem,
  dnsNameProblem,
  dnsRecordName,
  type CreateDnsEntryRequest,
  type DnsEntry,
  type Network,
} from '@netloom/contract';
import { ApiError, refuseProblems } from '../../api-error';
import { canonicalAddress } from '../../mesh/address-allocation';
import { deleteDnsEntry, insertDnsEntry, listCustomDnsEntries, listNodeDnsRecords } from '../../store/dns-repository';
import { egressRangesOfNetwork, listExtClientViews } from '../../store/ext-client-repository';
import { findNetwork, lockNetworks } from '../../store/network-repository';
import type { Database } from '../../store/schema';
import { inTransaction, retryingTransaction } from '../../store/transactions';
import { listVisibleNetworks } from '../networks/service';
import type { Caller } from '../../access/caller';
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
 * An entry's addresses must be reachable through the network: inside its address ranges or a range
 * one of its egress gateways routes. Refused with the ranges it may use.
 */
async function checkReachable(trx: Database, network: Network, addresses: string[]): Promise<void> {
  const ranges = [network.addressrange, network.addressrange6, ...(await egressRangesOfNetwork(trx, network.netid))];
  const usable = ranges.filter((range) => range !== '');
  for (const address of addresses) {
    const cidr = `${address}/${address.includes(':') ? 128 : 32}`;
    if (usable.some((range) => cidrContains(range, cidr))) continue;
    throw new ApiError(
      400,
      `address ${address} is outside network ${network.netid}: use an address in ${usable.join(', ')} (its ranges and those its egress gateways route), which its hosts reach through the mesh`,
    );
  }
}

/** The name another entry, a node or a remote-access client already resolves as, if any. */
async function nameInUse(trx: Database, netid: string, recordName: string): Promise<string | null> {
  const lower = recordName.toLowerCase();
  const entry = (await entriesOf(trx, [netid], 'all')).find(
    (taken) => dnsRecordName(taken.name, netid).toLowerCase() === lower,
  );
  if (entry) return `${entry.automatic ? 'the automatic entry of a node' : 'another entry'} (${entry.name})`;
  const client = (await listExtClientViews(trx, { network: netid })).find(
    (taken) => dnsRecordName(taken.clientid, netid).toLowerCase() === lower,
  );
  return client ? `the remote-access client ${client.clientid}` : null;
}

/**
 * POST /api/dns/{network}: a custom entry, resolved as `<name>.<network>`: that name unique in the
 * network among nodes, remote-access clients and custom entries (letter case aside), its addresses
 * reachable through the network and stored in canonical form.
 */
export async function createDnsEntry(db: Database, netid: string, request: CreateDnsEntryRequest): Promise<DnsEntry> {
  refuseProblems([dnsNameProblem(request.name) ?? dnsAddressProblem(request.address ?? '', request.address6 ?? '')]);
  const entry = {
    network: netid,
    name: request.name,
    address: checkedAddress(4, request.address ?? ''),
    address6: checkedAddress(6, request.address6 ?? ''),
  };
  await retryingTransaction(db, async (trx) => {
    const [network] = await lockNetworks(trx, [netid]);
    if (!network) throw networkNotFound(netid);
    await checkReachable(
      trx,
      network,
      [entry.address, entry.address6].filter((address) => address !== ''),
    );
    const recordName = dnsRecordName(entry.name, netid);
    const owner = await nameInUse(trx, netid, recordName);
    if (owner) throw new ApiError(400, `DNS name ${recordName} is already used in network ${netid} by ${owner}`);
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
