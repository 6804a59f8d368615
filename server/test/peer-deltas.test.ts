import {
  applyPeerDelta,
  hostPeerDeltaSchema,
  hostPeerUpdateSchema,
  isPeerDelta,
  PEER_DELTAS,
  type HostPeerDelta,
  type HostPeerUpdate,
} from '@netloom/contract';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/backends';
import { onlyNode, useNetworkOfHosts } from './support/gateway-network';
import { checkIn, hostToken, registerHost, type RegisteredHost } from './support/host-client';
import { request } from './support/http';
import { defaultKeyToken } from './support/keys';
import type { TestServer } from './support/server';
import { untilBrokerConnected } from './support/status';

const NETID = 'deltas';

async function pull(server: TestServer, host: RegisteredHost): Promise<HostPeerUpdate> {
  const reply = await request(server, 'GET', '/api/v1/host', { token: await hostToken(server.url, host.credentials) });
  expect(reply.status, reply.text).toBe(200);
  return hostPeerUpdateSchema.strict().parse(reply.body);
}

/** Every message a host gets on its peer topic, as sent: its JSON value and its size. */
interface RawInbox {
  client: MqttClient;
  messages: { value: unknown; bytes: number }[];
}

async function subscribeRaw(server: TestServer, host: RegisteredHost): Promise<RawInbox> {
  await untilBrokerConnected(server);
  const client = await mqtt.connectAsync(`${server.url.replace(/^http/, 'ws')}/api/v1/mqtt`, {
    username: host.credentials.id,
    password: host.credentials.password,
    reconnectPeriod: 0,
  });
  const messages: RawInbox['messages'] = [];
  client.on('message', (_topic, payload) =>
    messages.push({ value: JSON.parse(payload.toString()) as unknown, bytes: payload.length }),
  );
  await client.subscribeAsync(`peers/host/${host.host.id}/${host.serverConfig.Server}`, { qos: 1 });
  return { client, messages };
}

/** An update with its lists in one order: a delta adds what is new at the end, a pull lists by node. */
function sorted(update: HostPeerUpdate): HostPeerUpdate {
  return {
    ...update,
    host_peers: [...update.host_peers].sort((a, b) => a.PublicKey.localeCompare(b.PublicKey)),
    dns_entries: [...update.dns_entries].sort((a, b) => a.name.localeCompare(b.name)),
  };
}

const taking = { features: [PEER_DELTAS] };

/** What a host holds: the update it pulled with every delta it was sent since applied in turn. */
function heldBy(inbox: RawInbox, pulled: HostPeerUpdate): HostPeerUpdate {
  let held = structuredClone(pulled);
  for (const { value } of inbox.messages) {
    const delta = hostPeerDeltaSchema.parse(value);
    if (delta.base === held.version) held = hostPeerUpdateSchema.parse(applyPeerDelta(held, delta));
  }
  return held;
}

describe.each(backends)('peer deltas ($name)', (backend) => {
  const network = useNetworkOfHosts(
    backend,
    { netid: NETID, addressrange: '10.62.0.0/24' },
    [1, 2, 3].map((octet) => ({ endpointip: `198.51.100.${octet}`, listenport: 51820 + octet, ...taking })),
  );
  const { server } = network;
  let token: string;
  let hosts: RegisteredHost[];
  let agent: RawInbox;
  let netmaker: RawInbox;
  let netmakerHost: RegisteredHost;
  /** What the delta-taking host holds: the pull it started from with every delta applied. */
  let held: HostPeerUpdate;
  /** The host that moves, taking deltas too, and what it pulled when it subscribed. */
  let mover: RawInbox;
  let moverPulled: HostPeerUpdate;

  beforeAll(async () => {
    ({ token, hosts } = network);
    netmakerHost = await registerHost(server().url, await defaultKeyToken(server(), token, NETID), {
      endpointip: '198.51.100.9',
      listenport: 51829,
    });
    for (const host of [...hosts, netmakerHost]) await checkIn(server().url, host.credentials);
  });
  afterAll(async () => {
    await Promise.all([agent?.client.endAsync(), netmaker?.client.endAsync(), mover?.client.endAsync()]);
  });

  /** Makes a change, waits for the delta it brings the host, applies it and holds the result to a pull. */
  async function deltaAfter(change: () => Promise<void>): Promise<{ delta: HostPeerDelta; bytes: number }> {
    const before = agent.messages.length;
    await change();
    await expect.poll(() => agent.messages.length, { timeout: 5000, interval: 20 }).toBeGreaterThan(before);
    const { value, bytes } = agent.messages.at(-1)!;
    expect(isPeerDelta(value)).toBe(true);
    const delta = hostPeerDeltaSchema.strict().parse(value);
    expect(delta.base).toBe(held.version);
    held = hostPeerUpdateSchema.parse(applyPeerDelta(held, delta));
    const pulled = await pull(server(), hosts[0]);
    expect(delta.version).toBe(pulled.version);
    expect(sorted(held)).toEqual(sorted(pulled));
    return { delta, bytes };
  }

  async function ok(method: string, path: string, json?: unknown): Promise<void> {
    const reply = await request(server(), method, path, { token, json });
    expect(reply.status, reply.text).toBe(200);
  }

  it('gives a host whose agent takes deltas a marker of its version, retained, and a pull its whole update', async () => {
    agent = await subscribeRaw(server(), hosts[0]);
    netmaker = await subscribeRaw(server(), netmakerHost);
    await expect.poll(() => agent.messages.length, { timeout: 5000 }).toBeGreaterThan(0);
    await expect.poll(() => netmaker.messages.length, { timeout: 5000 }).toBeGreaterThan(0);
    held = await pull(server(), hosts[0]);
    mover = await subscribeRaw(server(), hosts[1]);
    await expect.poll(() => mover.messages.length, { timeout: 5000 }).toBeGreaterThan(0);
    moverPulled = await pull(server(), hosts[1]);
    const first = agent.messages[0].value;
    expect(hostPeerDeltaSchema.strict().parse(first)).toMatchObject({ base: null });
    expect(held.host_peers).toHaveLength(3);
    expect(held.version).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
  });

  it('sends a joining host as one peer, one address and one name, a fraction of the whole update', async () => {
    const { delta, bytes } = await deltaAfter(async () => {
      const joined = await registerHost(server().url, await defaultKeyToken(server(), token, NETID), {
        endpointip: '198.51.100.20',
        listenport: 51840,
        ...taking,
      });
      await checkIn(server().url, joined.credentials);
    });
    expect(delta.peers.set).toHaveLength(1);
    expect(delta.peers.drop).toEqual([]);
    expect(Object.keys(delta.names.set)).toHaveLength(1);
    expect(delta.dns.set).toHaveLength(1);
    expect(delta.own).toBeUndefined();
    expect(bytes).toBeLessThan(JSON.stringify(held).length / 2);
  });

  it('sends the new endpoint of a host that moved', async () => {
    const { delta } = await deltaAfter(() =>
      checkIn(server().url, hosts[1].credentials, { endpointip: '198.51.100.99' }).then(() => undefined),
    );
    expect(delta.peers.set.map((peer) => peer.Endpoint)).toEqual(['198.51.100.99:51822']);
    // The host that moved is sent its own node, not itself as a peer, though everyone else gets the same peer change.
    const pulled = await pull(server(), hosts[1]);
    await expect.poll(() => heldBy(mover, moverPulled).version, { timeout: 5000 }).toBe(pulled.version);
    expect(sorted(heldBy(mover, moverPulled))).toEqual(sorted(pulled));
    expect(pulled.host_peers.map((peer) => peer.PublicKey)).not.toContain(hosts[1].host.publickey);
  });

  it("sends a host's new name in the addresses and the names", async () => {
    const { delta } = await deltaAfter(() => ok('PUT', `/api/hosts/${hosts[2].host.id}`, { name: 'db-1' }));
    expect(Object.values(delta.names.set).map((identity) => identity.name)).toEqual(['db-1']);
    expect(delta.dns.drop).toHaveLength(1);
    expect(delta.dns.set.map((entry) => entry.name)).toEqual([`db-1.${NETID}`]);
  });

  it('sends names and nameservers added to the network', async () => {
    await deltaAfter(() => ok('POST', `/api/dns/${NETID}`, { name: 'printer', address: '10.62.0.200' }));
    const { delta } = await deltaAfter(() =>
      ok('POST', `/api/v1/nameserver?network=${NETID}`, {
        name: 'office',
        network_id: NETID,
        servers: ['10.62.0.53'],
        domains: [{ domain: 'office.example' }],
      }),
    );
    expect(delta.dns.dns_nameservers?.map((nameserver) => nameserver.match_domain)).toEqual(['office.example']);
  });

  it("sends a pair denied as the other's removal, and the host's own node when it changes", async () => {
    const [a, b] = [onlyNode(hosts[0]).id, onlyNode(hosts[1]).id];
    const { delta } = await deltaAfter(() =>
      ok('PUT', `/api/networks/${NETID}/acls/pair`, { source: a, target: b, allowed: false }),
    );
    expect(delta.peers.set).toEqual([expect.objectContaining({ PublicKey: hosts[1].host.publickey, Remove: true })]);
    await deltaAfter(() => ok('PUT', `/api/networks/${NETID}/acls/pair`, { source: a, target: b, allowed: true }));
    const edited = await deltaAfter(() => ok('PUT', `/api/nodes/${NETID}/${a}`, { metadata: 'rack 4' }));
    expect(edited.delta.own?.nodes.map((node) => node.metadata)).toEqual(['rack 4']);
  });

  it('drops a deleted node', async () => {
    const { delta } = await deltaAfter(() => ok('DELETE', `/api/nodes/${NETID}/${onlyNode(hosts[2]).id}?force=true`));
    expect(delta.peers.drop).toEqual([hosts[2].host.publickey]);
  });

  it('keeps sending a host whose agent does not take deltas its whole update, equal to a pull', async () => {
    expect(netmaker.messages.length).toBeGreaterThan(5);
    for (const { value } of netmaker.messages) expect(isPeerDelta(value)).toBe(false);
    expect(hostPeerUpdateSchema.parse(netmaker.messages.at(-1)!.value)).toEqual(await pull(server(), netmakerHost));
  });
});
