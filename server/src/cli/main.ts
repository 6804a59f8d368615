import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config';
import { connectDatabase, SQLITE_FILE_NAME } from '../store/database';
import type { Database } from '../store/schema';
import { backUp } from '../store/backup/backup';
import { CliError } from '../cli-error';
import { restore } from '../store/backup/restore';

const USAGE = `Usage: netloom <command> [options]

Commands:
  backup <file>             write the whole state (networks, hosts, nodes, keys, users, settings...) to <file>,
                            gzip-compressed when its name ends in .gz; safe while the server runs
  restore [--force] <file>  replace the database's state with the backup in <file>, then migrate it to this
                            version of Netloom. Stop the server first. A database that already holds data is
                            refused unless --force is given, which replaces all of it

The database is the server's, from the same settings: SQLite in NETLOOM_DATA_DIR (default ./data), or
PostgreSQL when DATABASE_URL is set; a backup of either restores into either.

A backup holds the private keys of hosts and clients, password hashes and the JWT secret: it is written
readable by its owner only (mode 0600). Keep it as safe as the database itself.`;

const OPTIONS = {
  force: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(`invalid setting: ${error.message}`);
    throw error;
  }
}

/** The SQLite file the settings point at; null for PostgreSQL. */
function sqliteFile(config: Config): string | null {
  return config.databaseUrl ? null : path.join(config.dataDir, SQLITE_FILE_NAME);
}

/** The database the settings point at, in words (without a password). */
function describeDatabase(config: Config): string {
  if (!config.databaseUrl) return `the SQLite database ${sqliteFile(config)}`;
  const url = new URL(config.databaseUrl);
  return `the PostgreSQL database ${decodeURIComponent(url.pathname.slice(1))} on ${url.host}`;
}

function connect(config: Config): Database {
  return connectDatabase(config, { warn: (...details: unknown[]) => console.error('netloom: warning:', ...details) });
}

async function runBackup(config: Config, file: string): Promise<void> {
  const sqlite = sqliteFile(config);
  if (sqlite !== null && !existsSync(sqlite)) {
    throw new CliError(
      `there is no database at ${sqlite}: set NETLOOM_DATA_DIR to the server's data folder, or DATABASE_URL for PostgreSQL`,
    );
  }
  const db = connect(config);
  try {
    const summary = await backUp(db, file, config.version);
    console.log(
      `Backed up ${summary.rows} rows of ${summary.tables} tables (migration ${summary.migration}) from ${describeDatabase(config)} to ${file}.\n` +
        'It holds private keys, password hashes and the JWT secret, and only its owner can read it (mode 0600): keep it safe.',
    );
  } finally {
    await db.destroy();
  }
}

async function runRestore(config: Config, file: string, force: boolean): Promise<void> {
  const sqlite = sqliteFile(config);
  const creating = sqlite !== null && !existsSync(sqlite);
  const db = connect(config);
  try {
    const { header, rows, migration } = await restore(db, file, force);
    console.log(
      `Restored ${rows} rows of ${header.tables.length} tables from ${file} (made ${header.createdAt} by Netloom ${header.netloomVersion} on ${header.backend}) into ${describeDatabase(config)}, now at migration ${migration}.\n` +
        'Start the server to use it.',
    );
  } catch (error) {
    await db.destroy();
    // A database file this restore created goes again with it.
    if (creating) await Promise.all(['', '-wal', '-shm'].map((suffix) => rm(`${sqlite}${suffix}`, { force: true })));
    throw error;
  }
  await db.destroy();
}

async function command(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args, options: OPTIONS, allowPositionals: true });
  const [name, file, ...extra] = positionals;
  if (values.help || name === undefined || name === 'help') return void console.log(USAGE);
  if (name !== 'backup' && name !== 'restore') throw new CliError(`unknown command "${name}"\n\n${USAGE}`);
  if (file === undefined) throw new CliError(`${name} needs the backup file: netloom ${name} <file>`);
  if (extra.length > 0) throw new CliError(`unexpected argument "${extra[0]}"\n\n${USAGE}`);
  if (name === 'backup' && values.force) throw new CliError('--force is an option of restore only');
  const config = readConfig();
  const target = path.resolve(file);
  try {
    await (name === 'backup' ? runBackup(config, target) : runRestore(config, target, values.force ?? false));
  } catch (error) {
    if (error instanceof CliError || !(error instanceof Error)) throw error;
    throw new CliError(`${name} failed: ${error.message}`);
  }
}

/** Runs one command; returns the exit code (1 with a message on stderr when it failed). */
export async function main(args: string[]): Promise<number> {
  try {
    await command(args);
    return 0;
  } catch (error) {
    console.error(`netloom: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
