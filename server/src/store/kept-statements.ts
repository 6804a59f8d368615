import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteConnection } from 'kysely';

/** Statements kept prepared per SQLite connection; the least recently used go first. */
export const STATEMENTS_KEPT = 500;

/**
 * A better-sqlite3 connection as Kysely's SQLite dialect uses it, whose statements are prepared once
 * per SQL text and kept: Kysely prepares every query again, and preparing cost about a fifth of the
 * server's time under hosts' reports (bench/check-ins.ts). A kept statement that is still being read
 * (a streamed select) is not handed out again; a fresh one is prepared for that query instead.
 */
export function keepingStatements(connection: SqliteDatabase.Database): KyselySqliteConnection {
  const kept = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => connection.close(),
    prepare(sql: string) {
      const statement = kept.get(sql);
      if (statement?.busy) return connection.prepare(sql);
      const ready = statement ?? connection.prepare(sql);
      kept.delete(sql);
      kept.set(sql, ready);
      if (kept.size > STATEMENTS_KEPT) kept.delete(kept.keys().next().value!);
      return ready;
    },
  };
}
