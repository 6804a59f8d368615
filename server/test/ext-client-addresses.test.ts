import { beforeAll, describe, expect, it } from 'vitest';
import { allocateClientAddress, allocateNodeAddress } from '../src/mesh/address-allocation';
import { createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { HostApiError, registerHost } from './support/host-client';
import { errorBody, request } from './support/http';
import { createNetwork, defaultKeyToken } from './support/keys';
import { createClient, createGateway } from './support/remote-access';
import { useServer } from './support/server';

describe('external client address allocation', () => {
  it('takes IPv4 addresses from broadcast-1 downward', () => {
    expect(allocateClientAddress('10.1.0.0/24', [])).toBe('10.1.0.254');
    expect(allocateClientAddress('10.1.0.0/24', ['10.1.0.254', '10.1.0.253', '10.1.0.251'])).toBe('10.1.0.252');
    expect(allocateClientAddress('10.1.0.0/30', ['10.1.0.2'])).toBe('10.1.0.1');
    expect(allocateClientAddress('10.1.0.0/30', ['10.1.0.2', '10.1.0.1'])).toBeNull();
  });

  it('takes IPv6 addresses from the last address but one downward', () => {
    expect(allocateClientAddress('fd00:1::/64', [])).toBe('fd00:1::ffff:ffff:ffff:fffe');
    expect(allocateClientAddress('fd00:1::/64', ['FD00:1::FFFF:FFFF:FFFF:FFFE'])).toBe('fd00:1::ffff:ffff:ffff:fffd');
    expect(allocateClientAddress('fd00::/126', ['fd00::2', 'fd00::1'])).toBeNull();
  });

  it('meets the nodes, which come from the bottom, without sharing an address', () => {
    const used: string[] = [];
    for (let index = 0; index < 6; index++) {
      const address =
        index % 2 === 0 ? allocateNodeAddress('10.1.0.0/29', used) : allocateClientAddress('10.1.0.0/29', used);
      used.push(address ?? 'none');
    }
    expect(used).toEqual(['10.1.0.1', '10.1.0.6', '10.1.0.2', '10.1.0.5', '10.1.0.3', '10.1.0.4']);
    expect(allocateClientAddress('10.1.0.0/29', used)).toBeNull();
    expect(allocateNodeAddress('10.1.0.0/29', used)).toBeNull();
  });

  it('answers null for what is not a range', () => {
    expect(allocateClientAddress('nonsense', [])).toBeNull();
  });
});

describe.each(backends)('external client addresses in a network ($name)', (backend) => {
  const server = useServer(backend);
  let token: string;
  beforeAll(async () => {
    token = await createSuperAdmin(server());
  });

  it('fills a small network with nodes and clients, each address once, until none is left', async () => {
    await createNetwork(server(), token, { netid: 'tiny', addressrange: '10.160.0.0/29' });
    const keyToken = await defaultKeyToken(server(), token, 'tiny');
    const { gateway } = await createGateway(server(), token, 'tiny');
    const addresses = [gateway.address];
    for (let round = 0; round < 2; round++) {
      addresses.push(`${(await createClient(server(), token, 'tiny', gateway.id)).address}/29`);
      addresses.push((await registerHost(server().url, keyToken)).nodes[0].address);
    }
    addresses.push(`${(await createClient(server(), token, 'tiny', gateway.id)).address}/29`);
    expect(addresses).toEqual([
      '10.160.0.1/29',
      '10.160.0.6/29',
      '10.160.0.2/29',
      '10.160.0.5/29',
      '10.160.0.3/29',
      '10.160.0.4/29',
    ]);
    const full = 'ERROR: No unique addresses available. Check network subnet';
    const client = await request(server(), 'POST', `/api/extclients/tiny/${gateway.id}`, { token, json: {} });
    expect(client.body).toEqual(errorBody(400, full));
    const host = await registerHost(server().url, keyToken).catch((error: unknown) => error);
    expect(host).toBeInstanceOf(HostApiError);
    expect((host as HostApiError).body).toEqual(errorBody(400, full));
  });

  it('gives clients created at the same time different addresses', async () => {
    await createNetwork(server(), token, { netid: 'busy', addressrange: '10.161.0.0/24', addressrange6: 'fd61::/64' });
    const { gateway } = await createGateway(server(), token, 'busy');
    const clients = await Promise.all(
      Array.from({ length: 10 }, () => createClient(server(), token, 'busy', gateway.id)),
    );
    expect(clients.map((client) => client.address).sort()).toEqual(
      Array.from({ length: 10 }, (_, index) => `10.161.0.${245 + index}`),
    );
    expect(new Set(clients.map((client) => client.address6)).size).toBe(10);
    expect(new Set(clients.map((client) => client.clientid)).size).toBe(10);
  });

  it("refuses to move a node onto a client's address", async () => {
    await createNetwork(server(), token, { netid: 'moves', addressrange: '10.162.0.0/24', addressrange6: 'fd62::/64' });
    const { gateway } = await createGateway(server(), token, 'moves');
    const client = await createClient(server(), token, 'moves', gateway.id);
    const put = (json: unknown) => request(server(), 'PUT', `/api/nodes/moves/${gateway.id}`, { token, json });
    expect((await put({ address: client.address })).body).toEqual(
      errorBody(400, `ip specified is already allocated: ${client.address}`),
    );
    expect((await put({ address6: `${client.address6}/64` })).body).toEqual(
      errorBody(400, `ip specified is already allocated: ${client.address6}`),
    );
    expect((await put({ address: '10.162.0.200' })).body).toMatchObject({ address: '10.162.0.200/24' });
  });
});
