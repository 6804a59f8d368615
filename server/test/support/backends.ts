import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asAdmin } from './postgres-admin';
import type { Environment } from '../../src/config';

/** A fresh, empty database for one test file, and the settings that point the server at it. */
export interface TestDatabase {
  settings: Environment;
  drop(): Promise<void>;
}

export interface Backend {
  name: 'sqlite' | 'postgres';
  createDatabase(): Promise<TestDatabase>;
}

const sqlite: Backend = {
  name: 'sqlite',
  async createDatabase() {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'netloom-test-'));
    return { settings: { NETLOOM_DATA_DIR: dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
  },
};

function postgres(adminUrl: string): Backend {
  return {
    name: 'postgres',
    async createDatabase() {
      const name = `netloom_test_${randomBytes(6).toString('hex')}`;
      await asAdmin(adminUrl, `create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        settings: { DATABASE_URL: url.toString() },
        drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`),
      };
    },
  };
}

const postgresAdminUrl = process.env.NETLOOM_TEST_DATABASE_URL;

/** SQLite always; PostgreSQL too when NETLOOM_TEST_DATABASE_URL names a server to create databases on. */
export const backends: Backend[] = postgresAdminUrl ? [sqlite, postgres(postgresAdminUrl)] : [sqlite];
