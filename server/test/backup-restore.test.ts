import { randomBytes } from 'node:crypto';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backUp } from '../src/store/backup/backup';
import { restore } from '../src/store/backup/restore';
import { SERVER_VERSION } from '../src/config';
import { createSuperAdmin } from './support/accounts';
import { apiViews, runNetloom, seedState, SEEDED_NETWORK, storedRows, storeOf } from './support/backup-state';
import { backends, type Backend, type TestDatabase } from './support/backends';
import { request } from './support/http';
import { createNetwork } from './support/keys';
import { startServer } from './support/server';

const sqlite = backends[0];
const postgres = backends.find((backend) => backend.name === 'postgres');

/** Where the tests' backup files go; each name is used once. */
function backupPath(name: string): string {
  return path.join(os.tmpdir(), `netloom-backup-${randomBytes(6).toString('hex')}-${name}`);
}

/** Restores through the command's own functions (faster than a process), closing the connection after. */
async function restoreInto(database: TestDatabase, file: string, force = false) {
  const db = storeOf(database);
  try {
    return await restore(db, file, force);
  } finally {
    await db.destroy();
  }
}

/** A database with one network `netid` made through a server that ran on it and has stopped. */
async function databaseWithNetwork(backend: Backend, netid: string): Promise<TestDatabase> {
  const database = await backend.createDatabase();
  const server = await startServer(database);
  try {
    await createNetwork(server, await createSuperAdmin(server), { netid, addressrange: '10.82.0.0/24' });
  } finally {
    await server.close();
  }
  return database;
}

const roundTrips: { from: Backend; to: Backend }[] = [
  { from: sqlite, to: sqlite },
  ...(postgres
    ? [
        { from: postgres, to: postgres },
        { from: sqlite, to: postgres },
      ]
    : []),
];

describe.each(roundTrips)('netloom backup and restore, $from.name to $to.name', ({ from, to }) => {
  it(
    'carries the whole state over while the server runs: the API answers the same, to a session from before',
    { timeout: 90_000 },
    async () => {
      const source = await from.createDatabase();
      const target = await to.createDatabase();
      const file = backupPath('state.json.gz');
      try {
        const server = await startServer(source);
        let token: string;
        let before: Record<string, unknown>;
        try {
          token = await seedState(server);
          before = await apiViews(server, token);
          const backup = await runNetloom(['backup', file], source.settings);
          expect(backup.code, backup.stderr).toBe(0);
          expect(backup.stdout).toMatch(
            /Backed up \d+ rows of \d+ tables \(migration \S+\) from .* to .*state\.json\.gz\./,
          );
          expect(backup.stdout).toContain('only its owner can read it (mode 0600)');
        } finally {
          await server.close();
        }
        expect((await stat(file)).mode & 0o777).toBe(0o600);

        const restored = await runNetloom(['restore', file], target.settings);
        expect(restored.code, restored.stderr).toBe(0);
        expect(restored.stdout).toContain(`by Netloom ${SERVER_VERSION} on ${from.name}`);
        expect(await storedRows(target)).toEqual(await storedRows(source));

        const restoredServer = await startServer(target);
        try {
          // The session token signed before the backup still works: the JWT secret came along.
          const after = await apiViews(restoredServer, token);
          expect(after).toEqual(before);
          expect(after['/api/hosts']).toMatchObject({ status: 200, body: expect.arrayContaining([expect.anything()]) });
          expect((after['/api/hosts'] as { body: unknown[] }).body).toHaveLength(3);
          // New rows get fresh ids: counters and sequences continue after the restored rows.
          const added = await request(restoredServer, 'POST', `/api/dns/${SEEDED_NETWORK}`, {
            token,
            json: { name: 'scanner', address: '10.81.0.51' },
          });
          expect(added.status, added.text).toBe(200);
        } finally {
          await restoredServer.close();
        }
      } finally {
        await rm(file, { force: true });
        await source.drop();
        await target.drop();
      }
    },
  );
});

describe.each(backends)('netloom restore refusals ($name)', (backend) => {
  let source: TestDatabase;
  const file = backupPath('small.json');
  beforeAll(async () => {
    source = await databaseWithNetwork(backend, 'vault');
    const db = storeOf(source);
    try {
      await backUp(db, file, SERVER_VERSION);
    } finally {
      await db.destroy();
    }
  });
  afterAll(async () => {
    await rm(file, { force: true });
    await source?.drop();
  });

  /** Writes `text` to a new file and returns its path. */
  async function fileWith(name: string, text: string | Buffer): Promise<string> {
    const damaged = backupPath(name);
    await writeFile(damaged, text);
    return damaged;
  }

  it('refuses a database that already holds data without --force, and replaces it with --force', async () => {
    const target = await databaseWithNetwork(backend, 'other');
    try {
      const before = await storedRows(target);
      await expect(restoreInto(target, file)).rejects.toThrow(
        /^the database already holds data: .*networks \(1 row\).*; give --force to replace all of it with the backup$/,
      );
      expect(await storedRows(target)).toEqual(before);
      await restoreInto(target, file, true);
      expect(await storedRows(target)).toEqual(await storedRows(source));
    } finally {
      await target.drop();
    }
  });

  it('refuses a damaged or truncated file and leaves the database as it was', { timeout: 60_000 }, async () => {
    const text = await readFile(file, 'utf8');
    const lines = text.trimEnd().split('\n');
    const networkLine = lines.findIndex((line) => line.startsWith('["vault",'));
    const wrongValue = [...lines];
    wrongValue[networkLine] = wrongValue[networkLine].replace('"10.82.0.0/24"', '42');
    const cases: [string, string | Buffer, string][] = [
      ['empty.json', '', 'is empty: it is not a Netloom backup'],
      ['other.json', '{"hello":"world"}\n', 'is not a Netloom backup'],
      ['truncated.json', `${lines.slice(0, -2).join('\n')}\n`, 'ends early: table '],
      [
        'truncated.json.gz',
        gzipSync(text).subarray(0, -40),
        'is damaged: its compressed data ends early or is corrupt',
      ],
      ['garbled.json', text.replace(lines[networkLine], '["vault", 10.82'), 'is not valid JSON: the file is damaged'],
      ['wrong-value.json', `${wrongValue.join('\n')}\n`, '(networks.addressrange) holds 42 where text belongs'],
      ['longer.json', `${text}["extra"]\n`, 'comes after the last row the header counts: the file is damaged'],
    ];
    const target = await databaseWithNetwork(backend, 'keep');
    try {
      const before = await storedRows(target);
      for (const [name, content, message] of cases) {
        const damaged = await fileWith(name, content);
        try {
          await expect(restoreInto(target, damaged, true), name).rejects.toThrow(message);
          expect(await storedRows(target), name).toEqual(before);
        } finally {
          await rm(damaged, { force: true });
        }
      }
    } finally {
      await target.drop();
    }
  });

  it('refuses a backup made by a newer Netloom', async () => {
    const [headerLine, ...rows] = (await readFile(file, 'utf8')).split('\n');
    const header = JSON.parse(headerLine) as Record<string, unknown>;
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        { formatVersion: 2 },
        /was made by a newer Netloom \(backup format 2\); this one reads format 1: upgrade Netloom/,
      ],
      [
        { migration: '9999-future' },
        /its database at migration 9999-future\); this one knows migrations up to \S+: upgrade/,
      ],
    ];
    const target = await backend.createDatabase();
    try {
      for (const [change, message] of cases) {
        const newer = await fileWith('newer.json', [JSON.stringify({ ...header, ...change }), ...rows].join('\n'));
        try {
          await expect(restoreInto(target, newer)).rejects.toThrow(message);
        } finally {
          await rm(newer, { force: true });
        }
      }
      expect(await storedRows(target)).toEqual({});
    } finally {
      await target.drop();
    }
  });

  it('as a command, fails with a message and leaves a fresh database empty', async () => {
    const lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
    const truncated = await fileWith('cut.json', `${lines.slice(0, -1).join('\n')}\n`);
    const target = await backend.createDatabase();
    try {
      const run = await runNetloom(['restore', truncated], target.settings);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(
        /^netloom: restore failed, the database is unchanged: .*cut\.json ends early: table \w+ has \d+ of its \d+ rows \(is the file truncated\?\)\n$/,
      );
      expect(await storedRows(target)).toEqual({});
    } finally {
      await rm(truncated, { force: true });
      await target.drop();
    }
  });
});

describe.each(backends.filter((backend) => backend.name === 'postgres'))('netloom restore on $name', (backend) => {
  it('refuses while another session uses the database (a running server)', async () => {
    const target = await backend.createDatabase();
    const file = backupPath('unused.json');
    const session = new pg.Client({ connectionString: target.settings.DATABASE_URL });
    try {
      const source = await databaseWithNetwork(backend, 'vault');
      try {
        const db = storeOf(source);
        await backUp(db, file, SERVER_VERSION).finally(() => db.destroy());
      } finally {
        await source.drop();
      }
      await session.connect();
      await expect(restoreInto(target, file)).rejects.toThrow(
        '1 other session is connected to this database: stop the Netloom server (and any other client of the database) before restoring',
      );
    } finally {
      await session.end();
      await rm(file, { force: true });
      await target.drop();
    }
  });
});

describe('netloom --help', () => {
  it('explains both commands, the settings they read and that backups hold secrets', async () => {
    const run = await runNetloom(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('backup <file>');
    expect(run.stdout).toContain('restore [--force] <file>');
    expect(run.stdout).toContain('Stop the server first');
    expect(run.stdout).toContain('NETLOOM_DATA_DIR');
    expect(run.stdout).toContain('DATABASE_URL');
    expect(run.stdout).toContain('private keys of hosts and clients, password hashes and the JWT secret');
    expect(run.stdout).toContain('(mode 0600)');
  });
});
