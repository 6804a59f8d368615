import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unusedPort } from './ports';

/** The plugin Debian's mosquitto package ships. */
const DYNAMIC_SECURITY_PLUGIN = '/usr/lib/x86_64-linux-gnu/mosquitto_dynamic_security.so';

/** A real Mosquitto with its dynamic-security plugin and one admin, for as long as a test needs it. */
export interface Mosquitto {
  /** `mqtt://<address>:<port>`. */
  url: string;
  admin: { username: string; password: string };
  stop(): Promise<void>;
}

function listening(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host }, () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Starts Mosquitto listening on `address` (loopback by default), its dynamic security set up with an admin. */
export async function startMosquitto(address = '127.0.0.1'): Promise<Mosquitto> {
  const folder = mkdtempSync(join(tmpdir(), 'netloom-mosquitto-'));
  const admin = { username: 'netloom-admin', password: 'admin-secret' };
  const dynsec = join(folder, 'dynamic-security.json');
  const init = spawnSync('mosquitto_ctrl', ['dynsec', 'init', dynsec, admin.username, admin.password], {
    encoding: 'utf8',
  });
  if (init.status !== 0)
    throw new Error(
      `mosquitto_ctrl could not set up dynamic security (Debian package mosquitto): ${init.error ?? init.stderr}`,
    );
  const port = await unusedPort();
  const config = join(folder, 'mosquitto.conf');
  writeFileSync(
    config,
    [
      'per_listener_settings false',
      'allow_anonymous false',
      'persistence false',
      // The test runs as root and keeps its files private; Mosquitto would otherwise drop to its own user.
      'user root',
      `listener ${port} ${address}`,
      `plugin ${DYNAMIC_SECURITY_PLUGIN}`,
      `plugin_opt_config_file ${dynsec}`,
      '',
    ].join('\n'),
  );
  let output = '';
  const broker: ChildProcess = spawn('mosquitto', ['-c', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  broker.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  broker.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 10_000;
  while (!(await listening(port, address))) {
    if (broker.exitCode !== null || Date.now() > deadline) {
      broker.kill();
      throw new Error(`mosquitto did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `mqtt://${address}:${port}`,
    admin,
    async stop() {
      if (broker.exitCode === null) {
        await new Promise<void>((resolve) => {
          broker.once('exit', () => resolve());
          broker.kill('SIGTERM');
        });
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
