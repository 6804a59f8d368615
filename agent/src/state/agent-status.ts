import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writePrivateFile } from './agent-state';

/** How the running agent last got its configuration. */
export type UpdateChannel = 'broker' | 'pull';

/** What the running agent reports about itself for `netloom-agent status`. */
export interface AgentStatus {
  pid: number;
  startedAt: string;
  /** Whether its MQTT client is connected; when not, it pulls. */
  brokerConnected: boolean;
  channel: UpdateChannel | null;
  lastUpdateAt: string | null;
  lastCheckInAt: string | null;
  /** The last error applying or fetching, cleared by the next success. */
  lastError: string | null;
  /** Peer public key -> round-trip time in ms of the last probe; null when it did not answer. */
  latencies: Record<string, number | null>;
}

const STATUS_FILE = 'status.json';

export async function writeStatus(stateDir: string, status: AgentStatus): Promise<void> {
  await writePrivateFile(join(stateDir, STATUS_FILE), `${JSON.stringify(status, null, 2)}\n`);
}

export async function readStatus(stateDir: string): Promise<AgentStatus | null> {
  try {
    return JSON.parse(await readFile(join(stateDir, STATUS_FILE), 'utf8')) as AgentStatus;
  } catch {
    return null;
  }
}

export async function removeStatus(stateDir: string): Promise<void> {
  await rm(join(stateDir, STATUS_FILE), { force: true });
}

/** Whether a process with this id is alive. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
