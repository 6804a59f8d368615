import { dashboardSchema, type ApiNode, type DashboardNetwork } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAccount, createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { networkOfHosts, onlyNode } from './support/gateway-network';
import { checkIn, registerHost, type RegisteredHost } from './support/host-client';
import { request } from './support/http';
import { createKey, createNetwork } from './support/keys';
import { createClient, createGateway } from './support/remote-access';
import { useServer } from './support/server';

/** A card with these counts; everything else zero. */
function card(
  netid: string,
  name: string,
  counts: { nodes?: Partial<DashboardNetwork['nodes']> } & Partial<Omit<DashboardNetwork, 'nodes'>>,
): DashboardNetwork {
  return {
    netid,
    name,
    nodes: { total: 0, healthy: 0, warning: 0, error: 0, offline: 0, ...counts.nodes },
    gateways: counts.gateways ?? { relays: 0, remote_access: 0, egress: 0, internet: 0 },
    clients: counts.clients ?? { total: 0, enabled: 0 },
  };
}

describe.each(backends)('the dashboard ($name)', (backend) => {
  const server = useServer(backend);
  let token: string;
  /** Hosts 0-3 of dash-a: checked in now, 10 minutes ago, an hour ago, never. */
  let hosts: RegisteredHost[];
  let nodes: ApiNode[];
  let shared: RegisteredHost;
  let branchHost: RegisteredHost;
  const post = async (path: string, json?: unknown) => {
    const reply = await request(server(), 'POST', path, { token, json });
    expect(reply.status, reply.text).toBe(200);
  };
  const checkedInAgo = async (host: RegisteredHost, seconds: number) => {
    const time = new Date(Date.now() - seconds * 1000).toISOString();
    await server().db.updateTable('hosts').set({ last_check_in: time }).where('id', '=', host.host.id).execute();
  };
  const dashboardOf = async (as: string) => {
    const reply = await request(server(), 'GET', '/api/v2/dashboard', { token: as });
    expect(reply.status, reply.text).toBe(200);
    return dashboardSchema.strict().parse(reply.body);
  };

  beforeAll(async () => {
    token = await createSuperAdmin(server());
    hosts = await networkOfHosts(server(), token, { netid: 'dash-a', addressrange: '10.191.0.0/24' }, [{}, {}, {}, {}]);
    nodes = hosts.map(onlyNode);
    await createNetwork(server(), token, { netid: 'dash-b', addressrange: '10.192.0.0/24', name: 'Branch' });
    await createNetwork(server(), token, { netid: 'dash-c', addressrange: '10.193.0.0/24' });
    const both = await createKey(server(), token, { networks: ['dash-a', 'dash-b'] });
    shared = await registerHost(server().url, both.token);
    branchHost = await registerHost(server().url, (await createKey(server(), token, { networks: ['dash-b'] })).token);
    await registerHost(server().url, (await createKey(server(), token, { networks: ['dash-c'] })).token);
    const { host: gatewayHost, gateway } = await createGateway(server(), token, 'dash-a');
    await createClient(server(), token, 'dash-a', gateway.id, { clientid: 'dash-phone' });
    await createClient(server(), token, 'dash-a', gateway.id, { clientid: 'dash-laptop', enabled: false });
    await post(`/api/nodes/dash-a/${nodes[0].id}/createrelay`, {
      nodeid: nodes[0].id,
      netid: 'dash-a',
      relayaddrs: [nodes[3].id],
    });
    await post(`/api/nodes/dash-a/${nodes[1].id}/creategateway`, { ranges: ['192.168.91.0/24'] });
    await post(`/api/nodes/dash-a/${nodes[2].id}/inet_gw`, { inet_node_client_ids: [] });
    for (const host of [hosts[0], gatewayHost, shared, branchHost]) await checkIn(server().url, host.credentials);
    await checkedInAgo(hosts[1], 600);
    await checkedInAgo(hosts[2], 3600);
    const branchNode = await server()
      .db.selectFrom('nodes')
      .select('id')
      .where('host_id', '=', branchHost.host.id)
      .executeTakeFirstOrThrow();
    await server().db.updateTable('nodes').set({ connected: 0 }).where('id', '=', branchNode.id).execute();
  });

  const dashA = (nodeCounts: Partial<DashboardNetwork['nodes']>) =>
    card('dash-a', '', {
      nodes: { total: 6, ...nodeCounts },
      gateways: { relays: 1, remote_access: 1, egress: 1, internet: 1 },
      clients: { total: 2, enabled: 1 },
    });
  const dashB = card('dash-b', 'Branch', { nodes: { total: 2, healthy: 1, offline: 1 } });
  const dashC = card('dash-c', '', { nodes: { total: 1, offline: 1 } });

  it("counts every network's nodes by status, its gateways and its clients, and the distinct hosts", async () => {
    expect(await dashboardOf(token)).toEqual({
      networks: [dashA({ healthy: 3, warning: 1, error: 1, offline: 1 }), dashB, dashC],
      hosts: 8,
    });
  });

  it('follows check-ins: a host checking in again is healthy, one gone quiet turns error', async () => {
    await checkIn(server().url, hosts[2].credentials);
    expect((await dashboardOf(token)).networks[0]).toEqual(dashA({ healthy: 4, warning: 1, offline: 1 }));
    await checkedInAgo(hosts[0], 3600);
    expect((await dashboardOf(token)).networks[0]).toEqual(dashA({ healthy: 3, warning: 1, error: 1, offline: 1 }));
    await checkIn(server().url, hosts[1].credentials);
    await checkIn(server().url, hosts[3].credentials);
    expect((await dashboardOf(token)).networks[0]).toEqual(dashA({ healthy: 5, error: 1 }));
  });

  it('counts a node most of whose peers did not answer its last report as a warning', async () => {
    await server()
      .db.insertInto('node_connectivity')
      .values({
        node_id: nodes[1].id,
        network: 'dash-a',
        measured: 3,
        unreachable: 2,
        reported_at: new Date().toISOString(),
      })
      .execute();
    expect((await dashboardOf(token)).networks[0]).toEqual(dashA({ healthy: 4, warning: 1, error: 1 }));
  });

  it("shows a network's user only their networks and the hosts in them", async () => {
    const branchUser = await addAccount(server(), 'dash-branch', 'platform-user', ['dash-b-network-user-grp']);
    expect(await dashboardOf(branchUser)).toEqual({ networks: [dashB], hosts: 2 });
    const auditor = await addAccount(server(), 'dash-auditor', 'auditor');
    expect((await dashboardOf(auditor)).networks.map((network) => network.netid)).toEqual([
      'dash-a',
      'dash-b',
      'dash-c',
    ]);
    const nobody = await addAccount(server(), 'dash-nobody', 'platform-user');
    expect(await dashboardOf(nobody)).toEqual({ networks: [], hosts: 0 });
  });
});
