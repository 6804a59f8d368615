import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from '../support/fixtures';
import type { LabHost } from '../support/mesh/lab';
import { adminCall, joinAll, overlayAddress, type ListedNode } from '../support/mesh/mesh-server';
import { within } from '../support/mesh/mesh-test';
import { useMeshLab } from '../support/mesh/use-mesh-lab';

const NETID = 'lab';
const RANGE = '10.201.0.0/24';

// Three machines join with one key and reach each other over WireGuard, in network namespaces.
test.describe.serial('a real mesh of three hosts', () => {
  const mesh = useMeshLab(NETID, RANGE, ['a', 'b', 'c']);
  let nodes: Map<string, ListedNode>;
  const overlay = (host: LabHost) => overlayAddress(nodes.get(host.name)!);
  const hostList = () => [...mesh().hosts.values()];

  test('three hosts join with one key and ping each other over their WireGuard addresses', async () => {
    const { lab, server, token } = mesh();
    const hosts = hostList();
    nodes = await joinAll(lab, server, NETID, token, hosts);
    expect(hosts.map(overlay).sort()).toEqual(['10.201.0.1', '10.201.0.2', '10.201.0.3']);
    await within(30_000, 'every host pinging every other', () =>
      hosts.every((from) => hosts.every((to) => from === to || lab.pings(from.namespace, overlay(to)))),
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${hosts.map((host) => `--- ${host.name}\n${host.output}`).join('\n')}`);
    });
  });

  test('the agent reports its server, its channel and its peers with handshakes', async () => {
    const { lab } = mesh();
    const hosts = hostList();
    const report = JSON.parse(lab.agentCommand(hosts[0], ['status', '--json']).output);
    expect(report).toMatchObject({ interface: hosts[0].interfaceName, interfaceUp: true, running: true });
    expect(report.updates).toBe('broker');
    expect(report.peers).toHaveLength(2);
    expect(
      report.peers.every((peer: { handshakeAgeSeconds: number | null }) => peer.handshakeAgeSeconds !== null),
    ).toBe(true);
    const names = report.peers.map((peer: { name: string; addresses: string[] }) => [peer.name, peer.addresses]);
    expect(names.sort()).toEqual(hosts.slice(1).map((host) => [host.name, [overlay(host)]]));
    const text = lab.agentCommand(hosts[0], ['status']).output;
    expect(text).toContain(`networks:   ${NETID} ${overlay(hosts[0])}/24`);
    expect(text).toMatch(new RegExp(`\\n  b  ${overlay(hosts[1]).replaceAll('.', '\\.')}  latency `));
  });

  test('the console shows the three hosts healthy, with the latency their agents measured', async ({ page }) => {
    const { server } = mesh();
    await signIn(page, ADMIN, server.url);
    await page.goto(`${server.url}/networks/${NETID}/nodes`);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Latency' })).toBeVisible();
    for (const host of hostList()) {
      const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: host.name, exact: true }) });
      await expect(row.getByText('Healthy')).toBeVisible();
      await expect(row.getByText(/^\d+(\.\d+)? ms$/)).toBeVisible({ timeout: 20_000 });
    }
  });

  test('an access rule denying two nodes stops their pings, the others still reach each other', async () => {
    const { lab, server } = mesh();
    const hosts = hostList();
    const [a, b] = hosts;
    const nodeOf = (host: LabHost) => nodes.get(host.name)!.id;
    await adminCall(server, 'PUT', `/api/networks/${NETID}/acls/pair`, {
      source: nodeOf(a),
      target: nodeOf(b),
      allowed: false,
    });
    await within(3000, 'a losing b as a peer', () => !lab.peerKeys(a).includes(lab.publicKeyOf(b)));
    expect(lab.pings(a.namespace, overlay(b))).toBe(false);
    expect(lab.pings(b.namespace, overlay(a))).toBe(false);
    expect(lab.pings(a.namespace, overlay(hosts[2]))).toBe(true);
    expect(lab.pings(b.namespace, overlay(hosts[2]))).toBe(true);
    await adminCall(server, 'PUT', `/api/networks/${NETID}/acls/pair`, {
      source: nodeOf(a),
      target: nodeOf(b),
      allowed: true,
    });
    // A re-added peer needs a new handshake; when the first initiation reaches b before b holds a again, WireGuard
    // retries only after its 5 s rekey timeout.
    await within(15_000, 'a and b pinging again', () => lab.pings(a.namespace, overlay(b)));
  });

  test('a node deleted in the API is gone from the other hosts within 2 s, told as a peer delta', async () => {
    const { lab, server } = mesh();
    const [a, b, c] = hostList();
    const cKey = lab.publicKeyOf(c);
    expect(lab.peerKeys(a)).toContain(cKey);
    const node = nodes.get(c.name)!;
    await adminCall(server, 'DELETE', `/api/nodes/${NETID}/${node.id}?force=true`);
    const elapsed = await within(2000, 'c disappearing from a and b', () =>
      [a, b].every((host) => !lab.peerKeys(host).includes(cKey)),
    );
    expect(elapsed).toBeLessThanOrEqual(2000);
    expect(lab.pings(a.namespace, overlay(b))).toBe(true);
    for (const host of [a, b]) expect(lab.agentStatus(host)).toMatchObject({ lastUpdateBy: 'delta' });
  });

  test('the host whose node was deleted drops its address and routes, logs it and says which network it left', async () => {
    const { lab } = mesh();
    const c = hostList()[2];
    const shown = (what: 'addr' | 'route') =>
      lab.exec(c.namespace, 'ip', ['-o', what, 'show', 'dev', c.interfaceName]).output.trim();
    await within(5000, 'c without its mesh address', () => !shown('addr').includes(`${overlay(c)}/`));
    expect(shown('route')).toBe('');
    expect(c.output).toContain(`removed from network ${NETID} on the server`);
    const status = lab.agentCommand(c, ['status']).output;
    expect(status).toMatch(
      new RegExp(`networks:   left network ${NETID} at \\d\\d:\\d\\d \\(removed on the server\\)`),
    );
    expect(JSON.parse(lab.agentCommand(c, ['status', '--json']).output)).toMatchObject({
      networks: [],
      left: [{ network: NETID, reason: 'removed' }],
      peers: [],
    });
  });

  test('refreshed keys: a host takes a new key pair at its next check-in and the others follow', async () => {
    const { lab, server } = mesh();
    const [a, b] = hostList();
    const oldKey = lab.publicKeyOf(a);
    await adminCall(server, 'PUT', `/api/hosts/${lab.hostIdOf(a)}/keys`);
    await within(15_000, 'a new key on a', () => lab.publicKeyOf(a) !== oldKey);
    const newKey = lab.publicKeyOf(a);
    await within(
      5000,
      'b holding the new key',
      () => lab.peerKeys(b).includes(newKey) && !lab.peerKeys(b).includes(oldKey),
    );
    await within(15_000, 'b pinging a again (a new handshake, see above)', () => lab.pings(b.namespace, overlay(a)));
  });

  test('an agent restarted on a running interface converges without duplicating anything; down and run bring it back', async () => {
    const { lab } = mesh();
    const [a, b] = hostList();
    const linkIndex = () => lab.exec(a.namespace, 'cat', [`/sys/class/net/${a.interfaceName}/ifindex`]).output.trim();
    const addresses = () =>
      (
        JSON.parse(lab.exec(a.namespace, 'ip', ['-j', 'addr', 'show', 'dev', a.interfaceName]).output) as {
          addr_info: { local: string; prefixlen: number }[];
        }[]
      )
        .flatMap((link) => link.addr_info.map((address) => `${address.local}/${address.prefixlen}`))
        // The kernel's own link-local address is new with each new interface.
        .filter((address) => !address.startsWith('fe80:'));
    const before = { index: linkIndex(), addresses: addresses() };
    await lab.stopAgent(a);
    lab.startAgent(a, ['run']);
    await within(10_000, 'the restarted agent on the broker', () => lab.agentStatus(a).updates === 'broker');
    expect({ index: linkIndex(), addresses: addresses() }).toEqual(before);
    expect(lab.pings(a.namespace, overlay(b))).toBe(true);

    await lab.stopAgent(a);
    const down = lab.agentCommand(a, ['down']);
    expect(down.status, down.output).toBe(0);
    expect(lab.exec(a.namespace, 'ip', ['link', 'show', a.interfaceName]).status).not.toBe(0);
    lab.startAgent(a, ['run']);
    await within(10_000, 'a pinging b after run', () => lab.pings(a.namespace, overlay(b)));
    expect(addresses()).toEqual(before.addresses);
  });

  test('a host that leaves deregisters and removes its interface', async () => {
    const { lab, server } = mesh();
    const hosts = hostList();
    const b = hosts[1];
    const bKey = lab.publicKeyOf(b);
    const left = lab.agentCommand(b, ['leave']);
    expect(left.status, left.output).toBe(0);
    expect(lab.exec(b.namespace, 'ip', ['link', 'show', b.interfaceName]).status).not.toBe(0);
    await within(2000, 'b disappearing from a', () => !lab.peerKeys(hosts[0]).includes(bKey));
    const listed = (await adminCall(server, 'GET', '/api/hosts')) as { name: string }[];
    expect(listed.map((host) => host.name)).not.toContain('b');
  });
});
