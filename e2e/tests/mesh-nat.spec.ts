import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from '../support/fixtures';
import type { LabHost } from '../support/mesh/lab';
import { adminCall, labServerUrl, overlayAddress, type ListedNode } from '../support/mesh/mesh-server';
import { within } from '../support/mesh/mesh-test';
import { NatGrid, type LabRouter, type RouterKind } from '../support/mesh/nat-grid';
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

interface GridNode extends ListedNode {
  fail_over_peers: Record<string, unknown>;
  failed_over_by: string;
}

/** Routers in front of the hosts: home routers (easy), routers with random ports (hard), a 1:1 NAT, one LAN of two. */
const ROUTERS: [string, RouterKind][] = [
  ['easy1', 'easy'],
  ['easy2', 'easy'],
  ['hard1', 'hard'],
  ['hard2', 'hard'],
  ['cloud', 'one-to-one'],
  ['home', 'easy'],
];
/** Each host and its router; `public` sits on the "internet" itself and is the failover node. */
const BEHIND: [string, string][] = [
  ['e1', 'easy1'],
  ['e2', 'easy2'],
  ['h1', 'hard1'],
  ['h2', 'hard2'],
  ['o', 'cloud'],
  ['l1', 'home'],
  ['l2', 'home'],
];
const NAMES = ['public', ...BEHIND.map(([name]) => name)];
const PAIRS = NAMES.flatMap((a, index) => NAMES.slice(index + 1).map((b) => [a, b] as const));
/** Pairs that meet directly: the NATs in between keep their mappings, or one side takes anything. */
const DIRECT = ['e1-e2', 'public-e1', 'public-e2', 'public-h1', 'public-h2', 'public-o', 'e1-o', 'e2-o', 'h1-o'];
/** Pairs that only meet through the failover node: a new mapping per destination on at least one side. */
const THROUGH_FAILOVER = ['h1-h2', 'e1-h1', 'e1-h2', 'e2-h1', 'e2-h2'];

// A NAT grid: every pair of hosts behind home routers, routers with random ports, a cloud 1:1 NAT and
// one shared LAN connects, directly where the NATs allow and through the failover node where they don't;
// the mesh recovers when a path breaks, a router gets a new address or the failover node goes away.
test.describe.serial('hosts behind NAT', () => {
  const mesh = useMeshLab(NETID, RANGE, ['public']);
  const routers = new Map<string, LabRouter>();
  const hosts = new Map<string, LabHost>();
  let grid: NatGrid;
  let nodes: Map<string, GridNode>;
  let listed: Map<string, ListedHost>;
  let joinedAt = 0;
  const host = (name: string) => hosts.get(name)!;
  const overlay = (name: string) => overlayAddress(nodes.get(name)!);
  const pings = (a: string, b: string) =>
    mesh().lab.pings(host(a).namespace, overlay(b)) && mesh().lab.pings(host(b).namespace, overlay(a));
  const output = () => [...hosts.values()].map((each) => `--- ${each.name}\n${each.output}`).join('\n');
  const failing = (pairs: readonly (readonly [string, string])[]) =>
    pairs.filter(([a, b]) => !pings(a, b)).map(([a, b]) => `${a}-${b}`);

  /** Host name -> its host id, once known. */
  const hostIds = new Map<string, string>();
  /** The nodes as the server lists them now, by host name. */
  async function gridNodes(): Promise<Map<string, GridNode>> {
    const { lab, server } = mesh();
    for (const name of NAMES) if (!hostIds.has(name)) hostIds.set(name, lab.hostIdOf(host(name)));
    const all = (await adminCall(server, 'GET', `/api/nodes/${NETID}`)) as GridNode[];
    return new Map(NAMES.map((name) => [name, all.find((node) => node.hostid === hostIds.get(name))!]));
  }
  const failedOver = (found: Map<string, GridNode>, a: string, b: string) =>
    found.get(a)!.id in found.get(a)!.fail_over_peers || found.get(b)!.id in found.get(a)!.fail_over_peers;

  test.beforeAll(async () => {
    const { lab, server, token } = mesh();
    grid = new NatGrid(lab);
    for (const [name, kind] of ROUTERS) routers.set(name, grid.addRouter(name, kind));
    hosts.set('public', mesh().hosts.get('public')!);
    for (const [name, router] of BEHIND) hosts.set(name, grid.addHost(name, routers.get(router)!));
    // The public host joins first and an admin makes it the failover node, as one sets up a network.
    grid.join(host('public'), token, labServerUrl(lab, server));
    await within(30_000, 'the public host registered', () => lab.agentCommand(host('public'), ['status']).status === 0);
    const [publicNode] = (await adminCall(server, 'GET', `/api/nodes/${NETID}`)) as ListedNode[];
    await adminCall(server, 'POST', `/api/v1/node/${publicNode.id}/failover`);
    joinedAt = Date.now();
    for (const [name] of BEHIND) grid.join(host(name), token, labServerUrl(lab, server));
  });

  test('each host learns its public endpoint and NAT type from the server, and its LAN address', async () => {
    const { lab, server } = mesh();
    await within(30_000, 'every host registered', () =>
      NAMES.every((name) => lab.agentCommand(host(name), ['status']).status === 0),
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${output()}`);
    });
    const ids = new Map(NAMES.map((name) => [lab.hostIdOf(host(name)), name]));
    await within(20_000, 'every host reporting what STUN found', async () => {
      const all = (await adminCall(server, 'GET', '/api/hosts')) as ListedHost[];
      listed = new Map(all.flatMap((each) => (ids.has(each.id) ? [[ids.get(each.id)!, each]] : [])));
      return listed.size === NAMES.length && [...listed.values()].every((each) => each.nat_type !== '');
    }).catch((error: Error) => {
      throw new Error(`${error.message}\n${JSON.stringify([...(listed ?? new Map()).values()])}\n${output()}`);
    });
    expect(listed.get('public')).toMatchObject({ nat_type: 'public', endpointip: host('public').address });
    for (const [name, router] of BEHIND) {
      expect(listed.get(name), name).toMatchObject({
        endpointip: routers.get(router)!.publicAddress,
        localaddress: host(name).address,
      });
    }
    for (const name of ['e1', 'e2', 'o']) expect(listed.get(name)!.nat_type, name).toBe('behind_nat');
    for (const name of ['h1', 'h2']) expect(listed.get(name)!.nat_type, name).toBe('symmetric');
    const status = lab.agentCommand(host('e1'), ['status']).output;
    expect(status).toContain(
      `endpoint:   ${routers.get('easy1')!.publicAddress}:${listed.get('e1')!.wg_public_listen_port}, behind a NAT that keeps its mapping`,
    );
  });

  test('every pair pings over the mesh: directly where the NATs allow, through the failover node where not', async () => {
    nodes = await gridNodes();
    const direct = PAIRS.filter(([a, b]) => DIRECT.includes(`${a}-${b}`));
    await within(30_000, 'every direct pair pinging both ways', () => failing(direct).length === 0).catch(
      (error: Error) => {
        throw new Error(`${error.message}; failing: ${failing(direct).join(', ')}\n${output()}`);
      },
    );
    const directMs = Date.now() - joinedAt;
    await within(45_000, 'every pair pinging both ways', () => failing(PAIRS).length === 0).catch((error: Error) => {
      throw new Error(`${error.message}; failing: ${failing(PAIRS).join(', ')}\n${output()}`);
    });
    const allMs = Date.now() - joinedAt;
    test
      .info()
      .annotations.push(
        { type: 'join to every direct pair pinging', description: `${directMs} ms` },
        { type: 'join to every pair pinging', description: `${allMs} ms` },
      );
    const found = await gridNodes();
    for (const [a, b] of PAIRS) {
      if (DIRECT.includes(`${a}-${b}`)) expect(failedOver(found, a, b), `${a}-${b} direct`).toBe(false);
      if (THROUGH_FAILOVER.includes(`${a}-${b}`)) expect(failedOver(found, a, b), `${a}-${b} failed over`).toBe(true);
    }
    expect(found.get('h1')!.failed_over_by).toBe(found.get('public')!.id);
  });

  test('a host joining behind a home router pings a public peer within 5 s, and a peer behind random ports within 15 s', async () => {
    const { lab, server, token } = mesh();
    const joining = grid.addHost('e3', grid.addRouter('easy3', 'easy'));
    hosts.set('e3', joining);
    const started = Date.now();
    grid.join(joining, token, labServerUrl(lab, server));
    /** Its mesh address once it registered; '' before. */
    const nodeAddress = async (): Promise<string> => {
      if (lab.agentCommand(joining, ['status']).status !== 0) return '';
      const id = lab.hostIdOf(joining);
      const node = ((await adminCall(server, 'GET', `/api/nodes/${NETID}`)) as ListedNode[]).find(
        (candidate) => candidate.hostid === id,
      );
      return node ? overlayAddress(node) : '';
    };
    let address = '';
    const reaches = async (other: string) => {
      address ||= await nodeAddress();
      return (
        address !== '' && lab.pings(joining.namespace, overlay(other)) && lab.pings(host(other).namespace, address)
      );
    };
    await within(5_000, 'e3 and the public host pinging', () => reaches('public')).catch((error: Error) => {
      throw new Error(`${error.message}\n${joining.output}`);
    });
    const directMs = Date.now() - started;
    await within(15_000 - directMs, 'e3 and h1 pinging through the failover node', () => reaches('h1'));
    test
      .info()
      .annotations.push(
        { type: 'join to first ping, direct', description: `${directMs} ms` },
        { type: 'join to first ping, through the failover node', description: `${Date.now() - started} ms` },
      );
  });

  test('hosts behind the same router dial each other at their LAN addresses', () => {
    const { lab } = mesh();
    const endpoints = lab.exec(host('l1').namespace, 'wg', ['show', host('l1').interfaceName, 'endpoints']).output;
    const key = lab.publicKeyOf(host('l2')).replace(/[+/=]/g, '\\$&');
    expect(endpoints).toMatch(new RegExp(`${key}\\s+${host('l2').address.replaceAll('.', '\\.')}:\\d+`));
    expect(failedOver(nodes, 'l1', 'l2')).toBe(false);
  });

  test('a broken direct path moves to the failover node within 15 s, and back within 60 s once it works', async () => {
    test.setTimeout(150_000);
    const cut = grid.cut(routers.get('easy1')!, routers.get('easy2')!);
    const broken = Date.now();
    await within(
      15_000,
      'e1 and e2 pinging through the failover node',
      async () => failedOver(await gridNodes(), 'e1', 'e2') && pings('e1', 'e2'),
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${output()}`);
    });
    test.info().annotations.push({ type: 'path broken to pinging again', description: `${Date.now() - broken} ms` });
    cut.restore();
    const restored = Date.now();
    await within(60_000, 'e1 and e2 direct again', async () => !failedOver(await gridNodes(), 'e1', 'e2')).catch(
      (error: Error) => {
        const status = (name: string) => mesh().lab.agentCommand(host(name), ['status']).output;
        throw new Error(`${error.message}\n${status('e1')}\n${status('e2')}\n${output()}`);
      },
    );
    test.info().annotations.push({ type: 'path restored to direct again', description: `${Date.now() - restored} ms` });
    // It stays direct: no flapping back and forth.
    for (let look = 0; look < 10; look += 1) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(failedOver(await gridNodes(), 'e1', 'e2')).toBe(false);
      expect(pings('e1', 'e2')).toBe(true);
    }
  });

  test('a router that comes back with a new public address: its host finds it and the mesh recovers within 30 s', async () => {
    const { server } = mesh();
    const renumbered = Date.now();
    const address = grid.renumber(routers.get('easy2')!);
    const pairs = [
      ['e2', 'public'],
      ['e2', 'e1'],
      ['e2', 'o'],
      ['e2', 'h1'],
    ] as const;
    await within(30_000, 'e2 reachable again from everyone', () => failing(pairs).length === 0).catch(
      (error: Error) => {
        throw new Error(`${error.message}; failing: ${failing(pairs).join(', ')}\n${output()}`);
      },
    );
    test.info().annotations.push({ type: 'new address to recovered', description: `${Date.now() - renumbered} ms` });
    const all = (await adminCall(server, 'GET', '/api/hosts')) as ListedHost[];
    expect(all.find((each) => each.name === 'e2')?.endpointip).toBe(address);
  });

  test('without its failover node the pairs that need it are unreachable, saying why, and recover when it returns', async () => {
    const { lab } = mesh();
    await lab.stopAgent(host('public'));
    lab.agentCommand(host('public'), ['down']);
    await within(20_000, 'h1 and h2 apart', () => !pings('h1', 'h2'));
    await within(20_000, 'h1 saying the failover node is unreachable, and why', () =>
      /unreachable: .*failover node/.test(lab.agentCommand(host('h1'), ['status']).output),
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${lab.agentCommand(host('h1'), ['status']).output}`);
    });
    lab.startAgent(host('public'), ['run']);
    await within(60_000, 'h1 and h2 pinging through the failover node again', () => pings('h1', 'h2'));
  });

  test('the device page says how the host is seen from outside: its NAT type, public endpoint and LAN address', async ({
    page,
  }) => {
    const { lab, server } = mesh();
    await signIn(page, ADMIN, server.url);
    await page.goto(`${server.url}/devices/${lab.hostIdOf(host('h1'))}`);
    const fact = (label: string) => page.getByText(label, { exact: true }).locator('xpath=..');
    await expect(fact('NAT type')).toContainText(
      'Symmetric NAT: peers outside its LAN reach it through a failover node',
    );
    await expect(fact('Endpoint (IPv4)')).toContainText(routers.get('hard1')!.publicAddress);
    await expect(fact('LAN address')).toContainText(host('h1').address);
  });
});
