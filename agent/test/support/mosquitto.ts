import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A TCP port nothing listens on right now. */
export function unusedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** A real Mosquitto on loopback that lets anyone in (Debian package mosquitto), for as long as a test needs it. */
export async function startMosquitto(): Promise<{ url: string; stop(): Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), 'netloom-agent-mosquitto-'));
  const port = await unusedPort();
  const config = join(folder, 'mosquitto.conf');
  writeFileSync(
    config,
    ['allow_anonymous true', 'persistence false', 'user root', `listener ${port} 127.0.0.1`, ''].join('\n'),
  );
  const broker: ChildProcess = spawn('mosquitto', ['-c', config], { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  while (!(await listening(port))) {
    if (broker.exitCode !== null || Date.now() > deadline)
      throw new Error('mosquitto did not start (Debian package mosquitto)');
    await new Promise((wait) => setTimeout(wait, 50));
  }
  return {
    url: `mqtt://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((resolve) => broker.once('exit', resolve));
      broker.kill();
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
