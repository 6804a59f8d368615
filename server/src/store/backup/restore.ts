import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import { migrateInTransaction } from '../migrations';
import type { Database } from '../schema';
import { parseBackupLine, readBackupHeader, readBackupLines, type BackupHeader } from './backup-file';
import { CliError } from '../../cli-error';
import { toStoredValue } from './column-values';
import { dataTables, isPostgres, type AnyDatabase, type DataTable } from './database-tables';
import { checkBackupMigration, checkRestoreTarget, LATEST_MIGRATION, refuseWhileInUse } from './restore-checks';

/** What a restore wrote. */
export interface RestoreSummary {
  header: BackupHeader;
  rows: number;
  /** The migration the restored database is at now. */
  migration: string;
}

/** Values per insert statement, well below SQLite's and PostgreSQL's limits on parameters. */
const VALUES_PER_INSERT = 5000;

/** Drops every table, the migrations' bookkeeping too, children before the tables they refer to. */
async function dropAllTables(conn: AnyDatabase): Promise<void> {
  const tables = (await dataTables(conn)).reverse().map((table) => table.name);
  for (const name of [...tables, DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]) {
    await sql`drop table if exists ${sql.table(name)}`.execute(conn);
  }
}

/** Refuses a backup whose tables and columns are not those of the database at its migration. */
function matchTables(header: BackupHeader, tables: DataTable[]): void {
  const stray = header.tables.find((table) => !tables.some((candidate) => candidate.name === table.name));
  if (stray)
    throw new CliError(
      `the backup has a table ${stray.name}, which Netloom's tables at migration ${header.migration} don't include: the file is damaged`,
    );
  const missing = tables.find((table) => !header.tables.some((candidate) => candidate.name === table.name));
  if (missing)
    throw new CliError(
      `the backup lacks the table ${missing.name} of migration ${header.migration}: the file is damaged`,
    );
  for (const backedUp of header.tables) {
    const names = tables.find((table) => table.name === backedUp.name)?.columns.map((column) => column.name) ?? [];
    const given = backedUp.columns.map((column) => column.name);
    if (names.length !== given.length || !names.every((name) => given.includes(name))) {
      throw new CliError(
        `the backup's table ${backedUp.name} has the columns ${given.join(', ')}; at migration ${header.migration} it has ${names.join(', ')}: the file is damaged`,
      );
    }
  }
}

/** Inserts the backup's rows of one table, a batch of rows per statement. */
async function insertRows(conn: AnyDatabase, table: string, columns: string[], rows: unknown[][], postgres: boolean) {
  if (rows.length === 0) return;
  // Explicit ids go into identity columns too: the sequences are set past them afterwards.
  const overriding = postgres ? sql`overriding system value` : sql``;
  await sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))}) ${overriding}
    values ${sql.join(rows.map((row) => sql`(${sql.join(row)})`))}`.execute(conn);
}

/** Reads the rows after the header and inserts them, checking each table has exactly the rows the header counts. */
async function insertBackupRows(
  conn: AnyDatabase,
  file: string,
  header: BackupHeader,
  tables: DataTable[],
  postgres: boolean,
): Promise<number> {
  let lineNumber = 0;
  let tableIndex = 0;
  let tableRows = 0;
  let batch: unknown[][] = [];
  const backedUp = () => header.tables[tableIndex];
  const kindsByTable = new Map(
    tables.map((table) => [table.name, new Map(table.columns.map((column) => [column.name, column.kind]))]),
  );
  const flush = async () => {
    await insertRows(
      conn,
      backedUp().name,
      backedUp().columns.map((column) => column.name),
      batch,
      postgres,
    );
    batch = [];
  };
  const skipFinishedTables = async () => {
    while (tableIndex < header.tables.length && tableRows === backedUp().rows) {
      await flush();
      tableIndex += 1;
      tableRows = 0;
    }
  };
  for await (const line of readBackupLines(file)) {
    lineNumber += 1;
    if (lineNumber === 1) continue;
    await skipFinishedTables();
    const where = `line ${lineNumber} of ${file}`;
    if (tableIndex === header.tables.length)
      throw new CliError(`${where} comes after the last row the header counts: the file is damaged`);
    const values = parseBackupLine(line, where);
    const { columns } = backedUp();
    if (!Array.isArray(values) || values.length !== columns.length) {
      throw new CliError(
        `${where} is not a row of ${columns.length} values of table ${backedUp().name}: the file is damaged`,
      );
    }
    const kinds = kindsByTable.get(backedUp().name);
    batch.push(
      values.map((value, index) => {
        const column = columns[index].name;
        return toStoredValue(kinds?.get(column) ?? 'text', value, postgres, `${where} (${backedUp().name}.${column})`);
      }),
    );
    tableRows += 1;
    if (batch.length * columns.length >= VALUES_PER_INSERT) await flush();
  }
  await skipFinishedTables();
  if (tableIndex < header.tables.length) {
    throw new CliError(
      `${file} ends early: table ${backedUp().name} has ${tableRows} of its ${backedUp().rows} rows (is the file truncated?)`,
    );
  }
  return header.tables.reduce((sum, table) => sum + table.rows, 0);
}

/** Sets every PostgreSQL sequence (identity and serial columns) past the restored ids, so new rows get fresh ones. */
async function resetSequences(conn: AnyDatabase, tables: DataTable[]): Promise<void> {
  for (const table of tables) {
    for (const column of table.columns.filter((candidate) => candidate.autoIncrementing)) {
      await sql`select setval(pg_get_serial_sequence(quote_ident(${table.name}), ${column.name}),
        coalesce(max(${sql.ref(column.name)}), 0) + 1, false) from ${sql.table(table.name)}`.execute(conn);
    }
  }
}

/**
 * Replaces the database's state with the backup in `file`, in one transaction: its tables are made
 * again at the backup's migration, the rows inserted, then migrated to this code's latest. Anything
 * failing leaves the database as it was.
 */
export async function restore(db: Database, file: string, force: boolean): Promise<RestoreSummary> {
  const header = await readBackupHeader(file);
  checkBackupMigration(header, file);
  const generic = db as unknown as AnyDatabase;
  const postgres = isPostgres(generic);
  await refuseWhileInUse(generic);
  await checkRestoreTarget(generic, force);
  const rows = await generic.connection().execute(async (conn) => {
    await sql`begin`.execute(conn);
    try {
      await dropAllTables(conn);
      await migrateInTransaction(conn, header.migration);
      const tables = await dataTables(conn);
      matchTables(header, tables);
      for (const table of [...tables].reverse()) await sql`delete from ${sql.table(table.name)}`.execute(conn);
      const inserted = await insertBackupRows(conn, file, header, tables, postgres);
      if (postgres) await resetSequences(conn, tables);
      await migrateInTransaction(conn, LATEST_MIGRATION);
      await sql`commit`.execute(conn);
      return inserted;
    } catch (error) {
      // A connection that broke takes its transaction with it: the error to report is the first one.
      await sql`rollback`.execute(conn).catch(() => undefined);
      throw new CliError(`restore failed, the database is unchanged: ${(error as Error).message}`);
    }
  });
  return { header, rows, migration: LATEST_MIGRATION };
}
