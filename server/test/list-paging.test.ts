import {
  NODE_ROW_ROLES,
  NODE_STATUSES,
  nodeKeysSchema,
  nodeRowsPageSchema,
  type ApiHost,
  type ApiNode,
  type NodeRow,
  type NodeRowsPage,
} from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { errorBody, request } from './support/http';
import {
  addressRank,
  byEach,
  byName,
  byText,
  PAGING,
  seedPagingFixture,
  statusRank,
  unpagedHosts,
  unpagedNodes,
  type PagingFixture,
} from './support/paging-fixture';
import { useServer } from './support/server';

/** A row as the test expects it, from the unpaged lists: what the Nodes page built from them. */
interface ExpectedRow {
  key: string;
  name: string;
  /** What ties are broken by: the host's id, or the client's id. */
  tie: string;
  node: ApiNode;
  host: ApiHost | null;
  gatewayId: string;
  searched: string[];
}

const ROLE_FLAGS = {
  relay: 'isrelay',
  'remote-access': 'isingressgateway',
  egress: 'isegressgateway',
  'internet-gateway': 'isinternetgateway',
  failover: 'is_fail_over',
} as const;

describe.each(backends)('paged node rows ($name)', (backend) => {
  const server = useServer(backend);
  let token: string;
  let fixture: PagingFixture;
  let hostNodes: ExpectedRow[];
  let configFiles: ExpectedRow[];

  beforeAll(async () => {
    token = await createSuperAdmin(server());
    fixture = await seedPagingFixture(server(), token);
    const hosts = new Map((await unpagedHosts(server(), token)).map((host) => [host.id, host]));
    const nodes = await unpagedNodes(server(), token, PAGING.netid);
    hostNodes = nodes
      .filter((node) => !node.is_static)
      .map((node) => {
        const host = hosts.get(node.hostid) ?? null;
        const { endpointip = '', endpointipv6 = '', publickey = '' } = host ?? {};
        const searched = [host?.name ?? '', node.address, node.address6, node.id, endpointip, endpointipv6, publickey];
        return {
          key: node.id,
          name: host?.name ?? node.id,
          tie: node.hostid,
          node,
          host,
          gatewayId: node.relayedby,
          searched,
        };
      });
    configFiles = nodes
      .filter((node) => node.is_static && !node.is_user_node)
      .map((node) => {
        const client = node.static_node as { clientid: string; ingressgatewayid: string; publickey: string };
        const searched = [client.clientid, node.address, node.address6, client.publickey];
        return {
          key: client.clientid,
          name: client.clientid,
          tie: client.clientid,
          node,
          host: null,
          gatewayId: client.ingressgatewayid,
          searched,
        };
      });
  });

  const get = async (path: string, query: string) => {
    const reply = await request(server(), 'GET', `/api/v2/networks/${PAGING.netid}/${path}?${query}`, { token });
    expect(reply.status, reply.text).toBe(200);
    return reply.body;
  };
  const page = async (query: string): Promise<NodeRowsPage> => nodeRowsPageSchema.parse(await get('node-rows', query));
  const keysOf = (rows: readonly { key: string }[]) => rows.map((row) => row.key);
  const nameOrder = byEach<ExpectedRow>(
    byName,
    byText((row) => row.tie),
  );
  const sorted = (rows: ExpectedRow[], compare = nameOrder) => [...rows].sort(compare);

  it('pages through the host nodes in natural name order, every row as the unpaged lists have it', async () => {
    const expected = sorted(hostNodes);
    const seen: NodeRow[] = [];
    for (let offset = 0; offset < expected.length + 7; offset += 7) {
      const window = await page(`limit=7&offset=${offset}`);
      expect(window).toMatchObject({ total: expected.length, offset, counts: { netclient: 40, 'config-files': 5 } });
      expect(window.rows).toHaveLength(Math.max(0, Math.min(7, expected.length - offset)));
      seen.push(...window.rows);
    }
    expect(keysOf(seen)).toEqual(keysOf(expected));
    expect(seen.slice(0, 6).map((row) => row.name.toLowerCase())).toEqual([
      'alpha',
      'alpha',
      'beta_1',
      'beta-1',
      'beta.1',
      'host-0',
    ]);
    for (const [index, row] of seen.entries()) {
      const { node, host, name } = expected[index];
      expect(row).toMatchObject({ name, node, host });
    }
    const relayed = seen.find((row) => row.key === fixture.relayed[0]);
    expect(relayed).toMatchObject({ gateway_id: fixture.relay, gateway_name: 'alpha' });
    expect(seen.filter((row) => row.gateway_id !== '')).toHaveLength(2);
  });

  it.each(['name', 'address', 'status'] as const)('sorts by %s both ways, ties by name, then by host', async (sort) => {
    const first = {
      name: () => 0,
      address: (a: ExpectedRow, b: ExpectedRow) => addressRank(a.node.address) - addressRank(b.node.address),
      status: (a: ExpectedRow, b: ExpectedRow) => statusRank(a.node.status) - statusRank(b.node.status),
    }[sort];
    const ascending = sorted(hostNodes, byEach(first, nameOrder));
    expect(keysOf((await page(`sort=${sort}&limit=500`)).rows)).toEqual(keysOf(ascending));
    expect(keysOf((await page(`sort=${sort}&order=desc&limit=500`)).rows)).toEqual(keysOf(ascending.reverse()));
  });

  it('sorts nodes without an IPv4 address last, and statuses worst first', async () => {
    const byAddress = (await page('sort=address&limit=500')).rows;
    expect(byAddress.slice(-2).map((row) => row.node.address)).toEqual(['', '']);
    const byStatus = (await page('sort=status&limit=500')).rows.map((row) => row.node.status);
    expect([...new Set(byStatus)]).toEqual(['error', 'warning', 'offline', 'disconnected', 'online']);
    for (const query of ['sort=status', 'health=online', 'sort=address&search=10.160']) {
      expect(await page(`${query}&offset=100`), query).toMatchObject({ total: (await page(query)).total, rows: [] });
    }
  });

  it('keeps the gateways, the nodes behind one, the nodes of one relay and each role', async () => {
    const expectKeys = async (query: string, rows: ExpectedRow[]) => {
      const window = await page(`${query}&limit=500`);
      expect(keysOf(window.rows), query).toEqual(keysOf(sorted(rows)));
      expect(window.total).toBe(rows.length);
    };
    const isGateway = (row: ExpectedRow) => row.node.isrelay || row.node.isingressgateway || row.node.isinternetgateway;
    await expectKeys('gateway=gateways', hostNodes.filter(isGateway));
    await expectKeys(
      'gateway=has-gateway',
      hostNodes.filter((row) => row.gatewayId !== ''),
    );
    await expectKeys(
      `gateway_id=${fixture.relay}`,
      hostNodes.filter((row) => row.gatewayId === fixture.relay),
    );
    for (const role of NODE_ROW_ROLES) {
      await expectKeys(
        `role=${role}`,
        hostNodes.filter((row) => row.node[ROLE_FLAGS[role]]),
      );
    }
  });

  it.each(NODE_STATUSES)('keeps the nodes whose status is %s', async (health) => {
    const window = await page(`health=${health}&limit=500`);
    const expected = sorted(hostNodes.filter((row) => row.node.status === health));
    expect(keysOf(window.rows)).toEqual(keysOf(expected));
    expect(window.total).toBe(expected.length);
  });

  it.each([
    ['NODE-1', 'a name, case aside'],
    ['/16', 'an address as the lists show it, with its prefix'],
    ['10.160.1.1', 'an address'],
    ['fd16::1', 'an IPv6 address'],
    ['2001:db8::1', 'an IPv6 endpoint, case aside'],
    ['198.51.100.3', 'an endpoint'],
    ['beta_1', 'an underscore, not a wildcard'],
    ['%', 'a percent sign, not a wildcard'],
    ['   ', 'nothing'],
  ])('searches for %s (%s)', async (search) => {
    const term = search.trim().toLowerCase();
    const expected = sorted(hostNodes.filter((row) => row.searched.some((text) => text.toLowerCase().includes(term))));
    const window = await page(`search=${encodeURIComponent(search)}&limit=500`);
    expect(keysOf(window.rows)).toEqual(keysOf(expected));
    expect(window.total).toBe(expected.length);
  });

  it('searches in node ids and public keys, case aside', async () => {
    const target = hostNodes[3];
    for (const search of [target.key.slice(0, 13).toUpperCase(), target.host!.publickey.slice(2, 14).toLowerCase()]) {
      const window = await page(`search=${encodeURIComponent(search)}`);
      expect(keysOf(window.rows)).toContain(target.key);
      expect(window.total).toBeLessThanOrEqual(2);
    }
  });

  it('lists config files as static nodes, without the remote-access users, filtered and sorted alike', async () => {
    const window = await page('kind=config-files');
    expect(window.total).toBe(5);
    expect(window.rows.map((row) => row.name)).toEqual(['desk', 'laptop-2', 'laptop-10', 'Phone', 'tablet_1']);
    for (const row of window.rows) {
      expect(row).toEqual({
        key: row.name,
        name: row.name,
        gateway_id: fixture.ingress,
        gateway_name: 'beta-1',
        node: configFiles.find((file) => file.key === row.key)?.node,
        host: null,
      });
    }
    const offline = await page('kind=config-files&health=offline');
    expect(keysOf(offline.rows)).toEqual(['Phone']);
    const byAddress = await page('kind=config-files&sort=address&order=desc');
    expect(keysOf(byAddress.rows)).toEqual(
      keysOf(
        sorted(
          configFiles,
          byEach((a, b) => addressRank(a.node.address) - addressRank(b.node.address), nameOrder),
        ),
      ).reverse(),
    );
    expect((await page('kind=config-files&search=LAPTOP')).total).toBe(2);
    expect((await page('kind=config-files&gateway=gateways')).total).toBe(0);
    expect((await page(`kind=config-files&gateway_id=${fixture.ingress}`)).total).toBe(5);
    expect((await page('kind=config-files&role=relay')).total).toBe(0);
  });

  it('gives the keys of every matching row, in the query order, for selecting them all', async () => {
    const all = nodeKeysSchema.parse(await get('node-keys', ''));
    expect(all).toEqual({ total: 40, keys: keysOf(sorted(hostNodes)) });
    const relayed = nodeKeysSchema.parse(await get('node-keys', 'gateway=has-gateway&order=desc'));
    expect(relayed.keys).toEqual(keysOf(sorted(hostNodes.filter((row) => row.gatewayId !== ''))).reverse());
    const files = nodeKeysSchema.parse(await get('node-keys', 'kind=config-files&health=online'));
    expect(files).toEqual({ total: 4, keys: ['desk', 'laptop-2', 'laptop-10', 'tablet_1'] });
  });

  it.each([
    ['limit=0', 'limit: must be a whole number from 1 to 500'],
    ['limit=501', 'limit: must be a whole number from 1 to 500'],
    ['offset=-1', 'offset: must be a whole number from 0 to 1000000000'],
    [
      'offset=1.5&limit=x',
      'offset: must be a whole number from 0 to 1000000000; limit: must be a whole number from 1 to 500',
    ],
    ['sort=size', 'sort: expected one of "name", "address", "status"'],
    ['order=up', 'order: expected one of "asc", "desc"'],
    ['kind=phones', 'kind: expected one of "netclient", "config-files"'],
    ['gateway=some', 'gateway: expected one of "all", "gateways", "has-gateway"'],
    [
      'health=sick',
      'health: expected one of "all", "online", "offline", "warning", "error", "unknown", "disconnected"',
    ],
    ['role=boss', 'role: expected one of "relay", "remote-access", "egress", "internet-gateway", "failover"'],
    [`search=${'x'.repeat(201)}`, 'search: must have at most 200 characters'],
    ['colour=red', 'query: Unrecognized key: "colour"'],
  ])('answers 400 for %s', async (query, message) => {
    const reply = await request(server(), 'GET', `/api/v2/networks/${PAGING.netid}/node-rows?${query}`, { token });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(errorBody(400, message));
  });

  it('keeps the order when a host is renamed, a node moves or a config file gets another id', async () => {
    const host = hostNodes[20].host!;
    // The moved node needs an IPv4 address of its own, or the two without one would not both stay on top.
    const node = hostNodes.find((row) => row.node.address && row.host !== host)!.node;
    const renamed = await request(server(), 'PUT', `/api/hosts/${host.id}`, { token, json: { name: 'aaa-first' } });
    expect(renamed.status, renamed.text).toBe(200);
    expect((await page('limit=1')).rows[0].name).toBe('aaa-first');
    const moved = await request(server(), 'PUT', `/api/nodes/${PAGING.netid}/${node.id}`, {
      token,
      json: { address: '10.160.2.251' },
    });
    expect(moved.status, moved.text).toBe(200);
    const highest = (await page('sort=address&order=desc&limit=3')).rows;
    expect(highest[2].key, JSON.stringify(highest)).toBe(node.id);
    const file = configFiles.find((row) => row.key === 'laptop-2')!;
    const rekeyed = await request(server(), 'PUT', `/api/extclients/${PAGING.netid}/laptop-2`, {
      token,
      json: { ...(file.node.static_node as object), clientid: 'aaa-laptop' },
    });
    expect(rekeyed.status, rekeyed.text).toBe(200);
    expect(keysOf((await page('kind=config-files&limit=2')).rows)).toEqual(['aaa-laptop', 'desk']);
  });

  it('answers 400 for a window asked of the keys, and 404 for an unknown network', async () => {
    const keys = await request(server(), 'GET', `/api/v2/networks/${PAGING.netid}/node-keys?limit=10`, { token });
    expect(keys.body).toEqual(errorBody(400, 'query: Unrecognized key: "limit"'));
    for (const path of ['node-rows', 'node-keys']) {
      const reply = await request(server(), 'GET', `/api/v2/networks/ghost/${path}`, { token });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual(errorBody(404, 'network ghost not found'));
    }
  });
});
