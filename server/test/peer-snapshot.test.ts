import type { ApiNode } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPeerSnapshot } from '../src/mesh/peer-snapshot';
import { computePeers } from '../src/mesh/peers';
import type { Peer } from '../src/mesh/peer-model';
import { createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { listedNode, networkOfHosts, onlyNode, storeExtClient } from './support/gateway-network';
import { checkIn, type RegisteredHost } from './support/host-client';
import { request } from './support/http';
import { useServer } from './support/server';

const NETID = 'lab';

// A lab of hosts, relays and gateways with known peers, built through the API on a real server.
describe.each(backends)('peers of a real network ($name)', (backend) => {
  const server = useServer(backend);
  let token: string;
  let hosts: RegisteredHost[];
  let nodes: ApiNode[];
  let clientKey: string;
  beforeAll(async () => {
    token = await createSuperAdmin(server());
    hosts = await networkOfHosts(
      server(),
      token,
      { netid: NETID, addressrange: '10.10.0.0/24' },
      [1, 2, 3].map((octet) => ({ endpointip: `198.51.100.${octet}`, listenport: 51820 + octet })),
    );
    for (const host of hosts) await checkIn(server().url, host.credentials);
    nodes = hosts.map(onlyNode);
    const [a, b, c] = nodes;
    const relay = await request(server(), 'POST', `/api/nodes/${NETID}/${a.id}/createrelay`, {
      token,
      json: { relayaddrs: [c.id] },
    });
    expect(relay.status, relay.text).toBe(200);
    const egress = await request(server(), 'POST', `/api/nodes/${NETID}/${b.id}/creategateway`, {
      token,
      json: { ranges: ['192.168.50.0/24'] },
    });
    expect(egress.status, egress.text).toBe(200);
    // Remote access has its own API and tests; the gateway role and its client are stored directly.
    await server().db.updateTable('nodes').set({ isingressgateway: 1 }).where('id', '=', a.id).execute();
    await storeExtClient(server(), { clientid: 'x', network: NETID, gateway: a.id, address: '10.10.0.254' });
    const stored = await server().db.selectFrom('ext_clients').select('publickey').executeTakeFirstOrThrow();
    clientKey = stored.publickey;
  });

  const peersOf = async (index: number): Promise<Record<string, Peer>> => {
    const result = computePeers(await loadPeerSnapshot(server().db, NETID), hosts[index].host.id, {
      nowMs: Date.now(),
    });
    const peers = result.get(nodes[index].id) ?? [];
    return Object.fromEntries(peers.map((peer) => [peer.publickey, { ...peer, allowedips: peer.allowedips.sort() }]));
  };
  const key = (index: number) => hosts[index].host.publickey;
  const removed = (index: number): Peer => ({
    publickey: key(index),
    endpoint: null,
    allowedips: [],
    persistentkeepalive: 0,
    remove: true,
  });

  it('gives the relay and gateway A its members and client without endpoints, and B with its range', async () => {
    expect(await peersOf(0)).toEqual({
      [key(1)]: {
        publickey: key(1),
        endpoint: '198.51.100.2:51822',
        allowedips: ['10.10.0.2/32', '192.168.50.0/24'],
        persistentkeepalive: 20,
        remove: false,
      },
      [key(2)]: {
        publickey: key(2),
        endpoint: null,
        allowedips: ['10.10.0.3/32'],
        persistentkeepalive: 20,
        remove: false,
      },
      [clientKey]: {
        publickey: clientKey,
        endpoint: null,
        allowedips: ['10.10.0.254/32'],
        persistentkeepalive: 0,
        remove: false,
      },
    });
  });

  it('gives B the relay carrying C and the client, and C removed', async () => {
    expect(await peersOf(1)).toEqual({
      [key(0)]: {
        publickey: key(0),
        endpoint: '198.51.100.1:51821',
        allowedips: ['10.10.0.1/32', '10.10.0.254/32', '10.10.0.3/32'],
        persistentkeepalive: 20,
        remove: false,
      },
      [key(2)]: removed(2),
    });
  });

  it('gives the relayed C only its relay, carrying everyone', async () => {
    expect(await peersOf(2)).toEqual({
      [key(0)]: {
        publickey: key(0),
        endpoint: '198.51.100.1:51821',
        allowedips: ['10.10.0.1/32', '10.10.0.2/32', '10.10.0.254/32', '192.168.50.0/24'],
        persistentkeepalive: 20,
        remove: false,
      },
      [key(1)]: removed(1),
    });
  });

  it('follows changes made through the API: a disconnected node is removed and gets no peers', async () => {
    const b = await listedNode(server(), token, NETID, nodes[1].id);
    const reply = await request(server(), 'PUT', `/api/nodes/${NETID}/${b.id}`, {
      token,
      json: { ...b, connected: false },
    });
    expect(reply.status, reply.text).toBe(200);
    expect((await peersOf(0))[key(1)]).toEqual(removed(1));
    expect(await peersOf(1)).toEqual({});
    expect((await peersOf(2))[key(0)].allowedips).toEqual(['10.10.0.1/32', '10.10.0.254/32']);
  });

  it('gives a node read again as it was as the same object, and one whose row changed anew', async () => {
    const before = await loadPeerSnapshot(server().db, NETID);
    const again = await loadPeerSnapshot(server().db, NETID);
    again.nodes.forEach((node, place) => expect(node).toBe(before.nodes[place]));
    await checkIn(server().url, hosts[2].credentials, { endpointip: '198.51.100.77' });
    const after = await loadPeerSnapshot(server().db, NETID);
    const moved = after.nodes.find((node) => node.host.id === hosts[2].host.id)!;
    expect(moved).not.toBe(before.nodes.find((node) => node.id === moved.id));
    expect(moved.host.endpointip).toBe('198.51.100.77');
    for (const node of after.nodes.filter((other) => other !== moved)) {
      expect(before.nodes).toContain(node);
    }
  });

  it('gives an unknown network an empty snapshot', async () => {
    expect(await loadPeerSnapshot(server().db, 'ghost')).toEqual({ nodes: [], clients: [] });
  });
});
