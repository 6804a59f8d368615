import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { unusedPort } from './ports';
import { ROOT } from './server-process';

const SCRIPT = path.join(ROOT, 'scripts', 'pg-cluster.sh');
const run = promisify(execFile);

/** A throw-away PostgreSQL cluster on 127.0.0.1 that a test may stop and start again (scripts/pg-cluster.sh). */
export interface PostgresCluster {
  /** The admin URL (user postgres, database postgres). */
  adminUrl: string;
  /** Stops the server (`pg_ctl stop -m fast`), waiting until it is down. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data, waiting until it accepts connections. */
  start(): Promise<void>;
  /** Stops it if it runs, and deletes its files. */
  remove(): Promise<void>;
}

async function cluster(...args: string[]): Promise<string> {
  try {
    return (await run('bash', [SCRIPT, ...args], { encoding: 'utf8' })).stdout.trim();
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`scripts/pg-cluster.sh ${args[0]} failed: ${stderr || String(error)}`);
  }
}

/**
 * Creates and starts a cluster in a new temporary folder on a free port; fails with pg-cluster.sh's
 * message (such as "PostgreSQL is not installed") when it cannot.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'netloom-pg-cluster-'));
  // Run as root, the cluster runs as the postgres user, who must reach the folder.
  await chmod(dir, 0o755);
  const port = String(await unusedPort());
  let running = false;
  const start = async () => {
    const url = await cluster('start', dir, port);
    running = true;
    return url;
  };
  const stop = async () => {
    await cluster('stop', dir);
    running = false;
  };
  let adminUrl: string;
  try {
    adminUrl = await start();
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    adminUrl,
    async start() {
      await start();
    },
    stop,
    async remove() {
      if (running) await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
