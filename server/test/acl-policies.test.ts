import { aclPolicySchema, aclPolicyTypesSchema, envelopeSchema, type AclPolicy } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAccount, createSuperAdmin } from './support/accounts';
import { createPolicy, storeTag, tagPolicy } from './support/acl-fixtures';
import { backends } from './support/backends';
import { networkOfHosts, onlyNode } from './support/gateway-network';
import { errorBody, request } from './support/http';
import { createNetwork } from './support/keys';
import { startServer, useServer, type TestServer } from './support/server';

const policyList = envelopeSchema(aclPolicySchema.strict().array());

async function listPolicies(server: TestServer, token: string, netid: string): Promise<AclPolicy[]> {
  const reply = await request(server, 'GET', `/api/v1/acls?network=${netid}`, { token });
  expect(reply.status, reply.text).toBe(200);
  return policyList.parse(reply.body).Response;
}

describe.each(backends)('access policies ($name)', (backend) => {
  const server = useServer(backend);
  let token: string;
  let nodes: string[];
  let hostNames: Map<string, string>;
  let web: string;
  let db: string;
  beforeAll(async () => {
    token = await createSuperAdmin(server());
    const hosts = await networkOfHosts(server(), token, { netid: 'office', addressrange: '10.140.0.0/24' }, [{}, {}]);
    nodes = hosts.map((host) => onlyNode(host).id);
    hostNames = new Map(hosts.map((host) => [onlyNode(host).id, host.host.name]));
    web = await storeTag(server(), 'office', 'web');
    db = await storeTag(server(), 'office', 'db');
    await addAccount(server(), 'annika', 'platform-user', ['office-network-user-grp']);
    await server()
      .db.insertInto('user_groups')
      .values({ id: 'strangers', name: 'Strangers', is_default: 0, meta_data: '' })
      .execute();
  });

  const post = (json: unknown, netid = 'office') =>
    request(server(), 'POST', `/api/v1/acls?network=${netid}`, { token, json });
  const put = (json: unknown, netid = 'office') =>
    request(server(), 'PUT', `/api/v1/acls?network=${netid}`, { token, json });
  const remove = (id: string, netid = 'office') =>
    request(server(), 'DELETE', `/api/v1/acls?acl_id=${encodeURIComponent(id)}&network=${netid}`, { token });

  describe('default policies', () => {
    it('come with every network, sorted by name, with their members named', async () => {
      const policies = await listPolicies(server(), token, 'office');
      expect(policies.map((policy) => [policy.id, policy.name, policy.enabled])).toEqual([
        ['office.all-gateways', 'All Gateways', true],
        ['office.all-nodes', 'All Nodes', true],
        ['office.all-users', 'All Users', true],
      ]);
      const [gateways, allNodes, users] = policies;
      expect(allNodes).toMatchObject({
        default: true,
        network_id: 'office',
        policy_type: 'device-policy',
        src_type: [{ id: 'tag', name: 'All Resources', value: '*' }],
        dst_type: [{ id: 'tag', name: 'All Resources', value: '*' }],
        protocol: 'all',
        type: 'Any',
        ports: [],
        allowed_traffic_direction: 1,
        created_by: 'auto',
      });
      expect(gateways.src_type).toEqual([{ id: 'tag', name: 'Gateways', value: 'office.gateways' }]);
      expect(users).toMatchObject({
        policy_type: 'user-policy',
        src_type: [{ id: 'user', name: 'All Users', value: '*' }],
        allowed_traffic_direction: 0,
      });
    });

    it('start with All Nodes off in a network that denies by default', async () => {
      await createNetwork(server(), token, { netid: 'locked', addressrange: '10.141.0.0/24', defaultacl: 'no' });
      const policies = await listPolicies(server(), token, 'locked');
      expect(policies.map((policy) => [policy.id, policy.enabled])).toEqual([
        ['locked.all-gateways', true],
        ['locked.all-nodes', false],
        ['locked.all-users', true],
      ]);
    });

    it('can be switched off and on, but keep their members and name', async () => {
      const [, allNodes] = await listPolicies(server(), token, 'office');
      const changed = { ...allNodes, name: 'Renamed', new_name: 'Renamed', src_type: [{ id: 'tag', value: web }] };
      const off = await put({ ...changed, enabled: false });
      expect(off.status, off.text).toBe(200);
      expect(envelopeSchema(aclPolicySchema).parse(off.body)).toEqual({
        Code: 200,
        Message: 'updated acl All Nodes',
        Response: { ...allNodes, enabled: false },
      });
      expect((await put({ ...allNodes, enabled: true })).status).toBe(200);
      expect((await listPolicies(server(), token, 'office'))[1]).toEqual(allNodes);
    });

    it('cannot be deleted', async () => {
      const reply = await remove('office.all-nodes');
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual(errorBody(400, 'cannot delete default policy'));
    });

    it('go with their network', async () => {
      await createNetwork(server(), token, { netid: 'shortlived', addressrange: '10.142.0.0/24' });
      expect(await listPolicies(server(), token, 'shortlived')).toHaveLength(3);
      expect((await request(server(), 'DELETE', '/api/networks/shortlived', { token })).status).toBe(200);
      const left = await server()
        .db.selectFrom('acl_policies')
        .select('id')
        .where('network', '=', 'shortlived')
        .execute();
      expect(left).toEqual([]);
      const reply = await request(server(), 'GET', '/api/v1/acls?network=shortlived', { token });
      expect(reply.body).toEqual(errorBody(404, 'network shortlived not found'));
    });
  });

  describe('creating', () => {
    it('stores a policy with its author, time and named members', async () => {
      const before = Date.now();
      const policy = await createPolicy(server(), token, 'office', {
        ...tagPolicy('web to db', [web], [db], { allowed_traffic_direction: 0 }),
        dst_type: [
          { id: 'tag', value: db },
          { id: 'device', value: nodes[1] },
        ],
        type: 'Custom',
        protocol: 'tcp',
        ports: ['443', '8000-8100'],
        meta_data: 'web servers query the databases',
      });
      expect(policy).toMatchObject({
        default: false,
        name: 'web to db',
        network_id: 'office',
        meta_data: 'web servers query the databases',
        src_type: [{ id: 'tag', name: 'web', value: web }],
        dst_type: [
          { id: 'tag', name: 'db', value: db },
          { id: 'device', name: hostNames.get(nodes[1]), value: nodes[1] },
        ],
        protocol: 'tcp',
        type: 'Custom',
        ports: ['443', '8000-8100'],
        allowed_traffic_direction: 0,
        enabled: true,
        created_by: 'superadmin',
      });
      expect(policy.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(policy.created_at)).toBeGreaterThanOrEqual(before - 1000);
      const listed = await listPolicies(server(), token, 'office');
      expect(listed.find((candidate) => candidate.id === policy.id)).toEqual(policy);
    });

    it('makes an Any service carry all protocols on all ports', async () => {
      const policy = await createPolicy(server(), token, 'office', {
        ...tagPolicy('any to web', ['*'], [web]),
        type: 'Any',
        protocol: 'udp',
      });
      expect(policy).toMatchObject({ type: 'Any', protocol: 'all', ports: [] });
    });

    it('takes users and groups as sources of user policies', async () => {
      const policy = await createPolicy(server(), token, 'office', {
        name: 'staff to web',
        policy_type: 'user-policy',
        src_type: [
          { id: 'user', value: 'annika' },
          { id: 'user-group', value: 'office-network-user-grp' },
        ],
        dst_type: [{ id: 'tag', value: web }],
        allowed_traffic_direction: 0,
      });
      expect(policy.src_type).toEqual([
        { id: 'user', name: 'annika', value: 'annika' },
        { id: 'user-group', name: 'office Network Users', value: 'office-network-user-grp' },
      ]);
    });

    it.each([
      [{ name: undefined }, 'name is required'],
      [{ name: '   ' }, 'name is required'],
      [{ name: 'x'.repeat(65) }, 'name must have at most 64 characters'],
      [{ name: 'All Nodes' }, 'a policy named "All Nodes" already exists in network office'],
      [{ network_id: 'elsewhere' }, 'invalid policy, network id mismatch'],
      [{ policy_type: 'host-policy' }, 'policy_type: expected one of "device-policy", "user-policy"'],
      [{ src_type: [{ id: 'tag', value: 'office.nope' }] }, 'invalid tag office.nope'],
      [{ dst_type: [{ id: 'device', value: 'ghost' }] }, 'invalid node ghost'],
      [
        { src_type: [{ id: 'egress-id', value: 'x' }] },
        'src_type.0.id: expected one of "user", "user-group", "tag", "device"',
      ],
      [{ src_type: [{ id: 'user', value: 'annika' }] }, 'device policy source mismatch'],
      [{ dst_type: [{ id: 'user', value: 'annika' }] }, 'user cannot be added to destination'],
      [{ policy_type: 'user-policy' }, 'user policy source mismatch'],
      [{ src_type: [] }, 'choose at least one source'],
      [{ allowed_traffic_direction: 2 }, 'allowed_traffic_direction: expected one of 0, 1'],
      [{ type: 'Custom', protocol: 'gre' }, 'protocol: expected one of "all", "tcp", "udp", "icmp"'],
      [
        { type: 'Custom', protocol: 'tcp', ports: ['http'] },
        'ports: invalid port "http": use a port like 80 or a range like 8000-8100',
      ],
      [{ type: 'Custom', protocol: 'tcp', ports: ['70000'] }, 'ports: invalid port "70000": ports are between 1-65535'],
      [
        { type: 'Custom', protocol: 'udp', ports: ['90-80'] },
        'ports: invalid port range "90-80": the first port must not be above the last',
      ],
      [{ type: 'Custom' }, 'protocol: a Custom service needs protocol tcp or udp'],
      [
        { type: 'Telnet' },
        'type: invalid service type "Telnet": use one of Any, HTTP, HTTPS, All TCP, All UDP, ICMP, SSH, Custom',
      ],
    ])('refuses %j', async (fields, message) => {
      const reply = await post({ ...tagPolicy('checked', [web], [db]), ...fields });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual(errorBody(400, message));
    });

    it.each([
      [[{ id: 'user', value: 'ghost' }], 'invalid user ghost'],
      [[{ id: 'user-group', value: 'ghost' }], 'invalid user group ghost'],
      [
        [{ id: 'user-group', value: 'strangers' }],
        'user group strangers has no role in network office; give it one first',
      ],
    ])('refuses user policy sources %j', async (sources, message) => {
      const reply = await post({ ...tagPolicy('users', [], [web]), policy_type: 'user-policy', src_type: sources });
      expect(reply.body).toEqual(errorBody(400, message));
    });

    it('needs an existing network, named in the query', async () => {
      expect((await post(tagPolicy('lost', ['*'], ['*']), 'ghost')).body).toEqual(
        errorBody(404, 'network ghost not found'),
      );
      const reply = await request(server(), 'POST', '/api/v1/acls', { token, json: tagPolicy('lost', ['*'], ['*']) });
      expect(reply.body).toEqual(errorBody(400, 'network is required'));
    });
  });

  describe('changing and deleting', () => {
    it('replaces a policy from the whole object, renames it and toggles it', async () => {
      const policy = await createPolicy(server(), token, 'office', tagPolicy('db to web', [db], [web]));
      const reply = await put({ ...policy, new_name: 'db replies', type: 'SSH', enabled: false });
      expect(reply.status, reply.text).toBe(200);
      const updated = envelopeSchema(aclPolicySchema).parse(reply.body);
      expect(updated.Message).toBe('updated acl db replies');
      expect(updated.Response).toEqual({
        ...policy,
        name: 'db replies',
        type: 'SSH',
        protocol: 'tcp',
        ports: ['22'],
        enabled: false,
      });
      const listed = await listPolicies(server(), token, 'office');
      expect(listed.find((candidate) => candidate.id === policy.id)).toEqual(updated.Response);
    });

    it('keeps a policy as it was when the change is refused', async () => {
      const policy = await createPolicy(server(), token, 'office', tagPolicy('steady', [db], [web]));
      const reply = await put({ ...policy, name: 'moved', dst_type: [{ id: 'tag', value: 'office.nope' }] });
      expect(reply.body).toEqual(errorBody(400, 'invalid tag office.nope'));
      const taken = await put({ ...policy, new_name: 'All Users' });
      expect(taken.body).toEqual(errorBody(400, 'a policy named "All Users" already exists in network office'));
      const listed = await listPolicies(server(), token, 'office');
      expect(listed.find((candidate) => candidate.id === policy.id)).toEqual(policy);
    });

    it('refuses an unknown id, another network, and a missing id', async () => {
      const policy = await createPolicy(server(), token, 'office', tagPolicy('mine', [db], [web]));
      expect((await put({ ...policy, id: 'ghost' })).body).toEqual(
        errorBody(404, 'acl ghost not found in network office'),
      );
      expect((await put({ ...policy, network_id: 'locked' }, 'locked')).body).toEqual(
        errorBody(404, `acl ${policy.id} not found in network locked`),
      );
      expect((await put({ ...policy, network_id: 'locked' })).body).toEqual(
        errorBody(400, 'invalid policy, network id mismatch'),
      );
      expect((await put({ ...policy, id: undefined })).body).toEqual(errorBody(400, 'id is required'));
    });

    it('deletes a policy by id, naming it', async () => {
      const policy = await createPolicy(server(), token, 'office', tagPolicy('to delete', [db], [web]));
      expect((await remove(policy.id, 'locked')).status).toBe(404);
      const reply = await remove(policy.id);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ Code: 200, Message: 'deleted acl to delete', Response: null });
      expect((await listPolicies(server(), token, 'office')).some((candidate) => candidate.id === policy.id)).toBe(
        false,
      );
      expect((await remove(policy.id)).body).toEqual(errorBody(404, `acl ${policy.id} not found in network office`));
    });
  });

  it('lists the policy types', async () => {
    const reply = await request(server(), 'GET', '/api/v1/acls/policy_types', { token });
    const types = envelopeSchema(aclPolicyTypesSchema.strict()).parse(reply.body).Response;
    expect(types.policy_types).toEqual(['device-policy', 'user-policy']);
    expect(types.src_grp_types).toEqual(['user', 'user-group', 'tag', 'device']);
    expect(types.dst_grp_types).toEqual(['tag', 'device']);
    expect(types.ProtocolTypes.map((type) => [type.name, type.allowed_protocols.join('+'), type.port_range])).toEqual([
      ['Any', 'all', 'All ports'],
      ['HTTP', 'tcp', '80'],
      ['HTTPS', 'tcp', '443'],
      ['All TCP', 'tcp', 'All ports'],
      ['All UDP', 'udp', 'All ports'],
      ['ICMP', 'icmp', ''],
      ['SSH', 'tcp', '22'],
      ['Custom', 'udp+tcp', 'All ports'],
    ]);
  });

  it('lets members read policies and only network admins change them', async () => {
    const loner = await addAccount(server(), 'loner', 'platform-user');
    const member = await addAccount(server(), 'member', 'platform-user', ['office-network-user-grp']);
    const auditor = await addAccount(server(), 'auditor', 'auditor');
    const officeAdmin = await addAccount(server(), 'office-admin', 'platform-user', ['office-network-admin-grp']);
    const get = (who: string) => request(server(), 'GET', '/api/v1/acls?network=office', { token: who });
    expect((await get(loner)).body).toEqual(
      errorBody(403, 'only members of network office can read its access control'),
    );
    expect((await get(member)).status).toBe(200);
    expect((await get(auditor)).status).toBe(200);
    const denied = errorBody(403, 'only admins and admins of network office can change its access control');
    for (const [method, path] of [
      ['POST', '/api/v1/acls?network=office'],
      ['PUT', '/api/v1/acls?network=office'],
      ['DELETE', '/api/v1/acls?network=office&acl_id=office.all-users'],
    ]) {
      for (const who of [loner, member]) {
        expect((await request(server(), method, path, { token: who, json: {} })).body).toEqual(denied);
      }
      const audited = await request(server(), method, path, { token: auditor, json: {} });
      expect(audited.body).toEqual(errorBody(403, 'auditors have read-only access'));
    }
    const created = await request(server(), 'POST', '/api/v1/acls?network=office', {
      token: officeAdmin,
      json: tagPolicy('by office admin', [web], [db]),
    });
    expect(envelopeSchema(aclPolicySchema).parse(created.body).Response.created_by).toBe('office-admin');
  });
});

describe.each(backends)('access policies on the Community edition ($name)', (backend) => {
  const server = useServer(backend, { NETLOOM_EDITION: 'community' });
  let token: string;
  beforeAll(async () => {
    token = await createSuperAdmin(server());
    await createNetwork(server(), token, { netid: 'free', addressrange: '10.143.0.0/24' });
  });

  it('refuses one-way policies and takes two-way ones', async () => {
    const oneWay = await request(server(), 'POST', '/api/v1/acls?network=free', {
      token,
      json: tagPolicy('one way', ['*'], ['*'], { allowed_traffic_direction: 0 }),
    });
    expect(oneWay.body).toEqual(errorBody(400, 'uni traffic flow not allowed on CE'));
    await createPolicy(server(), token, 'free', tagPolicy('both ways', ['*'], ['*']));
  });
});

describe.each(backends)('default policies of networks made before them ($name)', (backend) => {
  it('are added when the server starts', async () => {
    const database = await backend.createDatabase();
    try {
      const first = await startServer(database);
      const token = await createSuperAdmin(first);
      await createNetwork(first, token, { netid: 'older', addressrange: '10.144.0.0/24', defaultacl: 'no' });
      await first.db.deleteFrom('acl_policies').where('id', '!=', 'older.all-users').execute();
      await first.close();
      const second = await startServer(database);
      try {
        const policies = await listPolicies(second, token, 'older');
        expect(policies.map((policy) => [policy.id, policy.enabled])).toEqual([
          ['older.all-gateways', true],
          ['older.all-nodes', false],
          ['older.all-users', true],
        ]);
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
  });
});
