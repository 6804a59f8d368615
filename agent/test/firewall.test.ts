import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DesiredFirewall } from '../src/desired';
import { describeMesh } from './support/describe-mesh';
import { MeshLab } from './support/mesh-lab';

describeMesh('nftables firewall', () => {
  const lab = new MeshLab();
  let host: string;

  const listTables = async (): Promise<string[]> => {
    const listing = JSON.parse(await lab.inside(host, 'nft', ['-j', 'list', 'tables'])) as {
      nftables: { table?: { family: string; name: string } }[];
    };
    return listing.nftables.flatMap((entry) => (entry.table ? [`${entry.table.family} ${entry.table.name}`] : []));
  };

  const tableLines = async (): Promise<string[]> =>
    (await lab.inside(host, 'nft', ['list', 'table', 'inet', 'netloom']))
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');

  beforeAll(async () => {
    host = await lab.addNamespace('fw');
  });

  afterAll(() => lab.cleanUp());

  it('keeps exactly one table with the forwarding and masquerade rules, however often it is applied', async () => {
    const desired: DesiredFirewall = {
      interfaceName: 'netloom0',
      forwarding: true,
      egress: [
        { source: '10.77.0.0/24', destination: '198.18.6.0/24', nat: true },
        { source: '10.77.0.0/24', destination: '0.0.0.0/0', nat: true },
        { source: '10.77.0.0/24', destination: '198.18.7.0/24', nat: false },
        { source: 'fd77::/64', destination: 'fd78::/64', nat: true },
      ],
    };
    await lab.call(host, 'applyFirewall', desired);
    await lab.call(host, 'applyFirewall', desired);

    expect(await listTables()).toEqual(['inet netloom']);
    expect(await tableLines()).toEqual([
      'table inet netloom {',
      'chain forward {',
      'type filter hook forward priority filter; policy accept;',
      'iifname "netloom0" accept',
      'oifname "netloom0" ct state established,related accept',
      '}',
      'chain postrouting {',
      'type nat hook postrouting priority srcnat; policy accept;',
      'ip saddr 10.77.0.0/24 ip daddr 198.18.6.0/24 oifname != "netloom0" masquerade',
      'ip saddr 10.77.0.0/24 oifname != "netloom0" masquerade',
      'ip6 saddr fd77::/64 ip6 daddr fd78::/64 oifname != "netloom0" masquerade',
      '}',
      '}',
    ]);
    expect((await lab.inside(host, 'cat', ['/proc/sys/net/ipv4/ip_forward'])).trim()).toBe('1');
  });

  it('keeps only the forward chain when no range is masqueraded', async () => {
    await lab.call(host, 'applyFirewall', {
      interfaceName: 'netloom0',
      forwarding: true,
      egress: [{ source: '10.77.0.0/24', destination: '198.18.6.0/24', nat: false }],
    });

    expect((await tableLines()).filter((line) => line.startsWith('chain'))).toEqual(['chain forward {']);
  });

  it('removes the table when there is nothing to do, and when asked, without complaint when it is gone', async () => {
    await lab.call(host, 'applyFirewall', { interfaceName: 'netloom0', forwarding: false, egress: [] });
    expect(await listTables()).toEqual([]);

    await lab.call(host, 'applyFirewall', { interfaceName: 'netloom0', forwarding: true, egress: [] });
    expect(await listTables()).toEqual(['inet netloom']);
    await lab.call(host, 'removeFirewall');
    await lab.call(host, 'removeFirewall');
    expect(await listTables()).toEqual([]);
  });

  it('refuses a range that is not a CIDR instead of writing it into the ruleset', async () => {
    await expect(
      lab.call(host, 'applyFirewall', {
        interfaceName: 'netloom0',
        forwarding: true,
        egress: [{ source: '10.77.0.0/24; flush ruleset', destination: '0.0.0.0/0', nat: true }],
      }),
    ).rejects.toThrow('The egress range 10.77.0.0/24; flush ruleset is not a CIDR');
  });
});
