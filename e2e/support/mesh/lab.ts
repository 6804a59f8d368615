import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..', '..');
/** The single-file agent hosts download (built by the global setup), as hosts run it. */
export const AGENT = join(root, 'agent', 'dist', 'netloom-agent.mjs');

/** Runs a command and returns its stdout; throws with its stderr when it fails. */
export function sh(program: string, args: string[]): string {
  const result = spawnSync(program, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${program} ${args.join(' ')} failed: ${result.stderr || result.error}`);
  return result.stdout;
}

/**
 * What a lab machine's /etc/resolv.conf starts with: a search line and options (which an agent must
 * keep), a nameserver no one answers at (TEST-NET-1) and no final newline, to catch a restore that is
 * not exact.
 */
export const LAB_RESOLV_CONF = (name: string) =>
  `# ${name}: the lab's resolver\nsearch lab.example\noptions ndots:1 timeout:1 attempts:1\nnameserver 192.0.2.53`;

/** A machine of the lab: a network namespace on the lab's bridge, with its own agent. */
export interface LabHost {
  name: string;
  namespace: string;
  /** Its address on the bridge, which it reports as its endpoint. */
  address: string;
  /** Its WireGuard interface (names must differ: wireguard-go's sockets are shared across namespaces). */
  interfaceName: string;
  stateDir: string;
  agent: ChildProcess | null;
  /** What its agent printed. */
  output: string;
}

/**
 * Keeps the kernel from giving a link of the test machine's own namespace an IPv6 link-local address:
 * its duplicate-address check ends a second or two later, and Chromium takes that change for a new
 * network and fails the page loads under way (net::ERR_NETWORK_CHANGED). The lab speaks IPv4 there.
 */
function withoutLinkLocal(link: string): void {
  sh('ip', ['link', 'set', link, 'addrgenmode', 'none']);
}

/**
 * Network namespaces on one bridge in 198.18.<n>.0/24 (a benchmarking range no real network uses),
 * the bridge address being the server's. Everything is named with a random tag and removed by `dispose`.
 */
export class MeshLab {
  readonly tag = randomBytes(2).toString('hex');
  readonly subnet = `198.18.${2 + Math.floor(Math.random() * 250)}`;
  readonly serverAddress = `${this.subnet}.1`;
  readonly bridge = `nlb${this.tag}`;
  readonly hosts: LabHost[] = [];
  private readonly extraNamespaces: string[] = [];
  private readonly extraInterfaces: [string, string][] = [];
  /** Processes started in namespaces (servers the tests talk to), stopped by `dispose`. */
  private readonly processes: ChildProcess[] = [];
  /** The ARP table limits this lab raised, with their values before. */
  private readonly neighbourLimits = new Map<string, number>();
  private readonly stateRoot = mkdtempSync(join(tmpdir(), 'netloom-mesh-'));

  constructor() {
    sh('ip', ['link', 'add', this.bridge, 'type', 'bridge']);
    withoutLinkLocal(this.bridge);
    sh('ip', ['addr', 'add', `${this.serverAddress}/24`, 'dev', this.bridge]);
    sh('ip', ['link', 'set', this.bridge, 'up']);
  }

  /**
   * A new namespace with its loopback up and its own /etc/resolv.conf (`ip netns exec` binds
   * /etc/netns/<namespace>/resolv.conf over the machine's), so agents point only the lab's resolver at
   * themselves, never the machine's.
   */
  namespace(name: string): string {
    const namespace = `nl${this.tag}-${name}`;
    sh('ip', ['netns', 'add', namespace]);
    sh('ip', ['-n', namespace, 'link', 'set', 'lo', 'up']);
    this.extraNamespaces.push(namespace);
    mkdirSync(`/etc/netns/${namespace}`, { recursive: true });
    writeFileSync(this.resolvConf(namespace), LAB_RESOLV_CONF(name));
    return namespace;
  }

  /** Where a namespace's own /etc/resolv.conf is, seen from outside it. */
  resolvConf(namespace: string): string {
    return `/etc/netns/${namespace}/resolv.conf`;
  }

  /** Links two namespaces (null: the bridge) with a veth pair and gives each side its address (CIDR). */
  link(a: { namespace: string | null; address: string }, b: { namespace: string; address: string }): void {
    const index = randomBytes(2).toString('hex');
    const left = `nv${this.tag}${index}`;
    const right = `nw${this.tag}${index}`;
    sh('ip', ['link', 'add', left, 'type', 'veth', 'peer', 'name', right]);
    sh('ip', ['link', 'set', right, 'netns', b.namespace]);
    if (a.namespace) sh('ip', ['link', 'set', left, 'netns', a.namespace]);
    const inA = (args: string[]) => sh('ip', [...(a.namespace ? ['-n', a.namespace] : []), ...args]);
    if (a.namespace === null) {
      withoutLinkLocal(left);
      inA(['link', 'set', left, 'master', this.bridge]);
    } else inA(['addr', 'add', a.address, 'dev', left]);
    inA(['link', 'set', left, 'up']);
    sh('ip', ['-n', b.namespace, 'addr', 'add', b.address, 'dev', right]);
    sh('ip', ['-n', b.namespace, 'link', 'set', right, 'up']);
  }

  /** A wireguard-go interface in a namespace that no agent manages (an external client's), removed by `dispose`. */
  addInterface(namespace: string, name: string): void {
    spawnSync('ip', ['netns', 'exec', namespace, 'wireguard-go', name], {
      env: { ...process.env, WG_I_PREFER_BUGGY_USERSPACE_TO_POLISHED_KMOD: '1' },
    });
    this.extraInterfaces.push([namespace, name]);
    sh('ip', ['-n', namespace, 'link', 'show', name]);
  }

  /**
   * Every host of the lab talks to every other one on the same bridge, so the kernel's ARP table,
   * whose limits count the entries of all namespaces together, needs room for hosts² entries; past
   * its default 1,024 (32 hosts) new hosts cannot even reach the server. Raised here as needed, and
   * put back by `dispose`.
   */
  private makeRoomForNeighbours(hosts: number): void {
    const needed = 4 * hosts * hosts;
    for (const [level, share] of [
      ['gc_thresh1', 0.25],
      ['gc_thresh2', 0.5],
      ['gc_thresh3', 1],
    ] as const) {
      const file = `/proc/sys/net/ipv4/neigh/default/${level}`;
      const current = Number(readFileSync(file, 'utf8'));
      if (current >= needed * share) continue;
      if (!this.neighbourLimits.has(file)) this.neighbourLimits.set(file, current);
      writeFileSync(file, String(Math.ceil(needed * share)));
    }
  }

  /** Where the lab keeps its hosts' state folders and other files; removed by `dispose`. */
  get stateDirectory(): string {
    return this.stateRoot;
  }

  /** A new machine on the bridge. */
  addHost(name: string): LabHost {
    const host = this.adoptHost(name, `${this.subnet}.${this.hosts.length + 10}`);
    this.link({ namespace: null, address: '' }, { namespace: host.namespace, address: `${host.address}/24` });
    this.makeRoomForNeighbours(this.hosts.length);
    return host;
  }

  /** A new machine with its own namespace and `address`, not linked to anything yet; `dispose` removes it. */
  adoptHost(name: string, address: string): LabHost {
    const host: LabHost = {
      name,
      namespace: this.namespace(name),
      address,
      interfaceName: `nl${this.tag}${name}`.slice(0, 15),
      stateDir: join(this.stateRoot, name),
      agent: null,
      output: '',
    };
    this.hosts.push(host);
    return host;
  }

  /** Runs a command inside a namespace; resolves with its exit code and output. */
  exec(namespace: string, program: string, args: string[]): { status: number; output: string } {
    const result = spawnSync('ip', ['netns', 'exec', namespace, program, ...args], { encoding: 'utf8' });
    return { status: result.status ?? 1, output: `${result.stdout}${result.stderr}` };
  }

  /** Starts a program inside a namespace in the background; `dispose` stops it. */
  spawnIn(namespace: string, program: string, args: string[]): ChildProcess {
    const child = spawn('ip', ['netns', 'exec', namespace, program, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    this.processes.push(child);
    return child;
  }

  /** Whether `from` gets an answer from `address` within `waitSeconds`. */
  pings(from: string, address: string, waitSeconds = 1): boolean {
    return this.exec(from, 'ping', ['-c', '1', '-W', String(waitSeconds), '-q', address]).status === 0;
  }

  /** Starts `netloom-agent <args>` in the host's namespace, in the background. */
  startAgent(host: LabHost, args: string[], env: Record<string, string> = {}): ChildProcess {
    const agent = spawn(
      'ip',
      ['netns', 'exec', host.namespace, process.execPath, AGENT, ...args, '--state-dir', host.stateDir],
      {
        env: {
          ...process.env,
          NETLOOM_AGENT_PULL_SECONDS: '1',
          NETLOOM_AGENT_CHECK_IN_SECONDS: '5',
          NETLOOM_AGENT_METRICS_SECONDS: '2',
          ...env,
        },
      },
    );
    agent.stdout?.on('data', (chunk: Buffer) => (host.output += chunk.toString()));
    agent.stderr?.on('data', (chunk: Buffer) => (host.output += chunk.toString()));
    host.agent = agent;
    return agent;
  }

  /**
   * `netloom-agent join` for a host, with its bridge address as static endpoint and its own interface;
   * `env` overrides the agent's quick test timings. The server speaks plain http on the lab bridge, beyond
   * the host's loopback, hence `--insecure`.
   */
  join(host: LabHost, token: string, serverUrl: string, env: Record<string, string> = {}): ChildProcess {
    return this.startAgent(
      host,
      [
        'join',
        '--token',
        token,
        '--server',
        serverUrl,
        '--endpoint',
        host.address,
        '--interface',
        host.interfaceName,
        '--name',
        host.name,
        '--insecure',
      ],
      env,
    );
  }

  /** Runs an agent command to its end (status, leave, down) and returns its exit code and output. */
  agentCommand(host: LabHost, args: string[]): { status: number; output: string } {
    return this.exec(host.namespace, process.execPath, [AGENT, ...args, '--state-dir', host.stateDir]);
  }

  /** What `netloom-agent status --json` says. */
  agentStatus(host: LabHost): { hostId: string; updates: 'broker' | 'pull' | 'stopped'; lastUpdateBy: string | null } {
    return JSON.parse(this.agentCommand(host, ['status', '--json']).output) as ReturnType<MeshLab['agentStatus']>;
  }

  /** The host id its agent stored at join. */
  hostIdOf(host: LabHost): string {
    return this.agentStatus(host).hostId;
  }

  /** The WireGuard public key of the host's interface. */
  publicKeyOf(host: LabHost): string {
    return this.exec(host.namespace, 'wg', ['show', host.interfaceName, 'public-key']).output.trim();
  }

  /** The public keys of the peers of the host's interface, as `wg show` lists them. */
  peerKeys(host: LabHost): string[] {
    const shown = this.exec(host.namespace, 'wg', ['show', host.interfaceName, 'peers']);
    return shown.status === 0 ? shown.output.split('\n').filter((line) => line !== '') : [];
  }

  /** Stops the host's running agent (SIGTERM, as systemd does) and waits for it to exit. */
  stopAgent(host: LabHost): Promise<void> {
    return new Promise<void>((done) => {
      const agent = host.agent;
      host.agent = null;
      if (!agent || agent.exitCode !== null || agent.signalCode !== null) return done();
      agent.once('exit', () => done());
      agent.kill('SIGTERM');
    });
  }

  async stopAgents(): Promise<void> {
    await Promise.all(this.hosts.map((host) => this.stopAgent(host)));
  }

  async dispose(): Promise<void> {
    await this.stopAgents();
    for (const child of this.processes) child.kill();
    for (const host of this.hosts) spawnSync('ip', ['-n', host.namespace, 'link', 'del', host.interfaceName]);
    for (const [namespace, name] of this.extraInterfaces) spawnSync('ip', ['-n', namespace, 'link', 'del', name]);
    for (const namespace of this.extraNamespaces) {
      spawnSync('ip', ['netns', 'del', namespace]);
      rmSync(`/etc/netns/${namespace}`, { recursive: true, force: true });
    }
    spawnSync('ip', ['link', 'del', this.bridge]);
    // Back to the old limits, largest first, so the kernel never sees thresh1 > thresh2 > thresh3 out of order.
    for (const [file, value] of [...this.neighbourLimits].reverse()) writeFileSync(file, String(value));
    rmSync(this.stateRoot, { recursive: true, force: true });
  }
}
