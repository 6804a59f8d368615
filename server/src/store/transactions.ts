import { AsyncLocalStorage } from 'node:async_hooks';
import { ApiError } from '../api-error';
import type { Database } from './schema';
import { isUniqueViolation } from './unique-violation';

const ATTEMPTS = 5;

/**
 * What a piece of code writes with every change it makes, in the change's own transaction: the audit
 * event of the request it runs for (audit/audit-context.ts). The store knows it only by this shape.
 */
export interface TransactionCompanion {
  /** Inside the transaction, once the change's own work succeeded. */
  writeIn(trx: Database): Promise<void>;
  committed(): void;
  rolledBack(): void;
}

const companions = new AsyncLocalStorage<TransactionCompanion>();

/** Runs `work` so that every transaction it opens writes `companion` with its change. */
export function withTransactionCompanion<T>(companion: TransactionCompanion, work: () => T): T {
  return companions.run(companion, work);
}

/** The companion of the code running now, if any. */
export function transactionCompanion(): TransactionCompanion | undefined {
  return companions.getStore();
}

/** PostgreSQL serialization failure or deadlock, or SQLite busy: running the transaction again may succeed. */
function isTransient(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return ['40001', '40P01', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT'].includes(String(error.code));
}

/**
 * Runs `work` in a transaction: every write goes through here or `retryingTransaction`, the one place
 * transactions are opened. When `work` succeeds, the running code's companion (an audited request's
 * event) is written in the same transaction, so the change and its event commit together or not at all.
 */
export async function inTransaction<T>(db: Database, work: (trx: Database) => Promise<T>): Promise<T> {
  const audit = transactionCompanion();
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
