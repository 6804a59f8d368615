import { formatShortDate, type FirewallReport } from '@netloom/contract';
import type { NatDiscovery } from '../nat/nat-discovery';
import { readState } from '../state/agent-state';
import { NAT_TYPE_WORDS } from '../sync/nat-watch';
import { isRunning, readStatus, type AgentDns, type PeerPath, type UpdateChannel } from '../state/agent-status';
import type { NetworkDeparture, NetworkMembership } from '../state/known-mesh';
import { interfaceExists, readPeerStats } from '../wireguard';

/** What `netloom-agent status --json` prints. */
export interface StatusReport {
  server: string;
  /** How the server's certificate is checked: against the CA file given at join, or the usual public CAs. */
  caFile: string | null;
  /** Joined with --insecure: plain http (ws, mqtt) to the server is allowed, unencrypted. */
  insecure: boolean;
  hostId: string;
  interface: string;
  interfaceUp: boolean;
  running: boolean;
  /** `broker`: updates arrive over MQTT; `pull`: the broker is out of reach and the agent pulls. */
  updates: 'broker' | 'pull' | 'stopped';
  /** How the last update arrived: whole over the broker, as a peer delta, or pulled; null before any. */
  lastUpdateBy: UpdateChannel | null;
  /** The broker address the agent is connected to or tried last, and why it could not connect there; null when unknown. */
  broker: { address: string; error: string | null } | null;
  lastUpdateAt: string | null;
  lastCheckInAt: string | null;
  lastError: string | null;
  /** What the agent last reported of its firewall; null when it never ran with one. */
  firewall: FirewallReport | null;
  /**
   * Where peers reach the host: `given` with `--endpoint`, else what STUN found (`nat`: null when no
   * STUN server answered, undefined before the agent asked).
   */
  endpoint: { given: string | null; nat?: NatDiscovery | null };
  /** What the running agent serves of DNS and how the host's resolver asks it; null when not running or not yet applied. */
  dns: AgentDns | null;
  /** The networks the host is in, with its addresses there; null before the agent applied an update. */
  networks: NetworkMembership[] | null;
  /** Networks it left (its node removed or disconnected on the server) and has not joined again. */
  left: NetworkDeparture[];
  peers: {
    publicKey: string;
    /** Its host's name (or its client's), as the server names it; null when it does not. */
    name: string | null;
    /** Its own mesh addresses, bare; empty when the server does not name it. */
    addresses: string[];
    /** Others reached through it: `app-2 (10.10.0.5)`, `192.168.50.0/24`. */
    carries: string[];
    endpoint: string | null;
    allowedIps: string[];
    /** Seconds since the last handshake; null when there was none. */
    handshakeAgeSeconds: number | null;
    latencyMs: number | null;
    /** How the agent reaches it (directly, through the failover node, not at all); null when it did not say. */
    path: PeerPath | null;
  }[];
}

export async function statusReport(stateDir: string): Promise<StatusReport> {
  const state = await readState(stateDir);
  const status = await readStatus(stateDir);
  const running = status !== null && isRunning(status.pid);
  const interfaceUp = await interfaceExists(state.interfaceName);
  const nowSeconds = Date.now() / 1000;
  const peers = interfaceUp ? await readPeerStats(state.interfaceName) : [];
  const named = status?.mesh?.peers ?? {};
  return {
    server: state.server,
    caFile: state.caFile ?? null,
    insecure: state.insecure ?? false,
    hostId: state.hostId,
    interface: state.interfaceName,
    interfaceUp,
    running,
    updates: !running ? 'stopped' : status.brokerConnected ? 'broker' : 'pull',
    lastUpdateBy: status?.channel ?? null,
    broker:
      running && status.brokerAddress ? { address: status.brokerAddress, error: status.brokerError ?? null } : null,
    lastUpdateAt: status?.lastUpdateAt ?? null,
    lastCheckInAt: status?.lastCheckInAt ?? null,
    lastError: status?.lastError ?? null,
    firewall: status?.firewall ?? null,
    endpoint: { given: state.endpoint, ...(running && status.nat !== undefined ? { nat: status.nat } : {}) },
    dns: (running && status.dns) || null,
    networks: status?.mesh?.networks ?? null,
    left: status?.mesh?.left ?? [],
    peers: peers.map((peer) => {
      // A failed-over partner's entry carries no address to name it by; the path watch learnt it before.
      const learnt = status?.paths?.[peer.publicKey];
      return {
        publicKey: peer.publicKey,
        name: named[peer.publicKey]?.name ?? learnt?.name ?? null,
        addresses: named[peer.publicKey]?.addresses ?? (learnt?.address ? [learnt.address] : []),
        carries: named[peer.publicKey]?.carries ?? [],
        endpoint: peer.endpoint,
        allowedIps: peer.allowedIps,
        handshakeAgeSeconds: peer.latestHandshake > 0 ? Math.round(nowSeconds - peer.latestHandshake) : null,
        latencyMs: status?.latencies[peer.publicKey] ?? null,
        path: (running && learnt) || null,
      };
    }),
  };
}

const UPDATES = {
  broker: 'pushed over the broker',
  pull: 'pulled from the server (broker unreachable)',
  stopped: 'agent not running',
};

/** Where the broker is, and when it cannot be reached, why and what to do. */
function brokerText(report: StatusReport): string {
  const { broker } = report;
  if (!broker) return 'not tried yet';
  if (report.updates === 'broker') {
    return `connected to ${broker.address}${report.lastUpdateBy === 'delta' ? ', receiving peer deltas' : ''}`;
  }
  if (broker.error === null) return `connecting to ${broker.address}`;
  return `cannot reach ${broker.address}: ${broker.error}. Check that this host reaches that address; if the server was told a wrong one of itself, set the right one in the console (Server Settings)`;
}

function endpointText({ given, nat }: StatusReport['endpoint']): string {
  if (given !== null) return `${given} (given with --endpoint)`;
  if (nat === undefined) return 'not known yet';
  if (nat === null)
    return "no STUN server answers: peers outside this LAN are told this host's address on the way to the server";
  return `${nat.endpoint.address}:${nat.endpoint.port}, ${NAT_TYPE_WORDS[nat.natType]}`;
}

function firewallText(firewall: FirewallReport | null): string {
  if (!firewall) return 'not reported yet';
  const rules = `${firewall.rules} ${firewall.rules === 1 ? 'rule' : 'rules'}`;
  const state = !firewall.enforcing ? 'not enforcing' : firewall.allow_all ? 'open (allow all)' : `enforcing ${rules}`;
  return firewall.error === '' ? state : `${state}; last error: ${firewall.error}`;
}

const DNS_MODES = {
  resolved: 'systemd-resolved asks this agent for the mesh domains',
  file: 'a block at the top of /etc/resolv.conf names this agent',
  none: 'the host resolver is not pointed at this agent',
  off: 'off (the host serves no names: its DNS setting or the server says so)',
};

/** Names shown by `status`; the rest are counted. */
const NAMES_SHOWN = 10;

/** How the host resolves the mesh's names, where they are answered, which ones, and the last problem. */
function dnsText(dns: AgentDns | null): string {
  if (!dns) return 'not applied yet';
  if (dns.mode === 'off') return DNS_MODES.off;
  const shown = dns.served.slice(0, NAMES_SHOWN).join(', ');
  const more = dns.names > NAMES_SHOWN ? `, and ${dns.names - NAMES_SHOWN} more` : '';
  const where =
    dns.listening.length > 0
      ? `answering on ${dns.listening.map((at) => `${at.includes(':') ? `[${at}]` : at}:53`).join(', ')}`
      : 'answering nowhere';
  const names = dns.names === 0 ? 'no names' : `${dns.names} ${dns.names === 1 ? 'name' : 'names'}: ${shown}${more}`;
  const text = `${DNS_MODES[dns.mode]}; ${where}; ${names}`;
  return dns.error === '' ? text : `${text}; last error: ${dns.error}`;
}

/** `10:42` today, else `2026-01-05 10:42`, in local time. */
function clockText(at: string, now: Date): string {
  const text = formatShortDate(at);
  return text.slice(0, 10) === formatShortDate(now).slice(0, 10) ? text.slice(11) : text;
}

function networkLines(report: StatusReport, now: Date): string[] {
  if (report.networks === null) return ['not known until the agent applies an update'];
  const lines = [
    ...report.networks.map(({ network, addresses }) => `${network} ${addresses.join(', ')}`),
    ...report.left.map(
      ({ network, at, reason }) => `left network ${network} at ${clockText(at, now)} (${reason} on the server)`,
    ),
  ];
  return lines.length > 0 ? lines : ['none'];
}

type PeerReport = StatusReport['peers'][number];

function pathText(path: PeerPath | null): string {
  if (path === null) return '';
  if (path.path === 'direct') return 'direct';
  if (path.path === 'failover') return 'through the failover node, trying directly';
  return `unreachable${path.reason ? `: ${path.reason}` : ''}`;
}

/** A peer as one row: who and where it is (its key and allowed IPs when the server does not name it), then how it does. */
function peerCells(peer: PeerReport): string[] {
  return [
    peer.name ?? peer.publicKey,
    (peer.name === null ? peer.allowedIps : peer.addresses).join(', '),
    peer.latencyMs === null ? 'latency unknown' : `latency ${peer.latencyMs} ms`,
    peer.handshakeAgeSeconds === null ? 'no handshake' : `handshake ${peer.handshakeAgeSeconds} s ago`,
    peer.endpoint ?? '(dials in)',
    pathText(peer.path),
    peer.carries.length === 0 ? '' : `carries ${peer.carries.join(', ')}`,
  ];
}

/** Rows of cells in columns two spaces apart, each as wide as its widest cell; a column empty in every row is left out. */
function columns(rows: string[][]): string[] {
  const widths = (rows[0] ?? []).map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) =>
    row
      .flatMap((cell, column) => (widths[column] === 0 ? [] : [cell.padEnd(widths[column])]))
      .join('  ')
      .trimEnd(),
  );
}

/** Lines under a label: the first beside it, the others lined up below. */
function labelled(label: string, lines: string[]): string[] {
  return lines.map((line, index) => `${(index === 0 ? label : '').padEnd(12)}${line}`);
}

const INSECURE_WARNING =
  'INSECURE:   joined with --insecure: plain http to the server is allowed, so its token, secret and updates may cross ' +
  'the network unencrypted. Serve the server over https and join again without --insecure';

/** The report as people read it; times of the day are local, `now` telling which day it is. */
export function formatStatus(report: StatusReport, now = new Date()): string {
  const lines = [
    `server:     ${report.server} (host ${report.hostId})`,
    ...(report.insecure ? [INSECURE_WARNING] : []),
    ...(report.caFile ? [`trusts:     the server's certificate from the CA in ${report.caFile}`] : []),
    `interface:  ${report.interface} ${report.interfaceUp ? 'up' : 'down'}`,
    ...labelled('networks:', networkLines(report, now)),
    `updates:    ${UPDATES[report.updates]}${report.lastUpdateAt ? `, last at ${report.lastUpdateAt}` : ''}`,
    `broker:     ${brokerText(report)}`,
    `check-in:   ${report.lastCheckInAt ?? 'none yet'}`,
    `endpoint:   ${endpointText(report.endpoint)}`,
    `firewall:   ${firewallText(report.firewall)}`,
    `dns:        ${dnsText(report.dns)}`,
  ];
  if (report.lastError) lines.push(`last error: ${report.lastError}`);
  lines.push(report.peers.length === 0 ? 'peers:      none' : 'peers:');
  lines.push(...columns(report.peers.map(peerCells)).map((row) => `  ${row}`));
  return lines.join('\n');
}
