import { expect, test } from '@playwright/test';
import { BrokerProxy } from '../support/mesh/broker-proxy';
import type { LabHost } from '../support/mesh/lab';
import { adminCall, joinAll, overlayAddress, type ListedNode } from '../support/mesh/mesh-server';
import { within } from '../support/mesh/mesh-test';
import { useMeshLab } from '../support/mesh/use-mesh-lab';

const NETID = 'pull';
const RANGE = '10.203.0.0/24';

// The broker path of the hosts is cut: they notice, pull from the API instead and keep converging.
test.describe.serial('agents without their broker', () => {
  let proxy: BrokerProxy | undefined;
  const mesh = useMeshLab(NETID, RANGE, ['a', 'b'], async (lab) => {
    proxy = await BrokerProxy.start(lab.serverAddress);
    return { NETLOOM_BROKER_PUBLIC_URL: `ws://${lab.serverAddress}:${proxy.port}/api/v1/mqtt` };
  });
  let nodes: Map<string, ListedNode>;
  let a: LabHost;
  let b: LabHost;
  const updates = (host: LabHost) => mesh().lab.agentStatus(host).updates;

  test.beforeAll(async () => {
    const { lab, server, token, hosts } = mesh();
    proxy!.targetPort = Number(new URL(server.url).port);
    [a, b] = [hosts.get('a')!, hosts.get('b')!];
    nodes = await joinAll(lab, server, NETID, token, [a, b]);
    await within(30_000, 'a pinging b', () => lab.pings(a.namespace, overlayAddress(nodes.get('b')!)));
  });

  test.afterAll(async () => {
    await proxy?.close();
  });

  test('the agents get their updates over the broker while it is there', async () => {
    await within(10_000, 'both on the broker', () => [a, b].every((host) => updates(host) === 'broker'));
  });

  test('with the broker gone they say so, and changes still reach them through pull', async () => {
    const { lab, server } = mesh();
    proxy!.cutOff();
    await within(10_000, 'both pulling', () => [a, b].every((host) => updates(host) === 'pull'));
    expect(lab.agentCommand(a, ['status']).output).toContain('pulled from the server (broker unreachable)');
    const pair = { source: nodes.get('a')!.id, target: nodes.get('b')!.id };
    await adminCall(server, 'PUT', `/api/networks/${NETID}/acls/pair`, { ...pair, allowed: false });
    await within(5000, 'a dropping b', () => !lab.peerKeys(a).includes(lab.publicKeyOf(b)));
    await adminCall(server, 'PUT', `/api/networks/${NETID}/acls/pair`, { ...pair, allowed: true });
    // A new handshake: WireGuard retries a lost first initiation after 5 s.
    await within(15_000, 'a pinging b again', () => lab.pings(a.namespace, overlayAddress(nodes.get('b')!)));
  });

  test('once the broker is back they return to it', async () => {
    proxy!.restore();
    await within(15_000, 'both on the broker again', () => [a, b].every((host) => updates(host) === 'broker'));
  });
});
