import type { Database } from './schema';

export async function countNodes(db: Database, netid: string): Promise<number> {
  const row = await db
    .selectFrom('nodes')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('network', '=', netid)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Network id -> number of distinct hosts with a node in it (networks without nodes are absent). */
export async function hostCountsByNetwork(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('nodes')
    .select((eb) => ['network', eb.fn.count('host_id').distinct().as('hosts')])
    .groupBy('network')
    .execute();
  return new Map(rows.map((row) => [row.network, Number(row.hosts)]));
}

export async function deleteNodesOfNetwork(db: Database, netid: string): Promise<void> {
  await db.deleteFrom('nodes').where('network', '=', netid).execute();
}
