import { expect, test } from '@playwright/test';
import { startMosquitto, type Mosquitto } from '../../server/test/support/mosquitto';
import type { LabHost } from '../support/mesh/lab';
import { adminCall, joinAll, overlayAddress, type ListedNode } from '../support/mesh/mesh-server';
import { within } from '../support/mesh/mesh-test';
import { useMeshLab } from '../support/mesh/use-mesh-lab';

const NETID = 'mosq';
const RANGE = '10.205.0.0/24';

// NETLOOM_BROKER_URL: the same flow through a real Mosquitto, each host with its own account; then the broker stops.
test.describe.serial('agents on an external Mosquitto', () => {
  let mosquitto: Mosquitto | undefined;
  const mesh = useMeshLab(NETID, RANGE, ['a', 'b'], async (lab) => {
    mosquitto = await startMosquitto(lab.serverAddress);
    return {
      NETLOOM_BROKER_URL: mosquitto.url,
      NETLOOM_BROKER_USERNAME: mosquitto.admin.username,
      NETLOOM_BROKER_PASSWORD: mosquitto.admin.password,
      NETLOOM_BROKER_HOST_ACCOUNTS: 'mosquitto-dynsec',
    };
  });
  let nodes: Map<string, ListedNode>;
  let a: LabHost;
  let b: LabHost;

  test.beforeAll(async () => {
    const { lab, server, token, hosts } = mesh();
    [a, b] = [hosts.get('a')!, hosts.get('b')!];
    await within(10_000, 'the server on the broker', async () => {
      const status = (await (await fetch(`${server.url}/api/server/status`)).json()) as { broker_connected: boolean };
      return status.broker_connected;
    });
    nodes = await joinAll(lab, server, NETID, token, [a, b]);
  });

  test.afterAll(async () => {
    await mosquitto?.stop();
  });

  test('hosts log in to Mosquitto with their own accounts, get their peers pushed and ping each other', async () => {
    const { lab } = mesh();
    await within(10_000, 'both on the broker', () =>
      [a, b].every((host) => lab.agentStatus(host).updates === 'broker'),
    );
    await within(20_000, 'a pinging b', () => lab.pings(a.namespace, overlayAddress(nodes.get('b')!)));
  });

  test('with the broker stopped the agents pull, and changes still reach them', async () => {
    const { lab, server } = mesh();
    await mosquitto!.stop();
    await within(10_000, 'both pulling', () => [a, b].every((host) => lab.agentStatus(host).updates === 'pull'));
    const status = (await (await fetch(`${server.url}/api/server/status`)).json()) as { broker_connected: boolean };
    expect(status.broker_connected).toBe(false);
    const pair = { source: nodes.get('a')!.id, target: nodes.get('b')!.id };
    await adminCall(server, 'PUT', `/api/networks/${NETID}/acls/pair`, { ...pair, allowed: false });
    await within(5000, 'a dropping b', () => !lab.peerKeys(a).includes(lab.publicKeyOf(b)));
  });
});
