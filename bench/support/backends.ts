import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createBenchDatabase } from './postgres';

/** Runs `run` on a fresh SQLite data folder, then on a fresh PostgreSQL database when one can be had. */
export async function onEachBackend(
  run: (backend: string, settings: Record<string, string>) => Promise<void>,
): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'netloom-bench-'));
  try {
    await run('SQLite', { NETLOOM_DATA_DIR: dataDir });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const postgres = await createBenchDatabase();
  if (!postgres) return;
  try {
    await run('PostgreSQL', { DATABASE_URL: postgres.url });
  } finally {
    await postgres.release();
  }
}
