import { decodeJwtPayload, envelopeSchema, hostAuthTokenSchema, hostCheckInResponseSchema } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestHostAction } from '../src/store/host-repository';
import { createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { checkIn, hostToken, registerHost, type RegisteredHost } from './support/host-client';
import { errorBody, request } from './support/http';
import { createNetwork, defaultKeyToken } from './support/keys';
import { useServer } from './support/server';

describe.each(backends)('host logins and check-ins ($name)', (backend) => {
  const server = useServer(backend);
  let token: string;
  let laptop: RegisteredHost;
  let phone: RegisteredHost;
  beforeAll(async () => {
    token = await createSuperAdmin(server());
    await createNetwork(server(), token, { netid: 'home', addressrange: '10.90.0.0/24' });
    const keyToken = await defaultKeyToken(server(), token, 'home');
    laptop = await registerHost(server().url, keyToken, { macaddress: 'AA:BB:CC:DD:EE:01' });
    phone = await registerHost(server().url, keyToken);
  });

  const fallback = (hostId: string, json: unknown, bearer?: string) =>
    request(server(), 'PUT', `/api/v1/fallback/host/${hostId}`, { token: bearer, json });

  it('logs a host in with its id and secret, for 15 minutes', async () => {
    const reply = await request(server(), 'POST', '/api/hosts/adm/authenticate', { json: laptop.credentials });
    expect(reply.status).toBe(200);
    const body = envelopeSchema(hostAuthTokenSchema.strict()).strict().parse(reply.body);
    expect(body.Message).toBe(`W1R3: Device ${laptop.host.id} Authorized`);
    expect(body.Response.ID).toBe(laptop.host.id);
    const claims = decodeJwtPayload(body.Response.AuthToken);
    expect(claims).toMatchObject({
      sub: `node|${laptop.host.id}`,
      ID: laptop.host.id,
      MacAddress: 'aa:bb:cc:dd:ee:01',
      Network: '',
      iss: 'Netmaker',
    });
    expect(Number(claims?.exp) - Number(claims?.iat)).toBe(900);
  });

  it.each([
    [{ id: 'nobody', password: 'secret' }, 401, 'incorrect host credentials'],
    [{ id: '', password: '' }, 400, 'id and password are required'],
    [{ password: 'secret' }, 400, 'id is required'],
  ])('refuses the host login %j', async (json, status, message) => {
    const reply = await request(server(), 'POST', '/api/hosts/adm/authenticate', { json });
    expect(reply.status).toBe(status);
    expect(reply.body).toEqual(errorBody(status, message));
  });

  it('refuses a wrong secret', async () => {
    const reply = await request(server(), 'POST', '/api/hosts/adm/authenticate', {
      json: { id: laptop.host.id, password: `${laptop.credentials.password}x` },
    });
    expect(reply.body).toEqual(errorBody(401, 'incorrect host credentials'));
  });

  it('limits the sign-ins of one host id from one address to 60 a minute, the others unaffected', async () => {
    const keyToken = await defaultKeyToken(server(), token, 'home');
    const guessed = await registerHost(server().url, keyToken);
    const attempt = (password: string) =>
      request(server(), 'POST', '/api/hosts/adm/authenticate', { json: { id: guessed.host.id, password } });
    const statuses = await Promise.all(Array.from({ length: 60 }, (_, guess) => attempt(`guess-${guess}`)));
    expect(new Set(statuses.map((reply) => reply.status))).toEqual(new Set([401]));
    const limited = await attempt(guessed.credentials.password);
    expect(limited.status).toBe(429);
    expect((limited.body as { Message: string }).Message).toMatch(
      /^too many login attempts; try again in \d+ seconds$/,
    );
    const other = await request(server(), 'POST', '/api/hosts/adm/authenticate', { json: phone.credentials });
    expect(other.status).toBe(200);
  });

  it('records a check-in and what the host reports', async () => {
    const facts = {
      endpointip: '203.0.113.5',
      endpointipv6: '2001:db8::5',
      localaddress: '192.168.1.20',
      listenport: 51900,
      wg_public_listen_port: 41000,
      interfaces: [{ name: 'eth0', addressString: '192.168.1.20/24' }],
      version: '0.90.1',
      os: 'linux',
      os_version: '12',
      kernel_version: '6.1.0',
      nat_type: 'symmetric' as const,
      firewallinuse: 'iptables' as const,
      defaultinterface: 'eth0',
    };
    const result = await checkIn(server().url, laptop.credentials, facts);
    expect(hostCheckInResponseSchema.strict().parse(result).actions).toEqual([]);
    expect(result.host).toMatchObject(facts);
    expect(result.nodes).toHaveLength(1);
    expect(result.nodes[0]).toMatchObject({ status: 'online', status_reason: 'checked-in' });
    expect(Math.abs(result.nodes[0].lastcheckin - Date.now() / 1000)).toBeLessThan(60);
    const hosts = await request(server(), 'GET', '/api/hosts', { token });
    expect((hosts.body as { id: string }[]).find((host) => host.id === laptop.host.id)).toMatchObject(facts);
  });

  it('records an UPDATE_HOST without counting it as a check-in', async () => {
    const bearer = await hostToken(server().url, phone.credentials);
    const reply = await fallback(phone.host.id, { Action: 'UPDATE_HOST', Host: { version: '0.95.0' } }, bearer);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ Code: 200, Message: 'updated host data' });
    const result = hostCheckInResponseSchema.parse((reply.body as { Response: unknown }).Response);
    expect(result.host.version).toBe('0.95.0');
    expect(result.nodes[0]).toMatchObject({ lastcheckin: 0, status: 'offline' });
  });

  it.each([
    [{ Action: 'CHECK_IN', Host: { endpointip: 'example.com' } }, 'endpointip must be an IPv4 address'],
    [{ Action: 'CHECK_IN', Host: { listenport: -1 } }, 'Host.listenport: Too small: expected number to be >=0'],
    [
      { Action: 'CHECK_IN', Host: { firewallinuse: 'pf' } },
      'Host.firewallinuse: expected one of "iptables", "nftables", "none", ""',
    ],
    [{ Action: 'SIGNAL_HOST' }, 'Action: expected one of "CHECK_IN", "UPDATE_HOST", "UPDATE_METRICS", "DELETE_HOST"'],
    [{ Action: 'UPDATE_METRICS' }, 'UPDATE_METRICS needs Metrics: the measurements of the peers'],
    [{ Host: {} }, 'Action is required'],
  ])('refuses the check-in %j', async (json, message) => {
    const bearer = await hostToken(server().url, phone.credentials);
    const reply = await fallback(phone.host.id, json, bearer);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(errorBody(400, message));
  });

  it('keeps a static endpoint and a static port the admin set', async () => {
    const put = await request(server(), 'PUT', `/api/hosts/${phone.host.id}`, {
      token,
      json: { isstatic: true, endpointip: '198.51.100.9', isstaticport: true, listenport: 443 },
    });
    expect(put.status).toBe(200);
    const result = await checkIn(server().url, phone.credentials, { endpointip: '203.0.113.77', listenport: 51821 });
    expect(result.host).toMatchObject({ endpointip: '198.51.100.9', listenport: 443 });
  });

  it('hands over the actions left for a host once', async () => {
    await request(server(), 'PUT', `/api/hosts/${laptop.host.id}/upgrade`, { token });
    await request(server(), 'PUT', `/api/hosts/${laptop.host.id}/upgrade?force=true`, { token });
    await request(server(), 'PUT', `/api/hosts/${laptop.host.id}/keys`, { token });
    await request(server(), 'POST', '/api/hosts/sync', { token });
    const first = await checkIn(server().url, laptop.credentials);
    expect([...first.actions].sort()).toEqual(['FORCE_UPGRADE', 'REQ_PULL', 'UPDATE_KEYS']);
    expect((await checkIn(server().url, laptop.credentials)).actions).toEqual([]);
  });

  it('hands the actions over oldest first, those asked for at the same instant by name', async () => {
    const { db } = server().context;
    await requestHostAction(db, laptop.host.id, 'UPDATE_KEYS', '2026-01-01T00:00:02.000Z');
    await requestHostAction(db, laptop.host.id, 'REQ_PULL', '2026-01-01T00:00:03.000Z');
    await requestHostAction(db, laptop.host.id, 'UPGRADE', '2026-01-01T00:00:01.000Z');
    await requestHostAction(db, laptop.host.id, 'FORCE_UPGRADE', '2026-01-01T00:00:02.000Z');
    const { actions } = await checkIn(server().url, laptop.credentials);
    expect(actions).toEqual(['UPGRADE', 'FORCE_UPGRADE', 'UPDATE_KEYS', 'REQ_PULL']);
  });

  describe('keeps host and user tokens apart', () => {
    it('refuses a user token on a host route', async () => {
      const reply = await fallback(laptop.host.id, { Action: 'CHECK_IN' }, token);
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual(errorBody(401, 'this route takes a host token, not a user token'));
    });

    it('refuses a host token on user routes', async () => {
      const bearer = await hostToken(server().url, laptop.credentials);
      for (const path of ['/api/networks', '/api/hosts', '/api/nodes/home', '/api/v1/enrollment-keys']) {
        const reply = await request(server(), 'GET', path, { token: bearer });
        expect(reply.status).toBe(401);
        expect(reply.body).toEqual(errorBody(401, 'a host token cannot be used here; log in as a user'));
      }
    });

    it('refuses a host acting for another host', async () => {
      const bearer = await hostToken(server().url, laptop.credentials);
      const reply = await fallback(phone.host.id, { Action: 'CHECK_IN' }, bearer);
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual(
        errorBody(403, `host ${laptop.host.id} can only act for itself, not for host ${phone.host.id}`),
      );
    });

    it('refuses a check-in without a token, or with a forged one', async () => {
      const none = await fallback(phone.host.id, { Action: 'CHECK_IN' });
      expect(none.body).toEqual(
        errorBody(401, 'authorization required: send the header "Authorization: Bearer <token>"'),
      );
      const forged = await fallback(phone.host.id, { Action: 'CHECK_IN' }, 'a.b.c');
      expect(forged.body).toEqual(errorBody(401, 'invalid host token; authenticate the host again'));
    });

    it('refuses the token of a host that was deleted', async () => {
      const keyToken = await defaultKeyToken(server(), token, 'home');
      const doomed = await registerHost(server().url, keyToken);
      const bearer = await hostToken(server().url, doomed.credentials);
      const deleted = await request(server(), 'DELETE', `/api/hosts/${doomed.host.id}?force=true`, { token });
      expect(deleted.status).toBe(200);
      const reply = await fallback(doomed.host.id, { Action: 'CHECK_IN' }, bearer);
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual(errorBody(401, `host ${doomed.host.id} no longer exists`));
    });
  });
});
