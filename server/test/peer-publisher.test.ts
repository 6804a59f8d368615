import { OPEN_FIREWALL, type HostPeerUpdate } from '@netloom/contract';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createPeerPublisher, type PeerPublisherSource, type RoundQuestion } from '../src/mesh/peer-publisher';
import { textDigest } from '../src/mesh/text-digest';

/** A peer update that only says which networks a host is in and one changeable value. */
function update(hostId: string, networks: string[], version = 1): HostPeerUpdate {
  return {
    server: 'test',
    serverversion: String(version),
    host: { id: hostId } as HostPeerUpdate['host'],
    nodes: networks.map((network) => ({ network }) as HostPeerUpdate['nodes'][number]),
    host_peers: [],
    address_identity_map: {},
    change_default_gw: false,
    default_gw_ip: '',
    is_inet_gw: false,
    fw_update: OPEN_FIREWALL,
    API: 'http://192.0.2.10:8081',
    Broker: 'ws://192.0.2.10:8081/api/v1/mqtt',
    Stun: false,
    StunServers: '',
    ManageDNS: true,
    dns_entries: [],
    dns_nameservers: [],
    version: '',
  };
}

/**
 * Hosts and their networks in memory; a round reaches every host of the networks it is asked about
 * (no narrowing), and what is published is recorded in order.
 */
function world(membership: Record<string, string[]>) {
  const sent: [string, string | null][] = [];
  let connected = true;
  let version = 1;
  const hostsIn = (networks: string[]) =>
    Object.keys(membership).filter((host) => membership[host].some((n) => networks.includes(n)));
  const networksOf = (hosts: string[]) => [...new Set(hosts.flatMap((host) => membership[host] ?? []))];
  const source: PeerPublisherSource = {
    round: () => ({
      networksOfHosts: async (hosts) => networksOf(hosts),
      affectedHosts: async (question) => [
        ...new Set([
          ...question.hosts,
          ...question.formerMembers,
          ...(question.all ? Object.keys(membership) : hostsIn([...question.networks, ...networksOf(question.hosts)])),
        ]),
      ],
      updates: async (hosts) =>
        new Map(
          hosts
            .filter((host) => membership[host])
            .map((host) => {
              const text = JSON.stringify(update(host, membership[host], version));
              return [host, { json: Buffer.from(text), digest: textDigest(text), networks: membership[host] }];
            }),
        ),
      finish: () => undefined,
    }),
    connected: () => connected,
    publish: async (hostId, json) =>
      void sent.push([hostId, json === null ? null : (JSON.parse(json.toString()) as HostPeerUpdate).serverversion]),
  };
  return {
    membership,
    sent,
    source,
    setConnected: (value: boolean) => (connected = value),
    bump: () => (version += 1),
  };
}

const quiet = pino({ level: 'silent' });
const timing = { settleMs: 5, debounceMs: 30, maxDelayMs: 200 };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the peer publisher', () => {
  it('publishes each affected host once for a burst of changes, after the burst', async () => {
    const lab = world({ a: ['one'], b: ['one'], c: ['two'] });
    const publisher = createPeerPublisher(lab.source, timing, quiet);
    for (let i = 0; i < 5; i += 1) publisher.changed({ networks: ['one'] });
    expect(lab.sent).toEqual([]);
    await pause(80);
    expect(lab.sent.map(([host]) => host).sort()).toEqual(['a', 'b']);
    await publisher.close();
  });

  it('closes at once while a publish hangs on a broker connection that went away, publishing nothing more', async () => {
    const lab = world({ a: ['one'], b: ['one'] });
    const published: string[] = [];
    const publisher = createPeerPublisher(
      { ...lab.source, publish: (hostId) => (published.push(hostId), new Promise<void>(() => {})) },
      timing,
      quiet,
    );
    publisher.changed({ networks: ['one'] });
    await pause(80);
    const started = Date.now();
    await publisher.close();
    expect(Date.now() - started).toBeLessThan(100);
    expect(published.sort()).toEqual(['a', 'b']);
    publisher.changed({ networks: ['one'] });
    await pause(80);
    expect(published).toHaveLength(2);
  });

  it('publishes a change after a quiet spell within settleMs with what came meanwhile, later ones once their burst ends', async () => {
    const lab = world({ a: ['one'] });
    const publisher = createPeerPublisher(lab.source, { settleMs: 5, debounceMs: 100, maxDelayMs: 1000 }, quiet);
    publisher.changed({ hosts: ['a'] });
    publisher.changed({ hosts: ['a'] });
    await pause(50);
    expect(lab.sent).toEqual([['a', '1']]);
    lab.bump();
    publisher.changed({ hosts: ['a'] });
    await pause(50);
    expect(lab.sent).toHaveLength(1);
    await pause(120);
    expect(lab.sent).toEqual([
      ['a', '1'],
      ['a', '2'],
    ]);
    await publisher.close();
  });

  it('publishes at the latest after maxDelayMs while changes keep coming', async () => {
    const lab = world({ a: ['one'] });
    const publisher = createPeerPublisher(lab.source, timing, quiet);
    await publisher.flush();
    const started = Date.now();
    while (lab.sent.length === 0 && Date.now() - started < 1000) {
      publisher.changed({ hosts: ['a'] });
      await pause(10);
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(180);
    expect(Date.now() - started).toBeLessThan(400);
    await publisher.close();
  });

  it('asks the round about a network whose access control changed, not as one whose nodes may have been edited', async () => {
    const lab = world({ a: ['one'], b: ['two'], c: ['three'] });
    const questions: RoundQuestion[] = [];
    const round = lab.source.round;
    const asking: PeerPublisherSource = {
      ...lab.source,
      round: () => {
        const inner = round();
        return { ...inner, affectedHosts: (question) => (questions.push(question), inner.affectedHosts(question)) };
      },
    };
    const publisher = createPeerPublisher(asking, timing, quiet);
    publisher.changed({ access: ['one'] });
    publisher.changed({ networks: ['two'] });
    await publisher.flush();
    expect(questions.map((question) => [question.networks.sort(), question.editedNetworks])).toEqual([
      [['one', 'two'], ['two']],
    ]);
    expect(lab.sent.map(([host]) => host).sort()).toEqual(['a', 'b']);
    await publisher.close();
  });

  it('sends nothing again when an update did not change, and sends it when it did', async () => {
    const lab = world({ a: ['one'] });
    const publisher = createPeerPublisher(lab.source, timing, quiet);
    publisher.changed({ hosts: ['a'] });
    await publisher.flush();
    publisher.changed({ hosts: ['a'] });
    await publisher.flush();
    expect(lab.sent).toEqual([['a', '1']]);
    lab.bump();
    publisher.changed({ hosts: ['a'] });
    await publisher.flush();
    expect(lab.sent).toEqual([
      ['a', '1'],
      ['a', '2'],
    ]);
    await publisher.close();
  });

  it('reaches the neighbours of a host, and hosts that have just left a network through what they were sent', async () => {
    const lab = world({ a: ['one'], b: ['one'], c: ['two'] });
    const publisher = createPeerPublisher(lab.source, timing, quiet);
    publisher.changed({ all: true });
    await publisher.flush();
    lab.sent.length = 0;
    lab.bump();
    publisher.changed({ neighboursOf: ['a'] });
    await publisher.flush();
    expect(lab.sent.map(([host]) => host).sort()).toEqual(['a', 'b']);
    lab.sent.length = 0;
    lab.membership.b = [];
    lab.bump();
    publisher.changed({ networks: ['one'] });
    await publisher.flush();
    expect(lab.sent.map(([host]) => host).sort()).toEqual(['a', 'b']);
    await publisher.close();
  });

  it('clears the retained update of a host that is gone', async () => {
    const lab = world({ a: ['one'], b: ['one'] });
    const publisher = createPeerPublisher(lab.source, timing, quiet);
    publisher.changed({ all: true });
    await publisher.flush();
    delete lab.membership.b;
    publisher.changed({ neighboursOf: ['b'] });
    await publisher.flush();
    expect(lab.sent).toContainEqual(['b', null]);
    await publisher.close();
  });

  it('publishes nothing while disconnected and everything again once asked to republish', async () => {
    const lab = world({ a: ['one'], b: ['two'] });
    const publisher = createPeerPublisher(lab.source, timing, quiet);
    publisher.changed({ all: true });
    await publisher.flush();
    lab.sent.length = 0;
    lab.setConnected(false);
    lab.bump();
    publisher.changed({ hosts: ['a'] });
    await publisher.flush();
    expect(lab.sent).toEqual([]);
    lab.setConnected(true);
    publisher.republishAll();
    await publisher.flush();
    expect(lab.sent.map(([host]) => host).sort()).toEqual(['a', 'b']);
    await publisher.close();
  });
});
