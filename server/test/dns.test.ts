import { dnsEntrySchema, type DnsEntry } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAccount, createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { registerHost } from './support/host-client';
import { errorBody, request } from './support/http';
import { createNetwork, defaultKeyToken } from './support/keys';
import { useServer } from './support/server';

const LABELS_MESSAGE =
  'Each part of a DNS name between dots must have 1 to 63 letters, digits or hyphens, and may not start or end with a hyphen';
const CHARACTERS_MESSAGE =
  'invalid input. Only uppercase letters (A-Z), lowercase letters (a-z), numbers (0-9), minus sign (-) and dots (.) are allowed';

describe.each(backends)('DNS ($name)', (backend) => {
  const server = useServer(backend);
  let token: string;
  beforeAll(async () => {
    token = await createSuperAdmin(server());
    await createNetwork(server(), token, { netid: 'lan', addressrange: '10.140.0.0/24', addressrange6: 'fd40::/64' });
    await createNetwork(server(), token, { netid: 'lab', addressrange: '10.141.0.0/24' });
    const lanKey = await defaultKeyToken(server(), token, 'lan');
    await registerHost(server().url, lanKey, { name: 'alpha' });
    await registerHost(server().url, lanKey, { name: 'beta' });
    await registerHost(server().url, await defaultKeyToken(server(), token, 'lab'), { name: 'gamma' });
  });

  const call = (method: string, path: string, json?: unknown, as = token) =>
    request(server(), method, path, { token: as, json });
  const entries = async (path: string, as = token): Promise<DnsEntry[]> => {
    const reply = await call('GET', path, undefined, as);
    expect(reply.status, reply.text).toBe(200);
    return dnsEntrySchema.strict().array().parse(reply.body);
  };
  const names = (list: DnsEntry[]) => list.map((entry) => entry.name);

  it('gives every node an automatic entry <host>.<network> with its bare addresses', async () => {
    expect(await entries('/api/dns/adm/lan')).toEqual([
      { name: 'alpha.lan', network: 'lan', address: '10.140.0.1', address6: 'fd40::1', automatic: true },
      { name: 'beta.lan', network: 'lan', address: '10.140.0.2', address6: 'fd40::2', automatic: true },
    ]);
  });

  describe('custom entries', () => {
    const post = (json: unknown, netid = 'lan') => call('POST', `/api/dns/${netid}`, json);

    it('adds entries with an IPv4 address, an IPv6 address (stored canonical) or both', async () => {
      const printer = await post({ name: 'printer.office', address: '10.140.0.200', address6: '' });
      expect(printer.status, printer.text).toBe(200);
      expect(printer.body).toEqual({
        name: 'printer.office',
        network: 'lan',
        address: '10.140.0.200',
        address6: '',
        automatic: false,
      });
      const nas = await post({ name: 'NAS', address6: 'FD40:0:0:0::0010' });
      expect(nas.body).toMatchObject({ name: 'NAS', address: '', address6: 'fd40::10', automatic: false });
      const both = await post({ name: 'wiki', address: '10.140.0.7', address6: 'fd40::7', network: 'ignored' });
      expect(both.body).toMatchObject({ network: 'lan', address: '10.140.0.7', address6: 'fd40::7' });
    });

    it('lists node and custom entries sorted by address, and each kind alone', async () => {
      const all = await entries('/api/dns/adm/lan');
      expect(all.map((entry) => [entry.name, entry.address, entry.automatic])).toEqual([
        ['alpha.lan', '10.140.0.1', true],
        ['beta.lan', '10.140.0.2', true],
        ['wiki', '10.140.0.7', false],
        ['printer.office', '10.140.0.200', false],
        ['NAS', '', false],
      ]);
      expect(names(await entries('/api/dns/adm/lan/nodes'))).toEqual(['alpha.lan', 'beta.lan']);
      expect(names(await entries('/api/dns/adm/lan/custom'))).toEqual(['wiki', 'printer.office', 'NAS']);
    });

    it.each([
      [{ name: 'my printer', address: '10.140.0.9' }, CHARACTERS_MESSAGE],
      [{ name: 'db_1', address: '10.140.0.9' }, CHARACTERS_MESSAGE],
      [{ name: '', address: '10.140.0.9' }, 'Please enter a DNS name'],
      [{ name: 'x'.repeat(193), address: '10.140.0.9' }, 'A DNS name must have at most 192 characters'],
      [{ address: '10.140.0.9' }, 'name is required'],
      [{ name: 'nowhere' }, 'A DNS entry needs an IPv4 address, an IPv6 address or both'],
      [{ name: 'nowhere', address: '', address6: '' }, 'A DNS entry needs an IPv4 address, an IPv6 address or both'],
      [{ name: 'bad-ip', address: '10.140.0.300' }, 'address 10.140.0.300 is not an IPv4 address'],
      [{ name: 'bad-ip', address: 'fd40::9' }, 'address fd40::9 is not an IPv4 address'],
      [{ name: 'bad-ip', address6: '10.140.0.9' }, 'address6 10.140.0.9 is not an IPv6 address'],
      [
        { name: 'alpha.lan', address: '10.140.0.9' },
        'DNS name alpha.lan is already used in network lan by the automatic entry of a node (alpha.lan)',
      ],
      [
        { name: 'Beta.LAN', address: '10.140.0.9' },
        'DNS name Beta.LAN is already used in network lan by the automatic entry of a node (beta.lan)',
      ],
      [
        { name: 'PRINTER.office', address: '10.140.0.9' },
        'DNS name PRINTER.office.lan is already used in network lan by another entry (printer.office)',
      ],
      [{ name: 'db..lan', address: '10.140.0.9' }, LABELS_MESSAGE],
      [{ name: '-db', address: '10.140.0.9' }, LABELS_MESSAGE],
      [{ name: `${'x'.repeat(64)}.db`, address: '10.140.0.9' }, LABELS_MESSAGE],
      [
        { name: 'outside', address: '8.8.8.8' },
        'address 8.8.8.8 is outside network lan: use an address in 10.140.0.0/24, fd40::/64 (its ranges and those its egress gateways route), which its hosts reach through the mesh',
      ],
      [
        { name: 'outside6', address6: 'fd99::1' },
        'address fd99::1 is outside network lan: use an address in 10.140.0.0/24, fd40::/64 (its ranges and those its egress gateways route), which its hosts reach through the mesh',
      ],
    ])('refuses %j', async (body, message) => {
      const before = await entries('/api/dns/adm/lan');
      const reply = await post(body);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual(errorBody(400, message));
      expect(await entries('/api/dns/adm/lan')).toEqual(before);
    });

    it('takes a name used in another network', async () => {
      const reply = await post({ name: 'printer.office', address: '10.141.0.50' }, 'lab');
      expect(reply.status).toBe(200);
    });

    it('answers 404 for an unknown network', async () => {
      expect((await post({ name: 'lost', address: '10.0.0.1' }, 'nowhere')).body).toEqual(
        errorBody(404, 'network nowhere not found'),
      );
      expect((await call('GET', '/api/dns/adm/nowhere')).body).toEqual(errorBody(404, 'network nowhere not found'));
    });

    it('exports the network as a hosts file with the names hosts resolve, IPv4 before IPv6 for each entry', async () => {
      const reply = await call('GET', '/api/dns/adm/lan/hosts');
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(reply.text).toBe(
        [
          '10.140.0.1 alpha.lan',
          'fd40::1 alpha.lan',
          '10.140.0.2 beta.lan',
          'fd40::2 beta.lan',
          '10.140.0.7 wiki.lan',
          'fd40::7 wiki.lan',
          '10.140.0.200 printer.office.lan',
          'fd40::10 NAS.lan',
          '',
        ].join('\n'),
      );
    });

    it('deletes a custom entry and answers with what it deleted', async () => {
      const reply = await call('DELETE', '/api/dns/lan/wiki');
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(reply.body).toBe('wiki.lan deleted.');
      expect(names(await entries('/api/dns/adm/lan/custom'))).toEqual(['printer.office', 'NAS']);
      const again = await call('DELETE', '/api/dns/lan/wiki');
      expect(again.status).toBe(404);
      expect(again.body).toEqual(errorBody(404, 'DNS entry wiki not found in network lan'));
    });

    it("refuses to delete a node's automatic entry", async () => {
      const reply = await call('DELETE', '/api/dns/lan/ALPHA.lan');
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual(
        errorBody(
          400,
          "alpha.lan is the automatic entry of a node; automatic entries can't be deleted (they go with their node)",
        ),
      );
      expect(names(await entries('/api/dns/adm/lan/nodes'))).toEqual(['alpha.lan', 'beta.lan']);
    });
  });

  describe('permissions', () => {
    const tokens: Record<string, string> = {};
    beforeAll(async () => {
      tokens.loner = await addAccount(server(), 'dns-loner', 'platform-user');
      tokens.lanUser = await addAccount(server(), 'dns-lan-user', 'platform-user', ['lan-network-user-grp']);
      tokens.lanAdmin = await addAccount(server(), 'dns-lan-admin', 'platform-user', ['lan-network-admin-grp']);
      tokens.auditor = await addAccount(server(), 'dns-auditor', 'auditor');
    });

    it('lists in GET /api/dns the entries of the networks the caller may read, sorted by address', async () => {
      const everything = await entries('/api/dns');
      expect(everything.map((entry) => [entry.name, entry.network])).toEqual([
        ['alpha.lan', 'lan'],
        ['beta.lan', 'lan'],
        ['printer.office', 'lan'],
        ['gamma.lab', 'lab'],
        ['printer.office', 'lab'],
        ['NAS', 'lan'],
      ]);
      expect(await entries('/api/dns', tokens.auditor)).toEqual(everything);
      expect(new Set((await entries('/api/dns', tokens.lanUser)).map((entry) => entry.network))).toEqual(
        new Set(['lan']),
      );
      expect(await entries('/api/dns', tokens.loner)).toEqual([]);
    });

    it("lets members read a network's entries and nobody else", async () => {
      for (const path of [
        '/api/dns/adm/lan',
        '/api/dns/adm/lan/nodes',
        '/api/dns/adm/lan/custom',
        '/api/dns/adm/lan/hosts',
      ]) {
        for (const name of ['lanUser', 'lanAdmin', 'auditor']) {
          expect((await call('GET', path, undefined, tokens[name])).status).toBe(200);
        }
        const refused = await call('GET', path, undefined, tokens.loner);
        expect(refused.status).toBe(403);
      }
      const refused = await call('GET', '/api/dns/adm/lab', undefined, tokens.lanUser);
      expect(refused.body).toEqual(errorBody(403, 'only members of network lab can list its DNS entries'));
      const hosts = await call('GET', '/api/dns/adm/lab/hosts', undefined, tokens.lanUser);
      expect(hosts.body).toEqual(errorBody(403, 'only members of network lab can read its hosts file'));
    });

    it('lets only admins of the network add and delete entries', async () => {
      for (const name of ['loner', 'lanUser']) {
        const add = await call('POST', '/api/dns/lan', { name: 'sneaky', address: '10.140.0.99' }, tokens[name]);
        expect(add.body).toEqual(errorBody(403, 'only admins and admins of network lan can add DNS entries'));
        const remove = await call('DELETE', '/api/dns/lan/printer.office', undefined, tokens[name]);
        expect(remove.body).toEqual(errorBody(403, 'only admins and admins of network lan can delete DNS entries'));
      }
      const audited = await call('DELETE', '/api/dns/lan/printer.office', undefined, tokens.auditor);
      expect(audited.body).toEqual(errorBody(403, 'auditors have read-only access'));
      expect(names(await entries('/api/dns/adm/lan/custom'))).toEqual(['printer.office', 'NAS']);
      const added = await call('POST', '/api/dns/lan', { name: 'by-admin', address: '10.140.0.99' }, tokens.lanAdmin);
      expect(added.status).toBe(200);
      expect((await call('DELETE', '/api/dns/lan/by-admin', undefined, tokens.lanAdmin)).status).toBe(200);
    });
  });

  it('deletes the custom entries of a network with it', async () => {
    await createNetwork(server(), token, { netid: 'brief', addressrange: '10.142.0.0/24' });
    expect((await call('POST', '/api/dns/brief', { name: 'short', address: '10.142.0.9' })).status).toBe(200);
    expect((await call('DELETE', '/api/networks/brief')).status).toBe(200);
    const rows = await server().db.selectFrom('dns_entries').select('name').where('network', '=', 'brief').execute();
    expect(rows).toEqual([]);
  });
});
