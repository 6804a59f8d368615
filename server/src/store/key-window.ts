import type { SortOrder } from '@netloom/contract';
import { sql, type Expression, type SelectQueryBuilder } from 'kysely';
import type { Schema } from './schema';

/** Counts read as bigint text on PostgreSQL and as numbers on SQLite. */
type Count = string | number;

/** The number of rows. */
export async function countRows<TB extends keyof Schema>(
  rows: SelectQueryBuilder<Schema, TB, object>,
): Promise<number> {
  const { total } = await rows.select(sql<Count>`count(*)`.as('total')).executeTakeFirstOrThrow();
  return Number(total);
}

/** How a list is sorted: by each expression in turn, all in one direction. */
export interface RowOrder {
  by: Expression<unknown>[];
  order: SortOrder;
}

/** Which rows of a sorted list: those from `offset` on, at most `limit` of them. */
export interface RowWindow {
  offset: number;
  limit: number;
}

function sortedKeys<TB extends keyof Schema>(
  rows: SelectQueryBuilder<Schema, TB, object>,
  key: Expression<string>,
  { by, order }: RowOrder,
) {
  let query = rows.select(sql<string>`${key}`.as('key'));
  for (const expression of by) query = query.orderBy(expression, order);
  return query;
}

/** The keys of the rows in order: those of the window, or all of them. */
export async function orderedKeys<TB extends keyof Schema>(
  rows: SelectQueryBuilder<Schema, TB, object>,
  key: Expression<string>,
  order: RowOrder,
  window?: RowWindow,
): Promise<string[]> {
  const query = sortedKeys(rows, key, order);
  const windowed = window ? query.limit(window.limit).offset(window.offset) : query;
  return (await windowed.execute()).map((row) => row.key);
}

/**
 * The keys of the window and the number of rows, read in one pass for rows that are all read to be
 * sorted anyway (a window past the end counts them apart).
 */
export async function countedWindow<TB extends keyof Schema>(
  rows: SelectQueryBuilder<Schema, TB, object>,
  key: Expression<string>,
  order: RowOrder,
  window: RowWindow,
): Promise<{ total: number; keys: string[] }> {
  const found = await sortedKeys(rows, key, order)
    .select(sql<Count>`count(*) over ()`.as('total'))
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  if (found.length === 0) return { total: window.offset === 0 ? 0 : await countRows(rows), keys: [] };
  return { total: Number(found[0].total), keys: found.map((row) => row.key) };
}
