import { aclCheckResultSchema, envelopeSchema, type AclPolicy } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMayReach } from '../src/features/acls/access-snapshot';
import { addAccount, createSuperAdmin } from './support/accounts';
import { createPolicy, setNodeTags, storeTag, tagPolicy } from './support/acl-fixtures';
import { backends } from './support/backends';
import { networkOfHosts, onlyNode, storeExtClient } from './support/gateway-network';
import { errorBody, request } from './support/http';
import { useServer } from './support/server';

describe.each(backends)('checking access ($name)', (backend) => {
  const server = useServer(backend);
  let token: string;
  let web: string;
  let db: string;
  let gateway: string;
  const names = new Map<string, string>();
  const userClient = 'annika-phone';
  beforeAll(async () => {
    token = await createSuperAdmin(server());
    const hosts = await networkOfHosts(server(), token, { netid: 'lab', addressrange: '10.150.0.0/24' }, [{}, {}, {}]);
    [web, db, gateway] = hosts.map((host) => onlyNode(host).id);
    for (const host of hosts) names.set(onlyNode(host).id, host.host.name);
    await setNodeTags(server(), web, [await storeTag(server(), 'lab', 'web')]);
    await setNodeTags(server(), db, [await storeTag(server(), 'lab', 'db')]);
    await server().db.updateTable('nodes').set({ isingressgateway: 1 }).where('id', '=', gateway).execute();
    await addAccount(server(), 'annika', 'platform-user', ['lab-network-user-grp']);
    await storeExtClient(server(), {
      clientid: userClient,
      network: 'lab',
      gateway,
      address: '10.150.0.254',
      ownerid: 'annika',
      remote_access_client_id: 'rac-1',
    });
  });

  const check = async (src: string, dst: string, extra = '') => {
    const reply = await request(server(), 'GET', `/api/v2/acls/check?network=lab&src=${src}&dst=${dst}${extra}`, {
      token,
    });
    expect(reply.status, reply.text).toBe(200);
    const body = envelopeSchema(aclCheckResultSchema.strict()).parse(reply.body);
    expect(body.Message).toBe('checked access');
    return body.Response;
  };
  const allNodes = async (enabled: boolean) => {
    const list = await request(server(), 'GET', '/api/v1/acls?network=lab', { token });
    const policy = (list.body as { Response: AclPolicy[] }).Response.find((p) => p.id === 'lab.all-nodes');
    const reply = await request(server(), 'PUT', '/api/v1/acls?network=lab', { token, json: { ...policy, enabled } });
    expect(reply.status, reply.text).toBe(200);
  };
  const setPolicy = async (policy: AclPolicy, enabled: boolean) => {
    const reply = await request(server(), 'PUT', '/api/v1/acls?network=lab', { token, json: { ...policy, enabled } });
    expect(reply.status, reply.text).toBe(200);
  };
  const pair = (allowed: boolean) =>
    request(server(), 'PUT', '/api/networks/lab/acls/pair', { token, json: { source: web, target: db, allowed } });

  it('lets everybody reach everybody through All Nodes', async () => {
    expect(await check(web, db, '&protocol=tcp&port=22')).toEqual({
      allowed: true,
      policy: { id: 'lab.all-nodes', name: 'All Nodes' },
      reason: `policy "All Nodes" allows ${names.get(web)} to reach ${names.get(db)} on tcp port 22`,
      matrix_allowed: true,
    });
  });

  it('counts only the other policies when All Nodes is off, and explains a refusal', async () => {
    await allNodes(false);
    expect(await check(web, db)).toEqual({
      allowed: false,
      policy: { id: 'lab.all-nodes', name: 'All Nodes' },
      reason: `policy "All Nodes" would allow ${names.get(web)} to reach ${names.get(db)}, but it is disabled`,
      matrix_allowed: true,
    });
    const viaGateway = await check(web, gateway);
    expect(viaGateway).toMatchObject({ allowed: true, policy: { id: 'lab.all-gateways' } });
  });

  it('follows a one-way policy for its port, and tells when it is disabled', async () => {
    const policy = await createPolicy(server(), token, 'lab', {
      ...tagPolicy('web to db', ['lab.web'], ['lab.db'], { allowed_traffic_direction: 0 }),
      type: 'Custom',
      protocol: 'tcp',
      ports: ['5432'],
    });
    const allowed = await check(web, db, '&protocol=tcp&port=5432');
    expect(allowed).toMatchObject({ allowed: true, policy: { id: policy.id, name: 'web to db' } });
    expect((await check(db, web, '&port=5432')).allowed).toBe(false);
    expect(await check(web, db, '&port=80')).toMatchObject({
      allowed: false,
      reason: `policy "web to db" allows ${names.get(web)} to reach ${names.get(db)} only for tcp port 5432`,
    });
    await setPolicy(policy, false);
    expect(await check(web, db, '&port=5432')).toMatchObject({
      allowed: false,
      policy: { id: policy.id, name: 'web to db' },
      reason: `policy "web to db" would allow ${names.get(web)} to reach ${names.get(db)} on port 5432, but it is disabled`,
    });
    await setPolicy(policy, true);
  });

  it('lets users reach devices through user policies only, one way', async () => {
    expect(await check(userClient, web)).toMatchObject({ allowed: true, policy: { id: 'lab.all-users' } });
    expect((await check(web, userClient)).allowed).toBe(false);
  });

  it('answers for the version 1 matrix too, both directions required', async () => {
    expect((await pair(false)).status).toBe(200);
    expect((await check(web, db)).matrix_allowed).toBe(false);
    expect((await check(db, web)).matrix_allowed).toBe(false);
    await request(server(), 'PUT', '/api/networks/lab/acls', { token, json: { [db]: { [web]: 1 } } });
    expect((await check(web, db)).matrix_allowed).toBe(false);
    expect((await check(db, gateway)).matrix_allowed).toBe(true);
    await pair(true);
    expect((await check(web, db)).matrix_allowed).toBe(true);
  });

  it('gives the peer computation a predicate: policies either way and the matrix', async () => {
    const mayReach = await loadMayReach(server().db, 'lab');
    expect(mayReach(web, db)).toBe(true);
    expect(mayReach(db, web)).toBe(true);
    expect(mayReach(web, 'ghost')).toBe(false);
    await pair(false);
    const denied = await loadMayReach(server().db, 'lab');
    expect(denied(web, db)).toBe(false);
    expect(denied(web, gateway)).toBe(true);
    await pair(true);
  });

  it.each([
    ['&src=x', 'dst is required'],
    ['&src=ghost&dst=ghost', 'unknown device ghost: give the id of a node or external client of network lab'],
    ['&src=SRC&dst=DST&port=0', 'port: must be between 1 and 65535'],
    ['&src=SRC&dst=DST&port=1.5', 'port: expected integer'],
    ['&src=SRC&dst=DST&port=http', 'port: expected number'],
    ['&src=SRC&dst=DST&protocol=gre', 'protocol: expected one of "all", "tcp", "udp", "icmp"'],
    ['&src=SRC&dst=DST&protocol=icmp&port=7', 'icmp has no ports; leave port empty'],
  ])('refuses %s', async (query, message) => {
    const path = `/api/v2/acls/check?network=lab${query.replace('SRC', web).replace('DST', db)}`;
    const reply = await request(server(), 'GET', path, { token });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(errorBody(400, message));
  });

  it('needs an existing network the caller belongs to', async () => {
    const unknown = await request(server(), 'GET', `/api/v2/acls/check?network=ghost&src=${web}&dst=${db}`, { token });
    expect(unknown.body).toEqual(errorBody(404, 'network ghost not found'));
    const loner = await addAccount(server(), 'loner', 'platform-user');
    const path = `/api/v2/acls/check?network=lab&src=${web}&dst=${db}`;
    expect((await request(server(), 'GET', path, { token: loner })).body).toEqual(
      errorBody(403, 'only members of network lab can read its access control'),
    );
    const member = await addAccount(server(), 'member', 'platform-user', ['lab-network-user-grp']);
    expect((await request(server(), 'GET', path, { token: member })).status).toBe(200);
  });
});
