import type { HostRecord } from './host-repository';
import { clearNodeReferences, type NodeRecord, type NodeReferenceColumn } from './node-repository';
import type { Database } from './schema';

/** A node with what the gateway rules need to know about its host. */
export interface NodeWithHost extends NodeRecord {
  host_name: HostRecord['name'];
  os: HostRecord['os'];
  firewallinuse: HostRecord['firewallinuse'];
  isdefault: HostRecord['isdefault'];
}

/** These nodes (in any network) with their hosts' facts, sorted by id; unknown ids are left out. */
export async function findNodesWithHosts(db: Database, ids: string[]): Promise<NodeWithHost[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('nodes')
    .innerJoin('hosts', 'hosts.id', 'nodes.host_id')
    .selectAll('nodes')
    .select(['hosts.name as host_name', 'hosts.os', 'hosts.firewallinuse', 'hosts.isdefault'])
    .where('nodes.id', 'in', ids)
    .orderBy('nodes.id')
    .execute();
}

/**
 * The nodes whose `column` names `target` (the members of a relay, the clients of an internet
 * gateway) become exactly those of `ids`.
 */
export async function replaceMembers(
  db: Database,
  column: NodeReferenceColumn,
  target: string,
  ids: string[],
  time: string,
): Promise<void> {
  await clearNodeReferences(db, column, [target], time);
  if (ids.length === 0) return;
  await db
    .updateTable('nodes')
    .set({ [column]: target, updated_at: time })
    .where('id', 'in', ids)
    .execute();
}

/** Makes no node of the network its failover node any more; returns the ids of those that were. */
export async function clearFailoverNodes(db: Database, netid: string, time: string): Promise<string[]> {
  const rows = await db
    .selectFrom('nodes')
    .select('id')
    .where('network', '=', netid)
    .where('is_fail_over', '=', 1)
    .execute();
  const ids = rows.map((row) => row.id);
  if (ids.length > 0) {
    await db.updateTable('nodes').set({ is_fail_over: 0, updated_at: time }).where('id', 'in', ids).execute();
  }
  return ids;
}

/** The failover node of a network, if it has one. */
export function failoverNodeOf(db: Database, netid: string): Promise<NodeRecord | undefined> {
  return db
    .selectFrom('nodes')
    .selectAll()
    .where('network', '=', netid)
    .where('is_fail_over', '=', 1)
    .executeTakeFirst();
}

/** The ids of the host's nodes that are in a failover pair. */
export async function pairedNodesOfHost(db: Database, hostId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('nodes')
    .select('id')
    .where('host_id', '=', hostId)
    .where('fail_over_peers', '!=', '{}')
    .execute();
  return rows.map((node) => node.id);
}
