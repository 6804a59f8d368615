import type { DnsReport, FirewallReport } from '@netloom/contract';
import { readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { NatDiscovery } from '../nat/nat-discovery';
import type { KnownMesh } from './known-mesh';
import { writePrivateFile } from './private-file';

/** How the agent reaches one peer. */
export interface PeerPath {
  /** `direct`: over its own entry; `failover`: through the failover node, still trying directly; `unreachable`: neither. */
  path: 'direct' | 'failover' | 'unreachable';
  /** Why the server would not route it through a failover node; null when nothing was refused. */
  reason: string | null;
  /** Its host's name and node address, when the agent learnt them (a failed-over partner's entry names none). */
  name?: string;
  address?: string;
}

/** What the agent serves of DNS: its report to the server and the names it answers (at most `SERVED_NAMES_KEPT`). */
export interface AgentDns extends DnsReport {
  served: string[];
}

/** Names kept in the status file for `status` to show: enough to check one's own, not a copy of a large zone. */
export const SERVED_NAMES_KEPT = 100;

/** How the running agent last got its configuration. */
export type UpdateChannel = 'broker' | 'pull';

/** What the running agent reports about itself for `netloom-agent status`. */
export interface AgentStatus {
  pid: number;
  startedAt: string;
  /** Whether its MQTT client is connected; when not, it pulls. */
  brokerConnected: boolean;
  /** The broker address it is connected to, or tried last (absent in the status file of an older agent). */
  brokerAddress?: string;
  /** Why it could not connect there; null when it did, or has not tried yet. */
  brokerError?: string | null;
  channel: UpdateChannel | null;
  lastUpdateAt: string | null;
  lastCheckInAt: string | null;
  /** The last error applying or fetching, cleared by the next success. */
  lastError: string | null;
  /** What the agent reports of its firewall (absent in the status file of an agent from before firewalls). */
  firewall?: FirewallReport;
  /** Its DNS (absent until an update is applied, and in the status file of an agent from before names). */
  dns?: AgentDns;
  /** How the server's STUN responder sees the host; null when none answered, absent with a given endpoint. */
  nat?: NatDiscovery | null;
  /** Peer public key -> how the agent reaches it (absent in the status file of an agent from before paths). */
  paths?: Record<string, PeerPath>;
  /** Peer public key -> round-trip time in ms of the last probe; null when it did not answer. */
  latencies: Record<string, number | null>;
  /** Its networks, those it left and who its peers are (absent until an update is applied, unless kept from before a restart). */
  mesh?: KnownMesh;
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

/** Whether a process with this id is alive: it exists and has not exited (a zombie waiting for its parent has). */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}
