import { expect, test } from '@playwright/test';
import { encodeEnrollmentToken } from '@netloom/contract';
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registerHost } from '../../server/test/support/host-client';
import { AGENT } from '../support/mesh/lab';
import { adminCall } from '../support/mesh/mesh-server';
import { requireMeshTools } from '../support/mesh/mesh-test';
import { ensureSuperAdmin } from '../support/fixtures';
import { freePort, startNetloom, type Netloom } from '../support/netloom';

// `netloom-agent join` refuses clearly, exits non-zero and leaves no state behind when it cannot join.
test.describe.serial('joining that cannot work', () => {
  let server: Netloom;
  let stateRoot: string;
  let validKey: string;

  test.beforeAll(async () => {
    requireMeshTools();
    server = await startNetloom();
    await ensureSuperAdmin(server);
    await adminCall(server, 'POST', '/api/networks', { netid: 'refused', addressrange: '10.204.0.0/24' });
    const key = (await adminCall(server, 'POST', '/api/v1/enrollment-keys', {
      tags: ['one-use'],
      networks: ['refused'],
      uses_remaining: 1,
      type: 2,
      unlimited: false,
    })) as { token: string };
    validKey = key.token;
    stateRoot = mkdtempSync(join(tmpdir(), 'netloom-join-errors-'));
  });

  test.afterAll(async () => {
    await server?.dispose();
    if (stateRoot) rmSync(stateRoot, { recursive: true, force: true });
  });

  /** Runs `netloom-agent join` with a fresh state folder; its exit code, its message and whether it wrote state. */
  function tryJoin(args: string[], options: { env?: Record<string, string>; as?: string[]; agent?: string } = {}) {
    const stateDir = join(stateRoot, `state-${Math.random().toString(36).slice(2)}`);
    const agent = options.agent ?? AGENT;
    const command = [...(options.as ?? []), process.execPath, agent, 'join', ...args, '--state-dir', stateDir];
    const run = spawnSync(command[0], command.slice(1), {
      encoding: 'utf8',
      env: { ...process.env, ...options.env },
    });
    return { status: run.status, message: run.stderr.trim(), wroteState: existsSync(stateDir) };
  }

  test('a token that is not one', () => {
    expect(tryJoin(['--token', 'not-a-token'])).toEqual({
      status: 1,
      message: 'netloom-agent: the enrollment token is not valid: copy it again from the console (Enrollment Keys)',
      wroteState: false,
    });
  });

  test('a key the server does not know', () => {
    const token = encodeEnrollmentToken({ server: server.url, value: 'deleted-long-ago' });
    expect(tryJoin(['--token', token])).toEqual({
      status: 1,
      message: 'netloom-agent: the server refused (404): enrollment key not found; it may have been deleted',
      wroteState: false,
    });
  });

  test('a key with no uses left', async () => {
    await registerHost(server.url, validKey);
    expect(tryJoin(['--token', validKey])).toEqual({
      status: 1,
      message: 'netloom-agent: the server refused (400): enrollment key has no uses left',
      wroteState: false,
    });
  });

  test('a server that does not answer', async () => {
    const nobody = `http://127.0.0.1:${await freePort()}`;
    expect(tryJoin(['--token', validKey, '--server', nobody])).toEqual({
      status: 1,
      message: `netloom-agent: cannot reach the server at ${nobody}: ECONNREFUSED. If this host reaches the server at another address, join with --server <that address>, e.g. --server http://192.0.2.10:8081, and set it in the console (Server Settings) so that tokens carry it`,
      wroteState: false,
    });
  });

  test('a machine without the WireGuard tools', () => {
    expect(tryJoin(['--token', validKey], { env: { PATH: '/nonexistent' } })).toEqual({
      status: 1,
      message: 'netloom-agent: wg is missing: install the wireguard-tools package',
      wroteState: false,
    });
  });

  test('a user who is not root', () => {
    // The single-file agent needs nothing beside it: a copy anyone can read runs as nobody wherever the checkout is.
    const open = mkdtempSync(join(tmpdir(), 'netloom-agent-copy-'));
    chmodSync(open, 0o755);
    copyFileSync(AGENT, join(open, 'netloom-agent.mjs'));
    chmodSync(join(open, 'netloom-agent.mjs'), 0o755);
    const nobody = ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups'];
    try {
      expect(tryJoin(['--token', validKey], { as: nobody, agent: join(open, 'netloom-agent.mjs') })).toEqual({
        status: 1,
        message: 'netloom-agent: netloom-agent must run as root: it configures network interfaces',
        wroteState: false,
      });
      // The identity is root's alone: `status` as anyone else says so instead of claiming the host never joined.
      const stateDir = join(open, 'state');
      mkdirSync(stateDir, { mode: 0o755 });
      writeFileSync(join(stateDir, 'agent.json'), '{}', { mode: 0o600 });
      const status = spawnSync(
        nobody[0],
        [...nobody.slice(1), process.execPath, join(open, 'netloom-agent.mjs'), 'status', '--state-dir', stateDir],
        { encoding: 'utf8' },
      );
      expect(status.status).toBe(1);
      expect(status.stderr.trim()).toBe(
        `netloom-agent: cannot read ${stateDir}/agent.json: EACCES: permission denied, open '${stateDir}/agent.json' (it is readable by root only)`,
      );
    } finally {
      rmSync(open, { recursive: true, force: true });
    }
  });

  test('a host that has joined already', () => {
    const stateDir = join(stateRoot, 'joined');
    mkdirSync(stateDir);
    writeFileSync(join(stateDir, 'agent.json'), '{}');
    const run = spawnSync(process.execPath, [AGENT, 'join', '--token', validKey, '--state-dir', stateDir], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `netloom-agent: this host has already joined (${stateDir}/agent.json): use netloom-agent run, or netloom-agent leave first`,
    );
  });
});
