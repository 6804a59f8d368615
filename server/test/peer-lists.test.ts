import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IndexedNetwork } from '../src/mesh/indexed-network';
import { mergeHostPeers } from '../src/mesh/merge-peers';
import { hostPeersJson } from '../src/mesh/peer-json';
import { computePeerLists, computePeers, peerEntries } from '../src/mesh/peers';
import type { PeerClient, PeerNode } from '../src/mesh/peer-model';
import { PEER_NOW, PEER_NOW_MS, peerNode } from './support/peer-nodes';

const NOW_MS = PEER_NOW_MS;
const NOW = PEER_NOW;
const RANGES = ['192.168.50.0/24', '192.168.60.0/24', '203.0.113.0/24'];

/** Node `n<index>` of host `h<index>`, with any roles and states. */
const nodeArb = (index: number, count: number) => {
  const other = fc.constantFrom(
    '',
    ...Array.from({ length: count }, (_, i) => `n${i}`).filter((id) => id !== `n${index}`),
  );
  return fc
    .record({
      // Some hosts share a public address (one NAT), where those with a LAN address dial each other there.
      endpointip: fc.constantFrom('', `203.0.113.${index + 1}`, '198.51.100.1'),
      localAddress: fc.constantFrom('', `192.168.1.${index + 1}`),
      endpointipv6: fc.constantFrom('', `2001:db8::${index + 1}`),
      wgPublicListenPort: fc.constantFrom(0, 40000 + index),
      isStaticPort: fc.boolean(),
      address6: fc.constantFrom(null, `fd10::${index + 1}`),
      connected: fc.constantFrom(true, true, true, false),
      pendingDelete: fc.constantFrom(false, false, false, true),
      expiresAt: fc.constantFrom(0, 0, 0, NOW - 10, NOW + 1000),
      lastCheckIn: fc.constantFrom(NOW - 30, NOW - 30, NOW - 7200, 0),
      relayedBy: fc.oneof({ weight: 4, arbitrary: fc.constant('') }, { weight: 1, arbitrary: other }),
      isIngressGateway: fc.constantFrom(false, false, true),
      egressRanges: fc.oneof(
        { weight: 3, arbitrary: fc.constant<string[]>([]) },
        { weight: 1, arbitrary: fc.subarray(RANGES) },
      ),
      internetGatewayId: fc.oneof({ weight: 4, arbitrary: fc.constant('') }, { weight: 1, arbitrary: other }),
      failedOverBy: fc.oneof({ weight: 4, arbitrary: fc.constant('') }, { weight: 1, arbitrary: other }),
      failOverPeers: fc.subarray(Array.from({ length: count }, (_, i) => `n${i}`)),
    })
    .map((spec): PeerNode => ({
      id: `n${index}`,
      host: {
        id: `h${index}`,
        name: `h${index}`,
        publickey: `key-h${index}`,
        endpointip: spec.endpointip,
        endpointipv6: spec.endpointipv6,
        localAddress: spec.localAddress,
        listenport: 51821,
        wgPublicListenPort: spec.wgPublicListenPort,
        isStaticPort: spec.isStaticPort,
        persistentkeepalive: 20,
      },
      address: `10.10.0.${index + 1}`,
      address6: spec.address6,
      connected: spec.connected,
      pendingDelete: spec.pendingDelete,
      expiresAt: spec.expiresAt,
      lastCheckIn: spec.lastCheckIn,
      relayedBy: spec.relayedBy,
      isIngressGateway: spec.isIngressGateway,
      egressRanges: spec.egressRanges,
      internetGatewayId: spec.internetGatewayId,
      failOverPeers: spec.failedOverBy === '' ? [] : spec.failOverPeers,
      failedOverBy: spec.failedOverBy,
    }));
};

const clientArb = (index: number, count: number) =>
  fc
    .record({ gateway: fc.integer({ min: 0, max: count - 1 }), enabled: fc.boolean(), extra: fc.subarray(RANGES) })
    .map(({ gateway, enabled, extra }): PeerClient => ({
      clientId: `c${index}`,
      owner: '',
      gatewayId: `n${gateway}`,
      publickey: `key-c${index}`,
      address: `10.10.0.${200 + index}`,
      address6: null,
      extraAllowedIps: extra,
      enabled,
    }));

/** A network of 2 to 12 nodes and up to 3 clients, and the pairs access control keeps apart. */
const networkArb = fc.integer({ min: 2, max: 12 }).chain((count) =>
  fc.record({
    nodes: fc.tuple(...Array.from({ length: count }, (_, index) => nodeArb(index, count))),
    clients: fc
      .array(fc.nat(), { maxLength: 3 })
      .chain((seeds) => fc.tuple(...seeds.map((_, index) => clientArb(index, count)))),
    denied: fc.uniqueArray(fc.tuple(fc.nat({ max: count + 3 }), fc.nat({ max: count + 3 })), { maxLength: 6 }),
  }),
);

/** Who may reach whom: every pair but the denied ones (ids by position: nodes, then clients). */
function accessOf(nodes: PeerNode[], clients: PeerClient[], denied: [number, number][]) {
  const ids = [...nodes.map((node) => node.id), ...clients.map((client) => client.clientId)];
  const apart = new Set(denied.flatMap(([a, b]) => [`${ids[a]} ${ids[b]}`, `${ids[b]} ${ids[a]}`]));
  const mayReach = (a: string, b: string) => !apart.has(`${a} ${b}`);
  const reachesEveryone = (a: string) => nodes.every((node) => node.id === a || mayReach(a, node.id));
  return { mayReach, reachesEveryone };
}

describe('peer lists from the shared row', () => {
  it('give every host exactly the peers worked out one entry at a time, whoever may reach whom', () => {
    fc.assert(
      fc.property(networkArb, fc.boolean(), ({ nodes, clients, denied }, shortcut) => {
        const network = new IndexedNetwork({ nodes, clients });
        const { mayReach, reachesEveryone } = accessOf(nodes, clients, denied);
        const options = { nowMs: NOW_MS, mayReach, reachesEveryone: shortcut ? reachesEveryone : () => false };
        for (const hostId of network.nodesByHost.keys()) {
          const lists = computePeerLists(network, hostId, options);
          const expected = computePeers(new IndexedNetwork({ nodes, clients }), hostId, { nowMs: NOW_MS, mayReach });
          expect(new Map([...lists].map(([id, list]) => [id, peerEntries(list)]))).toEqual(expected);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('write the JSON of the merged peers, with the same digest however a list of entries was made', () => {
    fc.assert(
      fc.property(networkArb, ({ nodes, clients, denied }) => {
        const network = new IndexedNetwork({ nodes, clients });
        const options = { nowMs: NOW_MS, ...accessOf(nodes, clients, denied) };
        for (const hostId of network.nodesByHost.keys()) {
          const rows = [...computePeerLists(network, hostId, options).values()];
          const entries = [...computePeers(network, hostId, options).values()];
          const fromRows = hostPeersJson(rows, network.keysDistinct);
          const fromEntries = hostPeersJson(entries, network.keysDistinct);
          const merged = hostPeersJson(entries, false);
          expect(JSON.parse(Buffer.concat(fromRows.pieces()).toString())).toEqual(mergeHostPeers(entries));
          expect(Buffer.concat(fromRows.pieces()).toString()).toBe(JSON.stringify(mergeHostPeers(entries)));
          expect(fromEntries.digest).toBe(merged.digest);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('merge the lists of a host in several networks, and tell lists apart by their digest', () => {
    const node = (id: string, octet: number, hostId: string): PeerNode =>
      peerNode(id, octet, { address: `10.${octet}.0.1`, host: { id: hostId, publickey: `key-${hostId}` } });

    const one = new IndexedNetwork({ nodes: [node('a1', 1, 'a'), node('b1', 2, 'b')], clients: [] });
    const two = new IndexedNetwork({ nodes: [node('a2', 3, 'a'), node('b2', 4, 'b')], clients: [] });
    const lists = [one, two].flatMap((network) => [...computePeerLists(network, 'a', { nowMs: NOW_MS }).values()]);
    const json = hostPeersJson(lists, true);
    expect(JSON.parse(Buffer.concat(json.pieces()).toString())).toEqual(mergeHostPeers(lists.map(peerEntries)));
    expect(JSON.parse(Buffer.concat(json.pieces()).toString())[0].AllowedIPs).toEqual(['10.2.0.1/32', '10.4.0.1/32']);
    expect(hostPeersJson(lists.slice(0, 1), true).digest).not.toBe(json.digest);
    expect(Buffer.concat(hostPeersJson([[]], true).pieces()).toString()).toBe('[]');
  });
});
