import type { LiveChange, PeerMeasurement } from '@netloom/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadJwtSecret } from '../src/features/auth/jwt-secret';
import { createSessionTokens } from '../src/access/session-tokens';
import { createLiveHub } from '../src/live-hub';
import { WRITE_TOPICS } from '../src/features/live/write-changes';
import { ACCOUNT_PASSWORD, addAccount, createSuperAdmin, logIn, SUPER_ADMIN } from './support/accounts';
import { backends } from './support/backends';
import { listedNodes, networkOfHosts, onlyNode } from './support/gateway-network';
import { checkIn, hostToken, type RegisteredHost } from './support/host-client';
import { errorBody, request } from './support/http';
import { createNetwork } from './support/keys';
import { isChange, isChangeOf, openLiveStream, type LiveStreamClient } from './support/live-stream';
import { useServer, withServer } from './support/server';

const HOME = 'live-home';
const AWAY = 'live-away';

function reading(host: RegisteredHost): PeerMeasurement {
  return {
    publickey: host.host.publickey,
    connected: true,
    latency_ms: 2,
    bytes_received: 100,
    bytes_sent: 200,
    handshake_age_seconds: 5,
  };
}

describe('the live hub', () => {
  it('tells each stream the changes of one window once, merged per network', () => {
    vi.useFakeTimers();
    try {
      const hub = createLiveHub(500);
      const delivered: LiveChange[][] = [];
      hub.open({ username: 'one', deliver: (changes) => delivered.push(changes), end: () => undefined });
      hub.changed({ network: HOME, topics: ['nodes'] });
      hub.changed({ network: null, topics: ['users'] });
      hub.changed({ network: HOME, topics: ['metrics', 'hosts', 'nodes'] });
      vi.advanceTimersByTime(499);
      expect(delivered).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(delivered).toEqual([
        [
          { network: HOME, topics: ['hosts', 'nodes', 'metrics'] },
          { network: null, topics: ['users'] },
        ],
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe.each(backends)('live updates over server-sent events ($name)', (backend) => {
  const server = useServer(backend, { NETLOOM_LOGIN_RATE_LIMIT: '1000' });
  let admin: string;
  let member: string;
  let hosts: RegisteredHost[];
  /** Open from the start, so the keep-alive test waits for less. */
  let watcher: LiveStreamClient;
  const streams: LiveStreamClient[] = [];
  const open = async (token?: string) => {
    const stream = await openLiveStream(server(), token);
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    admin = await createSuperAdmin(server());
    watcher = await open(admin);
    hosts = await networkOfHosts(server(), admin, { netid: HOME, addressrange: '10.71.0.0/24' }, [
      { name: 'live-one' },
      { name: 'live-two' },
    ]);
    await createNetwork(server(), admin, { netid: AWAY, addressrange: '10.72.0.0/24' });
    member = await addAccount(server(), 'lena', 'platform-user', [`${HOME}-network-user-grp`]);
  });
  afterAll(() => streams.forEach((stream) => stream.close()));

  it('knows the topics of every write route the server answers, and of no other', () => {
    const writes = server()
      .apiRoutes.filter((route) => route.method !== 'GET')
      .map((route) => `${route.method} ${route.url}`);
    expect(writes.filter((route) => !(route in WRITE_TOPICS))).toEqual([]);
    expect(Object.keys(WRITE_TOPICS).filter((route) => !writes.includes(route))).toEqual([]);
  });

  it('refuses a caller without a token, and a host token', async () => {
    const anonymous = await open();
    expect(anonymous.status).toBe(401);
    expect(anonymous.refusal).toEqual(
      errorBody(401, 'authorization required: send the header "Authorization: Bearer <token>"'),
    );
    const host = await open(await hostToken(server().url, hosts[0].credentials));
    expect(host.status).toBe(401);
    expect(host.refusal).toEqual(errorBody(401, 'a host token cannot be used here; log in as a user'));
  });

  it('starts with the retry delay and a ready event, then tells an admin of a new DNS entry and its audit event', async () => {
    const stream = await open(admin);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    await stream.waitFor((message) => message.kind === 'event' && message.event === 'ready');
    expect(stream.received.slice(0, 2)).toEqual([
      { kind: 'retry', ms: 3000 },
      { kind: 'event', event: 'ready', data: '{}' },
    ]);
    const added = await request(server(), 'POST', `/api/dns/${HOME}`, {
      token: admin,
      json: { name: 'files', address: '10.71.0.200' },
    });
    expect(added.status, added.text).toBe(200);
    await stream.waitFor(isChange(HOME, ['dns', 'audit']));
  });

  it("tells a network's user of its network and of the lists every user reads, and of nothing else", async () => {
    const stream = await open(member);
    await stream.waitFor((message) => message.kind === 'event' && message.event === 'ready');
    const writes: [string, string, unknown][] = [
      ['POST', '/api/users/newcomer', { username: 'newcomer', password: 'newcomer-pass', platform_role_id: 'auditor' }],
      ['POST', `/api/dns/${AWAY}`, { name: 'away', address: '10.72.0.200' }],
      ['POST', '/api/v1/enrollment-keys', { tags: ['away-key'], networks: [AWAY], unlimited: true }],
      ['POST', `/api/dns/${HOME}`, { name: 'home', address: '10.71.0.201' }],
    ];
    for (const [method, path, json] of writes) {
      const reply = await request(server(), method, path, { token: admin, json });
      expect(reply.status, reply.text).toBe(200);
    }
    await stream.waitFor(isChange(HOME, ['dns']));
    await stream.waitFor(isChange(null, ['enrollment-keys']));
    await watcher.waitFor(isChange(AWAY, ['dns']));
    await watcher.waitFor(isChange(null, ['users']));
    expect(stream.received.filter(isChangeOf(AWAY))).toEqual([]);
    expect(stream.received.filter(isChange(null, ['users']))).toEqual([]);
  });

  it("ends a user's streams when their groups change; the next session follows the new groups, and a disabled account gets none", async () => {
    const before = await open(member);
    const joined = await request(server(), 'PUT', '/api/users/lena', {
      token: admin,
      json: { user_group_ids: { [`${HOME}-network-user-grp`]: {}, [`${AWAY}-network-user-grp`]: {} } },
    });
    expect(joined.status, joined.text).toBe(200);
    await before.ended;
    const stream = await open(await logIn(server(), 'lena', ACCOUNT_PASSWORD));
    const added = await request(server(), 'POST', `/api/dns/${AWAY}`, {
      token: admin,
      json: { name: 'seen', address: '10.72.0.201' },
    });
    expect(added.status, added.text).toBe(200);
    await stream.waitFor(isChange(AWAY, ['dns']));
    const disabled = await request(server(), 'PUT', '/api/users/lena', {
      token: admin,
      json: { account_disabled: true },
    });
    expect(disabled.status, disabled.text).toBe(200);
    await stream.ended;
    const again = await open(member);
    expect(again.refusal).toEqual(errorBody(401, 'user account disabled'));
  });

  /** Adds a DNS entry to HOME and waits for its change: whatever was told before it has arrived by then. */
  const markWith = async (stream: LiveStreamClient, name: string) => {
    const added = await request(server(), 'POST', `/api/dns/${HOME}`, {
      token: admin,
      json: { name, address: '10.71.0.210' },
    });
    expect(added.status, added.text).toBe(200);
    await stream.waitFor(isChange(HOME, ['dns']));
  };

  it("tells a host's first check-in, which turns its nodes online, and nothing for the same check-in again", async () => {
    const stream = await open(admin);
    await stream.waitFor((message) => message.kind === 'event' && message.event === 'ready');
    await checkIn(server().url, hosts[0].credentials);
    await stream.waitFor(isChange(HOME, ['hosts', 'nodes']));
    const told = stream.received.length;
    await checkIn(server().url, hosts[0].credentials);
    await checkIn(server().url, hosts[0].credentials);
    await markWith(stream, 'check-in-mark');
    expect(stream.received.slice(told).filter(isChange(HOME, ['nodes']))).toEqual([]);
    expect(stream.received.slice(told).filter(isChange(HOME, ['hosts']))).toEqual([]);
  });

  it('tells a check-in that reports a fact other than the stored one, once', async () => {
    const stream = await open(admin);
    await stream.waitFor((message) => message.kind === 'event' && message.event === 'ready');
    await checkIn(server().url, hosts[0].credentials, { version: '0.90.7', endpointip: '203.0.113.71' });
    await stream.waitFor(isChange(HOME, ['hosts', 'nodes']));
    await checkIn(server().url, hosts[0].credentials, { version: '0.90.7', endpointip: '203.0.113.71' });
    await markWith(stream, 'facts-mark');
    expect(stream.received.filter(isChange(HOME, ['hosts', 'nodes']))).toHaveLength(1);
  });

  it("tells a host's metrics as a metrics change of its network, and the nodes too when they turn its node", async () => {
    const [one, two] = hosts;
    const stream = await open(admin);
    await stream.waitFor((message) => message.kind === 'event' && message.event === 'ready');
    const report = async (connected: boolean) => {
      const reply = await request(server(), 'PUT', `/api/v1/fallback/host/${one.host.id}`, {
        token: await hostToken(server().url, one.credentials),
        json: { Action: 'UPDATE_METRICS', Metrics: { interval_seconds: 60, peers: [{ ...reading(two), connected }] } },
      });
      expect(reply.status, reply.text).toBe(200);
    };
    await report(true);
    await stream.waitFor(isChange(HOME, ['metrics']));
    expect(stream.received.filter(isChange(HOME, ['nodes']))).toEqual([]);
    await report(false);
    await stream.waitFor(isChange(HOME, ['metrics', 'nodes', 'hosts']));
    const node = (await listedNodes(server(), admin, HOME)).get(onlyNode(one).id);
    expect(node?.status_reason).toBe('peers-unreachable');
  });

  it('allows a user 10 open streams and refuses the 11th with a 429', async () => {
    const auditor = await addAccount(server(), 'tabby', 'auditor');
    const tabs = await Promise.all(Array.from({ length: 10 }, () => open(auditor)));
    expect(tabs.map((tab) => tab.status)).toEqual(Array(10).fill(200));
    const refused = await open(auditor);
    expect(refused.status).toBe(429);
    expect(refused.refusal).toEqual(
      errorBody(
        429,
        'user tabby already has 10 live update streams open, the most allowed; close other console tabs or windows',
      ),
    );
    tabs[0].close();
    await vi.waitFor(async () => {
      const next = await open(auditor);
      expect(next.status).toBe(200);
    });
  });

  it('ends the stream when the session token expires; the next request is refused', async () => {
    const tokens = createSessionTokens(await loadJwtSecret(server().db), 2 / 60);
    const shortLived = await tokens.issue(SUPER_ADMIN.username, 'super-admin', 0);
    const stream = await open(shortLived);
    expect(stream.status).toBe(200);
    const started = Date.now();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(4000);
    const again = await open(shortLived);
    expect(again.refusal).toEqual(errorBody(401, 'session expired; log in again'));
  });

  it('sends a keep-alive comment every 20 seconds', async () => {
    await watcher.waitFor((message) => message.kind === 'comment' && message.text === 'keep-alive', 25_000);
  }, 30_000);
});

describe.each(backends)('live updates of statuses that turn with time alone ($name)', (backend) => {
  const server = useServer(backend, { NETLOOM_NODE_WARNING_SECONDS: '2', NETLOOM_NODE_ERROR_SECONDS: '6' });
  let admin: string;
  /** Left open: the server's closing ends it. */
  let stream: LiveStreamClient;

  beforeAll(async () => {
    admin = await createSuperAdmin(server());
    stream = await openLiveStream(server(), admin);
    await stream.waitFor((message) => message.kind === 'event' && message.event === 'ready');
  });

  /** Waits for the first change of the network's nodes told after the first `after` messages. */
  const nextChange = (network: string, after: number, timeoutMs: number) =>
    stream.waitFor(
      (message) => stream.received.indexOf(message) >= after && isChange(network, ['nodes', 'hosts'])(message),
      timeoutMs,
    );
  const statusOf = async (network: string, nodeId: string) => {
    const node = (await listedNodes(server(), admin, network)).get(nodeId);
    return { status: node?.status, reason: node?.status_reason };
  };

  it('tells, without any request, when a host that stopped checking in turns warning and then error', async () => {
    const [host] = await networkOfHosts(server(), admin, { netid: 'live-quiet', addressrange: '10.73.0.0/24' }, [{}]);
    await checkIn(server().url, host.credentials);
    await nextChange('live-quiet', 0, 5000);
    let told = stream.received.length;
    await nextChange('live-quiet', told, 5000);
    expect(await statusOf('live-quiet', onlyNode(host).id)).toEqual({
      status: 'warning',
      reason: 'check-in-over-warning-threshold',
    });
    told = stream.received.length;
    await nextChange('live-quiet', told, 8000);
    expect(await statusOf('live-quiet', onlyNode(host).id)).toEqual({
      status: 'error',
      reason: 'check-in-over-error-threshold',
    });
  }, 20_000);

  it('tells, without any request, when a disconnected node expires and turns offline', async () => {
    const [host] = await networkOfHosts(server(), admin, { netid: 'live-expiry', addressrange: '10.74.0.0/24' }, [{}]);
    const node = onlyNode(host);
    const expdatetime = Math.ceil(Date.now() / 1000) + 2;
    const put = await request(server(), 'PUT', `/api/nodes/live-expiry/${node.id}`, {
      token: admin,
      json: { connected: false, expdatetime },
    });
    expect(put.status, put.text).toBe(200);
    await nextChange('live-expiry', 0, 5000);
    expect(await statusOf('live-expiry', node.id)).toEqual({ status: 'disconnected', reason: 'not-connected' });
    await nextChange('live-expiry', stream.received.length, 8000);
    expect(await statusOf('live-expiry', node.id)).toEqual({ status: 'offline', reason: 'expired' });
  }, 20_000);
});

describe.each(backends)('live updates when the server closes ($name)', (backend) => {
  it('ends open streams, and closing does not wait for them', async () => {
    await withServer(backend, {}, async (server) => {
      const stream = await openLiveStream(server, await createSuperAdmin(server));
      expect(stream.status).toBe(200);
      const started = Date.now();
      await server.close();
      await stream.ended;
      expect(Date.now() - started).toBeLessThan(3000);
    });
  });
});
