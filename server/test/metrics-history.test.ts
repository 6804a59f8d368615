import { metricsHistorySchema, type MetricsHistory, type PeerMeasurement } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bucketOf } from '../src/features/metrics/metric-history';
import { recordMeasurements } from '../src/features/metrics/record-measurements';
import { createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { networkOfHosts, onlyNode, useNetworkOfHosts } from './support/gateway-network';
import { checkIn, type RegisteredHost } from './support/host-client';
import { errorBody, request, type ReachableServer } from './support/http';
import { peerReading, reportMeasurements } from './support/measurements';
import { createClient, createGateway } from './support/remote-access';
import { withServer, type TestServer } from './support/server';

const NETID = 'history';
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

async function readHistory(server: ReachableServer, token: string, query: string, netid = NETID) {
  return request(server, 'GET', `/api/v2/metrics/${netid}/history?${query}`, { token });
}

async function history(server: ReachableServer, token: string, query: string): Promise<MetricsHistory> {
  const reply = await readHistory(server, token, query);
  expect(reply.status, reply.text).toBe(200);
  return metricsHistorySchema.strict().parse(reply.body);
}

/** Stores a report of `host` as if it arrived at `timeMs`: the report path of the server, with its time given. */
function recordAt(server: TestServer, host: RegisteredHost, timeMs: number, peers: PeerMeasurement[], retention = 168) {
  const report = { interval_seconds: 60, peers };
  const at = new Date(timeMs).toISOString();
  return recordMeasurements(server.db, [{ hostId: host.host.id, measurements: report }], at, retention);
}

async function historyRows(server: TestServer, nodeId: string): Promise<string[]> {
  const rows = await server.db.selectFrom('node_metric_history').selectAll().where('node_id', '=', nodeId).execute();
  return rows
    .flatMap((row) => Object.keys(JSON.parse(row.peers) as object).map((peer) => `${peer}@${row.bucket}`))
    .sort();
}

describe.each(backends)('metrics history ($name)', (backend) => {
  const network = useNetworkOfHosts(
    backend,
    { netid: NETID, addressrange: '10.64.0.0/24' },
    [1, 2, 3].map((octet) => ({ name: `history-${octet}`, endpointip: `198.51.100.${octet}` })),
  );
  const { server } = network;
  let token: string;
  let hosts: RegisteredHost[];
  let gateway: { host: RegisteredHost; id: string };
  let clientKey: string;
  /** A report half an hour ago, in the window of one hour. */
  const recent = Date.now() - 30 * MINUTE_MS;
  /** Start of a bucket about three hours ago: the reports of the first tests go there and into the next one. */
  let base: number;
  beforeAll(async () => {
    ({ token, hosts } = network);
    for (const host of hosts) await checkIn(server().url, host.credentials);
    const created = await createGateway(server(), token, NETID);
    gateway = { host: created.host, id: created.gateway.id };
    clientKey = (await createClient(server(), token, NETID, gateway.id, { clientid: 'tablet' })).publickey;
    base = Date.parse(bucketOf(Date.now() - 3 * HOUR_MS));
  });
  const node = (index: number) => network.nodes[index].id;
  const key = (index: number) => hosts[index].host.publickey;
  const at = (timeMs: number) => new Date(timeMs).toISOString();

  it('sums the reports of each bucket: samples connected, answered latency, bytes since the previous report', async () => {
    const [a] = hosts;
    await recordAt(server(), a, base + 10_000, [
      peerReading(key(1), { latency_ms: 10, bytes_received: 1000, bytes_sent: 2000 }),
      peerReading(key(2), { connected: false, latency_ms: null, bytes_received: 0, bytes_sent: 0 }),
    ]);
    await recordAt(server(), a, base + 70_000, [
      peerReading(key(1), { latency_ms: 20, bytes_received: 1500, bytes_sent: 2600 }),
      peerReading(key(2), { latency_ms: 30, bytes_received: 100, bytes_sent: 50 }),
    ]);
    // Next bucket: b stops answering and its counters start again; c answers.
    await recordAt(server(), a, base + 5 * MINUTE_MS + 10_000, [
      peerReading(key(1), { connected: false, latency_ms: null, bytes_received: 200, bytes_sent: 2600 }),
      peerReading(key(2), { latency_ms: 40, bytes_received: 400, bytes_sent: 150 }),
    ]);
    const second = base + 5 * MINUTE_MS;

    expect(await history(server(), token, `node=${node(0)}&peer=${node(1)}`)).toEqual({
      network: NETID,
      node_id: node(0),
      peer_id: node(1),
      bucket_seconds: 300,
      retention_hours: 168,
      points: [
        { at: at(base), latency: 15, uptime_percent: 100, sent: 600, received: 500 },
        { at: at(second), latency: null, uptime_percent: 0, sent: 0, received: 200 },
      ],
    });
    expect((await history(server(), token, `node=${node(0)}&peer=${node(2)}`)).points).toEqual([
      { at: at(base), latency: 30, uptime_percent: 50, sent: 50, received: 100 },
      { at: at(second), latency: 40, uptime_percent: 100, sent: 100, received: 300 },
    ]);
    const overall = await history(server(), token, `node=${node(0)}`);
    expect(overall.peer_id).toBe('');
    expect(overall.points).toEqual([
      { at: at(base), latency: 20, uptime_percent: 75, sent: 650, received: 600 },
      { at: at(second), latency: 40, uptime_percent: 50, sent: 100, received: 500 },
    ]);
  });

  it('reads the last 24 hours by default, or the hours asked for', async () => {
    await recordAt(server(), hosts[0], recent, [peerReading(key(1))]);
    expect((await history(server(), token, `node=${node(0)}`)).points.map((point) => point.at)).toEqual([
      at(base),
      at(base + 5 * MINUTE_MS),
      bucketOf(recent),
    ]);
    expect((await history(server(), token, `node=${node(0)}&hours=1`)).points.map((point) => point.at)).toEqual([
      bucketOf(recent),
    ]);
  });

  it('adds what a host reports over HTTP to the current bucket', async () => {
    const [a, , c] = hosts;
    const before = Date.now();
    const first = await reportMeasurements(server(), c, [
      peerReading(key(0), { bytes_sent: 1000, bytes_received: 700 }),
    ]);
    expect(first.status, first.text).toBe(200);
    await reportMeasurements(server(), c, [peerReading(key(0), { bytes_sent: 1500, bytes_received: 1000 })]);
    const after = Date.now();
    const { points } = await history(server(), token, `node=${node(2)}&peer=${a.nodes[0].id}`);
    // Both reports land in one bucket, or in two when a bucket ends between them.
    expect(points.length).toBe(bucketOf(before) === bucketOf(after) ? 1 : 2);
    expect(points[0].at).toBe(bucketOf(before));
    expect(points.every((point) => point.latency === 1.5 && point.uptime_percent === 100)).toBe(true);
    expect(points.reduce((sum, point) => sum + point.sent, 0)).toBe(500);
    expect(points.reduce((sum, point) => sum + point.received, 0)).toBe(300);
  });

  it("keeps a gateway's readings of its external client as a pair", async () => {
    const now = Date.now();
    await recordAt(server(), gateway.host, now, [peerReading(clientKey, { latency_ms: 12 })]);
    await recordAt(server(), gateway.host, now + 1000, [peerReading(clientKey, { latency_ms: 14, bytes_sent: 2200 })]);
    const { points } = await history(server(), token, `node=${gateway.id}&peer=tablet`);
    expect(points).toEqual([{ at: bucketOf(now), latency: 13, uptime_percent: 100, sent: 200, received: 0 }]);
  });

  it("prunes a reporting node's buckets older than the retention, and only that node's", async () => {
    const [a, b] = hosts;
    await recordAt(server(), b, base + 10_000, [peerReading(key(0))]);
    const now = Date.now();
    await recordAt(server(), a, now, [peerReading(key(1))], 1);
    expect((await history(server(), token, `node=${node(0)}`)).points.map((point) => point.at)).toEqual([
      bucketOf(recent),
      bucketOf(now),
    ]);
    expect((await history(server(), token, `node=${node(1)}`)).points.map((point) => point.at)).toEqual([at(base)]);
  });

  it('refuses a missing or unknown node or peer, and hours outside 1 to the retention', async () => {
    const cases: [string, number, string][] = [
      ['peer=x', 400, 'node is required'],
      ['node=ghost', 404, `node ghost not found in network ${NETID}`],
      [`node=${node(0)}&peer=ghost`, 404, `peer ghost is neither a node nor an external client of network ${NETID}`],
      ...['0', '169', 'day', '1.5', '-2'].map((hours): [string, number, string] => [
        `node=${node(0)}&hours=${hours}`,
        400,
        `hours must be a whole number from 1 to 168, got "${hours}"`,
      ]),
    ];
    for (const [query, status, message] of cases) {
      expect((await readHistory(server(), token, query)).body, query).toEqual(errorBody(status, message));
    }
    expect((await readHistory(server(), token, `node=${node(0)}`, 'nowhere')).body).toEqual(
      errorBody(404, 'network nowhere not found'),
    );
    expect((await history(server(), token, `node=${node(0)}&hours=168`)).points.length).toBeGreaterThan(0);
  });

  it('goes with its node', async () => {
    expect(await historyRows(server(), node(2))).not.toEqual([]);
    const deleted = await request(server(), 'DELETE', `/api/nodes/${NETID}/${node(2)}?force=true`, { token });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await historyRows(server(), node(2))).toEqual([]);
  });
});

describe.each(backends)('metrics history with a retention setting ($name)', (backend) => {
  it('keeps only the hours set, pruning as hosts report over HTTP', async () => {
    await withServer(backend, { NETLOOM_METRICS_RETENTION_HOURS: '2' }, async (server) => {
      const token = await createSuperAdmin(server);
      const [a, b] = await networkOfHosts(server, token, { netid: NETID, addressrange: '10.65.0.0/24' }, [{}, {}]);
      const peer = onlyNode(b).id;
      const old = Date.now() - 3 * HOUR_MS;
      await recordAt(server, a, old, [peerReading(b.host.publickey)]);
      expect(await historyRows(server, onlyNode(a).id)).toEqual([`${peer}@${bucketOf(old)}`]);
      const before = Date.now();
      const reply = await reportMeasurements(server, a, [peerReading(b.host.publickey)]);
      expect(reply.status, reply.text).toBe(200);
      const rows = await historyRows(server, onlyNode(a).id);
      expect([[`${peer}@${bucketOf(before)}`], [`${peer}@${bucketOf(Date.now())}`]]).toContainEqual(rows);
      const read = await history(server, token, `node=${onlyNode(a).id}`);
      expect(read).toMatchObject({ retention_hours: 2, points: [{ uptime_percent: 100 }] });
      expect((await readHistory(server, token, `node=${onlyNode(a).id}&hours=3`)).body).toEqual(
        errorBody(400, 'hours must be a whole number from 1 to 2, got "3"'),
      );
    });
  });
});

describe.each(backends)('metrics history on a Community server ($name)', (backend) => {
  it('is a Pro feature', async () => {
    await withServer(backend, { NETLOOM_EDITION: 'community' }, async (server) => {
      const token = await createSuperAdmin(server);
      await request(server, 'POST', '/api/networks', { token, json: { netid: NETID, addressrange: '10.63.0.0/24' } });
      expect((await readHistory(server, token, 'node=any')).body).toEqual(
        errorBody(403, 'Metrics need the Pro edition; this server runs the Community edition'),
      );
    });
  });
});
