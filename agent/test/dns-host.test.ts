import { mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HostDns, type DesiredDns } from '../src/dns';
import type { Run } from '../src/dns/resolver-mode';
import { CommandError } from '../src/system/run';
import { askUdp, freePort, query, RCODE, udpExchange } from './support/dns-client';
import { encode } from 'dns-packet';

const ORIGINAL = Buffer.from('# the host as it was\nnameserver 192.168.1.1\nsearch home.arpa\n');

function desired(more: Partial<DesiredDns> = {}): DesiredDns {
  return {
    enabled: true,
    interfaceName: 'nl-test0',
    addresses: ['127.0.0.1'],
    zone: {
      entries: [
        { name: 'alpha.prod', network: 'prod', address: '10.1.0.1', address6: '' },
        { name: 'beta.prod', network: 'prod', address: '10.1.0.2', address6: '' },
      ],
      networks: [{ name: 'prod', ranges: ['10.1.0.0/16'] }],
      nameservers: [
        {
          match_domain: 'corp.example',
          ips: ['10.9.0.2'],
          is_search_domain: false,
          is_fallback: false,
          is_ad_domain: false,
        },
        {
          match_domain: 'office.example',
          ips: ['10.9.0.3'],
          is_search_domain: true,
          is_fallback: false,
          is_ad_domain: false,
        },
      ],
      local: ['10.1.0.1'],
    },
    ...more,
  };
}

describe("the host's DNS", () => {
  let folder: string;
  let resolvConf: string;
  let port: number;
  let commands: string[][];
  let resolvedWorks: boolean;
  const run: Run = async (program, args) => {
    commands.push([program, ...args]);
    if (!resolvedWorks) throw new CommandError(`${program} ${args.join(' ')}`, null, `${program} is not installed`);
    return '';
  };
  let dns: HostDns;

  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'netloom-host-dns-'));
    resolvConf = join(folder, 'resolv.conf');
    await writeFile(resolvConf, ORIGINAL);
    port = await freePort();
    commands = [];
    resolvedWorks = false;
    dns = new HostDns({ stateDir: join(folder, 'state'), port, resolvConfPath: resolvConf, run });
    await dns.start();
  });
  afterEach(async () => {
    await dns.stop();
    await rm(folder, { recursive: true, force: true });
  });

  it('serves the names and puts the block in a plain resolver file, then puts the file back on stop', async () => {
    await dns.apply(desired());
    expect(dns.report()).toEqual({ mode: 'file', listening: ['127.0.0.1'], names: 2, error: '' });
    expect(dns.names()).toEqual(['alpha.prod', 'beta.prod']);
    expect((await askUdp(query('beta.prod'), port)).packet.answers).toMatchObject([{ data: '10.1.0.2' }]);
    const text = await readFile(resolvConf, 'utf8');
    expect(text).toContain('\nnameserver 127.0.0.1\nsearch office.example home.arpa\n# netloom-agent: end\n');
    expect(text.endsWith('# netloom-agent: search home.arpa\n')).toBe(true);

    await dns.stop();
    expect(await readFile(resolvConf)).toEqual(ORIGINAL);
    expect(dns.report()).toEqual({ mode: 'off', listening: [], names: 0, error: '' });
    expect(await udpExchange(encode(query('beta.prod')), port, '127.0.0.1', 200)).toBeNull();
  });

  it('follows the update: a renamed or new name is answered, a removed one is not', async () => {
    await dns.apply(desired());
    const renamed = desired();
    renamed.zone.entries = [
      { name: 'alpha.prod', network: 'prod', address: '10.1.0.1', address6: '' },
      { name: 'gamma.prod', network: 'prod', address: '10.1.0.2', address6: '' },
    ];
    await dns.apply(renamed);
    expect((await askUdp(query('gamma.prod'), port)).packet.answers).toMatchObject([{ data: '10.1.0.2' }]);
    expect((await askUdp(query('beta.prod'), port)).rcode).toBe(RCODE.NXDOMAIN);
  });

  it('uses systemd-resolved when the resolver file is its own, and reverts the link on stop', async () => {
    await rm(resolvConf);
    await symlink('/run/systemd/resolve/stub-resolv.conf', resolvConf);
    resolvedWorks = true;
    await dns.apply(desired());
    await dns.apply(desired());
    expect(dns.report()).toMatchObject({ mode: 'resolved', error: '' });
    const link = [
      ['resolvectl', 'dns', 'nl-test0', `127.0.0.1:${port}`],
      ['resolvectl', 'domain', 'nl-test0', '~prod', '~corp.example', 'office.example'],
      ['resolvectl', 'default-route', 'nl-test0', 'false'],
    ];
    const status = ['resolvectl', 'status'];
    // The caches are flushed the first time (new names), not when nothing changed.
    expect(commands).toEqual([status, ...link, ['resolvectl', 'flush-caches'], status, ...link]);
    commands = [];
    await dns.stop();
    expect(commands).toEqual([['resolvectl', 'revert', 'nl-test0']]);
  });

  it('reports why the resolver is not pointed at the names, and serves them all the same', async () => {
    await rm(resolvConf);
    await symlink('../run/resolvconf/resolv.conf', resolvConf);
    await dns.apply(desired());
    expect(dns.report()).toEqual({
      mode: 'none',
      listening: ['127.0.0.1'],
      names: 2,
      error: `${resolvConf} is a symlink to ../run/resolvconf/resolv.conf, managed by another program: the mesh's names are served at 127.0.0.1:${port} but the host's resolver is not pointed at them`,
    });
    expect((await askUdp(query('alpha.prod'), port)).rcode).toBe(RCODE.NOERROR);
  });

  it('never points the resolver at an address it cannot answer on, and says which', async () => {
    await dns.apply(desired({ addresses: ['192.0.2.1'] }));
    expect(dns.report()).toEqual({
      mode: 'none',
      listening: [],
      names: 2,
      error: `cannot answer DNS on 192.0.2.1:${port}: the address is not (yet) on this host; no mesh address to answer DNS on`,
    });
    expect(await readFile(resolvConf)).toEqual(ORIGINAL);
    await dns.apply(desired({ addresses: ['192.0.2.1', '127.0.0.1'] }));
    expect(dns.report()).toMatchObject({ mode: 'file', listening: ['127.0.0.1'] });
    expect(dns.report().error).toMatch(/^cannot answer DNS on 192\.0\.2\.1/);
    expect(await readFile(resolvConf, 'utf8')).toContain('nameserver 127.0.0.1\n');
    expect(await readFile(resolvConf, 'utf8')).not.toContain('192.0.2.1');
  });

  it('reports a resolver file it cannot change without throwing, and keeps serving', async () => {
    await writeFile(join(folder, 'state'), 'not a folder');
    await dns.apply(desired());
    expect(dns.report()).toMatchObject({ mode: 'none', listening: ['127.0.0.1'], names: 2 });
    expect(dns.report().error).toMatch(/ENOTDIR|EEXIST/);
    expect(await readFile(resolvConf)).toEqual(ORIGINAL);
    expect((await askUdp(query('alpha.prod'), port)).rcode).toBe(RCODE.NOERROR);
  });

  it('serves nothing and puts the resolver back when DNS is off', async () => {
    await dns.apply(desired());
    await dns.apply(desired({ enabled: false }));
    expect(dns.report()).toEqual({ mode: 'off', listening: [], names: 0, error: '' });
    expect(await readFile(resolvConf)).toEqual(ORIGINAL);
    expect(await udpExchange(encode(query('alpha.prod')), port, '127.0.0.1', 200)).toBeNull();
  });

  it('repairs at start what a killed agent left', async () => {
    await dns.apply(desired());
    // The agent is killed: nothing is put back, the sockets go with the process.
    const restarted = new HostDns({
      stateDir: join(folder, 'state'),
      port: await freePort(),
      resolvConfPath: resolvConf,
      run,
    });
    await restarted.start();
    expect(await readFile(resolvConf)).toEqual(ORIGINAL);
    expect(await readdir(join(folder, 'state', 'dns'))).toEqual([]);
    expect(restarted.report()).toEqual({ mode: 'off', listening: [], names: 0, error: '' });
  });
});
