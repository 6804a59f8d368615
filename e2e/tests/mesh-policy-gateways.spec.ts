import { expect, test } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { logIn } from '../support/api';
import { sh, type LabHost, type MeshLab } from '../support/mesh/lab';
import { adminCall, joinAll, overlayAddress, type ListedNode } from '../support/mesh/mesh-server';
import { within } from '../support/mesh/mesh-test';
import { devices, policiesOf } from '../support/mesh/policies';
import { serveEcho, tcpReaches } from '../support/mesh/traffic';
import { useMeshLab } from '../support/mesh/use-mesh-lab';
import type { Netloom } from '../support/netloom';

const NETID = 'pgw';
const RANGE = '10.204.0.0/24';
const OTHER_NETID = 'pgw2';
const OTHER_RANGE = '10.205.0.0/24';
const REFUSED_MS = 700;
const DEV = { username: 'developer', password: 'dev-password-1' };

// Policies by tag and by user group, through gateways: a remote-access client that may reach only
// what its user's group allows, an egress gateway that lets one port of its LAN through, and a host
// in two networks where one allowing everything opens nothing of the other (Netmaker's issue #4141).
test.describe.serial('access policies through gateways, tags and groups', () => {
  const mesh = useMeshLab(NETID, RANGE, ['a', 'b', 'c']);
  let lab: MeshLab;
  let server: Netloom;
  /** a: remote-access gateway; b: tagged db, egress gateway to its LAN; c: tagged web. */
  let a: LabHost, b: LabHost, c: LabHost;
  let nodes: Map<string, ListedNode>;
  const lanSubnet = `198.19.${2 + Math.floor(Math.random() * 120)}`;
  const policies = () => policiesOf(server, NETID);
  const overlay = (host: LabHost) => overlayAddress(nodes.get(host.name)!);
  const nodeId = (host: LabHost) => nodes.get(host.name)!.id;
  const tcp = (from: string, address: string, port: number, timeoutMs = REFUSED_MS) =>
    tcpReaches(from, address, port, timeoutMs);
  const settled = (what: string, check: () => Promise<boolean>) => within(5_000, what, check);

  test.beforeAll(async () => {
    ({ lab, server } = mesh());
    [a, b, c] = ['a', 'b', 'c'].map((name) => mesh().hosts.get(name)!);
    const lan = lab.namespace('lan');
    lab.link(
      { namespace: b.namespace, address: `${lanSubnet}.1/24` },
      { namespace: lan, address: `${lanSubnet}.10/24` },
    );
    nodes = await joinAll(lab, server, NETID, mesh().token, [a, b, c]);
    await within(30_000, 'the mesh pinging', () => lab.pings(a.namespace, overlay(c)));
    for (const host of [a, b, c]) await serveEcho(lab, host.namespace, ['tcp:22', 'tcp:5432', 'tcp:8080']);
    await serveEcho(lab, lan, ['tcp:80', 'tcp:22']);
    for (const [name, host] of [
      ['database', b],
      ['webapp', c],
    ] as const) {
      await adminCall(server, 'POST', `/api/v1/tags?network=${NETID}`, {
        tag_name: name,
        tagged_nodes: [{ id: nodeId(host) }],
      });
    }
    // Only the policies of each test: no default one lets devices, gateways or users through.
    await policies().allNodes(false);
    for (const id of [`${NETID}.all-gateways`, `${NETID}.all-users`]) {
      await policies().update(
        (await policies().list()).find((policy) => policy.id === id)!,
        { enabled: false },
      );
    }
  });

  test('lets the web tag reach the db tag on 5432 only, and nobody else', async () => {
    await policies().create({
      name: 'web to db',
      src_type: [{ id: 'tag', value: `${NETID}.webapp` }],
      dst_type: [{ id: 'tag', value: `${NETID}.database` }],
      type: 'Custom',
      protocol: 'tcp',
      ports: ['5432'],
      allowed_traffic_direction: 0,
    });
    await settled(
      'web reaching db on 5432 only',
      async () => (await tcp(c.namespace, overlay(b), 5432, 300)) && !(await tcp(c.namespace, overlay(b), 8080, 300)),
    );
    expect(await tcp(c.namespace, overlay(b), 22)).toBe(false);
    expect(await tcp(a.namespace, overlay(b), 5432)).toBe(false);
    expect(await tcp(b.namespace, overlay(c), 5432)).toBe(false);
  });

  test('lets a user’s remote-access client reach only what its group allows, through the gateway', async () => {
    const group = (await adminCall(server, 'POST', '/api/v1/users/group', {
      user_group: { name: 'devs', network_roles: { [NETID]: { [`${NETID}-network-user`]: {} } } },
    })) as { Response: { id: string } };
    await adminCall(server, 'POST', `/api/users/${DEV.username}`, {
      ...DEV,
      platform_role_id: 'admin',
      user_group_ids: { [group.Response.id]: {} },
    });
    await adminCall(server, 'POST', `/api/nodes/${NETID}/${nodeId(a)}/createingress`, {});
    await policies().create({
      name: 'devs to db',
      policy_type: 'user-policy',
      src_type: [{ id: 'user-group', value: group.Response.id }],
      dst_type: [{ id: 'tag', value: `${NETID}.database` }],
      type: 'Custom',
      protocol: 'tcp',
      ports: ['5432'],
      allowed_traffic_direction: 0,
    });
    // The user makes their own client and brings up the config they download, as wg-quick would.
    const token = await logIn(server.url, DEV);
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const created = await call('POST', `/api/extclients/${NETID}/${nodeId(a)}`, {
      clientid: 'devlaptop',
      remote_access_client_id: 'rac-devlaptop',
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const config = await (await call('GET', `/api/extclients/${NETID}/devlaptop/file`)).text();
    const client = lab.namespace('x');
    lab.link({ namespace: null, address: '' }, { namespace: client, address: `${lab.subnet}.40/24` });
    const name = `nl${lab.tag}x`;
    const file = join(mkdtempSync(join(tmpdir(), 'netloom-client-')), `${name}.conf`);
    writeFileSync(file, config);
    writeFileSync(`${file}.stripped`, sh('wg-quick', ['strip', file]));
    lab.addInterface(client, name);
    sh('ip', ['netns', 'exec', client, 'wg', 'setconf', name, `${file}.stripped`]);
    const value = (key: string) => new RegExp(`^${key} = (.+)$`, 'm').exec(config)?.[1] ?? '';
    sh('ip', ['-n', client, 'addr', 'add', value('Address'), 'dev', name]);
    sh('ip', ['-n', client, 'link', 'set', name, 'mtu', value('MTU'), 'up']);
    for (const range of value('AllowedIPs').split(','))
      sh('ip', ['-n', client, 'route', 'add', range.trim(), 'dev', name]);

    await within(10_000, 'the client reaching the db on 5432', () => tcp(client, overlay(b), 5432, 300));
    expect(await tcp(client, overlay(b), 22)).toBe(false);
    expect(await tcp(client, overlay(c), 5432)).toBe(false);
    expect(await tcp(client, overlay(a), 22)).toBe(false);
    expect(lab.pings(client, overlay(b))).toBe(false);
  });

  test('lets a host through an egress gateway to one port of the LAN behind it', async () => {
    await adminCall(server, 'POST', `/api/nodes/${NETID}/${nodeId(b)}/creategateway`, {
      ranges: [`${lanSubnet}.0/24`],
      natenabled: 'yes',
    });
    await policies().create({
      name: 'web to the lan',
      src_type: devices(nodeId(c)),
      dst_type: devices(nodeId(b)),
      type: 'HTTP',
      allowed_traffic_direction: 0,
    });
    await within(10_000, 'c reaching the LAN on 80', () => tcp(c.namespace, `${lanSubnet}.10`, 80, 300));
    expect(await tcp(c.namespace, `${lanSubnet}.10`, 22)).toBe(false);
    expect(await tcp(a.namespace, `${lanSubnet}.10`, 80)).toBe(false);
  });

  test('opens nothing of a network that restricts traffic when the host’s other network allows everything', async () => {
    await adminCall(server, 'POST', '/api/networks', {
      netid: OTHER_NETID,
      addressrange: OTHER_RANGE,
      isipv4: 'yes',
      isipv6: 'no',
      defaultacl: 'yes',
    });
    for (const host of [b, c]) {
      await adminCall(server, 'POST', `/api/hosts/${lab.hostIdOf(host)}/networks/${OTHER_NETID}`);
    }
    const other = (await adminCall(server, 'GET', `/api/nodes/${OTHER_NETID}`)) as ListedNode[];
    const otherAddress = (host: LabHost) => overlayAddress(other.find((node) => node.hostid === lab.hostIdOf(host))!);
    await within(15_000, 'c reaching b on 8080 in the open network', () =>
      tcp(c.namespace, otherAddress(b), 8080, 300),
    );
    expect(await tcp(c.namespace, otherAddress(b), 22, 2000)).toBe(true);
    expect(await tcp(c.namespace, overlay(b), 8080)).toBe(false);
    expect(await tcp(c.namespace, overlay(b), 22)).toBe(false);
    expect(await tcp(c.namespace, overlay(b), 5432, 2000)).toBe(true);
  });
});
