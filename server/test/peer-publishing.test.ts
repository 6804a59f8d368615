import { hostPeerUpdateSchema, type HostPeerUpdate } from '@netloom/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createPolicy, tagPolicy } from './support/acl-fixtures';
import { backends } from './support/backends';
import { onlyNode, useNetworkOfHosts } from './support/gateway-network';
import { checkIn, hostToken, registerHost, type RegisteredHost } from './support/host-client';
import { request } from './support/http';
import { createNetwork, defaultKeyToken } from './support/keys';
import type { TestServer } from './support/server';
import { untilBrokerConnected } from './support/status';
import { createTags } from './support/tags';
import { subscribeToPeerUpdates, type PeerUpdateInbox } from './support/peer-subscription';
import type { MeshChange } from '../src/mesh/peer-publisher';

const NETID = 'narrowed';

/** The host's update worked out from scratch now (the pull path reads everything again). */
async function pulled(server: TestServer, host: RegisteredHost): Promise<HostPeerUpdate> {
  const reply = await request(server, 'GET', '/api/v1/host', { token: await hostToken(server.url, host.credentials) });
  expect(reply.status, reply.text).toBe(200);
  return hostPeerUpdateSchema.parse(reply.body);
}

// The publisher works out only the hosts a change may reach; whatever it skips must already hold
// what a full computation gives. After each change, every host's last update is compared with it.
describe.each(backends)('hosts kept current by the narrowed publisher ($name)', (backend) => {
  const network = useNetworkOfHosts(
    backend,
    { netid: NETID, addressrange: '10.62.0.0/24' },
    [1, 2, 3, 4, 5].map((octet) => ({ endpointip: `198.51.100.${octet}`, listenport: 51820 + octet })),
  );
  const { server } = network;
  const hosts: RegisteredHost[] = [];
  const inboxes = new Map<string, PeerUpdateInbox>();

  async function follow(host: RegisteredHost): Promise<void> {
    await checkIn(server().url, host.credentials);
    hosts.push(host);
    inboxes.set(host.host.id, await subscribeToPeerUpdates(server(), host));
  }

  /** Waits until every host holds what a full computation gives it; returns how many updates each was sent meanwhile. */
  async function everyHostCurrent(): Promise<number[]> {
    const before = hosts.map((host) => inboxes.get(host.host.id)!.updates.length);
    for (const host of hosts) {
      const expected = await pulled(server(), host);
      await expect
        .poll(() => inboxes.get(host.host.id)!.updates.at(-1), { timeout: 5000, interval: 50 })
        .toEqual(expected);
    }
    // Anything else published for this change arrives within the debounce.
    await new Promise((resolve) => setTimeout(resolve, 800));
    return hosts.map((host, index) => inboxes.get(host.host.id)!.updates.length - before[index]);
  }

  const nodeOf = (index: number) => onlyNode(hosts[index]).id;
  const admin = (method: string, path: string, json?: unknown) =>
    request(server(), method, path, { token: network.token, json }).then((reply) => {
      expect(reply.status, reply.text).toBe(200);
      return reply;
    });

  async function switchAllNodes(enabled: boolean): Promise<void> {
    const listed = await admin('GET', `/api/v1/acls?network=${NETID}`);
    const allNodes = (listed.body as { Response: { id: string }[] }).Response.find(
      (policy) => policy.id === `${NETID}.all-nodes`,
    );
    await admin('PUT', `/api/v1/acls?network=${NETID}`, { ...allNodes, enabled });
  }

  afterAll(async () => {
    await Promise.all([...inboxes.values()].map((inbox) => inbox.client.endAsync()));
  });

  it('has sent every host what a full computation gives it', async () => {
    await untilBrokerConnected(server());
    for (const host of network.hosts) await follow(host);
    await everyHostCurrent();
  });

  it('sends a moved host to everyone else', async () => {
    await checkIn(server().url, hosts[1].credentials, { endpointip: '198.51.100.99' });
    expect(await everyHostCurrent()).toEqual([1, 1, 1, 1, 1]);
  });

  it('reads again the rows of a host changed without a word, once a change reaches it', async () => {
    // Rows of hosts no change names are kept between rounds; one changed some other way must still be read again.
    const checkedIn = new Date(Date.now() + 5000);
    await server()
      .db.updateTable('hosts')
      .set({ last_check_in: checkedIn.toISOString() })
      .where('id', '=', hosts[2].host.id)
      .execute();
    await checkIn(server().url, hosts[1].credentials, { endpointip: '198.51.100.98' });
    expect(await everyHostCurrent()).toEqual([1, 1, 1, 1, 1]);
    const held = inboxes.get(hosts[2].host.id)!.updates.at(-1)!;
    expect(held.nodes[0].lastcheckin).toBe(Math.floor(checkedIn.getTime() / 1000));
  });

  it('sends an edited node only to its own host, whose update shows it', async () => {
    await admin('PUT', `/api/nodes/${NETID}/${nodeOf(2)}`, { metadata: 'rack 7' });
    expect(await everyHostCurrent()).toEqual([0, 0, 1, 0, 0]);
  });

  it('sends a pair kept apart in the matrix to those two only', async () => {
    await admin('PUT', `/api/networks/${NETID}/acls/pair`, { source: nodeOf(0), target: nodeOf(1), allowed: false });
    expect(await everyHostCurrent()).toEqual([1, 1, 0, 0, 0]);
  });

  it('announces a change of access control as such, and an edit of a node as an edit of its network', async () => {
    const mesh = server().context.mesh;
    const changed = mesh.changed;
    const announced: MeshChange[] = [];
    mesh.changed = (change) => {
      announced.push(change);
      changed.call(mesh, change);
    };
    try {
      await admin('PUT', `/api/networks/${NETID}/acls/pair`, { source: nodeOf(0), target: nodeOf(1), allowed: true });
      // The hook runs once the response has gone out.
      await expect.poll(() => announced).toEqual([{ access: [NETID] }]);
      await admin('PUT', `/api/nodes/${NETID}/${nodeOf(2)}`, { metadata: 'rack 8' });
      await expect.poll(() => announced.at(-1)).toEqual({ networks: [NETID], neighboursOf: [] });
    } finally {
      mesh.changed = changed;
    }
    await everyHostCurrent();
  });

  it('follows policies: a policy among allowed nodes changes nobody, turning All Nodes off changes everyone', async () => {
    await createTags(server(), network.token, NETID, ['web']);
    await admin('PUT', `/api/nodes/${NETID}/${nodeOf(3)}`, { tags: { [`${NETID}.web`]: {} } });
    await everyHostCurrent();
    await createPolicy(server(), network.token, NETID, tagPolicy('web to web', [`${NETID}.web`], [`${NETID}.web`]));
    expect(await everyHostCurrent()).toEqual([0, 0, 0, 0, 0]);
    await switchAllNodes(false);
    expect(await everyHostCurrent()).toEqual([1, 1, 1, 1, 1]);
    await switchAllNodes(true);
    await everyHostCurrent();
  });

  it("sends a firewall a policy changed to its host alone when nobody's peers change", async () => {
    await switchAllNodes(false);
    const oneWay = (name: string, type: string) => ({
      name,
      policy_type: 'device-policy',
      src_type: [{ id: 'device', value: nodeOf(0) }],
      dst_type: [{ id: 'device', value: nodeOf(1) }],
      type,
      allowed_traffic_direction: 0,
    });
    await createPolicy(server(), network.token, NETID, oneWay('ssh to 1', 'SSH'));
    await everyHostCurrent();
    await createPolicy(server(), network.token, NETID, oneWay('https to 1', 'HTTPS'));
    expect(await everyHostCurrent()).toEqual([0, 1, 0, 0, 0]);
    const rules = Object.values(inboxes.get(hosts[1].host.id)!.updates.at(-1)!.fw_update.acl_rules);
    expect(rules.map((rule) => rule.allowed_ports).sort()).toEqual([['22'], ['443']]);
    await switchAllNodes(true);
    await everyHostCurrent();
  });

  it('follows nodes leaving and coming: disconnected, joined, deleted', async () => {
    await admin('PUT', `/api/nodes/${NETID}/${nodeOf(3)}`, { connected: false });
    await everyHostCurrent();
    const key = await defaultKeyToken(server(), network.token, NETID);
    await follow(await registerHost(server().url, key, { endpointip: '198.51.100.6', listenport: 51826 }));
    await everyHostCurrent();
    await admin('DELETE', `/api/nodes/${NETID}/${nodeOf(4)}?force=true`);
    await everyHostCurrent();
  });

  it('tells a relay that the host it relayed left by itself', async () => {
    const key = await defaultKeyToken(server(), network.token, NETID);
    const leaving = await registerHost(server().url, key, { endpointip: '198.51.100.8', listenport: 51828 });
    await follow(leaving);
    const relayed = onlyNode(leaving).id;
    await admin('POST', `/api/nodes/${NETID}/${nodeOf(0)}/createrelay`, {
      nodeid: nodeOf(0),
      netid: NETID,
      relayaddrs: [relayed],
    });
    await everyHostCurrent();
    const relayNode = () => inboxes.get(hosts[0].host.id)!.updates.at(-1)!.nodes[0];
    expect(relayNode().relaynodes).toEqual([relayed]);
    // The host leaving names only itself; the relay's record still changes (it relays nobody now).
    const left = await request(server(), 'PUT', `/api/v1/fallback/host/${leaving.host.id}`, {
      token: await hostToken(server().url, leaving.credentials),
      json: { Action: 'DELETE_HOST' },
    });
    expect(left.status, left.text).toBe(200);
    await inboxes.get(leaving.host.id)!.client.endAsync();
    inboxes.delete(leaving.host.id);
    hosts.pop();
    await everyHostCurrent();
    expect(relayNode().relaynodes).toEqual([]);
  });

  it('follows a second network of a host, and its deletion', async () => {
    await createNetwork(server(), network.token, { netid: `${NETID}-b`, addressrange: '10.63.0.0/24' });
    const key = await defaultKeyToken(server(), network.token, `${NETID}-b`);
    const { id, password } = hosts[0].credentials;
    await registerHost(server().url, key, { id, hostpass: password });
    await follow(await registerHost(server().url, key, { endpointip: '198.51.100.7', listenport: 51827 }));
    await everyHostCurrent();
    const networksHeld = () =>
      inboxes
        .get(id)!
        .updates.at(-1)!
        .nodes.map((node) => node.network);
    expect(networksHeld().sort()).toEqual([NETID, `${NETID}-b`]);
    await admin('DELETE', `/api/networks/${NETID}-b?force=true`);
    await everyHostCurrent();
    expect(networksHeld()).toEqual([NETID]);
  });
});
