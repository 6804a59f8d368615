import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { AgentError } from '../agent-error';
import { writePrivateFile } from './private-file';

/** Where the agent keeps its identity unless `--state-dir` says otherwise. */
export const DEFAULT_STATE_DIR = '/var/lib/netloom-agent';
export const DEFAULT_INTERFACE = 'netloom';

/** Who this host is to its server, and how it reaches it; written once at join, read by every command. */
export interface AgentState {
  /** The server's API URL, e.g. `http://198.18.0.1:8081`. */
  server: string;
  /** The server's name in MQTT topics. */
  serverName: string;
  /** Where the host's MQTT client connects. */
  broker: string;
  hostId: string;
  /** The host's secret for the API and MQTT; sent by the server only at registration. */
  hostSecret: string;
  /** The WireGuard private key, base64; it never leaves the host. */
  privateKey: string;
  /** Its public key, as the server knows it. */
  publicKey: string;
  interfaceName: string;
  /** The endpoint given with `--endpoint`; null when the agent works it out. */
  endpoint: string | null;
}

const STATE_FILE = 'agent.json';

export function stateFile(stateDir: string): string {
  return join(stateDir, STATE_FILE);
}

/** The stored state; an AgentError saying to join first when there is none. */
export async function readState(stateDir: string): Promise<AgentState> {
  let text: string;
  try {
    text = await readFile(stateFile(stateDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new AgentError(`this host has not joined yet (no ${stateFile(stateDir)}): run netloom-agent join first`);
    }
    throw new AgentError(
      `cannot read ${stateFile(stateDir)}: ${(error as Error).message} (it is readable by root only)`,
    );
  }
  return JSON.parse(text) as AgentState;
}

export async function writeState(stateDir: string, state: AgentState): Promise<void> {
  await mkdir(stateDir, { recursive: true, mode: 0o700 });
  await writePrivateFile(stateFile(stateDir), `${JSON.stringify(state, null, 2)}\n`);
}

/** Forgets the host: its identity and what the running agent reported. */
export async function removeState(stateDir: string): Promise<void> {
  await rm(stateDir, { recursive: true, force: true });
}
