import { pendingAuditEvent } from '../features/audit/audit-context';
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
 * Runs `work` in a transaction: every write goes through here or `retryingTransaction`, the one place
 * transactions are opened. When `work` succeeds during an audited request, the request's audit event
 * is written in the same transaction (once per request), so the change and its event commit together
 * or not at all.
 */
export async function inTransaction<T>(db: Database, work: (trx: Database) => Promise<T>): Promise<T> {
  const audit = pendingAuditEvent();
  try {
    const result = await db.transaction().execute(async (trx) => {
      const done = await work(trx);
      await audit?.writeIn(trx);
      return done;
    });
    audit?.committed();
    return result;
  } catch (error) {
    audit?.rolledBack();
    throw error;
  }
}

/**
 * Runs `work` in a transaction (`inTransaction`), and again (up to 5 times) when it lost a race: a
 * unique index refused a value another transaction took first (an address), or the database asked
 * for a retry. A race lost every time answers 409.
 */
export async function retryingTransaction<T>(db: Database, work: (trx: Database) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(db, work);
    } catch (error) {
      const raced = isUniqueViolation(error) || isTransient(error);
      if (!raced) throw error;
      if (attempt >= ATTEMPTS) throw new ApiError(409, 'a concurrent change got in the way; try again');
    }
  }
}
