import { hostPeerUpdateSchema, PEER_TYPES, type HostPeerUpdate } from '@netloom/contract';
import type { MqttClient } from 'mqtt';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/backends';
import { onlyNode, useNetworkOfHosts } from './support/gateway-network';
import { checkIn, hostToken, type RegisteredHost } from './support/host-client';
import { errorBody, request } from './support/http';
import type { TestServer } from './support/server';
import { untilBrokerConnected } from './support/status';
import { subscribeToPeerUpdates, type PeerUpdateInbox } from './support/peer-subscription';

const NETID = 'pushed';

async function pull(server: TestServer, host: RegisteredHost, path = '/api/v1/host'): Promise<HostPeerUpdate> {
  const reply = await request(server, 'GET', path, { token: await hostToken(server.url, host.credentials) });
  expect(reply.status, reply.text).toBe(200);
  return hostPeerUpdateSchema.strict().parse(reply.body);
}

/** A host's MQTT subscription to its own peer updates, once the server is on its broker. */
async function subscribe(server: TestServer, host: RegisteredHost): Promise<PeerUpdateInbox> {
  await untilBrokerConnected(server);
  return subscribeToPeerUpdates(server, host);
}

const peerOf = (update: HostPeerUpdate, host: RegisteredHost) =>
  update.host_peers.find((peer) => peer.PublicKey === host.host.publickey);

describe.each(backends)('peer updates, pushed and pulled ($name)', (backend) => {
  const network = useNetworkOfHosts(
    backend,
    { netid: NETID, addressrange: '10.61.0.0/24' },
    [1, 2, 3, 4].map((octet) => ({ endpointip: `198.51.100.${octet}`, listenport: 51820 + octet })),
  );
  const { server } = network;
  let token: string;
  let hosts: RegisteredHost[];
  const clients: MqttClient[] = [];
  beforeAll(async () => {
    ({ token, hosts } = network);
    for (const host of hosts) await checkIn(server().url, host.credentials);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.endAsync()));
  });

  it('pulls one peer per other host with its address, endpoint and keepalive', async () => {
    const update = await pull(server(), hosts[0]);
    expect(update.host.id).toBe(hosts[0].host.id);
    expect(update.nodes.map((node) => node.address)).toEqual(['10.61.0.1/24']);
    expect(peerOf(update, hosts[1])).toEqual({
      PublicKey: hosts[1].host.publickey,
      Endpoint: '198.51.100.2:51822',
      AllowedIPs: ['10.61.0.2/32'],
      PersistentKeepaliveInterval: 20,
      ReplaceAllowedIPs: true,
      Remove: false,
    });
    expect(update.host_peers).toHaveLength(3);
  });

  it('serves the same update on the fallback path, and only to the host itself', async () => {
    expect(await pull(server(), hosts[0], `/api/v1/fallback/host/${hosts[0].host.id}`)).toEqual(
      await pull(server(), hosts[0]),
    );
    const reply = await request(server(), 'GET', `/api/v1/fallback/host/${hosts[1].host.id}`, {
      token: await hostToken(server().url, hosts[0].credentials),
    });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual(
      errorBody(403, `host ${hosts[0].host.id} can only act for itself, not for host ${hosts[1].host.id}`),
    );
  });

  it('keeps the last update retained on the host topic, equal to what a pull returns', async () => {
    const subscription = await subscribe(server(), hosts[0]);
    clients.push(subscription.client);
    await expect.poll(() => subscription.updates.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(subscription.updates.at(-1)).toEqual(await pull(server(), hosts[0]));
  });

  it('pushes a removal to the others within 2 s of a node being deleted, once for a burst of changes', async () => {
    const subscription = await subscribe(server(), hosts[0]);
    clients.push(subscription.client);
    await expect.poll(() => subscription.updates.length, { timeout: 5000 }).toBeGreaterThan(0);
    subscription.updates.length = 0;
    const gone = hosts[3];
    const started = Date.now();
    for (const metadata of ['one', 'two', 'three']) {
      const edit = await request(server(), 'PUT', `/api/nodes/${NETID}/${onlyNode(gone).id}`, {
        token,
        json: { metadata },
      });
      expect(edit.status, edit.text).toBe(200);
    }
    const deleted = await request(server(), 'DELETE', `/api/nodes/${NETID}/${onlyNode(gone).id}?force=true`, { token });
    expect(deleted.status, deleted.text).toBe(200);
    await expect.poll(() => subscription.updates.length, { timeout: 2000, interval: 20 }).toBe(1);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(peerOf(subscription.updates[0], gone)?.Remove ?? true).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(subscription.updates).toHaveLength(1);
  });

  it('sends the others new endpoints when a host reports that it moved', async () => {
    const subscription = await subscribe(server(), hosts[0]);
    clients.push(subscription.client);
    await expect.poll(() => subscription.updates.length, { timeout: 5000 }).toBeGreaterThan(0);
    await checkIn(server().url, hosts[1].credentials, { endpointip: '198.51.100.99' });
    await expect
      .poll(() => peerOf(subscription.updates.at(-1)!, hosts[1])?.Endpoint, { timeout: 2000, interval: 20 })
      .toBe('198.51.100.99:51822');
  });

  it("sends the others a host's new port when an admin changes it", async () => {
    const subscription = await subscribe(server(), hosts[0]);
    clients.push(subscription.client);
    await expect.poll(() => subscription.updates.length, { timeout: 5000 }).toBeGreaterThan(0);
    const edit = await request(server(), 'PUT', `/api/hosts/${hosts[1].host.id}`, {
      token,
      json: { isstaticport: true, listenport: 51999 },
    });
    expect(edit.status, edit.text).toBe(200);
    await expect
      .poll(() => peerOf(subscription.updates.at(-1)!, hosts[1])?.Endpoint, { timeout: 2000, interval: 20 })
      .toBe('198.51.100.99:51999');
  });

  it("names each address of the network by its host, and sends the others a host's new name", async () => {
    const addressOf = (host: RegisteredHost) => `${onlyNode(host).address.split('/')[0]}/32`;
    const identity = (host: RegisteredHost) => ({ id: onlyNode(host).id, type: PEER_TYPES.node, name: host.host.name });
    const present = hosts.slice(0, 3);
    expect((await pull(server(), hosts[0])).address_identity_map).toEqual(
      Object.fromEntries(present.map((host) => [addressOf(host), identity(host)])),
    );
    const subscription = await subscribe(server(), hosts[0]);
    clients.push(subscription.client);
    await expect.poll(() => subscription.updates.length, { timeout: 5000 }).toBeGreaterThan(0);
    const edit = await request(server(), 'PUT', `/api/hosts/${hosts[1].host.id}`, { token, json: { name: 'db-1' } });
    expect(edit.status, edit.text).toBe(200);
    await expect
      .poll(() => subscription.updates.at(-1)!.address_identity_map[addressOf(hosts[1])]?.name, {
        timeout: 2000,
        interval: 20,
      })
      .toBe('db-1');
  });

  it('lets a host leave for good: it is deleted and the others drop it', async () => {
    const leaving = hosts[2];
    const reply = await request(server(), 'PUT', `/api/v1/fallback/host/${leaving.host.id}`, {
      token: await hostToken(server().url, leaving.credentials),
      json: { Action: 'DELETE_HOST' },
    });
    expect(reply.status, reply.text).toBe(200);
    expect((await request(server(), 'GET', '/api/hosts', { token })).body).not.toContainEqual(
      expect.objectContaining({ id: leaving.host.id }),
    );
    const update = await pull(server(), hosts[0]);
    expect(peerOf(update, leaving)).toBeUndefined();
  });
});
