import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
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
import { auditLogMigration } from './0011-audit-log';
import { hostFirewallsMigration } from './0012-host-firewalls';
import { hostLocalAddressMigration } from './0013-host-local-address';
import { nameserversHostDnsMigration } from './0014-nameservers-host-dns';
import { userExternalIdMigration } from './0015-user-external-id';
import { inviteExpiryMigration } from './0016-invite-expiry';
import { clientDisabledByAdminMigration } from './0017-client-disabled-by-admin';
import { userSessionEpochMigration } from './0018-user-session-epoch';
import { apiTokensMigration } from './0019-api-tokens';
import { userMfaMigration } from './0020-user-mfa';
import { sharedLimitsMigration } from './0021-shared-limits';
import { serverReplicasMigration } from './0022-server-replicas';
import { hostPeerDeltasMigration } from './0023-host-peer-deltas';
import { metricsByNodeMigration } from './0024-metrics-by-node';

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
  '0011-audit-log': auditLogMigration,
  '0012-host-firewalls': hostFirewallsMigration,
  '0013-host-local-address': hostLocalAddressMigration,
  '0014-nameservers-host-dns': nameserversHostDnsMigration,
  '0015-user-external-id': userExternalIdMigration,
  '0016-invite-expiry': inviteExpiryMigration,
  '0017-client-disabled-by-admin': clientDisabledByAdminMigration,
  '0018-user-session-epoch': userSessionEpochMigration,
  '0019-api-tokens': apiTokensMigration,
  '0020-user-mfa': userMfaMigration,
  '0021-shared-limits': sharedLimitsMigration,
  '0022-server-replicas': serverReplicasMigration,
  '0023-host-peer-deltas': hostPeerDeltasMigration,
  '0024-metrics-by-node': metricsByNodeMigration,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

function throwMigrationError(error: unknown): void {
  if (error) throw error instanceof Error ? error : new Error(`database migration failed: ${String(error)}`);
}

export async function migrateToLatest(db: Database): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  throwMigrationError(error);
}

/** Every migration's name in the order they run; the last is the version this code migrates to. */
export const MIGRATION_NAMES = Object.keys(MIGRATIONS).sort();

/**
 * Migrates up or down to the migration `name` without a transaction of its own: `db` is a connection
 * inside the caller's transaction (a restore), so the migrations commit or roll back with it, or a
 * throwaway database.
 */
export async function migrateInTransaction<DB>(db: Kysely<DB>, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider, disableTransactions: true }).migrateTo(name);
  throwMigrationError(error);
}
