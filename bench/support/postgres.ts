import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asAdmin } from '../../server/test/support/postgres-admin';

const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/pg-cluster.sh');

export interface BenchDatabase {
  url: string;
  /** Drops the database, and stops the cluster when the bench started one. */
  release(): Promise<void>;
}

/** The admin URL: NETLOOM_BENCH_DATABASE_URL, else a private cluster started for the bench; null when neither. */
function adminServer(): { url: string; stop(): void } | null {
  const given = process.env.NETLOOM_BENCH_DATABASE_URL;
  if (given) return { url: given, stop: () => undefined };
  const dir = mkdtempSync(path.join(tmpdir(), 'netloom-bench-pg-'));
  chmodSync(dir, 0o755);
  const port = String(57000 + Math.floor(Math.random() * 1000));
  const started = spawnSync('bash', [SCRIPT, 'start', dir, port], { encoding: 'utf8' });
  if (started.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    console.log(
      `PostgreSQL: skipped (set NETLOOM_BENCH_DATABASE_URL, or install postgresql): ${started.stderr.trim()}`,
    );
    return null;
  }
  return {
    url: started.stdout.trim(),
    stop: () => {
      spawnSync('bash', [SCRIPT, 'stop', dir], { stdio: 'inherit' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh database for one bench run. */
export async function createBenchDatabase(): Promise<BenchDatabase | null> {
  const admin = adminServer();
  if (!admin) return null;
  const name = `netloom_bench_${randomBytes(6).toString('hex')}`;
  await asAdmin(admin.url, `create database ${name}`);
  const url = new URL(admin.url);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async release() {
      await asAdmin(admin.url, `drop database if exists ${name} with (force)`);
      admin.stop();
    },
  };
}
