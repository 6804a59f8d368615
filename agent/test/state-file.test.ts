import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AgentError } from '../src/agent-error';
import { readState, stateFile, writeState, type AgentState } from '../src/state/agent-state';
import { readStatus } from '../src/state/agent-status';
import { isInterfaceName } from '../src/state/interface-name';

const STATE: AgentState = {
  server: 'https://netloom.example.com',
  serverName: 'netloom.example.com',
  broker: 'wss://netloom.example.com/api/v1/mqtt',
  hostId: '6f1c2d4e-8a9b-4c3d-9e8f-0a1b2c3d4e5f',
  hostSecret: 'a-secret',
  privateKey: 'yAnz5TF+lXXJte14tji3zlMNq+hd2rYUIgJBgB3fBmk=',
  publicKey: 'xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=',
  interfaceName: 'netloom',
  endpoint: null,
};

describe('the state file', () => {
  let stateDir: string;
  beforeEach(async () => {
    stateDir = await mkdtemp(join(tmpdir(), 'netloom-state-'));
  });
  afterEach(async () => {
    await rm(stateDir, { recursive: true, force: true });
  });

  async function refusal(text: string): Promise<string> {
    await writeFile(stateFile(stateDir), text);
    const error: unknown = await readState(stateDir).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(AgentError);
    return (error as AgentError).message;
  }

  it('reads back what was written', async () => {
    await writeState(stateDir, STATE);
    expect(await readState(stateDir)).toEqual(STATE);
  });

  it('refuses a damaged or tampered file, naming it, what is wrong and what to do', async () => {
    const file = stateFile(stateDir);
    const todo =
      'restore it from a backup, or delete it, remove this host in the console (Hosts) and run netloom-agent join again';
    expect(await refusal('{"server": "https://netl')).toBe(`${file} is damaged (it is not JSON): ${todo}`);
    const tampered = (fields: Partial<Record<keyof AgentState, unknown>>) => JSON.stringify({ ...STATE, ...fields });
    expect(await refusal(tampered({ interfaceName: '../etc' }))).toBe(
      `${file} is damaged (interfaceName: must be 1 to 15 letters, digits or _=+.- (15: Linux IFNAMSIZ less its final zero), not . or ..): ${todo}`,
    );
    expect(await refusal(tampered({ privateKey: `${STATE.privateKey}\nListenPort = 1` }))).toMatch(
      /is damaged \(privateKey: must be a WireGuard key/,
    );
    expect(await refusal(tampered({ serverName: 'netloom/#' }))).toMatch(
      /is damaged \(serverName: must be a name without/,
    );
    expect(await refusal(tampered({ server: 'file:///etc/shadow' }))).toMatch(/is damaged \(server: must be an http/);
    expect(await refusal(tampered({ endpoint: '198.51.100.7:51821' }))).toMatch(/is damaged \(endpoint: must be an IP/);
    expect(await refusal(JSON.stringify({ ...STATE, hostId: undefined }))).toMatch(/is damaged \(hostId: /);
  });
});

describe('interface names', () => {
  it('takes what Linux takes, and nothing with a slash, a space, .. or over 15 characters', () => {
    for (const name of ['netloom', 'wg0', 'nl-lab.1', 'a'.repeat(15)]) expect(isInterfaceName(name)).toBe(true);
    for (const name of ['../x', 'a/b', 'net loom', '..', '.', '', 'a'.repeat(16), 'wg0\n']) {
      expect(isInterfaceName(name)).toBe(false);
    }
  });
});

describe('the status file when damaged', () => {
  let stateDir: string;
  beforeEach(async () => {
    stateDir = await mkdtemp(join(tmpdir(), 'netloom-status-'));
  });
  afterEach(async () => {
    await rm(stateDir, { recursive: true, force: true });
  });

  it('is refused with what to do, rather than used to stop a process it names', async () => {
    const file = join(stateDir, 'status.json');
    await writeFile(file, JSON.stringify({ pid: -1, startedAt: '', brokerConnected: false, latencies: {} }));
    await expect(readStatus(stateDir)).rejects.toThrow(
      `${file} is damaged (pid: Too small: expected number to be >0): delete it and restart the agent (systemctl restart netloom-agent), which writes it anew`,
    );
    await writeFile(file, 'garbage');
    await expect(readStatus(stateDir)).rejects.toThrow(`${file} is damaged (it is not JSON)`);
  });
});
