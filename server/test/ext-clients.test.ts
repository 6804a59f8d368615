import { execFileSync } from 'node:child_process';
import { envelopeSchema, extClientSchema, type ApiNode } from '@netloom/contract';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { registerHost, wireGuardPublicKey } from './support/host-client';
import { errorBody, request } from './support/http';
import { createNetwork, defaultKeyToken } from './support/keys';
import { createClient, createGateway, GATEWAY_ENDPOINT_IP } from './support/remote-access';
import { useServer } from './support/server';

describe.each(backends)('external clients ($name)', (backend) => {
  const server = useServer(backend);
  let token: string;
  let gateway: ApiNode;
  let otherGateway: ApiNode;
  beforeAll(async () => {
    token = await createSuperAdmin(server());
    await createNetwork(server(), token, {
      netid: 'remote',
      addressrange: '10.150.0.0/24',
      addressrange6: 'fd50::/64',
    });
    await createNetwork(server(), token, { netid: 'other', addressrange: '10.151.0.0/24' });
    ({ gateway } = await createGateway(server(), token, 'remote', { extclientdns: '10.150.0.53' }));
    ({ gateway: otherGateway } = await createGateway(server(), token, 'other'));
  });

  const post = (json: unknown, netid = 'remote', gatewayId = gateway.id) =>
    request(server(), 'POST', `/api/extclients/${netid}/${gatewayId}`, { token, json });
  const get = async (clientid: string, netid = 'remote') => {
    const reply = await request(server(), 'GET', `/api/extclients/${netid}/${clientid}`, { token });
    expect(reply.status, reply.text).toBe(200);
    return extClientSchema.strict().parse(reply.body);
  };
  const put = (clientid: string, json: unknown) =>
    request(server(), 'PUT', `/api/extclients/remote/${clientid}`, { token, json });
  const clientIds = async (path: string) => {
    const reply = await request(server(), 'GET', path, { token });
    expect(reply.status).toBe(200);
    return extClientSchema
      .strict()
      .array()
      .parse(reply.body)
      .map((client) => client.clientid);
  };

  describe('creation', () => {
    it('generates an id and a key pair, and takes addresses from the top of the ranges', async () => {
      const client = await createClient(server(), token, 'remote', gateway.id);
      expect(client.clientid).toMatch(/^client-[a-z0-9]{8}$/);
      expect(client).toMatchObject({
        network: 'remote',
        address: '10.150.0.254',
        address6: 'fd50::ffff:ffff:ffff:fffe',
        allowed_ips: ['10.150.0.254/32', 'fd50::ffff:ffff:ffff:fffe/128'],
        ingressgatewayid: gateway.id,
        ingressgatewayendpoint: `${GATEWAY_ENDPOINT_IP}:51821`,
        enabled: true,
        ownerid: 'superadmin',
        dns: '10.150.0.53',
        extraallowedips: [],
        tags: {},
        deniednodeacls: {},
      });
      const derived = execFileSync('/usr/bin/wg', ['pubkey'], { input: `${client.privatekey}\n` });
      expect(derived.toString().trim()).toBe(client.publickey);
      const next = await createClient(server(), token, 'remote', gateway.id);
      expect([next.address, next.address6]).toEqual(['10.150.0.253', 'fd50::ffff:ffff:ffff:fffd']);
    });

    it('keeps the id, public key and settings it is given, and asks for the private key in the config', async () => {
      const publickey = wireGuardPublicKey();
      const client = await createClient(server(), token, 'remote', gateway.id, {
        clientid: 'alice-phone',
        publickey,
        dns: '1.1.1.1',
        extraallowedips: ['192.168.77.0/24'],
        enabled: false,
        postup: 'echo up',
        postdown: 'echo down',
        tags: { 'remote.phones': null },
        deniednodeacls: { [gateway.id]: {} },
        device_name: 'Pixel',
        os: 'android',
        address: '10.150.0.9',
      });
      expect(client).toMatchObject({
        clientid: 'alice-phone',
        publickey,
        privatekey: '[ENTER PRIVATE KEY]',
        dns: '1.1.1.1',
        extraallowedips: ['192.168.77.0/24'],
        allowed_ips: [`${client.address}/32`, `${client.address6}/128`, '192.168.77.0/24'],
        enabled: false,
        postup: 'echo up',
        postdown: 'echo down',
        tags: { 'remote.phones': {} },
        deniednodeacls: { [gateway.id]: {} },
        device_name: 'Pixel',
        os: 'android',
      });
      expect(client.address).not.toBe('10.150.0.9');
    });

    it.each([
      [
        { clientid: 'abcd' },
        'Please enter a client id, with a minimum of 5 characters and a maximum of 32 characters.',
      ],
      [
        { clientid: 'x'.repeat(33) },
        'Please enter a client id, with a minimum of 5 characters and a maximum of 32 characters.',
      ],
      [{ clientid: 'my phone' }, 'The client id should not have spaces'],
      [{ clientid: 'phone/1' }, 'The client id may contain only letters, digits, dots, underscores and hyphens'],
      [{ publickey: 'not-a-key' }, 'incorrect client public key'],
      [{ publickey: Buffer.alloc(16).toString('base64') }, 'incorrect client public key'],
      [{ dns: '1.1.1.1,resolver' }, 'DNS must be IP addresses separated by commas; resolver is not an IP address'],
      [{ extraallowedips: ['192.168.1.1'] }, 'extra allowed IP 192.168.1.1 must be a CIDR, e.g. 192.168.10.0/24'],
      [
        { extraallowedips: ['10.150.0.128/25'] },
        'extra allowed IP 10.150.0.128/25 overlaps the network range 10.150.0.0/24',
      ],
      [{ extraallowedips: ['fd50::/48'] }, 'extra allowed IP fd50::/48 overlaps the network range fd50::/64'],
      [{ postup: 'x'.repeat(1025) }, 'PostUp must have at most 1024 characters'],
      [{ postdown: 'x'.repeat(1025) }, 'PostDown must have at most 1024 characters'],
      [{ enabled: 'yes' }, 'enabled: expected boolean'],
      [
        { clientid: 'no', dns: 'x' },
        'Please enter a client id, with a minimum of 5 characters and a maximum of 32 characters.\nDNS must be IP addresses separated by commas; x is not an IP address',
      ],
    ])('refuses %j', async (body, message) => {
      const before = await clientIds('/api/extclients');
      const reply = await post(body);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual(errorBody(400, message));
      expect(await clientIds('/api/extclients')).toEqual(before);
    });

    it('refuses a gateway that is not a remote access gateway of the network', async () => {
      const host = await registerHost(server().url, await defaultKeyToken(server(), token, 'remote'));
      for (const [netid, gatewayId] of [
        ['remote', host.nodes[0].id],
        ['remote', 'ghost'],
        ['remote', otherGateway.id],
      ]) {
        expect((await post({}, netid, gatewayId)).body).toEqual(errorBody(400, 'ingress does not exist'));
      }
      const unknown = await post({}, 'ghost', gateway.id);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual(errorBody(404, 'network ghost not found'));
    });

    it('keeps ids unique across networks and public keys unique across clients', async () => {
      await createClient(server(), token, 'other', otherGateway.id, { clientid: 'shared-name' });
      expect((await post({ clientid: 'shared-name' })).body).toEqual(errorBody(400, 'duplicate client name'));
      const publickey = wireGuardPublicKey();
      const first = await createClient(server(), token, 'remote', gateway.id, { publickey });
      expect((await post({ publickey })).body).toEqual(
        errorBody(400, `public key is already used by external client ${first.clientid}`),
      );
    });
  });

  describe('reading', () => {
    it('lists the clients of every network, or of one, sorted by id and without private keys', async () => {
      const all = await request(server(), 'GET', '/api/extclients', { token });
      const clients = extClientSchema.strict().array().parse(all.body);
      expect(clients.map((client) => client.clientid)).toEqual(clients.map((client) => client.clientid).sort());
      expect(new Set(clients.map((client) => client.network))).toEqual(new Set(['remote', 'other']));
      expect(clients.every((client) => client.privatekey === '')).toBe(true);
      const mine = await clientIds('/api/extclients/remote');
      expect(mine).toEqual(clients.filter((client) => client.network === 'remote').map((client) => client.clientid));
      const unknown = await request(server(), 'GET', '/api/extclients/ghost', { token });
      expect(unknown.body).toEqual(errorBody(404, 'network ghost not found'));
    });

    it('shows one client with its private key, the gateway DNS standing in for its own', async () => {
      const created = await createClient(server(), token, 'remote', gateway.id, { clientid: 'dns-less' });
      expect(await get('dns-less')).toEqual({ ...created, dns: '10.150.0.53' });
      const elsewhere = await request(server(), 'GET', '/api/extclients/other/dns-less', { token });
      expect(elsewhere.status).toBe(404);
      expect(elsewhere.body).toEqual(errorBody(404, 'external client dns-less not found in network other'));
    });
  });

  describe('changes', () => {
    it('takes the whole client sent back, and what a PUT leaves out of enabled, ranges and tags', async () => {
      const created = await createClient(server(), token, 'remote', gateway.id, {
        clientid: 'laptop-1',
        extraallowedips: ['192.168.5.0/24'],
        tags: { 'remote.laptops': {} },
        postup: 'echo up',
      });
      const reply = await put('laptop-1', { ...created, dns: '9.9.9.9', enabled: false, extraallowedips: [] });
      expect(reply.status).toBe(200);
      const changed = extClientSchema.strict().parse(reply.body);
      expect(changed).toMatchObject({ dns: '9.9.9.9', enabled: false, extraallowedips: [], postup: 'echo up' });
      expect([changed.address, changed.privatekey]).toEqual([created.address, created.privatekey]);
      expect((await put('laptop-1', { ...changed, enabled: true })).body).toMatchObject({ enabled: true });
      expect((await put('laptop-1', { dns: '9.9.9.9' })).body).toMatchObject({
        enabled: false,
        extraallowedips: [],
        tags: {},
        postup: 'echo up',
      });
    });

    it('renames a client when its id changes, to a free id only', async () => {
      const created = await createClient(server(), token, 'remote', gateway.id, { clientid: 'old-name' });
      await createClient(server(), token, 'other', otherGateway.id, { clientid: 'taken-name' });
      expect((await put('old-name', { ...created, clientid: 'taken-name' })).body).toEqual(
        errorBody(400, 'duplicate client name'),
      );
      expect((await put('old-name', { ...created, clientid: 'bad name' })).body).toEqual(
        errorBody(400, 'The client id should not have spaces'),
      );
      const renamed = await put('old-name', { ...created, clientid: 'new-name' });
      expect(renamed.body).toEqual({ ...created, clientid: 'new-name', lastmodified: expect.any(Number) });
      expect((await request(server(), 'GET', '/api/extclients/remote/old-name', { token })).status).toBe(404);
      expect((await put('new-name', { ...created, clientid: '' })).body).toMatchObject({ clientid: 'new-name' });
    });

    it('replaces a public key, after which the config asks for the private key', async () => {
      const created = await createClient(server(), token, 'remote', gateway.id);
      const publickey = wireGuardPublicKey();
      expect((await put(created.clientid, { ...created, publickey })).body).toMatchObject({
        publickey,
        privatekey: '[ENTER PRIVATE KEY]',
      });
      expect((await put(created.clientid, { ...created, publickey: 'bad' })).body).toEqual(
        errorBody(400, 'incorrect client public key'),
      );
    });

    it('refuses bad settings and unknown clients', async () => {
      const created = await createClient(server(), token, 'remote', gateway.id);
      expect((await put(created.clientid, { ...created, extraallowedips: ['10.150.0.0/16'] })).body).toEqual(
        errorBody(400, 'extra allowed IP 10.150.0.0/16 overlaps the network range 10.150.0.0/24'),
      );
      expect(await get(created.clientid)).toEqual(created);
      const unknown = await put('nobody-here', {});
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual(errorBody(404, 'external client nobody-here not found in network remote'));
    });
  });

  describe('deletion', () => {
    it('deletes a client and frees its address; deleting it again answers the same', async () => {
      const created = await createClient(server(), token, 'remote', gateway.id, { clientid: 'short-lived' });
      for (let attempt = 0; attempt < 2; attempt++) {
        const reply = await request(server(), 'DELETE', '/api/extclients/remote/short-lived', { token });
        expect(reply.status).toBe(200);
        expect(envelopeSchema(z.null()).parse(reply.body)).toEqual({
          Code: 200,
          Message: 'short-lived deleted.',
          Response: null,
        });
      }
      expect(await clientIds('/api/extclients/remote')).not.toContain('short-lived');
      const next = await createClient(server(), token, 'remote', gateway.id);
      expect(next.address).toBe(created.address);
    });

    it("goes with its gateway's node and host", async () => {
      const viaNode = await createGateway(server(), token, 'other');
      const clientOfNode = await createClient(server(), token, 'other', viaNode.gateway.id);
      const node = await request(server(), 'DELETE', `/api/nodes/other/${viaNode.gateway.id}?force=true`, { token });
      expect(node.status).toBe(200);
      const viaHost = await createGateway(server(), token, 'other');
      const clientOfHost = await createClient(server(), token, 'other', viaHost.gateway.id);
      const host = await request(server(), 'DELETE', `/api/hosts/${viaHost.host.host.id}?force=true`, { token });
      expect(host.status).toBe(200);
      const left = await clientIds('/api/extclients/other');
      expect(left).not.toContain(clientOfNode.clientid);
      expect(left).not.toContain(clientOfHost.clientid);
      expect(left).toContain('shared-name');
    });
  });
});
