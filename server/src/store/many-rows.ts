import type SqliteDatabase from 'better-sqlite3';
import type { Compilable } from 'kysely';
import type { Database } from './schema';

/** Hosts read at once, within what one query may list. */
export const HOSTS_PER_READ = 500;

/** `items` in runs of at most `size`. */
export function chunks<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

/** The better-sqlite3 connection behind each SQLite Kysely instance (none for PostgreSQL). */
const sqliteConnections = new WeakMap<Database, SqliteDatabase.Database>();

export function rememberSqliteConnection(db: Database, connection: SqliteDatabase.Database): void {
  sqliteConnections.set(db, connection);
}

/**
 * Runs a select that may return thousands of rows (10,000-node lists), each row a copy of `blank`
 * with the selected columns set: `blank` holds every field the caller will fill in, so all rows
 * share one shape and completing them adds no property. On SQLite the rows are read as arrays and
 * the objects built here: better-sqlite3 builds row objects column by column through V8's slow path,
 * which costs more than reading the rows. The statement runs while holding Kysely's connection, so
 * it never reads another request's unfinished transaction. PostgreSQL and transactions take the
 * usual path.
 */
export async function selectMany<Selected extends object, Row extends Selected>(
  db: Database,
  query: Compilable<Selected>,
  blank: Row,
): Promise<Row[]> {
  const compiled = query.compile();
  const connection = sqliteConnections.get(db);
  if (!connection) return (await db.executeQuery(compiled)).rows.map((selected) => ({ ...blank, ...selected }));
  return db.connection().execute(async () => {
    const statement = connection.prepare(compiled.sql).raw(true);
    const names = statement.columns().map((column) => column.name);
    return (statement.all(compiled.parameters) as unknown[][]).map((values) => {
      const row = { ...blank } as Record<string, unknown>;
      for (let index = 0; index < names.length; index++) row[names[index]] = values[index];
      return row as unknown as Row;
    });
  });
}
