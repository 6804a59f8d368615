import { networkMetricsSchema, type PeerMeasurement } from '@netloom/contract';
import mqtt from 'mqtt';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { listedNode, useNetworkOfHosts } from './support/gateway-network';
import { checkIn, type RegisteredHost } from './support/host-client';
import { errorBody, request } from './support/http';
import { peerReading, reportMeasurements } from './support/measurements';
import { createClient, createGateway } from './support/remote-access';
import { withServer, type TestServer } from './support/server';
import { untilBrokerConnected } from './support/status';

const NETID = 'measured';

const reading = (host: { host: { publickey: string } }, fields: Partial<PeerMeasurement> = {}) =>
  peerReading(host.host.publickey, fields);

const report = (server: TestServer, host: RegisteredHost, peers: PeerMeasurement[]) =>
  reportMeasurements(server, host, peers, 120);

async function networkMetrics(server: TestServer, token: string) {
  const reply = await request(server, 'GET', `/api/metrics/${NETID}`, { token });
  expect(reply.status, reply.text).toBe(200);
  return networkMetricsSchema.strict().parse(reply.body);
}

describe.each(backends)('metrics reported by hosts ($name)', (backend) => {
  const network = useNetworkOfHosts(
    backend,
    { netid: NETID, addressrange: '10.62.0.0/24' },
    [1, 2, 3].map((octet) => ({ name: `measured-${octet}`, endpointip: `198.51.100.${octet}` })),
  );
  const { server } = network;
  let token: string;
  let hosts: RegisteredHost[];
  beforeAll(async () => {
    ({ token, hosts } = network);
    for (const host of hosts) await checkIn(server().url, host.credentials);
  });
  const node = (index: number) => network.nodes[index].id;

  it('stores each peer of a report under the node, with totals and uptime', async () => {
    const [a, b, c] = hosts;
    const stored = await report(server(), a, [reading(b), reading(c, { connected: false, latency_ms: null })]);
    expect(stored.status, stored.text).toBe(200);
    const { nodes } = await networkMetrics(server(), token);
    expect(nodes[node(0)]).toMatchObject({ network: NETID, node_id: node(0), node_name: 'measured-1' });
    expect(nodes[node(0)].connectivity[node(1)]).toEqual({
      node_name: 'measured-2',
      uptime: 2,
      totaltime: 2,
      latency: 1.5,
      totalreceived: 1000,
      lasttotalreceived: 1000,
      totalsent: 2000,
      lasttotalsent: 2000,
      actualuptime: 120e9,
      percentup: 100,
      connected: true,
    });
    expect(nodes[node(0)].connectivity[node(2)]).toMatchObject({
      latency: 999,
      connected: false,
      uptime: 0,
      totaltime: 2,
    });
  });

  it('keeps byte totals growing when the interface counters start again', async () => {
    const [a, b] = hosts;
    await report(server(), a, [reading(b, { bytes_received: 1500, bytes_sent: 2500 })]);
    await report(server(), a, [reading(b, { bytes_received: 300, bytes_sent: 100 })]);
    const metric = (await networkMetrics(server(), token)).nodes[node(0)].connectivity[node(1)];
    expect(metric).toMatchObject({ totalreceived: 1800, lasttotalreceived: 300, totalsent: 2600, lasttotalsent: 100 });
    expect(metric).toMatchObject({ uptime: 6, totaltime: 6 });
    expect((await networkMetrics(server(), token)).nodes[node(0)].connectivity[node(2)]).toBeUndefined();
  });

  it('stores reports that arrive at once: each host its own, and two of one host one after the other', async () => {
    const [a, b, c] = hosts;
    const replies = await Promise.all([
      report(server(), b, [reading(a), reading(c)]),
      report(server(), c, [reading(a, { latency_ms: 7 }), reading(b, { latency_ms: 8 })]),
      report(server(), a, [reading(b, { bytes_received: 400 })]),
      report(server(), a, [reading(b, { bytes_received: 400 })]),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
    const { nodes } = await networkMetrics(server(), token);
    expect(Object.keys(nodes[node(1)].connectivity).sort()).toEqual([node(0), node(2)].sort());
    expect(nodes[node(2)].connectivity[node(0)]).toMatchObject({ latency: 7, uptime: 2 });
    expect(nodes[node(2)].connectivity[node(1)]).toMatchObject({ latency: 8, uptime: 2 });
    // Both of a's reports counted, the second after the first: 2 minutes each on the 6 before.
    expect(nodes[node(0)].connectivity[node(1)]).toMatchObject({ uptime: 10, totaltime: 10 });
  });

  it('makes a node unstable while more than half of its peers do not answer, and healthy again', async () => {
    const [a, b, c] = hosts;
    await report(server(), a, [reading(b, { connected: false, latency_ms: null }), reading(c, { connected: false })]);
    expect(await listedNode(server(), token, NETID, node(0))).toMatchObject({
      status: 'warning',
      status_reason: 'peers-unreachable',
    });
    await report(server(), a, [reading(b), reading(c, { connected: false })]);
    expect(await listedNode(server(), token, NETID, node(0))).toMatchObject({
      status: 'online',
      status_reason: 'checked-in',
    });
  });

  it('takes reports over MQTT on the host topic as over HTTP', async () => {
    await untilBrokerConnected(server());
    const [, b, c] = hosts;
    const client = await mqtt.connectAsync(`${server().url.replace(/^http/, 'ws')}/api/v1/mqtt`, {
      username: b.credentials.id,
      password: b.credentials.password,
      reconnectPeriod: 0,
    });
    try {
      const body = {
        Action: 'UPDATE_METRICS',
        Metrics: { interval_seconds: 60, peers: [reading(c, { latency_ms: 7 })] },
      };
      await client.publishAsync(`host/serverupdate/${b.serverConfig.Server}/${b.host.id}`, JSON.stringify(body), {
        qos: 1,
      });
      await expect
        .poll(async () => (await networkMetrics(server(), token)).nodes[node(1)]?.connectivity[node(2)]?.latency)
        .toBe(7);
    } finally {
      await client.endAsync();
    }
  });

  it('takes a check-in over MQTT: records what the host reports and sends the actions left for it', async () => {
    await untilBrokerConnected(server());
    const host = hosts[2];
    const refresh = await request(server(), 'PUT', `/api/hosts/${host.host.id}/keys`, { token });
    expect(refresh.status).toBe(200);
    const client = await mqtt.connectAsync(`${server().url.replace(/^http/, 'ws')}/api/v1/mqtt`, {
      username: host.credentials.id,
      password: host.credentials.password,
      reconnectPeriod: 0,
    });
    try {
      await client.subscribeAsync(`host/update/${host.host.id}/${host.serverConfig.Server}`, { qos: 1 });
      const action = new Promise<unknown>((resolve) =>
        client.once('message', (_topic, payload) => resolve(JSON.parse(payload.toString()))),
      );
      const body = { Action: 'CHECK_IN', Host: { endpointip: '198.51.100.33', version: '0.90.1' } };
      await client.publishAsync(`host/serverupdate/${host.serverConfig.Server}/${host.host.id}`, JSON.stringify(body), {
        qos: 1,
      });
      expect(await action).toEqual({ Action: 'UPDATE_KEYS' });
      const listed = (await request(server(), 'GET', '/api/hosts', { token })).body as { id: string }[];
      expect(listed.find((candidate) => candidate.id === host.host.id)).toMatchObject({
        endpointip: '198.51.100.33',
        version: '0.90.1',
      });
    } finally {
      await client.endAsync();
    }
  });

  it("keeps a gateway's readings of its external clients under their ids", async () => {
    const { host, gateway } = await createGateway(server(), token, NETID);
    const client = await createClient(server(), token, NETID, gateway.id, { clientid: 'phone' });
    await checkIn(server().url, host.credentials);
    await report(server(), host, [reading({ host: { publickey: client.publickey } }, { latency_ms: 12 })]);
    const reply = await request(server(), 'GET', `/api/metrics-ext/${NETID}`, { token });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      phone: expect.objectContaining({ node_name: 'phone', latency: 12, connected: true }),
    });
  });

  it('answers 404 for a network or node that does not exist, and refuses bad reports', async () => {
    expect((await request(server(), 'GET', '/api/metrics/nowhere', { token })).body).toEqual(
      errorBody(404, 'network nowhere not found'),
    );
    expect((await request(server(), 'GET', `/api/metrics/${NETID}/not-a-node`, { token })).status).toBe(404);
    const bad = await report(server(), hosts[0], [{ ...reading(hosts[1]), bytes_received: -1 }]);
    expect(bad.status).toBe(400);
    const repeated = await report(server(), hosts[0], [reading(hosts[1]), reading(hosts[1], { latency_ms: 9 })]);
    expect(repeated.status, repeated.text).toBe(400);
    expect(repeated.body).toMatchObject({
      Message: 'Metrics.peers.1.publickey: each peer is measured once: this publickey is already in the report',
    });
  });
});

describe.each(backends)('metrics on a Community server ($name)', (backend) => {
  it('are a Pro feature', async () => {
    await withServer(backend, { NETLOOM_EDITION: 'community' }, async (server) => {
      const token = await createSuperAdmin(server);
      await request(server, 'POST', '/api/networks', { token, json: { netid: NETID, addressrange: '10.63.0.0/24' } });
      expect((await request(server, 'GET', `/api/metrics/${NETID}`, { token })).body).toEqual(
        errorBody(403, 'Metrics need the Pro edition; this server runs the Community edition'),
      );
    });
  });
});
