import { hostPeerUpdateSchema, stunBindingRequest, stunMappedEndpoint, type StunEndpoint } from '@netloom/contract';
import { randomBytes } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';
import { afterEach, describe, expect, it } from 'vitest';
import { createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { networkOfHosts } from './support/gateway-network';
import { hostToken } from './support/host-client';
import { request } from './support/http';
import { withServer } from './support/server';

const [sqlite] = backends;

function udpSocket(): Promise<Socket> {
  const socket = createSocket('udp4');
  return new Promise((resolve) => socket.bind(0, '127.0.0.1', () => resolve(socket)));
}

/** What the server's STUN responder on `port` says `socket` is, or null without an answer within 500 ms. */
function ask(socket: Socket, port: number, message?: Uint8Array): Promise<StunEndpoint | null> {
  const id = randomBytes(12);
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(null), 500);
    const onMessage = (reply: Buffer) => {
      const endpoint = stunMappedEndpoint(reply, id);
      if (endpoint) done(endpoint);
    };
    function done(endpoint: StunEndpoint | null) {
      clearTimeout(timer);
      socket.off('message', onMessage);
      resolve(endpoint);
    }
    socket.on('message', onMessage);
    socket.send(message ?? stunBindingRequest(id), port, '127.0.0.1');
  });
}

describe('the STUN responder', () => {
  const sockets: Socket[] = [];
  afterEach(() => sockets.splice(0).forEach((socket) => socket.close()));
  const socket = async () => {
    const made = await udpSocket();
    sockets.push(made);
    return made;
  };

  it('answers binding requests on two ports with the address and port each came from', async () => {
    await withServer(sqlite, {}, async (server) => {
      const ports = server.config.stunPorts;
      expect(ports).toHaveLength(2);
      const client = await socket();
      const seen = { address: '127.0.0.1', port: client.address().port };
      expect(await ask(client, ports[0])).toEqual(seen);
      expect(await ask(client, ports[1])).toEqual(seen);
    });
  });

  it('does not answer what is not a binding request', async () => {
    await withServer(sqlite, {}, async (server) => {
      const client = await socket();
      expect(await ask(client, server.config.stunPorts[0], Uint8Array.from(randomBytes(20)))).toBeNull();
      expect(await ask(client, server.config.stunPorts[0], Uint8Array.from(randomBytes(1200)))).toBeNull();
      expect(await ask(client, server.config.stunPorts[0])).not.toBeNull();
    });
  });

  it('tells hosts where it answers, at registration and in every update', async () => {
    await withServer(sqlite, {}, async (server) => {
      const token = await createSuperAdmin(server);
      const [host] = await networkOfHosts(server, token, { netid: 'stunnet', addressrange: '10.61.0.0/24' }, [{}]);
      const where = new URL(server.config.apiHost).hostname;
      const expected = server.config.stunPorts.map((port) => `${where}:${port}`).join(',');
      expect(host.serverConfig).toMatchObject({ Stun: true, StunServers: expected });
      const pulled = await request(server, 'GET', '/api/v1/host', {
        token: await hostToken(server.url, host.credentials),
      });
      expect(hostPeerUpdateSchema.parse(pulled.body)).toMatchObject({ Stun: true, StunServers: expected });
    });
  });

  it('is off with NETLOOM_STUN=off, and hosts are told there is none', async () => {
    await withServer(sqlite, { NETLOOM_STUN: 'off' }, async (server) => {
      expect(server.config.stunPorts).toEqual([]);
      const token = await createSuperAdmin(server);
      const [host] = await networkOfHosts(server, token, { netid: 'nostun', addressrange: '10.62.0.0/24' }, [{}]);
      expect(host.serverConfig).toMatchObject({ Stun: false, StunServers: '' });
    });
  });

  it('a port already taken leaves the server running without STUN', async () => {
    const taken = await udpSocket();
    sockets.push(taken);
    const port = taken.address().port;
    const settings = { NETLOOM_STUN_PORT: String(port), NETLOOM_HOST: '127.0.0.1' };
    await withServer(sqlite, settings, async (server) => {
      expect(server.config.stunPorts).toEqual([]);
      expect((await request(server, 'GET', '/api/server/status')).status).toBe(200);
    });
  });
});
