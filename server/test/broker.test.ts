import mqtt, { type MqttClient } from 'mqtt';
import { beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  MAX_HOST_PACKET_BYTES,
  MAX_LOGIN_PACKET_BYTES,
  MAX_SERVER_PACKET_BYTES,
  MAX_UPDATE_BYTES,
} from '../src/mesh/broker/packet-limits';
import { watchPacketSizes } from '../src/mesh/broker/oversized-packets';
import { createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { registerHost, type RegisteredHost } from './support/host-client';
import { errorBody, request } from './support/http';
import { createNetwork, defaultKeyToken } from './support/keys';
import { unusedPort } from './support/ports';
import { useServer, withServer, type TestServer } from './support/server';
import { readStatus, untilBrokerConnected } from './support/status';

const mqttUrl = (server: TestServer) => `${server.url.replace(/^http/, 'ws')}/api/v1/mqtt`;

/** Whether `event` settles within `ms`. */
function within(event: Promise<unknown>, ms: number): Promise<boolean> {
  return Promise.race([event.then(() => true), new Promise<boolean>((resolve) => setTimeout(resolve, ms, false))]);
}

const closing = (client: MqttClient) => new Promise<void>((resolve) => client.once('close', () => resolve()));

/** An MQTT fixed header (MQTT 3.1.1 section 2.2): the type byte, then the remaining length 7 bits a byte. */
function fixedHeader(typeByte: number, remaining: number): Buffer {
  const bytes = [typeByte];
  let left = remaining;
  do {
    const low = left % 128;
    left = Math.floor(left / 128);
    bytes.push(left > 0 ? low | 0x80 : low);
  } while (left > 0);
  return Buffer.from(bytes);
}
const CONNECT = 0x10;

/** A plain WebSocket to the broker, no MQTT client: what it sends is up to the test. */
async function openWebSocket(url: string): Promise<{ socket: WebSocket; closed: Promise<number> }> {
  const socket = new WebSocket(url, 'mqtt');
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return { socket, closed };
}

/** The messages a client gets on `topic` once subscribed. */
async function collect(client: MqttClient, topic: string): Promise<string[]> {
  const messages: string[] = [];
  client.on('message', (received, payload) => received === topic && messages.push(payload.toString()));
  await client.subscribeAsync(topic, { qos: 1 });
  return messages;
}

describe('following MQTT packet sizes', () => {
  it('reads a remaining length split across chunks, and skips bodies that span chunks', () => {
    const watch = watchPacketSizes();
    const header = fixedHeader(0x30, 300);
    expect(watch(header.subarray(0, 2), 1000)).toBeNull();
    expect(watch(Buffer.concat([header.subarray(2), Buffer.alloc(299)]), 1000)).toBeNull();
    expect(watch(Buffer.concat([Buffer.alloc(1), fixedHeader(0xc0, 0), fixedHeader(0x30, 2000)]), 1000)).toBe(2003);
  });

  it('answers the size of a packet over the limit in force, and takes a packet at the limit', () => {
    expect(watchPacketSizes()(fixedHeader(CONNECT, 98), 100)).toBeNull();
    expect(watchPacketSizes()(fixedHeader(CONNECT, 99), 100)).toBe(101);
    // A fifth length byte is malformed: more than any limit.
    expect(watchPacketSizes()(Buffer.from([CONNECT, 0xff, 0xff, 0xff, 0xff, 0x01]), 100)).toBeGreaterThan(2 ** 28);
  });
});

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

  it('closes a connection whose first packet is larger than a login needs', async () => {
    const { socket, closed } = await openWebSocket(mqttUrl(server()));
    socket.send(Buffer.concat([fixedHeader(CONNECT, MAX_LOGIN_PACKET_BYTES), Buffer.alloc(1024)]));
    expect(await within(closed, 1000)).toBe(true);
  });

  it('refuses a WebSocket message larger than the largest MQTT packet it takes', async () => {
    const { socket, closed } = await openWebSocket(mqttUrl(server()));
    const header = fixedHeader(CONNECT, MAX_SERVER_PACKET_BYTES);
    socket.send(Buffer.concat([header, Buffer.alloc(MAX_SERVER_PACKET_BYTES + 1 - header.length)]));
    // 1009: message too big.
    expect(await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2000, 'still open'))])).toBe(1009);
  });

  it("delivers the server's largest update, and refuses to publish a larger one", async () => {
    await untilBrokerConnected(server());
    const subscriber = await mqtt.connectAsync(mqttUrl(server()), { ...serverLogin(), reconnectPeriod: 0 });
    try {
      const topic = `peers/host/${'h'.repeat(36)}/${'server-name'.repeat(20)}`;
      const received = new Promise<number>((resolve) =>
        subscriber.once('message', (_topic, message) => resolve(message.length)),
      );
      await subscriber.subscribeAsync(topic, { qos: 1 });
      const { broker } = server().context;
      await broker.publish(topic, Buffer.alloc(MAX_UPDATE_BYTES, '{'), { qos: 1 });
      expect(await received).toBe(MAX_UPDATE_BYTES);
      await expect(broker.publish(topic, Buffer.alloc(MAX_UPDATE_BYTES + 1, '{'), { qos: 1 })).rejects.toThrow(
        `the message on ${topic} has ${MAX_UPDATE_BYTES + 1} bytes, over the ${MAX_UPDATE_BYTES} the broker takes`,
      );
      expect(broker.isConnected()).toBe(true);
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
  let adminToken: string;
  let keyToken: string;
  beforeAll(async () => {
    adminToken = await createSuperAdmin(server());
    await createNetwork(server(), adminToken, { netid: 'mq', addressrange: '10.140.0.0/24' });
    keyToken = await defaultKeyToken(server(), adminToken, 'mq');
    hosts = [await registerHost(server().url, keyToken), await registerHost(server().url, keyToken)];
  });
  const serverClient = () => {
    const { username, password } = server().context.broker.login;
    return mqtt.connectAsync(mqttUrl(server()), {
      username: username ?? undefined,
      password: password ?? undefined,
      reconnectPeriod: 0,
    });
  };
  /** Where a host reports; the server reads it, so a test's payloads there are not valid reports. */
  const reportTopic = (host: RegisteredHost) => `host/serverupdate/${host.serverConfig.Server}/${host.host.id}`;
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

  it('takes a host packet up to its limit and drops a host that sends a larger one, which nobody gets', async () => {
    await untilBrokerConnected(server());
    const [me] = hosts;
    const topic = reportTopic(me);
    const watcher = await serverClient();
    const client = await mqtt.connectAsync(mqttUrl(server()), hostLogin(me));
    try {
      const received = await collect(watcher, topic);
      // A QoS 1 publish of about 1 MiB: 4 bytes of fixed header, the topic and its length, a packet id.
      const fitting = MAX_HOST_PACKET_BYTES - 4 - 2 - Buffer.byteLength(topic) - 2;
      await client.publishAsync(topic, Buffer.alloc(fitting, 'a'), { qos: 1 });
      const closed = closing(client);
      client.publish(topic, Buffer.alloc(fitting + 1, 'b'), { qos: 1 });
      expect(await within(closed, 1000)).toBe(true);
      await server().context.broker.publish(topic, 'after', { qos: 1 });
      await expect.poll(() => received.at(-1)).toBe('after');
      expect(received.map((message) => message.length)).toEqual([fitting, 'after'.length]);
    } finally {
      await client.endAsync(true);
      await watcher.endAsync();
    }
  });

  it('drops a host that publishes a retained message, and keeps it from later subscribers', async () => {
    await untilBrokerConnected(server());
    const [me] = hosts;
    const topic = reportTopic(me);
    const client = await mqtt.connectAsync(mqttUrl(server()), hostLogin(me));
    const closed = closing(client);
    client.publish(topic, 'retained by a host', { qos: 1, retain: true });
    expect(await within(closed, 1000)).toBe(true);
    await client.endAsync(true);
    const later = await serverClient();
    try {
      const received = await collect(later, topic);
      await server().context.broker.publish(topic, 'from the server', { qos: 1 });
      await expect.poll(() => received.length).toBeGreaterThan(0);
      expect(received).toEqual(['from the server']);
    } finally {
      await later.endAsync();
    }
  });

  it("closes a deleted host's connection at once", async () => {
    const leaving = await registerHost(server().url, keyToken);
    const client = await mqtt.connectAsync(mqttUrl(server()), hostLogin(leaving));
    try {
      const closed = closing(client);
      const reply = await request(server(), 'DELETE', `/api/hosts/${leaving.host.id}?force=true`, {
        token: adminToken,
      });
      expect(reply.status, reply.text).toBe(200);
      expect(await within(closed, 1000)).toBe(true);
      await expect(mqtt.connectAsync(mqttUrl(server()), hostLogin(leaving))).rejects.toThrow(
        'Connection refused: Bad username or password',
      );
    } finally {
      await client.endAsync(true);
    }
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
