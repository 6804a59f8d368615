import { setTimeout } from 'node:timers/promises';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { MIGRATION_NAMES, migrateInTransaction } from '../migrations';
import type { BackupHeader } from './backup-file';
import { CliError } from '../../cli-error';
import {
  appliedMigration,
  dataTables,
  isPostgres,
  rowCounts,
  type AnyDatabase,
  type DataTable,
} from './database-tables';

/** The migration this code brings a database to. */
export const LATEST_MIGRATION = MIGRATION_NAMES[MIGRATION_NAMES.length - 1];

/** Refuses a backup of a database this code cannot shape: one migrated by a newer Netloom. */
export function checkBackupMigration(header: BackupHeader, file: string): void {
  if (MIGRATION_NAMES.includes(header.migration)) return;
  if (header.migration > LATEST_MIGRATION) {
    throw new CliError(
      `${file} was made by a newer Netloom (${header.netloomVersion}, its database at migration ${header.migration}); this one knows migrations up to ${LATEST_MIGRATION}: upgrade Netloom to restore it`,
    );
  }
  throw new CliError(`${file} names migration ${header.migration}, which no Netloom has: the file is damaged`);
}

/** How long sessions that are closing (a server just stopped) get to go before a restore refuses. */
const SESSIONS_CLOSING_MS = 2000;

async function otherSessions(db: AnyDatabase): Promise<number> {
  const { rows } = await sql<{ sessions: number | string }>`select count(*) as sessions from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`.execute(db);
  return Number(rows[0].sessions);
}

/** Refuses to restore into a PostgreSQL database others are connected to: a running server would keep its old state. */
export async function refuseWhileInUse(db: AnyDatabase): Promise<void> {
  if (!isPostgres(db)) return;
  const deadline = Date.now() + SESSIONS_CLOSING_MS;
  let sessions = await otherSessions(db);
  while (sessions > 0 && Date.now() < deadline) {
    await setTimeout(100);
    sessions = await otherSessions(db);
  }
  if (sessions > 0) {
    throw new CliError(
      `${sessions} other session${sessions === 1 ? ' is' : 's are'} connected to this database: stop the Netloom server (and any other client of the database) before restoring`,
    );
  }
}

/** How many rows a database freshly migrated to `migration` holds in each table (the built-in roles and groups). */
async function seededRowCounts(migration: string): Promise<Map<string, number>> {
  const reference: AnyDatabase = new Kysely({
    dialect: new SqliteDialect({ database: new SqliteDatabase(':memory:') }),
  });
  try {
    await migrateInTransaction(reference, migration);
    return await rowCounts(reference, await dataTables(reference));
  } finally {
    await reference.destroy();
  }
}

function rowsText(count: number): string {
  return `${count} row${count === 1 ? '' : 's'}`;
}

/** The tables holding more than a freshly migrated database does: the state a restore would replace. */
async function tablesHoldingState(db: AnyDatabase, tables: DataTable[], migration: string): Promise<string[]> {
  const seeded = await seededRowCounts(migration);
  const counts = await rowCounts(db, tables);
  return tables
    .filter((table) => (counts.get(table.name) ?? 0) > (seeded.get(table.name) ?? 0))
    .map((table) => `${table.name} (${rowsText(counts.get(table.name) ?? 0)})`);
}

/**
 * Checks the target of a restore: a Netloom database this code knows (or an empty one), holding no
 * state unless `force` says to replace it.
 */
export async function checkRestoreTarget(db: AnyDatabase, force: boolean): Promise<void> {
  const migration = await appliedMigration(db);
  const tables = await dataTables(db);
  if (migration === null) {
    if (tables.length === 0) return;
    throw new CliError(
      `the database holds tables that are not Netloom's (${tables.map((table) => table.name).join(', ')}): restore into an empty database`,
    );
  }
  if (!MIGRATION_NAMES.includes(migration)) {
    throw new CliError(
      `the database was migrated by a newer Netloom (migration ${migration}): restore with that version, or into an empty database`,
    );
  }
  if (force) return;
  const filled = await tablesHoldingState(db, tables, migration);
  if (filled.length > 0) {
    throw new CliError(
      `the database already holds data: ${filled.join(', ')}; give --force to replace all of it with the backup`,
    );
  }
}
