import SqliteDatabase from 'better-sqlite3';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME } from '../src/store/database';
import { killServer, SERVER_SOURCES_COMMAND, spawnServer, untilUp, type ServerProcess } from './support/server-process';

const modeOf = (file: string) => statSync(file).mode & 0o777;

// The SQLite database holds every secret the server keeps (key hashes, the JWT secret, host secrets).
describe('the SQLite data at rest', () => {
  let root: string;
  let server: ServerProcess | undefined;
  afterEach(() => {
    if (server) killServer(server);
    server = undefined;
    rmSync(root, { recursive: true, force: true });
  });

  const start = async (dataDir: string) => {
    server = await spawnServer(SERVER_SOURCES_COMMAND, { NETLOOM_DATA_DIR: dataDir });
    await untilUp(server);
    return server;
  };

  it('is readable by its owner only when the server makes it', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'netloom-private-'));
    const dataDir = path.join(root, 'data');
    const running = await start(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
    for (const suffix of ['', '-wal', '-shm'])
      expect(modeOf(path.join(dataDir, `${SQLITE_FILE_NAME}${suffix}`))).toBe(0o600);
    expect(running.output()).not.toContain('made private');
  });

  it('is made private, with a warning naming what was open, when it was readable by others', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'netloom-private-'));
    const dataDir = path.join(root, 'data');
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    const file = path.join(dataDir, SQLITE_FILE_NAME);
    const earlier = new SqliteDatabase(file);
    earlier.pragma('journal_mode = WAL');
    earlier.close();
    chmodSync(file, 0o644);
    const running = await start(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(file)).toBe(0o600);
    expect(running.output()).toContain(
      `others could read the database, which holds the server's secrets; made private: ${dataDir} (now 0700), ${file} (now 0600)`,
    );
  });
});
