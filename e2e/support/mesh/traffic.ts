import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { MeshLab } from './lab';

const TOOL = join(import.meta.dirname, 'traffic-tool.mjs');

/** Echo servers on these ports (`tcp:22`, `udp:5353`) in a namespace, on every address; resolves once they listen. */
export function serveEcho(lab: MeshLab, namespace: string, ports: string[]): Promise<void> {
  const server = lab.spawnIn(namespace, process.execPath, [TOOL, 'serve', ...ports]);
  return new Promise((resolve, reject) => {
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`the echo servers in ${namespace} exited (${code}): ${output}`)));
  });
}

/** What one probe found, and when it sent its first packet (ms since the epoch). */
export interface Probe {
  reached: boolean;
  sentAt: number;
}

function probe(namespace: string, args: string[]): Promise<Probe> {
  const child = spawn('ip', ['netns', 'exec', namespace, process.execPath, TOOL, ...args], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) =>
    child.once('exit', (code) => resolve({ reached: code === 0, sentAt: Number(output.trim()) })),
  );
}

/** A TCP connection from `namespace` to `address:port`: whether its bytes came back within `timeoutMs`. */
export function tcpProbe(namespace: string, address: string, port: number, timeoutMs = 1000): Promise<Probe> {
  return probe(namespace, ['tcp', address, String(port), String(timeoutMs)]);
}

/** Whether a TCP connection from `namespace` to `address:port` gets its bytes echoed within `timeoutMs`. */
export async function tcpReaches(namespace: string, address: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return (await tcpProbe(namespace, address, port, timeoutMs)).reached;
}

/** Whether a UDP datagram from `namespace` to `address:port` comes back within `timeoutMs`. */
export async function udpReaches(namespace: string, address: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return (await probe(namespace, ['udp', address, String(port), String(timeoutMs)])).reached;
}

/** Tries TCP connections from `namespace` to `address:port` for `durationMs` in the background; resolves with how many got through. */
export function watchTcp(
  lab: MeshLab,
  namespace: string,
  address: string,
  port: number,
  durationMs: number,
): Promise<number> {
  const watcher = lab.spawnIn(namespace, process.execPath, [TOOL, 'watch', address, String(port), String(durationMs)]);
  let output = '';
  watcher.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => watcher.once('exit', () => resolve(Number(output.trim()))));
}
