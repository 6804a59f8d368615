import { isDeepStrictEqual } from 'node:util';
import { CompiledQuery, type Compilable, type DialectAdapter } from 'kysely';
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
 */
export async function insertRowsOfOneShape<Row extends object>(
  db: Database,
  name: string,
  rows: Row[],
  build: (rows: Row[]) => Compilable,
): Promise<void> {
  for (const run of runsOfKeptSizes(rows)) await insertRun(db, name, run, build);
}

async function insertRun<Row extends object>(
  db: Database,
  name: string,
  rows: Row[],
  build: (rows: Row[]) => Compilable,
): Promise<void> {
  const columns = Object.keys(rows[0]) as (keyof Row & string)[];
  const key = `${name}|${rows.length}|${columns.join(',')}`;
  const adapter = db.getExecutor().adapter;
  let texts = insertTexts.get(adapter);
  if (!texts) insertTexts.set(adapter, (texts = new Map()));
  const parameters = valuesOf(rows, columns);
  let text = texts.get(key);
  if (text === undefined) {
    const compiled = build(rows).compile();
    if (!isDeepStrictEqual(compiled.parameters, parameters)) {
      throw new Error(`the insert "${name}" has parameters other than its rows' values: it cannot be kept compiled`);
    }
    text = compiled.sql;
    texts.set(key, text);
  }
  await db.executeQuery(CompiledQuery.raw(text, parameters));
}
