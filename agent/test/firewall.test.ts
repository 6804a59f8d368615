import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Allowance, DesiredFilter, DesiredFirewall } from '../src/desired';
import { renderNetloomTable, replaceTableScript } from '../src/firewall/netloom-table';
import { describeMesh } from './support/describe-mesh';
import { MeshLab } from './support/mesh-lab';

const OPEN: DesiredFilter = { allowAll: true, overlay: ['10.77.0.0/24'], allowances: [], rules: 0 };

function firewall(fields: Partial<DesiredFirewall> = {}): DesiredFirewall {
  return { interfaceName: 'netloom0', forwarding: false, egress: [], filter: OPEN, ...fields };
}

const mesh = (fields: Partial<Allowance>): Allowance => ({
  scope: 'mesh',
  version: 4,
  sources: [],
  destinations: ['10.77.0.1/32'],
  protocol: 'tcp',
  ports: [],
  ...fields,
});

/** Rules that overlap as servers send them: a /24 and an address in it on the same port, `all` beside `tcp`. */
const RULES: DesiredFilter = {
  allowAll: false,
  overlay: ['10.77.0.0/24', 'fd77::/64'],
  allowances: [
    mesh({ sources: ['10.77.0.0/24'], ports: ['22'] }),
    mesh({ sources: ['10.77.0.5/32'], ports: ['20-25', '8000-8100'] }),
    mesh({ sources: ['10.77.0.9/32'], protocol: 'icmp' }),
    mesh({ version: 6, sources: ['fd77::2/128'], destinations: ['::/0'], protocol: 'all' }),
    mesh({
      scope: 'egress',
      sources: ['10.77.0.0/24'],
      destinations: ['198.18.6.0/24'],
      protocol: 'udp',
      ports: ['53'],
    }),
    mesh({ scope: 'egress', version: 6, sources: ['fd77::/64'], destinations: ['::/0'], ports: ['443'] }),
  ],
  rules: 6,
};

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

  const FILTER_HEAD = [
    'chain from_mesh {',
    'type filter hook prerouting priority mangle; policy accept;',
    'iifname != "netloom0" accept comment "only traffic from the mesh is filtered"',
    'ct direction reply accept comment "answers to flows this host started or passed on"',
    'ct state related accept comment "errors about flows already let through"',
  ];

  beforeAll(async () => {
    host = await lab.addNamespace('fw');
  });

  afterAll(() => lab.cleanUp());

  it('writes the rules into sets of disjoint elements, looked up from one chain that drops the rest', async () => {
    await lab.call(host, 'applyFirewall', firewall({ filter: RULES }));

    expect(await tableLines()).toEqual([
      'table inet netloom {',
      'set mesh_allowed_v4 {',
      'type ipv4_addr . ipv4_addr . inet_proto . inet_service',
      'flags interval',
      'elements = { 10.77.0.0-10.77.0.4 . 10.77.0.1 . tcp . 22,',
      '10.77.0.5 . 10.77.0.1 . tcp . 20-25,',
      '10.77.0.5 . 10.77.0.1 . tcp . 8000-8100,',
      '10.77.0.6-10.77.0.8 . 10.77.0.1 . tcp . 22,',
      '10.77.0.9 . 10.77.0.1 . icmp . 0-65535,',
      '10.77.0.9 . 10.77.0.1 . tcp . 22,',
      '10.77.0.10-10.77.0.255 . 10.77.0.1 . tcp . 22 }',
      '}',
      'set overlay_v4 {',
      'type ipv4_addr',
      'flags interval',
      'elements = { 10.77.0.0/24 }',
      '}',
      'set egress_allowed_v4 {',
      'type ipv4_addr . ipv4_addr . inet_proto . inet_service',
      'flags interval',
      'elements = { 10.77.0.0/24 . 198.18.6.0/24 . udp . 53 }',
      '}',
      'set mesh_allowed_v6 {',
      'type ipv6_addr . ipv6_addr . inet_proto . inet_service',
      'flags interval',
      'elements = { fd77::2 . ::/0 . 0-255 . 0-65535 }',
      '}',
      'set overlay_v6 {',
      'type ipv6_addr',
      'flags interval',
      'elements = { fd77::/64 }',
      '}',
      'set egress_allowed_v6 {',
      'type ipv6_addr . ipv6_addr . inet_proto . inet_service',
      'flags interval',
      'elements = { fd77::/64 . ::/0 . tcp . 443 }',
      '}',
      ...FILTER_HEAD,
      'fib daddr type local udp dport 51819 accept comment "path probes between agents"',
      'ip saddr . ip daddr . meta l4proto . th dport @mesh_allowed_v4 accept comment "allowed by an access rule"',
      'ip daddr != @overlay_v4 fib daddr type != local ip saddr . ip daddr . meta l4proto . th dport @egress_allowed_v4 accept comment "allowed out through this egress gateway"',
      'ip6 saddr . ip6 daddr . meta l4proto . th dport @mesh_allowed_v6 accept comment "allowed by an access rule"',
      'ip6 daddr != @overlay_v6 fib daddr type != local ip6 saddr . ip6 daddr . meta l4proto . th dport @egress_allowed_v6 accept comment "allowed out through this egress gateway"',
      'drop comment "no access rule allows it"',
      '}',
      '}',
    ]);
  });

  it('accepts everything from the mesh under allow_all, and keeps forwarding and masquerade for gateways', async () => {
    await lab.call(
      host,
      'applyFirewall',
      firewall({
        forwarding: true,
        egress: [
          { source: '10.77.0.0/24', destination: '198.18.6.0/24', nat: true },
          { source: '10.77.0.0/24', destination: '0.0.0.0/0', nat: true },
          { source: '10.77.0.0/24', destination: '198.18.7.0/24', nat: false },
          { source: 'fd77::/64', destination: 'fd78::/64', nat: true },
        ],
      }),
    );

    expect(await listTables()).toEqual(['inet netloom']);
    expect(await tableLines()).toEqual([
      'table inet netloom {',
      ...FILTER_HEAD,
      'accept comment "allow_all: the networks of this host let everything in"',
      '}',
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

  it('keeps exactly the same single table when the same firewall is applied again, as after a restart', async () => {
    await lab.call(host, 'applyFirewall', firewall({ filter: RULES, forwarding: true }));
    const before = await tableLines();
    await lab.call(host, 'applyFirewall', firewall({ filter: RULES, forwarding: true }));

    expect(await listTables()).toEqual(['inet netloom']);
    expect(await tableLines()).toEqual(before);
  });

  it('keeps the ruleset before whole when a firewall cannot be written', async () => {
    await lab.call(host, 'applyFirewall', firewall({ filter: RULES }));
    const before = await tableLines();

    const refusedByNft = {
      ...RULES,
      allowances: [...RULES.allowances, mesh({ sources: ['10.77.0.3/32'], ports: ['70000'] })],
    };
    await expect(lab.call(host, 'applyFirewall', firewall({ filter: refusedByNft }))).rejects.toThrow(
      'nft -f - failed',
    );
    expect(await tableLines()).toEqual(before);

    const notACidr = { ...RULES, allowances: [mesh({ sources: ['10.77.0.0/24; flush ruleset'] })] };
    await expect(lab.call(host, 'applyFirewall', firewall({ filter: notACidr }))).rejects.toThrow(
      '10.77.0.0/24; flush ruleset is not an IPv4 CIDR',
    );
    expect(await tableLines()).toEqual(before);
  });

  it('applies 1,000 rules as one transaction', async () => {
    const allowances = Array.from({ length: 1000 }, (_, index): Allowance => {
      const source = index % 10 === 0 ? `10.20.${index % 256}.0/24` : `10.20.${index >> 8}.${index & 255}/32`;
      if (index % 50 === 0) return mesh({ sources: [source], protocol: 'icmp' });
      return mesh({
        sources: [source],
        protocol: index % 2 === 0 ? 'tcp' : 'udp',
        ports: [String(1000 + index), `${20000 + index * 10}-${20000 + index * 10 + 5}`],
      });
    });
    const filter: DesiredFilter = { allowAll: false, overlay: ['10.77.0.0/24'], allowances, rules: 1000 };

    const renderStart = performance.now();
    const script = replaceTableScript(renderNetloomTable(firewall({ filter })));
    const renderMs = performance.now() - renderStart;
    const path = join(tmpdir(), `netloom-1000-rules-${lab.id}.nft`);
    await writeFile(path, script);
    const applyStart = performance.now();
    await lab.inside(host, 'nft', ['-f', path]);
    const applyMs = performance.now() - applyStart;

    const listing = JSON.parse(
      await lab.inside(host, 'nft', ['-j', 'list', 'set', 'inet', 'netloom', 'mesh_allowed_v4']),
    );
    const elements = (listing as { nftables: { set?: { elem?: unknown[] } }[] }).nftables.find((entry) => entry.set)
      ?.set?.elem;
    const written = script.split('\n').filter((line) => /^ {6}\S.* \. /.test(line));
    expect(elements?.length).toBe(written.length);
    console.log(
      `1,000 rules: ${elements?.length} set elements, rendered in ${renderMs.toFixed(0)} ms, applied with nft -f in ${applyMs.toFixed(0)} ms`,
    );
  });

  it('removes the table when asked, without complaint when it is gone', async () => {
    await lab.call(host, 'applyFirewall', firewall());
    expect(await listTables()).toEqual(['inet netloom']);
    await lab.call(host, 'removeFirewall');
    await lab.call(host, 'removeFirewall');
    expect(await listTables()).toEqual([]);
  });

  it('refuses an egress range that is not a CIDR instead of writing it into the ruleset', async () => {
    await expect(
      lab.call(
        host,
        'applyFirewall',
        firewall({
          forwarding: true,
          egress: [{ source: '10.77.0.0/24; flush ruleset', destination: '0.0.0.0/0', nat: true }],
        }),
      ),
    ).rejects.toThrow('The egress range 10.77.0.0/24; flush ruleset is not a CIDR');
  });
});
