import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from '../support/fixtures';
import type { LabHost } from '../support/mesh/lab';
import { adminCall, labServerUrl, overlayAddress, type ListedNode } from '../support/mesh/mesh-server';
import { within } from '../support/mesh/mesh-test';
import { NatGrid, type LabRouter } from '../support/mesh/nat-grid';
import { useMeshLab } from '../support/mesh/use-mesh-lab';

const NETID = 'natgrid';
const RANGE = '10.203.0.0/24';

interface ListedHost {
  id: string;
  name: string;
  endpointip: string;
  localaddress: string;
  wg_public_listen_port: number;
  nat_type: string;
}

// Hosts behind home routers, a cloud 1:1 NAT and one LAN shared by two hosts, with one host on the
// "internet" (the lab's bridge, where the server is): each learns from the server's STUN responder how
// it is seen from outside, and the pairs that can meet directly ping each other over the mesh.
test.describe.serial('hosts behind NAT', () => {
  const mesh = useMeshLab(NETID, RANGE, ['public']);
  const routers = new Map<string, LabRouter>();
  const hosts = new Map<string, LabHost>();
  let nodes: Map<string, ListedNode>;
  let listed: Map<string, ListedHost>;
  let joinedAt = 0;
  const host = (name: string) => hosts.get(name)!;
  const overlay = (name: string) => overlayAddress(nodes.get(name)!);

  test.beforeAll(() => {
    const { lab } = mesh();
    const grid = new NatGrid(lab);
    for (const [name, kind] of [
      ['easy1', 'easy'],
      ['easy2', 'easy'],
      ['cloud', 'one-to-one'],
      ['home', 'easy'],
    ] as const) {
      routers.set(name, grid.addRouter(name, kind));
    }
    hosts.set('public', mesh().hosts.get('public')!);
    for (const [name, router] of [
      ['e1', 'easy1'],
      ['e2', 'easy2'],
      ['o', 'cloud'],
      ['l1', 'home'],
      ['l2', 'home'],
    ] as const) {
      hosts.set(name, grid.addHost(name, routers.get(router)!));
    }
    const { server, token } = mesh();
    joinedAt = Date.now();
    for (const joining of hosts.values()) grid.join(joining, token, labServerUrl(lab, server));
  });

  const output = () => [...hosts.values()].map((each) => `--- ${each.name}\n${each.output}`).join('\n');

  test('each host learns its public endpoint and NAT type from the server, and its LAN address', async () => {
    const { lab, server } = mesh();
    await within(30_000, 'every host registered', () =>
      [...hosts.values()].every((each) => lab.agentCommand(each, ['status']).status === 0),
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${output()}`);
    });
    const ids = new Map([...hosts].map(([name, each]) => [lab.hostIdOf(each), name]));
    await within(20_000, 'every host reporting what STUN found', async () => {
      const all = (await adminCall(server, 'GET', '/api/hosts')) as ListedHost[];
      listed = new Map(all.flatMap((each) => (ids.has(each.id) ? [[ids.get(each.id)!, each]] : [])));
      return [...listed.values()].every((each) => each.nat_type !== '') && listed.size === hosts.size;
    }).catch((error: Error) => {
      throw new Error(`${error.message}\n${JSON.stringify([...(listed ?? new Map()).values()])}\n${output()}`);
    });
    expect(listed.get('public')).toMatchObject({ nat_type: 'public', endpointip: host('public').address });
    for (const [name, router] of [
      ['e1', 'easy1'],
      ['e2', 'easy2'],
      ['o', 'cloud'],
    ]) {
      expect(listed.get(name), name).toMatchObject({
        nat_type: 'behind_nat',
        endpointip: routers.get(router)!.publicAddress,
        localaddress: host(name).address,
      });
    }
    for (const name of ['l1', 'l2']) {
      expect(listed.get(name)).toMatchObject({
        endpointip: routers.get('home')!.publicAddress,
        localaddress: host(name).address,
      });
    }
    const status = lab.agentCommand(host('e1'), ['status']).output;
    expect(status).toContain(
      `endpoint:   ${routers.get('easy1')!.publicAddress}:${listed.get('e1')!.wg_public_listen_port}, behind a NAT that keeps its mapping`,
    );
  });

  test('pairs that can meet directly ping each other over the mesh: through home routers, a 1:1 NAT and one LAN', async () => {
    const { lab, server } = mesh();
    const listedNodes = (await adminCall(server, 'GET', `/api/nodes/${NETID}`)) as ListedNode[];
    nodes = new Map(
      [...hosts].map(([name, each]) => [name, listedNodes.find((node) => node.hostid === lab.hostIdOf(each))!]),
    );
    // Two hosts behind one router take turns for its ports, so either may get a new mapping per
    // destination: both reach each other over their LAN and everyone reachable from outside, and the
    // hosts behind other home routers only through a failover node.
    const pairs = [
      ['public', 'e1'],
      ['public', 'e2'],
      ['public', 'o'],
      ['public', 'l1'],
      ['public', 'l2'],
      ['e1', 'e2'],
      ['e1', 'o'],
      ['e2', 'o'],
      ['o', 'l1'],
      ['o', 'l2'],
      ['l1', 'l2'],
    ];
    await within(30_000, 'every pair pinging both ways', () =>
      pairs.every(([a, b]) => lab.pings(host(a).namespace, overlay(b)) && lab.pings(host(b).namespace, overlay(a))),
    ).catch((error: Error) => {
      const failing = pairs.filter(([a, b]) => !lab.pings(host(a).namespace, overlay(b), 2));
      throw new Error(`${error.message}; failing: ${JSON.stringify(failing)}\n${output()}`);
    });
    test.info().annotations.push({ type: 'join to every pair pinging', description: `${Date.now() - joinedAt} ms` });
  });

  test('hosts behind the same router dial each other at their LAN addresses', () => {
    const { lab } = mesh();
    const endpoints = lab.exec(host('l1').namespace, 'wg', ['show', host('l1').interfaceName, 'endpoints']).output;
    const l2Key = lab.publicKeyOf(host('l2'));
    expect(endpoints).toMatch(
      new RegExp(`${l2Key.replace(/[+/=]/g, '\\$&')}\\s+${host('l2').address.replaceAll('.', '\\.')}:\\d+`),
    );
    const fromOutside = lab.exec(host('public').namespace, 'wg', ['show', host('public').interfaceName, 'endpoints']);
    expect(fromOutside.output).toContain(`${routers.get('home')!.publicAddress}:`);
  });

  test('the device page says how the host is seen from outside: its NAT type, public endpoint and LAN address', async ({
    page,
  }) => {
    const { lab, server } = mesh();
    await signIn(page, ADMIN, server.url);
    await page.goto(`${server.url}/devices/${lab.hostIdOf(host('e1'))}`);
    const fact = (label: string) => page.getByText(label, { exact: true }).locator('xpath=..');
    await expect(fact('NAT type')).toContainText('Behind NAT: peers reach it directly');
    await expect(fact('Endpoint (IPv4)')).toContainText(routers.get('easy1')!.publicAddress);
    await expect(fact('LAN address')).toContainText(host('e1').address);
    await expect(fact('Public port')).toContainText(String(listed.get('e1')!.wg_public_listen_port));
  });
});
