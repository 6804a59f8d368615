import { isDeepStrictEqual } from 'node:util';
import { CompiledQuery, PostgresAdapter, type Compilable, type DialectAdapter } from 'kysely';
import type { Database } from './schema';

/** The SQL of inserts already compiled, per dialect, by what shapes the text: the insert, its columns, its rows. */
const insertTexts = new WeakMap<DialectAdapter, Map<string, string>>();

/** The rows' values, row by row in their fields' order: the parameters of a multi-row insert of them. */
function valuesOf<Row extends object>(rows: Row[], columns: (keyof Row)[]): unknown[] {
  const values: unknown[] = [];
  for (const row of rows) for (const column of columns) values.push(row[column]);
  return values;
}

/** The most rows one insert writes; at 13 values a row, far below SQLite's and PostgreSQL's parameter limits. */
const MOST_ROWS = 256;

/** `rows` in runs of MOST_ROWS, then one run of each power of two that makes up the rest: few sizes serve every count. */
function runsOfKeptSizes<Row>(rows: Row[]): Row[][] {
  const runs: Row[][] = [];
  let start = 0;
  for (let size = MOST_ROWS; size >= 1; size /= 2) {
    while (rows.length - start >= size) {
      runs.push(rows.slice(start, start + size));
      start += size;
    }
  }
  return runs;
}

/**
 * Inserts rows of one shape (every row the same fields, in the same order) with the query `build`
 * makes of them, its SQL compiled once per dialect, insert (`name`), columns and number of rows.
 * Kysely parses and compiles every value of every row on each insert: for the 99 rows of a host's
 * metrics report that cost about 0.7 ms, more than SQLite took to run it. The rows go in runs of
 * 256, 128, 64 … 1 (`runsOfKeptSizes`), so nine texts per insert serve any number of rows; later
 * runs of a size run its kept SQL with the rows' values. The first compilation checks that its
 * parameters are exactly those values, so a query whose parameters are not (a value Kysely turns
 * into SQL, or one the conflict clause adds) fails at once rather than writing wrong rows.
 * PostgreSQL takes every row in one statement instead (`fromJsonRows`).
 */
export async function insertRowsOfOneShape<Row extends object>(
  db: Database,
  name: string,
  rows: Row[],
  build: (rows: Row[]) => Compilable,
): Promise<void> {
  if (rows.length === 0) return;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const text = keptText(db, name, [rows[0]], build, fromJsonRows);
    await db.executeQuery(CompiledQuery.raw(text, [JSON.stringify(rows)]));
    return;
  }
  for (const run of runsOfKeptSizes(rows)) {
    const text = keptText(db, name, run, build, (sql) => sql);
    await db.executeQuery(CompiledQuery.raw(text, valuesOf(run, columnsOf(run))));
  }
}

function columnsOf<Row extends object>(rows: Row[]): (keyof Row & string)[] {
  return Object.keys(rows[0]) as (keyof Row & string)[];
}

/**
 * The insert of one row made to take every row from one JSON parameter, each turned into a row of the
 * table's own type by PostgreSQL: a 256-row insert's 3,328 parameters cost PostgreSQL about as much to
 * parse and bind as to write the rows, and the statement's text is the same for any number of rows.
 */
function fromJsonRows(sql: string, columns: string[]): string {
  const table = /^insert into ("[^"]+")/.exec(sql)?.[1];
  const values = `values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`;
  if (!table || !sql.includes(values)) throw new Error(`cannot take the rows of "${sql.slice(0, 60)}" as JSON`);
  const selected = columns.map((column) => `"${column}"`).join(', ');
  return sql.replace(values, `select ${selected} from json_populate_recordset(null::${table}, $1::json)`);
}

/** The SQL of `build(rows)`, compiled and made `final` once per dialect, insert, columns and number of rows. */
function keptText<Row extends object>(
  db: Database,
  name: string,
  rows: Row[],
  build: (rows: Row[]) => Compilable,
  final: (sql: string, columns: string[]) => string,
): string {
  const columns = columnsOf(rows);
  const key = `${name}|${rows.length}|${columns.join(',')}`;
  const adapter = db.getExecutor().adapter;
  let texts = insertTexts.get(adapter);
  if (!texts) insertTexts.set(adapter, (texts = new Map()));
  let text = texts.get(key);
  if (text === undefined) {
    const compiled = build(rows).compile();
    if (!isDeepStrictEqual(compiled.parameters, valuesOf(rows, columns))) {
      throw new Error(`the insert "${name}" has parameters other than its rows' values: it cannot be kept compiled`);
    }
    text = final(compiled.sql, columns);
    texts.set(key, text);
  }
  return text;
}
