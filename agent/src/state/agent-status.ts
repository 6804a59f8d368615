import { dnsReportSchema, firewallReportSchema, type DnsReport, type FirewallReport } from '@netloom/contract';
import { readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { AgentError } from '../agent-error';
import { checked, parsedJson } from '../checked';
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

/** How the running agent last got its configuration: a whole update or a peer delta over the broker, or a pull. */
export type UpdateChannel = 'broker' | 'delta' | 'pull';

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

const ips = z.array(z.string());

/** What a status file must hold: `down` stops the process it names, `run` keeps its mesh. */
const agentStatusSchema = z.object({
  pid: z.number().int().positive(),
  startedAt: z.string(),
  brokerConnected: z.boolean(),
  brokerAddress: z.string().optional(),
  brokerError: z.string().nullable().optional(),
  channel: z.enum(['broker', 'delta', 'pull']).nullable(),
  lastUpdateAt: z.string().nullable(),
  lastCheckInAt: z.string().nullable(),
  lastError: z.string().nullable(),
  firewall: firewallReportSchema.optional(),
  dns: dnsReportSchema.extend({ served: z.array(z.string()) }).optional(),
  nat: z
    .object({
      endpoint: z.object({ address: z.string(), port: z.number().int() }),
      natType: z.enum(['public', 'behind_nat', 'symmetric']),
    })
    .nullable()
    .optional(),
  paths: z
    .record(
      z.string(),
      z.object({
        path: z.enum(['direct', 'failover', 'unreachable']),
        reason: z.string().nullable(),
        name: z.string().optional(),
        address: z.string().optional(),
      }),
    )
    .optional(),
  latencies: z.record(z.string(), z.number().nullable()),
  mesh: z
    .object({
      networks: z.array(z.object({ network: z.string(), addresses: ips })),
      left: z.array(z.object({ network: z.string(), at: z.string(), reason: z.enum(['removed', 'disconnected']) })),
      peers: z.record(z.string(), z.object({ name: z.string(), addresses: ips, carries: z.array(z.string()) })),
    })
    .optional(),
}) satisfies z.ZodType<AgentStatus>;

const STATUS_FILE = 'status.json';

export async function writeStatus(stateDir: string, status: AgentStatus): Promise<void> {
  await writePrivateFile(join(stateDir, STATUS_FILE), `${JSON.stringify(status, null, 2)}\n`);
}

/** The running agent's report; null when there is none, an AgentError saying what to do when it is damaged. */
export async function readStatus(stateDir: string): Promise<AgentStatus | null> {
  const file = join(stateDir, STATUS_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return null;
  }
  const stored = parsedJson(text);
  const status = stored === undefined ? { problem: 'it is not JSON' } : checked(agentStatusSchema, stored);
  if ('problem' in status) {
    throw new AgentError(
      `${file} is damaged (${status.problem}): delete it and restart the agent (systemctl restart netloom-agent), which writes it anew`,
    );
  }
  return status.value;
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
