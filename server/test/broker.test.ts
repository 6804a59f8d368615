import mqtt from 'mqtt';
import { describe, expect, it } from 'vitest';
import { backends } from './support/backends';
import { errorBody, request } from './support/http';
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
