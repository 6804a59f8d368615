import type { HostPeerUpdate } from '@netloom/contract';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HostDns } from '../src/dns';
import { desiredDns } from '../src/sync/desired-dns';
import { followDns } from '../src/sync/dns-follow';
import type { AgentDns } from '../src/state/agent-status';
import { CommandError } from '../src/system/run';
import { askUdp, freePort, query } from './support/dns-client';
import { peerUpdate } from './support/peer-update';

const ORIGINAL = 'nameserver 192.168.1.1\n';

/** An update of a host whose node is at 127.0.0.1 (so the test can answer on it), with these names. */
function update(names: string[], changes: Partial<HostPeerUpdate> = {}): HostPeerUpdate {
  const base = peerUpdate();
  return {
    ...base,
    host: { ...base.host, dns: 'yes' },
    nodes: base.nodes.map((node) => ({ ...node, address: '127.0.0.1/8', networkrange: '127.0.0.0/8' })),
    dns_entries: names.map((name, index) => ({ name, network: 'lab', address: `10.10.0.${index + 1}`, address6: '' })),
    ...changes,
  };
}

describe('names following the updates', () => {
  let folder: string;
  let resolvConf: string;
  let port: number;
  let hostDns: HostDns;
  let told: [AgentDns, boolean][];
  let follow: (update: HostPeerUpdate) => Promise<void>;

  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'netloom-dns-follow-'));
    resolvConf = join(folder, 'resolv.conf');
    await writeFile(resolvConf, ORIGINAL);
    port = await freePort();
    const run = async (program: string, args: string[]): Promise<string> => {
      throw new CommandError(`${program} ${args.join(' ')}`, null, `${program} is not installed`);
    };
    hostDns = new HostDns({ stateDir: join(folder, 'state'), port, resolvConfPath: resolvConf, run });
    told = [];
    follow = followDns(hostDns, 'nl-follow', (dns, stateChanged) => told.push([dns, stateChanged]));
  });
  afterEach(async () => {
    await hostDns.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it('serves the names of the host networks, only when the server and the host setting say so', () => {
    const elsewhere = { name: 'x.elsewhere', network: 'elsewhere', address: '10.99.0.1', address6: '' };
    const both = update(['h1.lab']);
    const desired = desiredDns({ ...both, dns_entries: [...both.dns_entries, elsewhere] }, 'nl-follow');
    expect(desired).toMatchObject({ enabled: true, addresses: ['127.0.0.1'] });
    expect(desired.zone.entries.map((entry) => entry.name)).toEqual(['h1.lab']);
    expect(desiredDns(update(['h1.lab'], { ManageDNS: false }), 'nl-follow').enabled).toBe(false);
    const off = update(['h1.lab']);
    expect(desiredDns({ ...off, host: { ...off.host, dns: 'no' } }, 'nl-follow').enabled).toBe(false);
  });

  it('applies changed names, skips an update that changes none, and tells what the console shows apart', async () => {
    await follow(update(['h1.lab']));
    expect(told).toHaveLength(1);
    expect(told[0]).toEqual([
      { mode: 'file', listening: ['127.0.0.1'], names: 1, served: ['h1.lab'], error: '' },
      true,
    ]);
    expect((await askUdp(query('h1.lab'), port)).packet.answers).toMatchObject([{ data: '10.10.0.1' }]);

    await follow(update(['h1.lab']));
    expect(told).toHaveLength(1);

    await follow(update(['h1.lab', 'h2.lab']));
    expect(told).toHaveLength(2);
    expect(told[1][0].served).toEqual(['h1.lab', 'h2.lab']);
    expect(told[1][1]).toBe(false);

    const off = update(['h1.lab', 'h2.lab']);
    await follow({ ...off, host: { ...off.host, dns: 'no' } });
    expect(told[2]).toEqual([{ mode: 'off', listening: [], names: 0, served: [], error: '' }, true]);
    expect(await readFile(resolvConf, 'utf8')).toBe(ORIGINAL);
  });
});
