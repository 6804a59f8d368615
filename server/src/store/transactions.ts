import { ApiError } from '../http/api-error';
import type { Database } from './schema';
import { isUniqueViolation } from './unique-violation';

const ATTEMPTS = 5;

/** PostgreSQL serialization failure or deadlock, or SQLite busy: running the transaction again may succeed. */
function isTransient(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return ['40001', '40P01', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT'].includes(String(error.code));
}

/**
 * Runs `work` in a transaction, and again (up to 5 times) when it lost a race: a unique index refused
 * a value another transaction took first (an address), or the database asked for a retry. A race
 * lost every time answers 409.
 */
export async function retryingTransaction<T>(db: Database, work: (trx: Database) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      const raced = isUniqueViolation(error) || isTransient(error);
      if (!raced) throw error;
      if (attempt >= ATTEMPTS) throw new ApiError(409, 'a concurrent change got in the way; try again');
    }
  }
}
