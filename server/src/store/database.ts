import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { Kysely, PostgresDialect, SqliteDialect, sql, type Dialect } from 'kysely';
import type pg from 'pg';
import type { Config } from '../config';
import { loadWhenUsed } from '../load-when-used';
import { keepingStatements } from './kept-statements';
import { rememberSqliteConnection } from './many-rows';
import { migrateToLatest } from './migrations';
import { keepSqlitePrivate } from './private-data';
import type { Database, Schema } from './schema';

export const SQLITE_FILE_NAME = 'netloom.db';

function openSqlite(dataDir: string, logger: DatabaseLogger): SqliteDatabase.Database {
  const file = path.join(dataDir, SQLITE_FILE_NAME);
  keepSqlitePrivate(dataDir, file, logger);
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  // A commit is in the write-ahead log before it is acknowledged, so it survives the process being killed;
  // a power loss may undo the last commits before a checkpoint, never leave one half-written.
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return database;
}

/** pg, the PostgreSQL client: loaded by servers on PostgreSQL only. */
export function postgresDriver(): typeof pg {
  return loadWhenUsed<typeof pg>('pg');
}

export type DatabaseLogger = Pick<FastifyBaseLogger, 'warn'>;

/** How long opening a PostgreSQL connection may take before it fails (a server that doesn't answer). */
const POSTGRES_CONNECT_TIMEOUT_MS = 5000;

/**
 * A pool that outlives its server: a connection that fails (the server restarted, the network
 * dropped) is logged and replaced, whether it was idle or in use, instead of ending the process;
 * queries meanwhile fail fast, and work again once the server is back.
 */
function postgresPool(connectionString: string, logger: DatabaseLogger): pg.Pool {
  const { Client, Pool } = postgresDriver();
  /** A pool's connection to PostgreSQL, which gives up connecting after POSTGRES_CONNECT_TIMEOUT_MS. */
  class PostgresConnection extends Client {
    constructor(config?: pg.ClientConfig) {
      // Set here rather than on the pool, where it would also limit how long a query may queue for a free connection.
      super({ ...config, connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS });
    }
  }
  const pool = new Pool({ connectionString, max: 10, Client: PostgresConnection });
  const failed = (error: Error) => logger.warn({ err: error }, 'a PostgreSQL connection failed; it will be replaced');
  pool.on('connect', (client) => client.on('error', failed));
  // The pool repeats an idle connection's failure, which the connection's own listener has logged.
  pool.on('error', () => undefined);
  return pool;
}

function dialectFor(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  logger: DatabaseLogger,
): { dialect: Dialect; sqlite?: SqliteDatabase.Database; pool?: pg.Pool } {
  if (config.databaseUrl) {
    const pool = postgresPool(config.databaseUrl, logger);
    return { dialect: new PostgresDialect({ pool }), pool };
  }
  const sqlite = openSqlite(config.dataDir, logger);
  return { dialect: new SqliteDialect({ database: keepingStatements(sqlite) }), sqlite };
}

/** The pg pool behind each PostgreSQL Kysely instance (none for SQLite). */
const postgresPools = new WeakMap<Database, pg.Pool>();

/** How full the PostgreSQL connection pool is. */
export interface PoolUsage {
  /** Open connections, idle or in use. */
  total: number;
  idle: number;
  /** Queries waiting for a free connection. */
  waiting: number;
}

/** How full a PostgreSQL database's connection pool is now; null on SQLite, which has none. */
export function poolUsage(db: Database): PoolUsage | null {
  const pool = postgresPools.get(db);
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}

/** Opens SQLite in the data folder, or PostgreSQL when a database URL is set, as it is: not migrated (backup and restore). */
export function connectDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl'>, logger: DatabaseLogger): Database {
  const { dialect, sqlite, pool } = dialectFor(config, logger);
  const db = new Kysely<Schema>({ dialect });
  if (sqlite) rememberSqliteConnection(db, sqlite);
  if (pool) postgresPools.set(db, pool);
  return db;
}

/** Opens SQLite in the data folder, or PostgreSQL when a database URL is set, and migrates it. */
export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  logger: DatabaseLogger,
): Promise<Database> {
  const db = connectDatabase(config, logger);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

/** True when the database answers a trivial query. */
export async function isDatabaseReachable(db: Database): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
