/**
 * Benchmark: a real mesh in network namespaces (wireguard-go, as on these machines). For 3, 20 and
 * 50 hosts: join-to-first-ping (an agent started until its host pings the first host over WireGuard)
 * change propagation (a node deleted in the API until it is gone from every other host's
 * `wg show`) and policy enforcement (a policy added until every host's firewall keeps it). Prints
 * figures next to the goals; needs root and the mesh tools, else says why.
 */
import { execFile, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { meshToolsProblem } from '../agent/test/support/mesh-problem';
import { MeshLab, type LabHost } from '../e2e/support/mesh/lab';
import { startServerProcess } from './support/server-process';

/** How many hosts each run has; `npm run mesh -- 50` runs only those given. */
const requestedSizes = process.argv
  .slice(2)
  .map(Number)
  .filter((size) => Number.isInteger(size) && size >= 2);
const SIZES = requestedSizes.length > 0 ? requestedSizes : [3, 20, 50];
const JOIN_GOAL_MS = 5000;
const PROPAGATION_GOAL_MS = 2000;
const ENFORCEMENT_GOAL_MS = 1500;
const NETID = 'bench';

async function api(base: string, method: string, route: string, body?: unknown, token?: string): Promise<unknown> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  // A kept-alive connection idle through a long join may be closed by the server as it is reused: once more then.
  const send = () => fetch(`${base}${route}`, { method, headers, body: JSON.stringify(body) });
  const response = await send().catch((error: Error & { cause?: { code?: string } }) => {
    if (error.cause?.code !== 'ECONNRESET') throw error;
    return send();
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text}`);
  return text === '' ? null : JSON.parse(text);
}

/** Polls until `check` holds (every 50 ms, never two checks at once); returns when it did, in ms since `since`. */
async function until(check: () => Promise<boolean>, since: number, timeoutMs: number, what: string): Promise<number> {
  while (!(await check())) {
    if (performance.now() - since > timeoutMs) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return performance.now() - since;
}

const execute = promisify(execFile);

/** Runs a command in a host's namespace without blocking the benchmark; its stdout, or null when it failed. */
async function inNamespace(host: LabHost, program: string, args: string[]): Promise<string | null> {
  try {
    return (await execute('ip', ['netns', 'exec', host.namespace, program, ...args])).stdout;
  } catch {
    return null;
  }
}

const pings = async (host: LabHost, address: string) =>
  (await inNamespace(host, 'ping', ['-c', '1', '-W', '0.2', '-q', address])) !== null;

const holdsPeer = async (host: LabHost, key: string) =>
  ((await inNamespace(host, 'wg', ['show', host.interfaceName, 'peers'])) ?? '').split('\n').includes(key);

/**
 * When the host's agent last applied an update (its status file; ms since the epoch), read without
 * starting a process, so watching 50 hosts does not load the machine it measures.
 */
function lastApplied(host: LabHost): number {
  try {
    const status = JSON.parse(readFileSync(path.join(host.stateDir, 'status.json'), 'utf8')) as {
      lastUpdateAt: string | null;
    };
    return status.lastUpdateAt ? Date.parse(status.lastUpdateAt) : 0;
  } catch {
    return 0;
  }
}

/** The agents run with their shipped timings (check-ins and metrics every minute), not the tests' quick ones. */
const SHIPPED_TIMINGS = {
  NETLOOM_AGENT_PULL_SECONDS: '30',
  NETLOOM_AGENT_CHECK_IN_SECONDS: '60',
  NETLOOM_AGENT_METRICS_SECONDS: '60',
};

/** The resident memory of the agents' processes, in MB. */
function agentMemoryMb(hosts: LabHost[]): number {
  let kilobytes = 0;
  for (const host of hosts) {
    const status = readFileSync(`/proc/${host.agent?.pid}/status`, 'utf8');
    kilobytes += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }
  return kilobytes / 1000;
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(share * values.length))];

interface Figures {
  hosts: number;
  joinP50: number;
  joinMax: number;
  propagationMax: number;
  enforcementMax: number;
  rssMb: number;
}

/**
 * Each host's first update applied after `since` that `holds` on the host, confirmed there (not
 * only in its status file); the slowest host, in ms since `since`.
 */
async function slowestHost(
  hosts: LabHost[],
  since: number,
  holds: (host: LabHost) => Promise<boolean>,
): Promise<number> {
  const times = await Promise.all(
    hosts.map(async (host) => {
      for (;;) {
        const applied = lastApplied(host);
        if (applied >= since && (await holds(host))) return applied - since;
        if (Date.now() - since > 30_000) throw new Error(`${host.name} did not follow within 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 100));
      }
    }),
  );
  return Math.max(...times);
}

/** Whether the host's firewall lets TCP port 22 in (an element of its shared set of allowed traffic). */
const keepsSsh = async (host: LabHost) =>
  ((await inNamespace(host, 'nft', ['list', 'set', 'inet', 'netloom', 'mesh_allowed_v4'])) ?? '').includes('tcp . 22');

/**
 * All Nodes off with pings allowed among every device (so every host keeps its peers and a firewall
 * of its own), then a policy letting every device reach every other on SSH: from the call until
 * every host enforces it.
 */
async function policyEnforcement(base: string, token: string, hosts: LabHost[]): Promise<number> {
  const route = `/api/v1/acls?network=${NETID}`;
  const everyone = [{ id: 'tag', value: '*' }];
  const policy = (name: string, type: string) => ({
    name,
    policy_type: 'device-policy',
    src_type: everyone,
    dst_type: everyone,
    type,
  });
  await api(base, 'POST', route, policy('pings', 'ICMP'), token);
  const listed = (await api(base, 'GET', route, undefined, token)) as { Response: { id: string }[] };
  const allNodes = listed.Response.find((candidate) => candidate.id === `${NETID}.all-nodes`)!;
  const closed = Date.now();
  await api(base, 'PUT', route, { ...allNodes, enabled: false }, token);
  await slowestHost(hosts, closed, async (host) => !(await keepsSsh(host)));
  const opened = Date.now();
  await api(base, 'POST', route, policy('ssh', 'SSH'), token);
  return slowestHost(hosts, opened, keepsSsh);
}

async function measure(size: number): Promise<Figures> {
  const lab = new MeshLab();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'netloom-bench-mesh-'));
  const server = await startServerProcess(
    { NETLOOM_CONSOLE_DIR: os.tmpdir(), NETLOOM_DATA_DIR: dataDir },
    lab.serverAddress,
  );
  const serverUrl = `http://${lab.serverAddress}:${new URL(server.url).port}`;
  try {
    const credentials = { username: 'bench-admin', password: 'bench-secret' };
    await api(server.url, 'POST', '/api/users/adm/createsuperadmin', {
      ...credentials,
      setup_code: server.setupCode() ?? undefined,
    });
    const login = (await api(server.url, 'POST', '/api/users/adm/authenticate', credentials)) as {
      Response: { AuthToken: string };
    };
    const token = login.Response.AuthToken;
    await api(server.url, 'POST', '/api/networks', { netid: NETID, addressrange: '10.210.0.0/24' }, token);
    const keys = (await api(server.url, 'GET', '/api/v1/enrollment-keys', undefined, token)) as {
      default: boolean;
      networks: string[] | null;
      token: string;
    }[];
    const key = keys.find((candidate) => candidate.default && candidate.networks?.includes(NETID))!.token;
    const hosts: LabHost[] = Array.from({ length: size }, (_, index) => lab.addHost(`h${index}`));
    const firstAddress = '10.210.0.1';
    // Hosts join one after another, each while the others run: on two cores, starting 50 agents at
    // once would measure the machine, not the join.
    const joins: number[] = [];
    for (const [index, host] of hosts.entries()) {
      const started = performance.now();
      lab.join(host, key, serverUrl, SHIPPED_TIMINGS);
      if (index === 0) {
        await until(
          async () => lab.agentCommand(host, ['status']).status === 0,
          started,
          60_000,
          'the first host joining',
        );
        continue;
      }
      const joined = until(() => pings(host, firstAddress), started, 60_000, `${host.name} pinging the first host`);
      joins.push(
        await joined.catch((error: Error) => {
          throw new Error(`${error.message}; its agent said:\n${host.output}`);
        }),
      );
    }
    const nodes = (await api(server.url, 'GET', `/api/nodes/${NETID}`, undefined, token)) as {
      id: string;
      hostid: string;
    }[];
    const last = hosts[hosts.length - 1];
    const lastKey = lab.publicKeyOf(last);
    const lastNode = nodes.find((node) => node.hostid === lab.hostIdOf(last))!;
    const memory = agentMemoryMb(hosts);
    const deleted = Date.now();
    await api(server.url, 'DELETE', `/api/nodes/${NETID}/${lastNode.id}?force=true`, undefined, token);
    // Each host's first update applied after the deletion, confirmed by `wg show` no longer listing the node.
    const remaining = hosts.slice(0, -1);
    const propagationMax = await slowestHost(remaining, deleted, async (host) => !(await holdsPeer(host, lastKey)));
    return {
      hosts: size,
      joinP50: percentile(joins, 0.5),
      joinMax: Math.max(...joins),
      propagationMax,
      enforcementMax: await policyEnforcement(server.url, token, remaining),
      rssMb: memory,
    };
  } finally {
    await lab.dispose();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const problem = meshToolsProblem();
if (problem) {
  console.log(`mesh benchmark skipped: ${problem}`);
} else {
  // The hosts run the single-file agent, as they do when they download it from the server.
  spawnSync('node', [path.resolve(import.meta.dirname, '..', 'scripts', 'agent-build.mjs')], { stdio: 'inherit' });
  console.log(
    `\nmesh in network namespaces (wireguard-go), ${os.cpus().length} CPUs, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`,
  );
  for (const size of SIZES) {
    const figures = await measure(size);
    const ms = (value: number) => `${Math.round(value)} ms`;
    const verdict = (value: number, goal: number) => (value <= goal ? 'within goal' : 'OVER GOAL');
    console.log(`\n${figures.hosts} hosts`);
    console.log(
      `  join to first ping    p50 ${ms(figures.joinP50)}  max ${ms(figures.joinMax)}  (goal ${ms(JOIN_GOAL_MS)}: ${verdict(figures.joinMax, JOIN_GOAL_MS)})`,
    );
    console.log(
      `  change propagation    ${ms(figures.propagationMax)} until every host dropped a deleted node (goal ${ms(PROPAGATION_GOAL_MS)}: ${verdict(figures.propagationMax, PROPAGATION_GOAL_MS)})`,
    );
    console.log(
      `  policy enforcement    ${ms(figures.enforcementMax)} until every host kept a new policy (goal ${ms(ENFORCEMENT_GOAL_MS)}: ${verdict(figures.enforcementMax, ENFORCEMENT_GOAL_MS)})`,
    );
    console.log(
      `  agent memory          ${Math.round(figures.rssMb)} MB resident in all, ${Math.round(figures.rssMb / figures.hosts)} MB per agent`,
    );
  }
}
