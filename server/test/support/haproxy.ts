import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { unusedPort } from './ports';

/** Where the balancer listens and the replicas it sends to, each as `address:port`. */
export interface BalancerAddresses {
  listen: string;
  replicas: string[];
}

/**
 * The HAProxy configuration for Netloom replicas, exactly as the README's "Running several servers" shows it:
 * HTTP mode (the live streams and the MQTT WebSocket pass through, `timeout tunnel` keeps the WebSockets open),
 * round robin, a replica out of the rotation after two failed status checks a second apart, and a request that
 * finds its replica dead sent to another one.
 */
export function haproxyConfig({ listen, replicas }: BalancerAddresses): string {
  const servers = replicas.map((address, index) => `    server replica${index + 1} ${address} check`);
  return [
    'global',
    '    maxconn 4096',
    '',
    'defaults',
    '    mode http',
    '    timeout connect 2s',
    '    timeout client 60s',
    '    timeout server 60s',
    '    timeout http-keep-alive 10s',
    '    timeout tunnel 1h',
    '    retries 3',
    '    option redispatch 1',
    '    retry-on conn-failure empty-response',
    '',
    'frontend netloom',
    `    bind ${listen}`,
    '    option forwardfor',
    '    default_backend replicas',
    '',
    'backend replicas',
    '    balance roundrobin',
    '    option httpchk GET /api/server/status',
    '    http-check expect status 200',
    '    default-server inter 1s fall 2 rise 1',
    ...servers,
    '',
  ].join('\n');
}

/** A real HAProxy in front of some servers, for as long as a test needs it. */
export interface Balancer {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** Everything HAProxy printed so far. */
  output(): string;
  stop(): Promise<void>;
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts HAProxy (Debian package haproxy) in front of `replicaUrls` (`http://address:port`): on a free
 * loopback port, or where `listen` says (`0.0.0.0:<port>` for hosts in network namespaces too).
 */
export async function startHaproxy(replicaUrls: string[], options: { listen?: string } = {}): Promise<Balancer> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'netloom-haproxy-'));
  const listen = options.listen ?? `127.0.0.1:${await unusedPort()}`;
  const port = Number(listen.slice(listen.lastIndexOf(':') + 1));
  const config = path.join(folder, 'haproxy.cfg');
  await writeFile(config, haproxyConfig({ listen, replicas: replicaUrls.map((url) => new URL(url).host) }));
  let output = '';
  const haproxy: ChildProcess = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  haproxy.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  haproxy.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started = new Promise<string | null>((resolve) => {
    haproxy.once('error', (error) => resolve(`haproxy could not run (Debian package haproxy): ${error.message}`));
    haproxy.once('exit', (code) => resolve(`haproxy exited with code ${code}`));
  });
  const stop = async () => {
    if (haproxy.pid !== undefined && haproxy.exitCode === null && haproxy.signalCode === null) {
      const exited = new Promise((resolve) => haproxy.once('exit', resolve));
      haproxy.kill('SIGKILL');
      await exited;
    }
    await rm(folder, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await listening(port))) {
    const failure = await Promise.race([started, setTimeout(50, null)]);
    if (failure !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`${failure ?? 'haproxy did not listen within 10 s'}\n${output}`);
    }
  }
  return { url: `http://127.0.0.1:${port}`, output: () => output, stop };
}
