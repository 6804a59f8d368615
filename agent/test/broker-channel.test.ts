import { hostPeerUpdateTopic, hostUpdateTopic, type HostAction } from '@netloom/contract';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SYSTEM_TRUST, type ServerTrust } from '../src/server/connection-policy';
import { brokerAddresses } from '../src/sync/broker-addresses';
import { openBrokerChannel, type BrokerChannel } from '../src/sync/broker-channel';
import { startMosquitto, unusedPort } from './support/mosquitto';

const HOST = { hostId: 'host-1', hostSecret: 'secret', serverName: 'netloom' };

describe('brokerAddresses', () => {
  it('tries the told broker, then the embedded one beside the API address, then earlier ones, each once', () => {
    expect(
      brokerAddresses('ws://localhost:8081/api/v1/mqtt', 'http://192.0.2.10:8081/', [
        'ws://localhost:8081/api/v1/mqtt',
      ]),
    ).toEqual(['ws://localhost:8081/api/v1/mqtt', 'ws://192.0.2.10:8081/api/v1/mqtt']);
    expect(brokerAddresses('mqtts://broker.example.com', 'https://netloom.example.com')).toEqual([
      'mqtts://broker.example.com',
      'wss://netloom.example.com/api/v1/mqtt',
    ]);
  });
});

describe('the broker channel', () => {
  let broker: Awaited<ReturnType<typeof startMosquitto>>;
  let dead: string;
  beforeAll(async () => {
    broker = await startMosquitto();
    dead = `mqtt://127.0.0.1:${await unusedPort()}`;
  });
  afterAll(() => broker.stop());

  function open(addresses: string[], trust: ServerTrust = SYSTEM_TRUST) {
    const connections: [boolean, string, string | null][] = [];
    const updates: unknown[] = [];
    const refusals: string[] = [];
    const actions: HostAction[] = [];
    const channel: BrokerChannel = openBrokerChannel(HOST, addresses, trust, {
      update: (update) => updates.push(update),
      refused: (problem) => refusals.push(problem),
      action: (action) => actions.push(action),
      connection: (...event) => connections.push(event),
    });
    return { channel, connections, updates, refusals, actions };
  }

  it('says which address it could not reach and why, moves on to the next, and gets its update there', async () => {
    const { channel, connections, updates } = open([dead, broker.url]);
    try {
      await vi.waitFor(() => expect(channel.connected()).toBe(true), { timeout: 10_000 });
      expect(connections).toEqual([
        [false, dead, expect.stringContaining('ECONNREFUSED')],
        [true, broker.url, null],
      ]);
      const server = await mqtt.connectAsync(broker.url);
      await server.publishAsync(hostPeerUpdateTopic(HOST.hostId, HOST.serverName), '{"server":"netloom"}', {
        qos: 1,
        retain: true,
      });
      await server.endAsync();
      await vi.waitFor(() => expect(updates).toEqual([{ server: 'netloom' }]));
    } finally {
      await channel.close();
    }
  });

  it('does not try plain mqtt beyond loopback without --insecure, and says so', async () => {
    const plain = 'mqtt://192.0.2.10:1883';
    const { channel, connections } = open([plain, broker.url]);
    try {
      await vi.waitFor(() => expect(channel.connected()).toBe(true), { timeout: 10_000 });
      expect(connections).toEqual([
        [
          false,
          plain,
          expect.stringMatching(/^refusing plain mqtt:\/\/ to mqtt:\/\/192\.0\.2\.10:1883: .* --insecure/),
        ],
        [true, broker.url, null],
      ]);
    } finally {
      await channel.close();
    }
  });

  it('moves to the addresses it is told, dropping its connection, and comes back once they fail', async () => {
    const { channel, connections } = open([broker.url]);
    try {
      await vi.waitFor(() => expect(channel.connected()).toBe(true), { timeout: 10_000 });
      channel.moveTo([dead, broker.url]);
      expect(channel.connected()).toBe(false);
      await vi.waitFor(() => expect(channel.connected()).toBe(true), { timeout: 10_000 });
      expect(connections).toEqual([
        [true, broker.url, null],
        [false, broker.url, null],
        [false, dead, expect.stringContaining('ECONNREFUSED')],
        [true, broker.url, null],
      ]);
    } finally {
      await channel.close();
    }
  });

  it('refuses an update over 10 MB, or not JSON, before parsing it, and passes the next good one on', async () => {
    const { channel, updates, refusals } = open([broker.url]);
    try {
      await vi.waitFor(() => expect(channel.connected()).toBe(true), { timeout: 10_000 });
      const server = await mqtt.connectAsync(broker.url);
      const topic = hostPeerUpdateTopic(HOST.hostId, HOST.serverName);
      const huge = `{"server":"${'x'.repeat(12 * 1024 * 1024)}"}`;
      await server.publishAsync(topic, huge, { qos: 1 });
      await server.publishAsync(topic, '{"server":', { qos: 1 });
      await server.publishAsync(topic, '{"server":"after"}', { qos: 1 });
      await server.endAsync();
      await vi.waitFor(() => expect(updates.at(-1)).toEqual({ server: 'after' }), { timeout: 10_000 });
      expect(updates).not.toContainEqual({ server: expect.stringMatching(/^x/) });
      expect(refusals).toEqual(['it is larger than the 10 MB an update may have', 'it is not JSON']);
    } finally {
      await channel.close();
    }
  });

  it('carries out only actions the contract knows, and ignores any other message on its action topic', async () => {
    const { channel, actions, updates } = open([broker.url]);
    try {
      await vi.waitFor(() => expect(channel.connected()).toBe(true), { timeout: 10_000 });
      const server = await mqtt.connectAsync(broker.url);
      const topic = hostUpdateTopic(HOST.hostId, HOST.serverName);
      for (const message of ['{"Action":"REBOOT"}', '{"Action":7}', 'REQ_PULL', '{"Action":"REQ_PULL"}']) {
        await server.publishAsync(topic, message, { qos: 1 });
      }
      await server.endAsync();
      await vi.waitFor(() => expect(actions).toEqual(['REQ_PULL']), { timeout: 10_000 });
      expect(updates).not.toContainEqual(expect.objectContaining({ Action: expect.anything() }));
    } finally {
      await channel.close();
    }
  });
});
