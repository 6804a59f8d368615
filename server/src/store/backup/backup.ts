import { sql } from 'kysely';
import type { Database } from '../schema';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, writeBackupFile, type BackupHeader } from './backup-file';
import { CliError } from '../../cli-error';
import { toBackupValue } from './column-values';
import {
  appliedMigration,
  dataTables,
  PROCESS_TABLES,
  isPostgres,
  rowCounts,
  type AnyDatabase,
  type DataTable,
} from './database-tables';

/** What a backup wrote. */
export interface BackupSummary {
  tables: number;
  rows: number;
  migration: string;
}

/** Rows PostgreSQL hands over per fetch from the backup's cursor. */
const FETCH_ROWS = 1000;

/** A table's rows, a batch at a time, without holding the whole table in memory. */
async function* tableRows(
  trx: AnyDatabase,
  table: string,
  postgres: boolean,
): AsyncGenerator<Record<string, unknown>[]> {
  if (PROCESS_TABLES.includes(table)) return;
  if (!postgres) {
    for await (const row of trx.selectFrom(table).selectAll().stream()) yield [row];
    return;
  }
  await sql`declare netloom_backup no scroll cursor for select * from ${sql.table(table)}`.execute(trx);
  for (;;) {
    const { rows } = await sql<
      Record<string, unknown>
    >`fetch forward ${sql.lit(FETCH_ROWS)} from netloom_backup`.execute(trx);
    if (rows.length === 0) break;
    yield rows;
  }
  await sql`close netloom_backup`.execute(trx);
}

/** The header line, then each table's rows as arrays of values in the order of its columns. */
async function* backupContent(
  trx: AnyDatabase,
  header: BackupHeader,
  tables: DataTable[],
  postgres: boolean,
): AsyncGenerator<string> {
  yield JSON.stringify(header);
  for (const [index, table] of tables.entries()) {
    let written = 0;
    for await (const rows of tableRows(trx, table.name, postgres)) {
      for (const row of rows) {
        yield JSON.stringify(table.columns.map((column) => toBackupValue(column.kind, row[column.name])));
      }
      written += rows.length;
    }
    if (written !== header.tables[index].rows) {
      throw new Error(
        `table ${table.name} changed while it was read (${written} rows, counted ${header.tables[index].rows})`,
      );
    }
  }
}

/**
 * Writes the whole state of the database to `file`: every data table, read in one read-only
 * transaction so the backup is one consistent moment even while the server keeps writing.
 */
export async function backUp(db: Database, file: string, netloomVersion: string): Promise<BackupSummary> {
  const generic = db as unknown as AnyDatabase;
  const postgres = isPostgres(generic);
  const transaction = postgres
    ? generic.transaction().setIsolationLevel('repeatable read').setAccessMode('read only')
    : generic.transaction();
  return transaction.execute(async (trx) => {
    const migration = await appliedMigration(trx);
    if (migration === null) {
      throw new CliError('the database holds no Netloom state: the server has never run on it (check the settings)');
    }
    const tables = await dataTables(trx);
    const counts = await rowCounts(trx, tables);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      netloomVersion,
      migration,
      createdAt: new Date().toISOString(),
      backend: postgres ? 'postgres' : 'sqlite',
      tables: tables.map((table) => ({
        name: table.name,
        columns: table.columns.map(({ name, kind }) => ({ name, kind })),
        rows: counts.get(table.name) ?? 0,
      })),
    };
    await writeBackupFile(file, backupContent(trx, header, tables, postgres));
    return {
      tables: tables.length,
      rows: header.tables.reduce((sum, table) => sum + table.rows, 0),
      migration,
    };
  });
}
