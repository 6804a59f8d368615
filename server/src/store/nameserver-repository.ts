import { nameserverDomainSchema, type NameserverDomain } from '@netloom/contract';
import { z } from 'zod';
import { fromJsonStringArray, toJsonColumn } from './json-columns';
import type { Database, NameserversTable } from './schema';

/** A nameserver as kept: its servers and domains read back from their JSON columns. */
export interface NameserverRecord {
  id: string;
  network: string;
  name: string;
  description: string;
  servers: string[];
  domains: NameserverDomain[];
  enabled: boolean;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

const storedDomainsSchema = z.array(nameserverDomainSchema);

function fromRow(row: NameserversTable): NameserverRecord {
  const domains = storedDomainsSchema.safeParse(JSON.parse(row.domains));
  return {
    id: row.id,
    network: row.network,
    name: row.name,
    description: row.description,
    servers: fromJsonStringArray(row.servers),
    domains: domains.success ? domains.data : [],
    enabled: row.status === 1,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toRow(record: NameserverRecord): NameserversTable {
  return {
    id: record.id,
    network: record.network,
    name: record.name,
    description: record.description,
    servers: toJsonColumn(record.servers),
    domains: toJsonColumn(record.domains),
    status: record.enabled ? 1 : 0,
    created_by: record.createdBy,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}

/** The nameservers of these networks, by name then id. */
export async function listNameservers(db: Database, netids: string[]): Promise<NameserverRecord[]> {
  if (netids.length === 0) return [];
  const rows = await db
    .selectFrom('nameservers')
    .selectAll()
    .where('network', 'in', netids)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(fromRow);
}

export async function findNameserver(db: Database, id: string): Promise<NameserverRecord | undefined> {
  const row = await db.selectFrom('nameservers').selectAll().where('id', '=', id).executeTakeFirst();
  return row && fromRow(row);
}

export async function insertNameserver(db: Database, record: NameserverRecord): Promise<void> {
  await db.insertInto('nameservers').values(toRow(record)).execute();
}

export async function updateNameserver(db: Database, record: NameserverRecord): Promise<void> {
  const { id, ...row } = toRow(record);
  await db.updateTable('nameservers').set(row).where('id', '=', id).execute();
}

export async function deleteNameserver(db: Database, id: string): Promise<void> {
  await db.deleteFrom('nameservers').where('id', '=', id).execute();
}
