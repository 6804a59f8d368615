import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import mqtt, { type MqttClient } from 'mqtt';
import { describe, expect, it, vi } from 'vitest';
import { registerEmbeddedBroker } from '../src/mesh/broker/embedded-broker';

/** Usernames `server`, or `<host id>:<anything>` for a host; the password is not checked here. */
const identityOf = (username: string) =>
  username === 'server' ? { kind: 'server' as const } : { kind: 'host' as const, hostId: username.split(':')[0] };

describe('the hosts connected to the embedded broker', () => {
  it('counts each connected host once, however many connections it has, and not the server', async () => {
    const clients: MqttClient[] = [];
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    const broker = await registerEmbeddedBroker(app, {
      verify: identityOf,
      hostScope: async (hostId) => ({ hostId, nodes: [] }),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1/mqtt`;
      const connect = async (username: string) => {
        const client = await mqtt.connectAsync(url, { username, password: 'secret', reconnectPeriod: 0 });
        clients.push(client);
        return client;
      };
      expect(broker.connectedHosts()).toBe(0);
      await connect('server');
      await connect('host-a:1');
      await connect('host-a:2');
      const hostB = await connect('host-b:1');
      expect(broker.connectedHosts()).toBe(2);
      await hostB.endAsync();
      await vi.waitFor(() => expect(broker.connectedHosts()).toBe(1));
    } finally {
      await Promise.all(clients.map((client) => client.endAsync()));
      await app.close();
    }
  });
});
