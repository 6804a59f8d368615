import type { FirewallReport } from '@netloom/contract';
import { readState } from '../state/agent-state';
import { isRunning, readStatus } from '../state/agent-status';
import { interfaceExists, readPeerStats } from '../wireguard';

/** What `netloom-agent status --json` prints. */
export interface StatusReport {
  server: string;
  hostId: string;
  interface: string;
  interfaceUp: boolean;
  running: boolean;
  /** `broker`: updates arrive over MQTT; `pull`: the broker is out of reach and the agent pulls. */
  updates: 'broker' | 'pull' | 'stopped';
  lastUpdateAt: string | null;
  lastCheckInAt: string | null;
  lastError: string | null;
  /** What the agent last reported of its firewall; null when it never ran with one. */
  firewall: FirewallReport | null;
  peers: {
    publicKey: string;
    endpoint: string | null;
    allowedIps: string[];
    /** Seconds since the last handshake; null when there was none. */
    handshakeAgeSeconds: number | null;
    latencyMs: number | null;
  }[];
}

export async function statusReport(stateDir: string): Promise<StatusReport> {
  const state = await readState(stateDir);
  const status = await readStatus(stateDir);
  const running = status !== null && isRunning(status.pid);
  const interfaceUp = await interfaceExists(state.interfaceName);
  const nowSeconds = Date.now() / 1000;
  const peers = interfaceUp ? await readPeerStats(state.interfaceName) : [];
  return {
    server: state.server,
    hostId: state.hostId,
    interface: state.interfaceName,
    interfaceUp,
    running,
    updates: !running ? 'stopped' : status.brokerConnected ? 'broker' : 'pull',
    lastUpdateAt: status?.lastUpdateAt ?? null,
    lastCheckInAt: status?.lastCheckInAt ?? null,
    lastError: status?.lastError ?? null,
    firewall: status?.firewall ?? null,
    peers: peers.map((peer) => ({
      publicKey: peer.publicKey,
      endpoint: peer.endpoint,
      allowedIps: peer.allowedIps,
      handshakeAgeSeconds: peer.latestHandshake > 0 ? Math.round(nowSeconds - peer.latestHandshake) : null,
      latencyMs: status?.latencies[peer.publicKey] ?? null,
    })),
  };
}

const UPDATES = {
  broker: 'pushed over the broker',
  pull: 'pulled from the server (broker unreachable)',
  stopped: 'agent not running',
};

function firewallText(firewall: FirewallReport | null): string {
  if (!firewall) return 'not reported yet';
  const rules = `${firewall.rules} ${firewall.rules === 1 ? 'rule' : 'rules'}`;
  const state = !firewall.enforcing ? 'not enforcing' : firewall.allow_all ? 'open (allow all)' : `enforcing ${rules}`;
  return firewall.error === '' ? state : `${state}; last error: ${firewall.error}`;
}

/** The report as people read it. */
export function formatStatus(report: StatusReport): string {
  const lines = [
    `server:     ${report.server} (host ${report.hostId})`,
    `interface:  ${report.interface} ${report.interfaceUp ? 'up' : 'down'}`,
    `updates:    ${UPDATES[report.updates]}${report.lastUpdateAt ? `, last at ${report.lastUpdateAt}` : ''}`,
    `check-in:   ${report.lastCheckInAt ?? 'none yet'}`,
    `firewall:   ${firewallText(report.firewall)}`,
  ];
  if (report.lastError) lines.push(`last error: ${report.lastError}`);
  lines.push(report.peers.length === 0 ? 'peers:      none' : 'peers:');
  for (const peer of report.peers) {
    const handshake =
      peer.handshakeAgeSeconds === null ? 'no handshake' : `handshake ${peer.handshakeAgeSeconds} s ago`;
    const latency = peer.latencyMs === null ? 'latency unknown' : `latency ${peer.latencyMs} ms`;
    lines.push(
      `  ${peer.publicKey}  ${peer.endpoint ?? '(dials in)'}  ${peer.allowedIps.join(', ')}  ${handshake}, ${latency}`,
    );
  }
  return lines.join('\n');
}
