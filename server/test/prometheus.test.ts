import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import mqtt from 'mqtt';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../src/http/error-handler';
import { registerPrometheus, type ServerGauges } from '../src/monitoring/prometheus';
import { createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { errorBody, request } from './support/http';
import { createNetwork, defaultKeyToken } from './support/keys';
import { registerHost } from './support/host-client';
import { openLiveStream } from './support/live-stream';
import { prometheusSamples, sampleValue } from './support/prometheus-text';
import { useServer } from './support/server';

const METRICS_TOKEN = 'scrape-me-0123456789abcdef';
const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';
const NETWORK = 'metrics-net';
const POOL_SERIES = [
  'netloom_database_pool_connections',
  'netloom_database_pool_idle_connections',
  'netloom_database_pool_waiting_queries',
];

describe.each(backends)('GET /metrics ($name)', (backend) => {
  describe('without NETLOOM_METRICS_TOKEN', () => {
    const server = useServer(backend);

    it('answers 404 like any unknown path, not with the console', async () => {
      const reply = await request(server(), 'GET', '/metrics', { token: METRICS_TOKEN });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual(errorBody(404, 'no route for GET /metrics'));
    });
  });

  describe('with NETLOOM_METRICS_TOKEN', () => {
    const server = useServer(backend, { NETLOOM_METRICS_TOKEN: METRICS_TOKEN });
    let token: string;
    beforeAll(async () => {
      token = await createSuperAdmin(server());
      await createNetwork(server(), token, { netid: NETWORK, addressrange: '10.77.0.0/24' });
    });

    async function scrape(): Promise<string> {
      const reply = await request(server(), 'GET', '/metrics', { token: METRICS_TOKEN });
      expect(reply.status, reply.text).toBe(200);
      return reply.text;
    }

    it('refuses a scrape without the token, with another one or with a session token', async () => {
      const missing = await request(server(), 'GET', '/metrics');
      expect(missing.status).toBe(401);
      expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="netloom metrics"');
      expect(missing.body).toEqual(
        errorBody(401, 'authorization required: send the header "Authorization: Bearer <token>"'),
      );
      const wrongToken = errorBody(
        401,
        'wrong metrics token: send the NETLOOM_METRICS_TOKEN of this server as the bearer token',
      );
      for (const wrong of [`${METRICS_TOKEN}x`, token]) {
        const refused = await request(server(), 'GET', '/metrics', { token: wrong });
        expect(refused.status).toBe(401);
        expect(refused.body).toEqual(wrongToken);
      }
    });

    it('answers in the Prometheus text format, with the process metrics', async () => {
      const reply = await request(server(), 'GET', '/metrics', { token: METRICS_TOKEN });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe(PROMETHEUS_TEXT);
      expect(sampleValue(reply.text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
      expect(reply.text).toContain('# HELP netloom_http_requests_total HTTP requests answered');
    });

    it('counts requests by method, route pattern and status, never by the concrete path', async () => {
      const series = { method: 'GET', route: '/api/networks/:netid' };
      const before = await scrape();
      for (const netid of [NETWORK, NETWORK, 'no-such-net'])
        await request(server(), 'GET', `/api/networks/${netid}`, { token });
      const after = await scrape();
      const counted = (text: string, status: string) =>
        sampleValue(text, 'netloom_http_requests_total', { ...series, status }) ?? 0;
      expect(counted(after, '200') - counted(before, '200')).toBe(2);
      expect(counted(after, '404') - counted(before, '404')).toBe(1);
      const timed = (text: string) => sampleValue(text, 'netloom_http_request_duration_seconds_count', series) ?? 0;
      expect(timed(after) - timed(before)).toBe(3);
      const concrete = prometheusSamples(after).filter((sample) =>
        /metrics-net|no-such-net/.test(sample.labels.route ?? ''),
      );
      expect(concrete).toEqual([]);
    });

    it(`shows the database pool on PostgreSQL only`, async () => {
      const text = await scrape();
      const present = POOL_SERIES.filter((name) => sampleValue(text, name) !== undefined);
      expect(present).toEqual(backend.name === 'postgres' ? POOL_SERIES : []);
      if (backend.name === 'postgres') {
        expect(sampleValue(text, 'netloom_database_pool_connections')).toBeGreaterThanOrEqual(1);
        expect(sampleValue(text, 'netloom_database_pool_waiting_queries')).toBe(0);
      }
    });

    it('counts the open live-update streams', async () => {
      const openStreams = async () => sampleValue(await scrape(), 'netloom_live_streams');
      expect(await openStreams()).toBe(0);
      // Left open: the server ends them as it closes.
      for (const expected of [1, 2]) {
        const stream = await openLiveStream(server(), token);
        expect(stream.status).toBe(200);
        expect(await openStreams()).toBe(expected);
      }
    });

    it('shows that the server alone leads, the hosts connected to its broker and the rounds that published to them', async () => {
      expect(sampleValue(await scrape(), 'netloom_leader')).toBe(1);
      expect(sampleValue(await scrape(), 'netloom_replicas_alive')).toBe(1);
      const roundsBefore = sampleValue(await scrape(), 'netloom_peer_update_rounds_total') ?? 0;
      const sentBefore = sampleValue(await scrape(), 'netloom_peer_updates_sent_total') ?? 0;
      const host = await registerHost(server().url, await defaultKeyToken(server(), token, NETWORK));
      const client = await mqtt.connectAsync(`${server().url.replace(/^http/, 'ws')}/api/v1/mqtt`, {
        username: host.credentials.id,
        password: host.credentials.password,
        reconnectPeriod: 0,
      });
      try {
        await expect.poll(async () => sampleValue(await scrape(), 'netloom_connected_agents')).toBe(1);
        await expect
          .poll(async () => sampleValue(await scrape(), 'netloom_peer_update_rounds_total'), { timeout: 5000 })
          .toBeGreaterThan(roundsBefore);
        expect(sampleValue(await scrape(), 'netloom_peer_updates_sent_total')).toBeGreaterThan(sentBefore);
      } finally {
        await client.endAsync();
      }
      await expect.poll(async () => sampleValue(await scrape(), 'netloom_connected_agents')).toBe(0);
    });

    it('is not part of the OpenAPI document', async () => {
      const reply = await request(server(), 'GET', '/api/openapi.json');
      expect(Object.keys((reply.body as { paths: object }).paths)).not.toContain('/metrics');
    });
  });
});

describe('the Prometheus registry of one server', () => {
  function serverWith(gauges: ServerGauges) {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    registerErrorHandler(app);
    const publishing = registerPrometheus(app, { metricsToken: METRICS_TOKEN }, gauges);
    const scrape = async () => {
      const reply = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.body;
    };
    return { app, publishing, scrape };
  }

  it('reads its gauges at each scrape and counts the peer update rounds it is told of', async () => {
    const state = { agents: 3, streams: 2, leader: true, replicas: 2, pool: { total: 4, idle: 1, waiting: 2 } };
    const one = serverWith({
      connectedAgents: () => state.agents,
      liveStreams: () => state.streams,
      pool: () => state.pool,
      leader: () => state.leader,
      replicasAlive: () => state.replicas,
    });
    const other = serverWith({
      connectedAgents: () => null,
      liveStreams: () => 0,
      pool: () => null,
      leader: () => false,
      replicasAlive: () => 1,
    });
    try {
      let text = await one.scrape();
      expect(sampleValue(text, 'netloom_connected_agents')).toBe(3);
      expect(sampleValue(text, 'netloom_live_streams')).toBe(2);
      expect(sampleValue(text, 'netloom_leader')).toBe(1);
      expect(sampleValue(text, 'netloom_replicas_alive')).toBe(2);
      expect(POOL_SERIES.map((name) => sampleValue(text, name))).toEqual([4, 1, 2]);
      Object.assign(state, { agents: 0, leader: false, replicas: 3, pool: { total: 10, idle: 10, waiting: 0 } });
      one.publishing.roundDone(0.25, 4);
      one.publishing.roundDone(0.5, 1);
      text = await one.scrape();
      expect(sampleValue(text, 'netloom_connected_agents')).toBe(0);
      expect(sampleValue(text, 'netloom_leader')).toBe(0);
      expect(sampleValue(text, 'netloom_replicas_alive')).toBe(3);
      expect(POOL_SERIES.map((name) => sampleValue(text, name))).toEqual([10, 10, 0]);
      expect(sampleValue(text, 'netloom_peer_update_rounds_total')).toBe(2);
      expect(sampleValue(text, 'netloom_peer_update_round_duration_seconds_count')).toBe(2);
      expect(sampleValue(text, 'netloom_peer_update_round_duration_seconds_sum')).toBe(0.75);
      expect(sampleValue(text, 'netloom_peer_updates_sent_total')).toBe(5);

      const otherText = await other.scrape();
      expect(sampleValue(otherText, 'netloom_peer_update_rounds_total')).toBe(0);
      expect(sampleValue(otherText, 'netloom_connected_agents')).toBeUndefined();
      expect(POOL_SERIES.map((name) => sampleValue(otherText, name))).toEqual([undefined, undefined, undefined]);
    } finally {
      await Promise.all([one.app.close(), other.app.close()]);
    }
  });
});
