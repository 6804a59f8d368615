import {
  aclEnforcementSchema,
  aclPolicySchema,
  envelopeSchema,
  hostFirewallSchema,
  hostPeerUpdateSchema,
  OPEN_FIREWALL,
  type AclPolicy,
  type FirewallReport,
} from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAccount, createSuperAdmin, logIn, ACCOUNT_PASSWORD } from './support/accounts';
import { createPolicy } from './support/acl-fixtures';
import { backends } from './support/backends';
import { networkOfHosts, onlyNode } from './support/gateway-network';
import { checkIn, hostToken, type RegisteredHost } from './support/host-client';
import { errorBody, request } from './support/http';
import { useServer } from './support/server';

const ENFORCING: FirewallReport = { enforcing: true, allow_all: false, rules: 2, error: '' };

describe.each(backends)('host firewalls ($name)', (backend) => {
  const server = useServer(backend);
  let token: string;
  let hosts: RegisteredHost[];
  const node = (index: number) => onlyNode(hosts[index]);
  const address = (index: number) => node(index).address.split('/')[0];

  beforeAll(async () => {
    token = await createSuperAdmin(server());
    hosts = await networkOfHosts(server(), token, { netid: 'fw', addressrange: '10.160.0.0/24' }, [{}, {}, {}]);
    for (const host of hosts) await checkIn(server().url, host.credentials);
  });

  /** What the host pulls, checked against the contract its agent checks it with. */
  const pulled = async (index: number) => {
    const reply = await request(server(), 'GET', '/api/v1/host', {
      token: await hostToken(server().url, hosts[index].credentials),
    });
    expect(reply.status, reply.text).toBe(200);
    return hostPeerUpdateSchema.parse(reply.body).fw_update;
  };
  const policies = async () => {
    const reply = await request(server(), 'GET', '/api/v1/acls?network=fw', { token });
    return envelopeSchema(aclPolicySchema.array()).parse(reply.body).Response;
  };
  const setEnabled = async (policy: AclPolicy, enabled: boolean) => {
    const reply = await request(server(), 'PUT', '/api/v1/acls?network=fw', { token, json: { ...policy, enabled } });
    expect(reply.status, reply.text).toBe(200);
  };
  const allNodes = async (enabled: boolean) =>
    setEnabled(
      (await policies()).find((policy) => policy.id === 'fw.all-nodes')!,
      enabled,
    );
  const sshPolicy = (name: string, direction: number) => ({
    name,
    policy_type: 'device-policy',
    src_type: [{ id: 'device', value: node(0).id }],
    dst_type: [{ id: 'device', value: node(1).id }],
    type: 'SSH',
    allowed_traffic_direction: direction,
  });

  it('lets every host through everything while All Nodes is on', async () => {
    expect(await pulled(1)).toEqual(OPEN_FIREWALL);
  });

  it('sends a one-way policy to its destination for its port only, and nothing to its source', async () => {
    await allNodes(false);
    const ssh = await createPolicy(server(), token, 'fw', sshPolicy('ssh one way', 0));
    const destination = await pulled(1);
    expect(destination.allow_all).toBe(false);
    expect(destination.acl_rules[ssh.id]).toEqual({
      id: ssh.id,
      ip_list: [`${address(0)}/32`],
      ip6_list: [],
      allowed_protocols: 'tcp',
      allowed_ports: ['22'],
      direction: 0,
      dst: [`${address(1)}/32`],
      dst6: [],
      Allowed: true,
    });
    expect((await pulled(0)).acl_rules[ssh.id]).toBeUndefined();
    await setEnabled(ssh, false);
    expect((await pulled(1)).acl_rules[ssh.id]).toBeUndefined();
  });

  it('tells which hosts keep each policy and how their firewalls stand', async () => {
    const ssh = await createPolicy(server(), token, 'fw', sshPolicy('ssh both ways', 1));
    await checkIn(server().url, hosts[0].credentials, { firewall_status: ENFORCING });
    await checkIn(server().url, hosts[1].credentials, {
      firewall_status: { ...ENFORCING, enforcing: true, error: 'nft: Could not process rule' },
    });
    const reply = await request(server(), 'GET', '/api/v2/acls/enforcement?network=fw', { token });
    expect(reply.status, reply.text).toBe(200);
    const enforcement = aclEnforcementSchema.strict().parse(reply.body);
    const kept = enforcement.policies.find((policy) => policy.policy_id === ssh.id);
    expect(kept?.hosts).toEqual(
      [
        { host_id: hosts[0].host.id, name: hosts[0].host.name, state: 'enforcing', error: '' },
        { host_id: hosts[1].host.id, name: hosts[1].host.name, state: 'failed', error: 'nft: Could not process rule' },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
    const off = enforcement.policies.find((policy) => policy.policy_id === 'fw.all-nodes');
    expect(off?.hosts).toEqual([]);
    expect(enforcement.policies.map((policy) => policy.policy_id)).toEqual(
      (await policies()).map((policy) => policy.id),
    );
  });

  it("shows a host's firewall as its agent last reported it", async () => {
    const firewall = async (index: number, as = token) => {
      const reply = await request(server(), 'GET', `/api/v2/hosts/${hosts[index].host.id}/firewall`, { token: as });
      return { status: reply.status, body: reply.body };
    };
    const first = await firewall(0);
    expect(first.status).toBe(200);
    expect(hostFirewallSchema.strict().parse(first.body)).toMatchObject({ state: 'enforcing', rules: 2, error: '' });
    expect(Date.parse(hostFirewallSchema.parse(first.body).reported_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await firewall(1)).body).toMatchObject({ state: 'failed', error: 'nft: Could not process rule' });
    expect((await firewall(2)).body).toEqual({ state: 'unsupported', rules: 0, error: '', reported_at: '' });
    await checkIn(server().url, hosts[2].credentials, {
      firewall_status: { enforcing: true, allow_all: true, rules: 0, error: '' },
    });
    expect((await firewall(2)).body).toMatchObject({ state: 'open' });

    await addAccount(server(), 'outsider', 'platform-user', []);
    const outsider = await logIn(server(), 'outsider', ACCOUNT_PASSWORD);
    expect(await firewall(0, outsider)).toEqual({
      status: 404,
      body: errorBody(404, `host ${hosts[0].host.id} not found`),
    });
  });

  it.each([
    [{ type: 'Custom', protocol: 'tcp', ports: ['0'] }, 'ports: invalid port "0": ports are between 1-65535'],
    [{ type: 'Custom', protocol: 'tcp', ports: ['70000'] }, 'ports: invalid port "70000": ports are between 1-65535'],
    [
      { type: 'Custom', protocol: 'udp', ports: ['22-10'] },
      'ports: invalid port range "22-10": the first port must not be above the last',
    ],
    [
      { type: 'Custom', protocol: 'tcp', ports: ['abc'] },
      'ports: invalid port "abc": use a port like 80 or a range like 8000-8100',
    ],
    [{ protocol: 'icmp', ports: ['7'] }, 'ports: icmp traffic has no ports: leave them out'],
    [{ type: 'Any', ports: ['22'] }, 'ports: the Any service covers every port: choose Custom to pick ports'],
  ])('refuses %j with a message naming the field, saving nothing', async (fields, message) => {
    const before = await policies();
    const reply = await request(server(), 'POST', '/api/v1/acls?network=fw', {
      token,
      json: { ...sshPolicy('refused', 1), type: undefined, ...fields },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(errorBody(400, message));
    expect(await policies()).toEqual(before);
  });
});
