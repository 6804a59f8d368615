import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { Kysely, PostgresDialect, SqliteDialect, sql, type Dialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { rememberSqliteConnection } from './many-rows';
import { migrateToLatest } from './migrations';
import type { Database, Schema } from './schema';

export const SQLITE_FILE_NAME = 'netloom.db';

function openSqlite(dataDir: string): SqliteDatabase.Database {
  mkdirSync(dataDir, { recursive: true });
  const database = new SqliteDatabase(path.join(dataDir, SQLITE_FILE_NAME));
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return database;
}

export type DatabaseLogger = Pick<FastifyBaseLogger, 'warn'>;

function postgresDialect(connectionString: string, logger: DatabaseLogger): Dialect {
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', (error) => logger.warn({ err: error }, 'an idle PostgreSQL connection failed; it will be replaced'));
  return new PostgresDialect({ pool });
}

function dialectFor(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  logger: DatabaseLogger,
): { dialect: Dialect; sqlite?: SqliteDatabase.Database } {
  if (config.databaseUrl) return { dialect: postgresDialect(config.databaseUrl, logger) };
  const sqlite = openSqlite(config.dataDir);
  return { dialect: new SqliteDialect({ database: sqlite }), sqlite };
}

/** Opens SQLite in the data folder, or PostgreSQL when a database URL is set, and migrates it. */
export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  logger: DatabaseLogger,
): Promise<Database> {
  const { dialect, sqlite } = dialectFor(config, logger);
  const db = new Kysely<Schema>({ dialect });
  if (sqlite) rememberSqliteConnection(db, sqlite);
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
