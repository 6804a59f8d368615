import type { HostPeerUpdate } from '@netloom/contract';
import type { MqttClient } from 'mqtt';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuperAdmin } from './support/accounts';
import { backends, type TestDatabase } from './support/backends';
import { networkOfHosts, onlyNode } from './support/gateway-network';
import { checkIn, type RegisteredHost } from './support/host-client';
import { request } from './support/http';
import { subscribeToPeerUpdates } from './support/peer-subscription';
import { asAdmin } from './support/postgres-admin';
import { unusedPort } from './support/ports';
import { startServer, type TestServer } from './support/server';
import { readStatus } from './support/status';

const NETID = 'shared';
const postgres = backends.find((backend) => backend.name === 'postgres');

/** A server on the shared database, telling the others it is reached at its own port. */
async function startReplica(database: TestDatabase): Promise<TestServer> {
  const port = await unusedPort();
  const server = await startServer(database, {
    NETLOOM_PORT: String(port),
    NETLOOM_REPLICA_URL: `http://127.0.0.1:${port}`,
  });
  await within(10_000, 'the server on its broker', async () => (await readStatus(server)).broker_connected);
  return server;
}

/** A host's peer updates on one server's broker, reconnecting by itself, with the last one at hand. */
async function watch(server: TestServer, host: RegisteredHost) {
  const inbox = await subscribeToPeerUpdates(server, host, 500);
  return { ...inbox, last: () => inbox.updates.at(-1) };
}

async function within<T>(ms: number, what: string, probe: () => T | Promise<T>): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(50);
  }
}

/** The hosts an update keeps as peers (a peer marked for removal is none). */
const peerKeys = (update: HostPeerUpdate | undefined) =>
  (update?.host_peers ?? []).filter((peer) => !peer.Remove).map((peer) => peer.PublicKey);

async function leaders(servers: TestServer[], token: string): Promise<boolean[]> {
  return Promise.all(
    servers.map(async (server) => {
      const reply = await request(server, 'GET', '/api/v2/server/replicas', { token });
      const self = (reply.body as { url: string; leader: boolean }[]).find((replica) => replica.url === server.url);
      return self?.leader ?? false;
    }),
  );
}

describe('peer updates with several servers on one PostgreSQL database', () => {
  it('runs where PostgreSQL is (npm test starts one; NETLOOM_TEST_DATABASE_URL names it)', () => {
    expect(postgres, 'these tests need PostgreSQL: set NETLOOM_TEST_DATABASE_URL').toBeDefined();
  });
  if (!postgres) return;

  let database: TestDatabase;
  let first: TestServer;
  let second: TestServer;
  let token: string;
  let hosts: RegisteredHost[];
  const clients: MqttClient[] = [];

  beforeAll(async () => {
    database = await postgres.createDatabase();
    first = await startReplica(database);
    second = await startReplica(database);
    token = await createSuperAdmin(first);
    hosts = await networkOfHosts(first, token, { netid: NETID, addressrange: '10.91.0.0/24' }, [
      { endpointip: '198.51.100.1', listenport: 51821 },
      { endpointip: '198.51.100.2', listenport: 51822 },
      { endpointip: '198.51.100.3', listenport: 51823 },
    ]);
    for (const host of hosts) await checkIn(first.url, host.credentials);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.endAsync()));
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it('has one leader, the first started, and says so on both', async () => {
    await within(5000, 'both listing the other', async () => {
      const reply = await request(second, 'GET', '/api/v2/server/replicas', { token });
      return (reply.body as unknown[]).length === 2;
    });
    expect(await leaders([first, second], token)).toEqual([true, false]);
  });

  it('gives a host connected to the server that does not lead its peers, and changes made on either within 2 s', async () => {
    const watcher = await watch(second, hosts[0]);
    clients.push(watcher.client);
    await within(2000, 'the retained update on the second server', () => peerKeys(watcher.last()).length === 2);

    const removed = onlyNode(hosts[1]);
    const sent = Date.now();
    const deleted = await request(second, 'DELETE', `/api/nodes/${NETID}/${removed.id}?force=true`, { token });
    expect(deleted.status, deleted.text).toBe(200);
    await within(
      2000,
      'the removal made through the second server',
      () => !peerKeys(watcher.last()).includes(hosts[1].host.publickey),
    );
    const viaSecond = Date.now() - sent;

    const moved = await request(first, 'PUT', `/api/hosts/${hosts[2].host.id}`, {
      token,
      json: { ...hosts[2].host, listenport: 52000 },
    });
    expect(moved.status, moved.text).toBe(200);
    await within(2000, 'the new port changed through the first server', () =>
      watcher.last()?.host_peers.some((peer) => peer.Endpoint === '198.51.100.3:52000'),
    );
    console.log(`a change made through the server that does not lead reached a host on it in ${viaSecond} ms`);
  });

  it('closes the broker connections a deleted host has on every server', async () => {
    const gone = await watch(second, hosts[1]);
    clients.push(gone.client);
    gone.client.options.reconnectPeriod = 0;
    const closed = new Promise<void>((resolve) => gone.client.once('close', () => resolve()));
    const deleted = await request(first, 'DELETE', `/api/hosts/${hosts[1].host.id}?force=true`, { token });
    expect(deleted.status, deleted.text).toBe(200);
    await Promise.race([closed, sleep(2000).then(() => Promise.reject(new Error('still connected after 2 s')))]);
  });

  it("tells every server a new server address, which they put in hosts' updates", async () => {
    const watcher = await watch(second, hosts[0]);
    clients.push(watcher.client);
    const saved = await request(first, 'PUT', '/api/v2/server/address', {
      token,
      json: { address: 'http://192.0.2.80:8081' },
    });
    expect(saved.status, saved.text).toBe(200);
    await within(2000, 'the second server using it', async () => {
      const reply = await request(second, 'GET', '/api/v2/server/address');
      return (reply.body as { address: string }).address === 'http://192.0.2.80:8081';
    });
    await within(3000, 'the hosts told', () => watcher.last()?.API === 'http://192.0.2.80:8081');
  });

  it('republishes through the server left when the leader goes, which then takes changes by itself', async () => {
    const watcher = await watch(second, hosts[2]);
    clients.push(watcher.client);
    await within(2000, 'the retained update', () => watcher.updates.length > 0);
    const before = watcher.updates.length;
    const gone = Date.now();
    await first.close();
    await within(10_000, 'the second server leading', async () => (await leaders([second], token))[0]);
    await within(10_000, 'the new leader publishing every host again', () => watcher.updates.length > before);
    console.log(`the remaining server led and republished ${Date.now() - gone} ms after the leader stopped`);

    const removed = onlyNode(hosts[0]);
    await request(second, 'DELETE', `/api/nodes/${NETID}/${removed.id}?force=true`, { token });
    await within(
      2000,
      'the removal published by the new leader',
      () => !peerKeys(watcher.last()).includes(hosts[0].host.publickey),
    );
  });

  it('keeps leading and hearing changes after its database connections are cut', async () => {
    const watcher = await watch(second, hosts[2]);
    clients.push(watcher.client);
    await within(2000, 'the retained update', () => watcher.updates.length > 0);
    const url = new URL(database.settings.DATABASE_URL!);
    const name = url.pathname.slice(1);
    const adminUrl = new URL(url);
    adminUrl.pathname = '/postgres';
    await asAdmin(
      adminUrl.toString(),
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
    );
    await within(10_000, 'leading again', async () => {
      try {
        return (await leaders([second], token))[0];
      } catch {
        return false;
      }
    });
    const before = watcher.updates.length;
    const moved = await request(second, 'PUT', `/api/hosts/${hosts[2].host.id}`, {
      token,
      json: { ...hosts[2].host, name: 'renamed-after-cut' },
    });
    expect(moved.status, moved.text).toBe(200);
    await within(3000, 'the rename published', () => watcher.updates.length > before);
    expect(watcher.last()?.host.name).toBe('renamed-after-cut');
  });
});
