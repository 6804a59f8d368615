import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Partial indexes for node lists: the few nodes with a gateway role, and the nodes that go through a
 * relay or an internet gateway. Without them a 10,000-node list scans the network three more times.
 * A query uses a partial index only when its WHERE repeats the index's condition with literals.
 */
export const nodeListingIndexesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('nodes_with_role')
      .on('nodes')
      .column('network')
      .where(
        sql<boolean>`isrelay = 1 or isingressgateway = 1 or isegressgateway = 1 or isinternetgateway = 1 or is_fail_over = 1 or internetgw_node_id != '' or failed_over_by != '' or fail_over_peers != '{}'`,
      )
      .execute();
    for (const column of ['relayedby', 'internetgw_node_id']) {
      await db.schema
        .createIndex(`nodes_by_${column}`)
        .on('nodes')
        .columns(['network', column])
        .where(sql<boolean>`${sql.ref(column)} != ''`)
        .execute();
    }
  },
};
