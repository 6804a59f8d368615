import mqtt from 'mqtt';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { registerHost, type RegisteredHost } from './support/host-client';
import { errorBody, request } from './support/http';
import { createNetwork, defaultKeyToken } from './support/keys';
import { unusedPort } from './support/ports';
import { useServer, withServer, type TestServer } from './support/server';
import { readStatus, untilBrokerConnected } from './support/status';

const mqttUrl = (server: TestServer) => `${server.url.replace(/^http/, 'ws')}/api/v1/mqtt`;

describe.each(backends)('the embedded MQTT broker ($name)', (backend) => {
  const server = useServer(backend);
  const serverLogin = () => {
    const { username, password } = server().context.broker.login;
    if (username === null || password === null) throw new Error('the embedded broker always has credentials');
    return { username, password };
  };

  it('has the server connected to it, as the status says', async () => {
    await untilBrokerConnected(server());
    expect(await readStatus(server())).toMatchObject({ broker_connected: true, is_broker_conn_open: true });
  });

  it('refuses a client with a wrong password', async () => {
    const connecting = mqtt.connectAsync(mqttUrl(server()), {
      username: serverLogin().username,
      password: 'not-the-password',
      reconnectPeriod: 0,
    });
    await expect(connecting).rejects.toThrow('Connection refused: Bad username or password');
  });

  it('refuses a client without credentials', async () => {
    const connecting = mqtt.connectAsync(mqttUrl(server()), { reconnectPeriod: 0 });
    await expect(connecting).rejects.toThrow('Connection refused: Bad username or password');
  });

  it('delivers what the server publishes to a subscriber', async () => {
    await untilBrokerConnected(server());
    const subscriber = await mqtt.connectAsync(mqttUrl(server()), { ...serverLogin(), reconnectPeriod: 0 });
    try {
      await subscriber.subscribeAsync('netloom/test/+');
      const received = new Promise<[string, string]>((resolve) =>
        subscriber.once('message', (topic, message) => resolve([topic, message.toString()])),
      );
      await server().context.broker.publish('netloom/test/hello', 'hello hosts', { qos: 1 });
      expect(await received).toEqual(['netloom/test/hello', 'hello hosts']);
    } finally {
      await subscriber.endAsync();
    }
  });

  it('answers a plain HTTP request on its path with a 426 envelope', async () => {
    const reply = await request(server(), 'GET', '/api/v1/mqtt');
    expect(reply.status).toBe(426);
    expect(reply.headers.get('upgrade')).toBe('websocket');
    expect(reply.body).toEqual(
      errorBody(426, '/api/v1/mqtt is the MQTT broker: connect with an MQTT client over WebSocket'),
    );
  });
});

describe.each(backends)('registered hosts on the embedded MQTT broker ($name)', (backend) => {
  const server = useServer(backend);
  let hosts: RegisteredHost[];
  beforeAll(async () => {
    const token = await createSuperAdmin(server());
    await createNetwork(server(), token, { netid: 'mq', addressrange: '10.140.0.0/24' });
    const keyToken = await defaultKeyToken(server(), token, 'mq');
    hosts = [await registerHost(server().url, keyToken), await registerHost(server().url, keyToken)];
  });
  const hostLogin = (host: RegisteredHost) => ({
    username: host.credentials.id,
    password: host.credentials.password,
    reconnectPeriod: 0,
  });

  it('admits a host with the credentials it registered with, at the URL it was given', async () => {
    const client = await mqtt.connectAsync(mqttUrl(server()), hostLogin(hosts[0]));
    expect(hosts[0].serverConfig.Broker.endsWith('/api/v1/mqtt')).toBe(true);
    await client.endAsync();
  });

  it('refuses a host with a wrong secret', async () => {
    const connecting = mqtt.connectAsync(mqttUrl(server()), { ...hostLogin(hosts[0]), password: 'guess' });
    await expect(connecting).rejects.toThrow('Connection refused: Bad username or password');
  });

  it("delivers a host's own updates to it and keeps it out of another host's", async () => {
    await untilBrokerConnected(server());
    const [me, other] = hosts;
    const client = await mqtt.connectAsync(mqttUrl(server()), hostLogin(me));
    try {
      for (const filter of [`peers/host/${other.host.id}/#`, `node/update/mq/${other.nodes[0].id}`, '#']) {
        await expect(client.subscribeAsync(filter)).rejects.toThrow('Subscribe error');
      }
      const granted = await client.subscribeAsync([`peers/host/${me.host.id}/#`, `node/update/mq/${me.nodes[0].id}`]);
      expect(granted.map((grant) => grant.qos)).toEqual([0, 0]);
      const received = new Promise<string>((resolve) => client.once('message', (topic) => resolve(topic)));
      await server().context.broker.publish(`peers/host/${other.host.id}/localhost`, 'not for you', { qos: 1 });
      await server().context.broker.publish(`peers/host/${me.host.id}/localhost`, 'for you', { qos: 1 });
      expect(await received).toBe(`peers/host/${me.host.id}/localhost`);
    } finally {
      await client.endAsync();
    }
  });

  it('drops a host that publishes for another host', async () => {
    const [me, other] = hosts;
    const client = await mqtt.connectAsync(mqttUrl(server()), hostLogin(me));
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    client.publish(`host/serverupdate/localhost/${other.host.id}`, 'spoofed');
    await closed;
    await client.endAsync(true);
  });
});

describe.each(backends)('an external MQTT broker ($name)', (backend) => {
  it('is reported down when its URL does not answer', async () => {
    const settings = { NETLOOM_BROKER_URL: `mqtt://127.0.0.1:${await unusedPort()}` };
    await withServer(backend, settings, async (server) => {
      // Long enough for the first connection attempt to fail.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await readStatus(server)).toMatchObject({ db_connected: true, broker_connected: false });
      expect((await request(server, 'GET', '/api/v1/mqtt')).status).toBe(404);
    });
  });

  it('is used instead of the embedded one, and its loss is reported', async () => {
    await withServer(backend, {}, async (brokerHost) => {
      const { username, password } = brokerHost.context.broker.login;
      const settings = {
        NETLOOM_BROKER_URL: mqttUrl(brokerHost),
        NETLOOM_BROKER_USERNAME: username ?? '',
        NETLOOM_BROKER_PASSWORD: password ?? '',
      };
      await withServer(backend, settings, async (server) => {
        await untilBrokerConnected(server);
        await brokerHost.close();
        await expect.poll(async () => (await readStatus(server)).broker_connected, { timeout: 5000 }).toBe(false);
        expect((await readStatus(server)).is_broker_conn_open).toBe(false);
      });
    });
  });
});
