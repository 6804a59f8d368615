import type { Database, DnsEntriesTable } from './schema';

export type DnsEntryRecord = DnsEntriesTable;

/** What a node's automatic entry is made of: its network, its host's name and its addresses. */
export interface NodeDnsRecord {
  network: string;
  host_name: string;
  address: string | null;
  address6: string | null;
}

/** The custom entries of these networks. */
export async function listCustomDnsEntries(db: Database, netids: string[]): Promise<DnsEntryRecord[]> {
  if (netids.length === 0) return [];
  return db.selectFrom('dns_entries').selectAll().where('network', 'in', netids).execute();
}

/** The nodes of these networks with their hosts' names. */
export async function listNodeDnsRecords(db: Database, netids: string[]): Promise<NodeDnsRecord[]> {
  if (netids.length === 0) return [];
  return db
    .selectFrom('nodes')
    .innerJoin('hosts', 'hosts.id', 'nodes.host_id')
    .select(['nodes.network', 'hosts.name as host_name', 'nodes.address', 'nodes.address6'])
    .where('nodes.network', 'in', netids)
    .execute();
}

export async function insertDnsEntry(db: Database, entry: DnsEntryRecord): Promise<void> {
  await db.insertInto('dns_entries').values(entry).execute();
}

/** Deletes a custom entry; false when the network has none of that name. */
export async function deleteDnsEntry(db: Database, netid: string, name: string): Promise<boolean> {
  const result = await db
    .deleteFrom('dns_entries')
    .where('network', '=', netid)
    .where('name', '=', name)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
