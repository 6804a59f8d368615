import { DEFAULT_MIGRATION_TABLE, PostgresAdapter, sql, type Kysely } from 'kysely';
import { columnKind, type ColumnKind } from './column-values';

/** Any database, its tables known only at run time. */
export type AnyDatabase = Kysely<Record<string, Record<string, unknown>>>;

/** A column of a data table. */
export interface TableColumn {
  name: string;
  kind: ColumnKind;
  /** Filled by a sequence (PostgreSQL identity or serial) or SQLite's autoincrement. */
  autoIncrementing: boolean;
}

/** A table holding Netloom's state: every table of the database but the migrations' bookkeeping. */
export interface DataTable {
  name: string;
  columns: TableColumn[];
}

/** True when `db` is PostgreSQL, false for SQLite. */
export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The schema tables are looked up in: PostgreSQL's current schema; none on SQLite. */
async function currentSchema(db: AnyDatabase): Promise<string | undefined> {
  if (!isPostgres(db)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0].schema;
}

/** Pairs of tables where `child` has a foreign key to `parent`. */
async function foreignKeys(db: AnyDatabase): Promise<{ child: string; parent: string }[]> {
  const query = isPostgres(db)
    ? sql<{ child: string; parent: string }>`select child.relname as child, parent.relname as parent
        from pg_constraint k
        join pg_class child on child.oid = k.conrelid
        join pg_class parent on parent.oid = k.confrelid
        where k.contype = 'f' and child.relnamespace = current_schema()::regnamespace`
    : sql<{ child: string; parent: string }>`select m.name as child, f."table" as parent
        from sqlite_master m join pragma_foreign_key_list(m.name) f where m.type = 'table'`;
  return (await query.execute(db)).rows;
}

/** The tables in an order rows can be inserted in: every table after those its foreign keys point at. */
function parentsFirst(tables: DataTable[], keys: { child: string; parent: string }[]): DataTable[] {
  const ordered: DataTable[] = [];
  const placed = new Set<string>();
  const place = (table: DataTable, path: Set<string>) => {
    if (placed.has(table.name) || path.has(table.name)) return;
    path.add(table.name);
    for (const { parent } of keys.filter((key) => key.child === table.name && key.parent !== table.name)) {
      const parentTable = tables.find((candidate) => candidate.name === parent);
      if (parentTable) place(parentTable, path);
    }
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of tables) place(table, new Set());
  return ordered;
}

/**
 * The data tables of the database, found by introspection so that tables added by later migrations
 * come along, in an order rows can be inserted in (parents before the tables that refer to them).
 */
export async function dataTables(db: AnyDatabase): Promise<DataTable[]> {
  const schema = await currentSchema(db);
  const tables = (await db.introspection.getTables())
    .filter((table) => !table.isView && table.schema === schema)
    .map((table) => ({
      name: table.name,
      columns: table.columns.map((column) => ({
        name: column.name,
        kind: columnKind(column.dataType),
        autoIncrementing: column.isAutoIncrementing,
      })),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return parentsFirst(tables, await foreignKeys(db));
}

/** The last migration the database has run; null when it has never been migrated (not a Netloom database yet). */
export async function appliedMigration(db: AnyDatabase): Promise<string | null> {
  const schema = await currentSchema(db);
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === DEFAULT_MIGRATION_TABLE && table.schema === schema)) return null;
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}
    order by name desc limit 1`.execute(db);
  return rows[0]?.name ?? null;
}

/**
 * Tables of running servers' heartbeats (several servers): they describe processes, not state, and
 * change every few seconds; backups keep them empty, and their rows never make a database "hold data".
 */
export const PROCESS_TABLES: readonly string[] = ['server_replicas'];

/** How many rows each table holds; none for PROCESS_TABLES. */
export async function rowCounts(db: AnyDatabase, tables: DataTable[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of tables) {
    if (PROCESS_TABLES.includes(table.name)) {
      counts.set(table.name, 0);
      continue;
    }
    const { rows } = await sql<{ count: number | string }>`select count(*) as count
      from ${sql.table(table.name)}`.execute(db);
    counts.set(table.name, Number(rows[0].count));
  }
  return counts;
}
