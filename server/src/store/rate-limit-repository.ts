import { sql } from 'kysely';
import type { Database } from './schema';

/** Attempts counted under one key in its current window. */
export interface CountedAttempts {
  attempts: number;
  windowEndsAt: string;
}

/**
 * Counts one attempt under a key in one statement, so servers counting at once lose none: the first
 * attempt, or the first after the window ended, starts a new window that ends at `windowEndsAt`.
 */
export async function countAttempt(
  db: Database,
  keyHash: string,
  now: string,
  windowEndsAt: string,
): Promise<CountedAttempts> {
  const ended = sql<boolean>`rate_limit_counters.window_ends_at <= ${now}`;
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ key_hash: keyHash, window_ends_at: windowEndsAt, attempts: 1 })
    .onConflict((conflict) =>
      conflict.column('key_hash').doUpdateSet({
        attempts: sql<number>`case when ${ended} then 1 else rate_limit_counters.attempts + 1 end`,
        window_ends_at: sql<string>`case when ${ended} then excluded.window_ends_at
          else rate_limit_counters.window_ends_at end`,
      }),
    )
    .returning(['attempts', 'window_ends_at'])
    .executeTakeFirstOrThrow();
  return { attempts: Number(row.attempts), windowEndsAt: row.window_ends_at };
}

/** The attempts counted under a key, without counting one; undefined when none or its window ended. */
export async function readAttempts(db: Database, keyHash: string, now: string): Promise<CountedAttempts | undefined> {
  const row = await db
    .selectFrom('rate_limit_counters')
    .select(['attempts', 'window_ends_at'])
    .where('key_hash', '=', keyHash)
    .where('window_ends_at', '>', now)
    .executeTakeFirst();
  return row && { attempts: Number(row.attempts), windowEndsAt: row.window_ends_at };
}

/** Deletes the counters whose window ended. */
export async function forgetEndedWindows(db: Database, now: string): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('window_ends_at', '<=', now).execute();
}
