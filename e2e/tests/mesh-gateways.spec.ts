import { expect, test } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { adminToken } from '../support/api';
import { sh, type LabHost, type MeshLab } from '../support/mesh/lab';
import { adminCall, joinAll, overlayAddress, type ListedNode } from '../support/mesh/mesh-server';
import { within } from '../support/mesh/mesh-test';
import { useMeshLab } from '../support/mesh/use-mesh-lab';
import type { Netloom } from '../support/netloom';

const NETID = 'gw';
const RANGE = '10.202.0.0/24';

// Gateways doing their work on real interfaces: a relay, an egress gateway, a remote-access gateway
// with an external client brought up from its downloaded config, and an internet gateway.
test.describe.serial('gateways in a real mesh', () => {
  const mesh = useMeshLab(NETID, RANGE, ['a', 'b', 'c', 'd', 'e']);
  let lab: MeshLab;
  let server: Netloom;
  /** a: relay and remote-access gateway; b: egress gateway; c: relayed by a; d: uses e as internet gateway. */
  let hosts: Record<'a' | 'b' | 'c' | 'd' | 'e', LabHost>;
  let nodes: Map<string, ListedNode>;
  const lanSubnet = `198.19.${2 + Math.floor(Math.random() * 120)}`;
  const internetSubnet = `198.19.${130 + Math.floor(Math.random() * 120)}`;

  const overlay = (name: keyof typeof hosts) => overlayAddress(nodes.get(name)!);
  const nodeId = (name: keyof typeof hosts) => nodes.get(name)!.id;
  const node = (name: keyof typeof hosts) => `/api/nodes/${NETID}/${nodeId(name)}`;

  test.beforeAll(async () => {
    ({ lab, server } = mesh());
    const get = (name: string) => mesh().hosts.get(name)!;
    hosts = { a: get('a'), b: get('b'), c: get('c'), d: get('d'), e: get('e') };
    // b's LAN and e's "internet": namespaces only reachable through them, which need no route back (NAT).
    const lan = lab.namespace('lan');
    lab.link(
      { namespace: hosts.b.namespace, address: `${lanSubnet}.1/24` },
      { namespace: lan, address: `${lanSubnet}.10/24` },
    );
    const internet = lab.namespace('inet');
    lab.link(
      { namespace: hosts.e.namespace, address: `${internetSubnet}.1/24` },
      { namespace: internet, address: `${internetSubnet}.10/24` },
    );
    nodes = await joinAll(lab, server, NETID, mesh().token, Object.values(hosts));
    await within(30_000, 'the mesh pinging', () => lab.pings(hosts.a.namespace, overlay('e')));
  });

  test('a relay carries the traffic of two hosts that cannot reach each other directly', async () => {
    const { a, b, c } = hosts;
    // c drops every UDP packet to or from b's endpoint: no direct WireGuard path between them.
    const rules = [
      'table inet blockb {',
      '  chain out { type filter hook output priority 0; ip daddr ' + b.address + ' meta l4proto udp drop; }',
      '  chain in { type filter hook input priority 0; ip saddr ' + b.address + ' meta l4proto udp drop; }',
      '}',
    ].join('\n');
    const file = join(tmpdir(), `netloom-block-${lab.tag}.nft`);
    writeFileSync(file, rules);
    sh('ip', ['netns', 'exec', c.namespace, 'nft', '-f', file]);
    await within(10_000, 'c cut off from b', () => !lab.pings(c.namespace, overlay('b')));
    await adminCall(server, 'POST', `${node('a')}/createrelay`, { relayaddrs: [nodeId('c')] });
    await within(10_000, 'c reaching b through a', () => lab.pings(c.namespace, overlay('b')));
    expect(lab.pings(b.namespace, overlay('c'))).toBe(true);
    expect(lab.peerKeys(c)).toEqual([lab.publicKeyOf(a)]);
    expect(lab.peerKeys(b)).not.toContain(lab.publicKeyOf(c));
  });

  test('an egress gateway lets mesh hosts reach a network behind it', async () => {
    expect(lab.pings(hosts.a.namespace, `${lanSubnet}.10`)).toBe(false);
    await adminCall(server, 'POST', `${node('b')}/creategateway`, { ranges: [`${lanSubnet}.0/24`], natenabled: 'yes' });
    await within(10_000, 'a reaching the LAN behind b', () => lab.pings(hosts.a.namespace, `${lanSubnet}.10`));
    await within(10_000, 'relayed c reaching the LAN behind b', () => lab.pings(hosts.c.namespace, `${lanSubnet}.10`));
  });

  test('an external client brings up the config downloaded from the API and reaches the mesh through the gateway', async () => {
    await adminCall(server, 'POST', `${node('a')}/createingress`, {});
    await adminCall(server, 'POST', `/api/extclients/${NETID}/${nodeId('a')}`, { clientid: 'laptop' });
    const response = await fetch(`${server.url}/api/extclients/${NETID}/laptop/file`, {
      headers: { Authorization: `Bearer ${await adminToken(server.url)}` },
    });
    expect(response.status).toBe(200);
    const config = await response.text();
    const client = lab.namespace('x');
    const address = `${lab.subnet}.40`;
    lab.link({ namespace: null, address: '' }, { namespace: client, address: `${address}/24` });
    const name = `nl${lab.tag}x`;
    // wg-quick reads the interface name from the file name.
    const file = join(mkdtempSync(join(tmpdir(), 'netloom-client-')), `${name}.conf`);
    writeFileSync(file, config);
    const stripped = `${file}.stripped`;
    writeFileSync(stripped, sh('wg-quick', ['strip', file]));
    lab.addInterface(client, name);
    sh('ip', ['netns', 'exec', client, 'wg', 'setconf', name, stripped]);
    const value = (key: string) => new RegExp(`^${key} = (.+)$`, 'm').exec(config)?.[1] ?? '';
    sh('ip', ['-n', client, 'addr', 'add', value('Address'), 'dev', name]);
    sh('ip', ['-n', client, 'link', 'set', name, 'mtu', value('MTU'), 'up']);
    for (const range of value('AllowedIPs').split(','))
      sh('ip', ['-n', client, 'route', 'add', range.trim(), 'dev', name]);
    await within(10_000, 'the client reaching b through a', () => lab.pings(client, overlay('b')));
    expect(lab.pings(client, overlay('a'))).toBe(true);
    expect(lab.pings(client, `${lanSubnet}.10`)).toBe(true);
  });

  test("an internet gateway carries a host's default route", async () => {
    const { d } = hosts;
    expect(lab.pings(d.namespace, `${internetSubnet}.10`)).toBe(false);
    await adminCall(server, 'POST', `${node('e')}/inet_gw`, { inet_node_client_ids: [nodeId('d')] });
    await within(10_000, 'd reaching the outside through e', () => lab.pings(d.namespace, `${internetSubnet}.10`));
    const route = lab.exec(d.namespace, 'ip', ['route', 'get', `${internetSubnet}.10`]).output;
    expect(route).toContain(`via ${overlay('e')} dev ${d.interfaceName}`);
    // The server and the other hosts are still reached directly.
    expect(lab.exec(d.namespace, 'ip', ['route', 'get', lab.serverAddress]).output).not.toContain(d.interfaceName);
    expect(lab.pings(d.namespace, overlay('a'))).toBe(true);
  });
});
