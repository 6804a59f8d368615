import { apiUrlSchema, brokerUrlSchema, isIpAddress, wireGuardKeySchema } from '@netloom/contract';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { AgentError } from '../agent-error';
import { checked, parsedJson } from '../checked';
import { INTERFACE_NAME_RULE, isInterfaceName } from './interface-name';
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
  /** The CA certificate given with `--ca-file` at join, as copied into the state folder; absent: the usual public CAs. */
  caFile?: string;
  /** Joined with `--insecure`: plain http (ws, mqtt) to a server beyond loopback is allowed. */
  insecure?: boolean;
}

/** A level of an MQTT topic or a path part: no separator, wildcard, space or control character. */
const TOPIC_LEVEL = /^[^\s/+#\p{Cc}]{1,253}$/u;

/** What a state file must hold; a damaged or tampered one is refused, never used. */
const agentStateSchema = z.object({
  server: apiUrlSchema,
  serverName: z.string().regex(TOPIC_LEVEL, { error: 'must be a name without spaces, "/", "+" or "#"' }),
  broker: brokerUrlSchema,
  hostId: z.string().regex(TOPIC_LEVEL, { error: 'must be an id without spaces, "/", "+" or "#"' }),
  hostSecret: z.string().regex(/^\P{Cc}+$/u, { error: 'must be a secret without control characters' }),
  privateKey: wireGuardKeySchema,
  publicKey: wireGuardKeySchema,
  interfaceName: z.string().refine(isInterfaceName, { error: `must be ${INTERFACE_NAME_RULE}` }),
  endpoint: z.string().refine(isIpAddress, { error: 'must be an IP address' }).nullable(),
  caFile: z.string().optional(),
  insecure: z.boolean().optional(),
}) satisfies z.ZodType<AgentState>;

/** The state, or what is wrong with it: the path and message of its first problem. */
export function checkState(received: unknown): { value: AgentState } | { problem: string } {
  return checked(agentStateSchema, received);
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
  const stored = parsedJson(text);
  const state = stored === undefined ? { problem: 'it is not JSON' } : checkState(stored);
  if ('problem' in state) {
    throw new AgentError(
      `${stateFile(stateDir)} is damaged (${state.problem}): restore it from a backup, or delete it, remove this host in the console (Hosts) and run netloom-agent join again`,
    );
  }
  return state.value;
}

export async function writeState(stateDir: string, state: AgentState): Promise<void> {
  await mkdir(stateDir, { recursive: true, mode: 0o700 });
  await writePrivateFile(stateFile(stateDir), `${JSON.stringify(state, null, 2)}\n`);
}

/** Forgets the host: its identity and what the running agent reported. */
export async function removeState(stateDir: string): Promise<void> {
  await rm(stateDir, { recursive: true, force: true });
}
