import {
  envelopeSchema,
  hostDnsStatusSchema,
  hostPeerUpdateSchema,
  nameserverSchema,
  type DnsReport,
  type Nameserver,
} from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAccount, createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { networkOfHosts, onlyNode } from './support/gateway-network';
import { checkIn, hostToken, registerHost, type RegisteredHost } from './support/host-client';
import { errorBody, request } from './support/http';
import { createNetwork, defaultKeyToken } from './support/keys';
import { createClient, createGateway } from './support/remote-access';
import { useServer } from './support/server';

const SERVING: DnsReport = { mode: 'file', listening: ['10.150.0.1'], names: 3, error: '' };

describe.each(backends)('names hosts resolve ($name)', (backend) => {
  const server = useServer(backend);
  let token: string;
  let hosts: RegisteredHost[];

  beforeAll(async () => {
    token = await createSuperAdmin(server());
    hosts = await networkOfHosts(
      server(),
      token,
      { netid: 'corp', addressrange: '10.150.0.0/24', addressrange6: 'fd50::/64' },
      [{ name: 'alpha' }, { name: 'beta' }],
    );
    await createNetwork(server(), token, { netid: 'other', addressrange: '10.151.0.0/24' });
    await registerHost(server().url, await defaultKeyToken(server(), token, 'other'), { name: 'hidden' });
  });

  const call = (method: string, path: string, json?: unknown, as = token) =>
    request(server(), method, path, { token: as, json });
  /** What a host pulls, checked against the contract its agent checks it with. */
  const pulled = async (host: RegisteredHost) => {
    const reply = await request(server(), 'GET', '/api/v1/host', {
      token: await hostToken(server().url, host.credentials),
    });
    expect(reply.status, reply.text).toBe(200);
    return hostPeerUpdateSchema.parse(reply.body);
  };
  const resolved = async (host: RegisteredHost) =>
    Object.fromEntries((await pulled(host)).dns_entries.map((entry) => [entry.name, [entry.address, entry.address6]]));

  describe('the names a host receives', () => {
    it('are every node of its networks as <host>.<network>, and only its networks', async () => {
      const update = await pulled(hosts[0]);
      expect(update.ManageDNS).toBe(true);
      expect(update.host.dns).toBe('yes');
      expect(await resolved(hosts[0])).toEqual({
        'alpha.corp': ['10.150.0.1', 'fd50::1'],
        'beta.corp': ['10.150.0.2', 'fd50::2'],
      });
      expect(update.dns_entries.every((entry) => entry.network === 'corp')).toBe(true);
    });

    it('follow custom entries, renames, remote-access clients and deletions', async () => {
      const added = await call('POST', '/api/dns/corp', { name: 'db', address: '10.150.0.50' });
      expect(added.status, added.text).toBe(200);
      const renamed = await call('PUT', `/api/hosts/${hosts[1].host.id}`, { ...hosts[1].host, name: 'gamma' });
      expect(renamed.status, renamed.text).toBe(200);
      const { gateway } = await createGateway(server(), token, 'corp');
      const client = await createClient(server(), token, 'corp', gateway.id, { clientid: 'laptop1' });
      const names = await resolved(hosts[0]);
      expect(names['db.corp']).toEqual(['10.150.0.50', '']);
      expect(names['gamma.corp']).toEqual(['10.150.0.2', 'fd50::2']);
      expect(names['beta.corp']).toBeUndefined();
      expect(names['laptop1.corp']).toEqual([client.address, client.address6]);

      const taken = await call('POST', '/api/dns/corp', { name: 'laptop1', address: '10.150.0.51' });
      expect(taken.body).toEqual(
        errorBody(400, 'DNS name laptop1.corp is already used in network corp by the remote-access client laptop1'),
      );
      expect((await call('DELETE', '/api/dns/corp/db')).status).toBe(200);
      expect((await resolved(hosts[0]))['db.corp']).toBeUndefined();
    });

    it('follow a node moved to another address', async () => {
      const node = onlyNode(hosts[1]);
      const moved = await call('PUT', `/api/nodes/corp/${node.id}`, {
        address: '10.150.0.77/24',
        address6: 'fd50::77',
      });
      expect(moved.status, moved.text).toBe(200);
      expect((await resolved(hosts[0]))['gamma.corp']).toEqual(['10.150.0.77', 'fd50::77']);
    });
  });

  describe('nameservers', () => {
    const path = (netid = 'corp') => `/api/v1/nameserver?network=${netid}`;
    const body = (overrides: Record<string, unknown> = {}) => ({
      name: 'Corporate DNS',
      network_id: 'corp',
      servers: ['10.0.0.2'],
      domains: [{ domain: 'corp.example' }, { domain: '~Lab.Example.', is_search_domain: true }],
      ...overrides,
    });
    const listed = async (netid = 'corp') => {
      const reply = await call('GET', path(netid));
      expect(reply.status, reply.text).toBe(200);
      return envelopeSchema(nameserverSchema.strict().array()).parse(reply.body).Response;
    };
    let created: Nameserver;

    it('are added, listed and sent to every host of the network with each match domain', async () => {
      const reply = await call('POST', path(), body());
      expect(reply.status, reply.text).toBe(200);
      created = envelopeSchema(nameserverSchema.strict()).parse(reply.body).Response;
      expect(created).toMatchObject({
        name: 'Corporate DNS',
        network_id: 'corp',
        servers: ['10.0.0.2'],
        status: true,
        match_all: false,
        fallback: false,
        tags: { '*': {} },
        match_domains: ['corp.example', '~Lab.Example.'],
      });
      expect(await listed()).toEqual([created]);
      expect((await pulled(hosts[0])).dns_nameservers).toEqual([
        {
          ips: ['10.0.0.2'],
          match_domain: 'corp.example',
          is_search_domain: false,
          is_fallback: false,
          is_ad_domain: false,
        },
        {
          ips: ['10.0.0.2'],
          match_domain: 'lab.example',
          is_search_domain: true,
          is_fallback: false,
          is_ad_domain: false,
        },
      ]);
    });

    it('are changed and turned off; a turned-off nameserver reaches no host', async () => {
      const reply = await call('PUT', path(), {
        ...body({ servers: ['10.0.0.3', 'FD00::53'] }),
        id: created.id,
        status: false,
      });
      expect(reply.status, reply.text).toBe(200);
      expect(envelopeSchema(nameserverSchema).parse(reply.body).Response).toMatchObject({
        servers: ['10.0.0.3', 'fd00::53'],
        status: false,
      });
      expect((await pulled(hosts[0])).dns_nameservers).toEqual([]);
      await call('PUT', path(), { ...body(), id: created.id, status: true });
      expect((await pulled(hosts[0])).dns_nameservers).toHaveLength(2);
    });

    it.each([
      [{ servers: [] }, 'at least one nameserver address is required'],
      [{ servers: ['dns.example'] }, 'nameserver "dns.example" is not an IP address, e.g. 10.0.0.2 or fd00::53'],
      [{ servers: ['10.0.0.2', '10.0.0.2'] }, 'each nameserver address may be given once'],
      [{ domains: [] }, 'at least one match domain is required, e.g. corp.example'],
      [
        { domains: [{ domain: 'bad_domain.example' }] },
        'match domain "bad_domain.example" is not a domain name: use labels of letters, digits and hyphens separated by dots, e.g. corp.example',
      ],
      [
        { domains: [{ domain: 'db.corp' }] },
        "match domain db.corp is inside network corp's own names: its hosts answer those themselves",
      ],
      [{ domains: [{ domain: 'a.example' }, { domain: 'A.example.' }] }, 'each match domain may be given once'],
      [{ name: ' ' }, 'name is required'],
      [{ name: 'corporate dns' }, 'network corp already has a nameserver named Corporate DNS'],
      [{ network_id: 'other' }, 'network_id other differs from the network corp in the query'],
      [
        { match_all: true },
        'match_all is not supported: name the domains this nameserver answers; hosts never send all their names to it',
      ],
      [{ fallback: true }, 'fallback nameservers are not supported: hosts keep their own nameservers for other names'],
      [
        { tags: { 'corp.web': {} } },
        'a nameserver applies to every host of its network: tags other than "*" are not supported',
      ],
    ])('refuses %j', async (overrides, message) => {
      const before = await listed();
      const reply = await call('POST', path(), body(overrides));
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual(errorBody(400, message));
      expect(await listed()).toEqual(before);
    });

    it('refuses unknown networks and nameservers, and one of another network', async () => {
      expect((await call('GET', path('nowhere'))).body).toEqual(errorBody(404, 'network nowhere not found'));
      const missing = await call('DELETE', `${path()}&id=nope`);
      expect(missing.body).toEqual(errorBody(404, 'nameserver nope not found in network corp'));
      const elsewhere = await call('DELETE', `${path('other')}&id=${created.id}`);
      expect(elsewhere.body).toEqual(errorBody(404, `nameserver ${created.id} not found in network other`));
      const noId = await call('PUT', path(), body());
      expect(noId.body).toEqual(errorBody(400, 'id is required: the id of the nameserver to change'));
    });

    it('are read by members and changed by admins of the network only', async () => {
      const outsider = await addAccount(server(), 'ns-outsider', 'platform-user');
      const member = await addAccount(server(), 'ns-member', 'platform-user', ['corp-network-user-grp']);
      expect((await call('GET', path(), undefined, outsider)).body).toEqual(
        errorBody(403, 'only members of network corp can list its nameservers'),
      );
      expect((await call('GET', path(), undefined, member)).status).toBe(200);
      expect((await call('POST', path(), body({ name: 'mine' }), member)).body).toEqual(
        errorBody(403, 'only admins and admins of network corp can add nameservers'),
      );
    });

    it('are deleted, and leave the hosts with it', async () => {
      const reply = await call('DELETE', `${path()}&id=${created.id}`);
      expect(reply.status, reply.text).toBe(200);
      expect(await listed()).toEqual([]);
      expect((await pulled(hosts[0])).dns_nameservers).toEqual([]);
    });
  });

  describe("each host's DNS state", () => {
    const states = async () => {
      const reply = await call('GET', '/api/v2/networks/corp/dns/hosts');
      expect(reply.status, reply.text).toBe(200);
      return Object.fromEntries(
        hostDnsStatusSchema
          .strict()
          .array()
          .parse(reply.body)
          .map((host) => [host.hostid, host]),
      );
    };

    it('comes from its check-ins: serving, partial, off, or never reported', async () => {
      await checkIn(server().url, hosts[0].credentials, { dns_status: SERVING });
      const failing: DnsReport = {
        mode: 'none',
        listening: ['10.150.0.2'],
        names: 3,
        error: '/etc/resolv.conf is a symlink',
      };
      await checkIn(server().url, hosts[1].credentials, { dns_status: failing });
      const before = await states();
      expect(before[hosts[0].host.id]).toMatchObject({ name: 'alpha', state: 'serving', mode: 'file', names: 3 });
      expect(before[hosts[0].host.id].reported_at).not.toBe('');
      expect(before[hosts[1].host.id]).toMatchObject({ state: 'partial', mode: 'none', error: failing.error });
      expect(Object.values(before).filter((host) => host.state === 'unsupported')).toHaveLength(1);

      const off = await call('PUT', `/api/hosts/${hosts[0].host.id}`, { ...hosts[0].host, dns: 'no' });
      expect(off.status, off.text).toBe(200);
      expect((await states())[hosts[0].host.id].state).toBe('off');
    });

    it('refuses a report that is not one', async () => {
      const reply = await request(server(), 'PUT', `/api/v1/fallback/host/${hosts[1].host.id}`, {
        token: await hostToken(server().url, hosts[1].credentials),
        json: { Action: 'CHECK_IN', Host: { dns_status: { mode: 'sideways', listening: [], names: 0, error: '' } } },
      });
      expect(reply.status).toBe(400);
    });
  });

  it('keeps names of one network from hosts of another', async () => {
    const other = await networkOfHosts(server(), token, { netid: 'apart', addressrange: '10.152.0.0/24' }, [
      { name: 'solo' },
    ]);
    expect((await pulled(other[0])).dns_entries.map((entry) => entry.name)).toEqual(['solo.apart']);
    expect(onlyNode(other[0]).network).toBe('apart');
  });
});

describe.each(backends)('names with NETLOOM_DNS=off ($name)', (backend) => {
  const server = useServer(backend, { NETLOOM_DNS: 'off' });

  it('tells hosts not to manage DNS, and shows every host off', async () => {
    const token = await createSuperAdmin(server());
    const [host] = await networkOfHosts(server(), token, { netid: 'quiet', addressrange: '10.153.0.0/24' }, [{}]);
    expect(host.serverConfig.ManageDNS).toBe(false);
    await checkIn(server().url, host.credentials, { dns_status: SERVING });
    const reply = await request(server(), 'GET', '/api/v1/host', {
      token: await hostToken(server().url, host.credentials),
    });
    expect(hostPeerUpdateSchema.parse(reply.body).ManageDNS).toBe(false);
    const states = await request(server(), 'GET', '/api/v2/networks/quiet/dns/hosts', { token });
    expect(
      hostDnsStatusSchema
        .array()
        .parse(states.body)
        .map((status) => status.state),
    ).toEqual(['off']);
  });
});
