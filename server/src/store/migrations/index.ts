import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from '../schema';
import { initialMigration } from './0001-initial';
import { hostsNodesKeysMigration } from './0002-hosts-nodes-keys';
import { gatewaysClientsExpiryMigration } from './0003-gateways-clients-expiry';
import { accessTagsDnsMigration } from './0004-access-tags-dns';
import { nodeListingIndexesMigration } from './0005-node-listing-indexes';
import { metricsMigration } from './0006-metrics';
import { userManagementMigration } from './0007-user-management';
import { metricsHistoryMigration } from './0008-metrics-history';
import { networkNameMigration } from './0009-network-name';
import { listOrderKeysMigration } from './0010-list-order-keys';

/** Every migration, by name; names sort in the order they run. Add new ones at the end. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initialMigration,
  '0002-hosts-nodes-keys': hostsNodesKeysMigration,
  '0003-gateways-clients-expiry': gatewaysClientsExpiryMigration,
  '0004-access-tags-dns': accessTagsDnsMigration,
  '0005-node-listing-indexes': nodeListingIndexesMigration,
  '0006-metrics': metricsMigration,
  '0007-user-management': userManagementMigration,
  '0008-metrics-history': metricsHistoryMigration,
  '0009-network-name': networkNameMigration,
  '0010-list-order-keys': listOrderKeysMigration,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Database): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`database migration failed: ${String(error)}`);
}
