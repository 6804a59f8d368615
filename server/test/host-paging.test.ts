import { hostRowsPageSchema, networkUserGroupId, type ApiHost, type HostRowsPage } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAccount, createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { errorBody, request } from './support/http';
import {
  byEach,
  byName,
  byText,
  OTHER,
  PAGING,
  seedPagingFixture,
  unpagedHosts,
  unpagedNodes,
  type PagingFixture,
} from './support/paging-fixture';
import { useServer } from './support/server';

const naturalOrder = byEach<ApiHost>(
  byName,
  byText((host) => host.id),
);

describe.each(backends)('paged host rows ($name)', (backend) => {
  const server = useServer(backend);
  let admin: string;
  let member: string;
  let fixture: PagingFixture;
  let hosts: ApiHost[];

  beforeAll(async () => {
    admin = await createSuperAdmin(server());
    fixture = await seedPagingFixture(server(), admin);
    member = await addAccount(server(), 'paging-member', 'platform-user', [networkUserGroupId(PAGING.netid)]);
    hosts = [...(await unpagedHosts(server(), admin))].sort(naturalOrder);
  });

  const page = async (query: string, token = admin): Promise<HostRowsPage> => {
    const reply = await request(server(), 'GET', `/api/v2/host-rows?${query}`, { token });
    expect(reply.status, reply.text).toBe(200);
    return hostRowsPageSchema.parse(reply.body);
  };
  const idsOf = (page: HostRowsPage) => page.rows.map((row) => row.host.id);

  it('pages through every host in natural name order, each with its nodes as the unpaged lists have them', async () => {
    const nodes = [
      ...(await unpagedNodes(server(), admin, PAGING.netid)),
      ...(await unpagedNodes(server(), admin, OTHER.netid)),
    ].filter((node) => !node.is_static);
    const seen: HostRowsPage['rows'] = [];
    for (let offset = 0; offset < hosts.length; offset += 9) {
      const window = await page(`limit=9&offset=${offset}`);
      expect(window).toMatchObject({ total: hosts.length, all: hosts.length, offset });
      seen.push(...window.rows);
    }
    expect(seen.map((row) => row.host)).toEqual(hosts);
    for (const row of seen) {
      const own = nodes.filter((node) => node.hostid === row.host.id).sort(byText((node) => node.id));
      expect(row.nodes).toEqual(own);
    }
    expect(seen.find((row) => row.host.id === fixture.sharedHost)?.nodes).toHaveLength(2);
    expect((await page(`offset=${hosts.length}`)).rows).toEqual([]);
  });

  it('sorts by name the other way, ties by id the other way too', async () => {
    expect(idsOf(await page('order=desc&limit=500'))).toEqual(hosts.map((host) => host.id).reverse());
  });

  it('searches names, endpoints, public keys and ids, case aside', async () => {
    const target = hosts[7];
    const searches = [
      'NODE-1',
      '198.51.100.1',
      '2001:db8::',
      target.publickey.slice(3, 12).toUpperCase(),
      target.id.slice(0, 8),
    ];
    for (const search of searches) {
      const term = search.toLowerCase();
      const expected = hosts.filter((host) =>
        [host.name, host.endpointip, host.endpointipv6, host.publickey, host.id].some((text) =>
          text.toLowerCase().includes(term),
        ),
      );
      const window = await page(`search=${encodeURIComponent(search)}&limit=500`);
      expect(idsOf(window), search).toEqual(expected.map((host) => host.id));
      expect(window).toMatchObject({ total: expected.length, all: hosts.length });
    }
  });

  it('shows a network member the hosts in its networks, with their nodes there only', async () => {
    const visible = (await unpagedHosts(server(), member)).sort(naturalOrder);
    expect(visible.map((host) => host.id)).not.toContain(fixture.otherOnlyHosts[0]);
    const window = await page('limit=500', member);
    expect(window).toMatchObject({ total: visible.length, all: visible.length });
    expect(window.rows.map((row) => row.host)).toEqual(visible);
    expect(window.rows.flatMap((row) => row.nodes).every((node) => node.network === PAGING.netid)).toBe(true);
    expect(window.rows.find((row) => row.host.id === fixture.sharedHost)?.nodes).toHaveLength(1);
  });

  it('shows a platform user without networks no host', async () => {
    const loner = await addAccount(server(), 'paging-loner', 'platform-user');
    expect(await page('search=node', loner)).toEqual({ total: 0, offset: 0, all: 0, rows: [] });
  });

  it('lets a network member read node rows of its network only', async () => {
    const own = await request(server(), 'GET', `/api/v2/networks/${PAGING.netid}/node-rows?limit=1`, { token: member });
    expect(own.status).toBe(200);
    for (const path of ['node-rows', 'node-keys']) {
      const reply = await request(server(), 'GET', `/api/v2/networks/${OTHER.netid}/${path}`, { token: member });
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual(errorBody(403, `only members of network ${OTHER.netid} can list its nodes`));
    }
  });

  it.each([
    ['sort=address', 'sort: expected one of "name"'],
    ['limit=1000', 'limit: must be a whole number from 1 to 500'],
    ['kind=netclient', 'query: Unrecognized key: "kind"'],
  ])('answers 400 for %s', async (query, message) => {
    const reply = await request(server(), 'GET', `/api/v2/host-rows?${query}`, { token: admin });
    expect(reply.body).toEqual(errorBody(400, message));
  });
});
