import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { run } from '../../src/system/run';
import { generateKeyPair } from '../../src/wireguard/key-pair';
import type { AgentCalls } from './agent-calls';

const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');
const AGENT_CALL_SCRIPT = fileURLToPath(new URL('./run-agent-call.ts', import.meta.url));

/** A WireGuard key pair as `wg` prints it. */
export type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
export { generateKeyPair };

async function ignoreFailure(action: Promise<unknown>): Promise<void> {
  await action.catch(() => undefined);
}

/**
 * Network namespaces, veth links and WireGuard interfaces made for one test file, all named after a random id so
 * runs never meet; `cleanUp` removes every one of them and the wireguard-go processes behind them.
 */
export class MeshLab {
  readonly id = randomBytes(2).toString('hex');
  private readonly namespaces: string[] = [];
  private readonly interfaces: string[] = [];
  private links = 0;

  /** A new network namespace with its loopback up. */
  async addNamespace(label: string): Promise<string> {
    const name = `nlt-${this.id}-${label}`;
    await run('ip', ['netns', 'add', name]);
    this.namespaces.push(name);
    await this.inside(name, 'ip', ['link', 'set', 'lo', 'up']);
    return name;
  }

  /** A WireGuard interface name of this run (at most 15 characters); the lab removes it on clean-up. */
  interfaceName(label: string): string {
    const name = `nlt${this.id}${label}`.slice(0, 15);
    this.interfaces.push(name);
    return name;
  }

  /** Joins two namespaces with a veth pair carrying the given addresses (CIDRs); resolves with the two link names. */
  async connect(left: string, leftAddress: string, right: string, rightAddress: string): Promise<[string, string]> {
    this.links += 1;
    const leftLink = `nlt${this.id}v${this.links}a`;
    const rightLink = `nlt${this.id}v${this.links}b`;
    await run('ip', [
      'link',
      'add',
      leftLink,
      'netns',
      left,
      'type',
      'veth',
      'peer',
      'name',
      rightLink,
      'netns',
      right,
    ]);
    for (const [namespace, link, address] of [
      [left, leftLink, leftAddress],
      [right, rightLink, rightAddress],
    ]) {
      await this.inside(namespace, 'ip', ['addr', 'add', address, 'dev', link]);
      await this.inside(namespace, 'ip', ['link', 'set', link, 'up']);
    }
    return [leftLink, rightLink];
  }

  /** Runs a program inside a namespace and resolves with its stdout. */
  inside(namespace: string, program: string, args: string[]): Promise<string> {
    return run('ip', ['netns', 'exec', namespace, program, ...args]);
  }

  /** Runs an agent function in a fresh process inside a namespace, as the agent would run there. */
  async call<K extends keyof AgentCalls>(
    namespace: string,
    name: K,
    ...args: Parameters<AgentCalls[K]>
  ): Promise<Awaited<ReturnType<AgentCalls[K]>>> {
    const output = await this.inside(namespace, process.execPath, [
      TSX_CLI,
      AGENT_CALL_SCRIPT,
      name,
      JSON.stringify(args),
    ]);
    return JSON.parse(output) as Awaited<ReturnType<AgentCalls[K]>>;
  }

  /** True when one ping from the namespace reaches the address within a second, trying a few times. */
  async pings(namespace: string, address: string, attempts = 3): Promise<boolean> {
    for (let attempt = 0; attempt < attempts; attempt++) {
      const reached = await this.inside(namespace, 'ping', ['-c1', '-W1', address]).then(
        () => true,
        () => false,
      );
      if (reached) return true;
    }
    return false;
  }

  /** The ids of running wireguard-go processes serving one of this lab's interfaces. */
  async wireguardGoProcesses(name?: string): Promise<number[]> {
    const names = name === undefined ? this.interfaces : [name];
    const pids: number[] = [];
    for (const entry of await readdir('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const commandLine = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
      const [program, interfaceName] = commandLine.split('\0');
      if (program.endsWith('wireguard-go') && names.includes(interfaceName)) pids.push(Number(entry));
    }
    return pids;
  }

  /** Removes the lab's interfaces, stops their wireguard-go processes and deletes its namespaces. */
  async cleanUp(): Promise<void> {
    for (const namespace of this.namespaces) {
      for (const name of this.interfaces)
        await ignoreFailure(this.inside(namespace, 'ip', ['link', 'del', 'dev', name]));
    }
    for (const pid of await this.wireguardGoProcesses()) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // It exited on its own between the listing and now.
      }
    }
    for (const namespace of this.namespaces) await ignoreFailure(run('ip', ['netns', 'del', namespace]));
  }
}
