import { hostPeerUpdateSchema } from '@netloom/contract';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuperAdmin } from './support/accounts';
import { backends, type TestDatabase } from './support/backends';
import { networkOfHosts } from './support/gateway-network';
import { checkIn, hostToken, type RegisteredHost } from './support/host-client';
import { request } from './support/http';
import { startMosquitto, type Mosquitto } from './support/mosquitto';
import { startServer, type TestServer } from './support/server';
import { untilBrokerConnected } from './support/status';

// NETLOOM_BROKER_URL with Mosquitto: the server gives each host its own account, limited to its own topics.
describe.each(backends.slice(0, 1))('hosts on an external Mosquitto ($name)', (backend) => {
  let mosquitto: Mosquitto;
  let database: TestDatabase;
  let server: TestServer;
  let hosts: RegisteredHost[];
  let adminToken: string;
  beforeAll(async () => {
    mosquitto = await startMosquitto();
    database = await backend.createDatabase();
    server = await startServer(database, {
      NETLOOM_BROKER_URL: mosquitto.url,
      NETLOOM_BROKER_USERNAME: mosquitto.admin.username,
      NETLOOM_BROKER_PASSWORD: mosquitto.admin.password,
      NETLOOM_BROKER_HOST_ACCOUNTS: 'mosquitto-dynsec',
    });
    adminToken = await createSuperAdmin(server);
    hosts = await networkOfHosts(server, adminToken, { netid: 'outside', addressrange: '10.64.0.0/24' }, [{}, {}]);
    for (const host of hosts) await checkIn(server.url, host.credentials);
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
    await mosquitto?.stop();
  });

  const login = (host: RegisteredHost) =>
    mqtt.connectAsync(mosquitto.url, {
      username: host.credentials.id,
      password: host.credentials.password,
      reconnectPeriod: 0,
    });

  it('tells hosts to use it, and lets each read its own retained peer update there', async () => {
    await untilBrokerConnected(server);
    const [me, other] = hosts;
    expect(me.serverConfig).toMatchObject({ Broker: mosquitto.url, BrokerType: 'external' });
    const client = await login(me);
    try {
      const received = new Promise<unknown>((resolve) =>
        client.once('message', (_t, payload) => resolve(JSON.parse(payload.toString()))),
      );
      const [grant] = await client.subscribeAsync(`peers/host/${me.host.id}/${me.serverConfig.Server}`, { qos: 1 });
      expect(grant.qos).toBe(1);
      const update = hostPeerUpdateSchema.parse(await received);
      expect(update.host_peers.map((peer) => peer.PublicKey)).toEqual([other.host.publickey]);
      await expect(client.subscribeAsync(`peers/host/${other.host.id}/${me.serverConfig.Server}`)).rejects.toThrow(
        'Subscribe error',
      );
    } finally {
      await client.endAsync();
    }
  });

  it('takes the account of a host that leaves away', async () => {
    const leaving = hosts[1];
    const reply = await request(server, 'PUT', `/api/v1/fallback/host/${leaving.host.id}`, {
      token: await hostToken(server.url, leaving.credentials),
      json: { Action: 'DELETE_HOST' },
    });
    expect(reply.status, reply.text).toBe(200);
    await expect(login(leaving)).rejects.toThrow(/Not authorized|Bad username or password/);
  });

  it('closes the connection of a host an admin deletes', async () => {
    const [deleted] = hosts;
    const client = await login(deleted);
    try {
      const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
      const reply = await request(server, 'DELETE', `/api/hosts/${deleted.host.id}?force=true`, { token: adminToken });
      expect(reply.status, reply.text).toBe(200);
      const closedWithin = (ms: number) =>
        Promise.race([closed.then(() => true), new Promise((resolve) => setTimeout(resolve, ms, false))]);
      expect(await closedWithin(1000)).toBe(true);
    } finally {
      await client.endAsync(true);
    }
  });
});
