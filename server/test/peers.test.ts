import { describe, expect, it } from 'vitest';
import { computePeers } from '../src/mesh/peers';
import type { NetworkSnapshot, Peer, PeerClient, PeerNode } from '../src/mesh/peer-model';
import { PEER_NOW, PEER_NOW_MS, peerNode } from './support/peer-nodes';

const NOW_MS = PEER_NOW_MS;
const NOW = PEER_NOW;

const node = peerNode;

function client(clientId: string, gatewayId: string, octet: number, spec: Partial<PeerClient> = {}): PeerClient {
  return {
    clientId,
    owner: '',
    gatewayId,
    publickey: `key-${clientId}`,
    address: `10.10.0.${octet}`,
    address6: null,
    extraAllowedIps: [],
    enabled: true,
    ...spec,
  };
}

function snapshot(nodes: PeerNode[], clients: PeerClient[] = []): NetworkSnapshot {
  return { nodes, clients };
}

/** The peers of the one node of `name`'s host, keyed by public key, allowed IPs sorted. */
function peersOf(network: NetworkSnapshot, name: string, mayReach?: (a: string, b: string) => boolean) {
  const result = computePeers(network, `${name}-host`, { nowMs: NOW_MS, mayReach });
  expect([...result.keys()]).toEqual([name]);
  return Object.fromEntries(
    (result.get(name) ?? []).map((peer): [string, Peer] => [
      peer.publickey,
      { ...peer, allowedips: [...peer.allowedips].sort() },
    ]),
  );
}

const REMOVED = { endpoint: null, allowedips: [], persistentkeepalive: 0, remove: true };

describe('peer computation', () => {
  describe('the base mesh', () => {
    it('gives each node every other node with its addresses, endpoint and keepalive', () => {
      const network = snapshot([
        node('a', 1),
        node('b', 2, { address6: 'fd10::2', host: { persistentkeepalive: 25 } }),
        node('c', 3),
      ]);
      expect(peersOf(network, 'a')).toEqual({
        'key-b': {
          publickey: 'key-b',
          endpoint: '203.0.113.2:51821',
          allowedips: ['10.10.0.2/32', 'fd10::2/128'],
          persistentkeepalive: 25,
          remove: false,
        },
        'key-c': {
          publickey: 'key-c',
          endpoint: '203.0.113.3:51821',
          allowedips: ['10.10.0.3/32'],
          persistentkeepalive: 20,
          remove: false,
        },
      });
    });

    it('answers only for the nodes of the host asked about', () => {
      const result = computePeers(snapshot([node('a', 1), node('b', 2)]), 'b-host', { nowMs: NOW_MS });
      expect([...result.keys()]).toEqual(['b']);
      expect(computePeers(snapshot([node('a', 1)]), 'nobody', { nowMs: NOW_MS }).size).toBe(0);
    });

    it('dials the port seen from outside unless the port is static, and IPv6 when it must', () => {
      const network = snapshot([
        node('a', 1, { host: { endpointipv6: '2001:db8::1' } }),
        node('nat', 2, { host: { wgPublicListenPort: 40000 } }),
        node('static', 3, { host: { wgPublicListenPort: 40000, isStaticPort: true, listenport: 51900 } }),
        node('six', 4, { host: { endpointip: '', endpointipv6: '2001:db8::4' } }),
        node('both', 5, { host: { endpointipv6: '2001:db8::5' } }),
        node('unknown', 6, { host: { endpointip: '' } }),
      ]);
      const peers = peersOf(network, 'a');
      expect(peers['key-nat'].endpoint).toBe('203.0.113.2:40000');
      expect(peers['key-static'].endpoint).toBe('203.0.113.3:51900');
      expect(peers['key-six'].endpoint).toBe('[2001:db8::4]:51821');
      expect(peers['key-both'].endpoint).toBe('203.0.113.5:51821');
      expect(peers['key-unknown'].endpoint).toBeNull();
      const sixOnly = snapshot([
        node('v', 7, { host: { endpointip: '', endpointipv6: '2001:db8::7' } }),
        network.nodes[4],
      ]);
      expect(peersOf(sixOnly, 'v')['key-both'].endpoint).toBe('[2001:db8::5]:51821');
    });

    it('dials hosts behind the same public address at their LAN address and own port, others outside', () => {
      const lan = (octet: number, port = 51821) => ({
        host: {
          endpointip: '198.51.100.9',
          wgPublicListenPort: 40000 + octet,
          localAddress: `192.168.1.${octet}`,
          listenport: port,
        },
      });
      const network = snapshot([
        node('home-a', 1, lan(1)),
        node('home-b', 2, lan(2, 51822)),
        node('home-unknown', 3, { host: { endpointip: '198.51.100.9', wgPublicListenPort: 40003 } }),
        node('elsewhere', 4, { host: { localAddress: '192.168.1.4' } }),
      ]);
      const peers = peersOf(network, 'home-a');
      expect(peers['key-home-b'].endpoint).toBe('192.168.1.2:51822');
      expect(peers['key-home-unknown'].endpoint).toBe('198.51.100.9:40003');
      expect(peers['key-elsewhere'].endpoint).toBe('203.0.113.4:51821');
      expect(peersOf(network, 'elsewhere')['key-home-b'].endpoint).toBe('198.51.100.9:40002');
    });

    it('gives no peers to a node that is disconnected, being deleted, expired or silent for an hour', () => {
      const others = [node('b', 2)];
      for (const spec of [
        { connected: false },
        { pendingDelete: true },
        { expiresAt: NOW - 1 },
        { lastCheckIn: NOW - 3601 },
        { lastCheckIn: 0 },
      ]) {
        const result = computePeers(snapshot([node('a', 1, spec), ...others]), 'a-host', { nowMs: NOW_MS });
        expect(result.get('a')).toEqual([]);
      }
      const justInTime = snapshot([node('a', 1, { lastCheckIn: NOW - 3600, expiresAt: NOW + 60 }), ...others]);
      expect(Object.keys(peersOf(justInTime, 'a'))).toEqual(['key-b']);
    });

    it('tells hosts to remove peers that are disconnected, being deleted or expired, but keeps silent ones', () => {
      const network = snapshot([
        node('a', 1),
        node('off', 2, { connected: false }),
        node('leaving', 3, { pendingDelete: true }),
        node('expired', 4, { expiresAt: NOW }),
        node('silent', 5, { lastCheckIn: NOW - 7200 }),
      ]);
      const peers = peersOf(network, 'a');
      for (const name of ['off', 'leaving', 'expired']) {
        expect(peers[`key-${name}`]).toEqual({ publickey: `key-${name}`, ...REMOVED });
      }
      expect(peers['key-silent'].allowedips).toEqual(['10.10.0.5/32']);
    });

    it('tells hosts to remove peers access control forbids', () => {
      const network = snapshot([node('a', 1), node('b', 2), node('c', 3)]);
      const peers = peersOf(network, 'a', (from, to) => !(from === 'a' && to === 'c'));
      expect(peers['key-b'].remove).toBe(false);
      expect(peers['key-c']).toEqual({ publickey: 'key-c', ...REMOVED });
    });
  });

  // A worked example: A relays C and serves client X; B routes 192.168.50.0/24.
  describe('the worked example: relay, egress and remote access', () => {
    const network = snapshot(
      [
        node('a', 1, { isIngressGateway: true }),
        node('b', 2, { egressRanges: ['192.168.50.0/24'] }),
        node('c', 3, { relayedBy: 'a' }),
      ],
      [client('x', 'a', 254)],
    );

    it('on the relay and gateway: its member without endpoint, its client dialling in', () => {
      expect(peersOf(network, 'a')).toEqual({
        'key-b': {
          publickey: 'key-b',
          endpoint: '203.0.113.2:51821',
          allowedips: ['10.10.0.2/32', '192.168.50.0/24'],
          persistentkeepalive: 20,
          remove: false,
        },
        'key-c': {
          publickey: 'key-c',
          endpoint: null,
          allowedips: ['10.10.0.3/32'],
          persistentkeepalive: 20,
          remove: false,
        },
        'key-x': {
          publickey: 'key-x',
          endpoint: null,
          allowedips: ['10.10.0.254/32'],
          persistentkeepalive: 0,
          remove: false,
        },
      });
    });

    it('elsewhere: the relay carries its member and client, the member itself is removed', () => {
      expect(peersOf(network, 'b')).toEqual({
        'key-a': {
          publickey: 'key-a',
          endpoint: '203.0.113.1:51821',
          allowedips: ['10.10.0.1/32', '10.10.0.254/32', '10.10.0.3/32'],
          persistentkeepalive: 20,
          remove: false,
        },
        'key-c': { publickey: 'key-c', ...REMOVED },
      });
    });

    it('on the relayed node: only the relay, carrying everyone', () => {
      expect(peersOf(network, 'c')).toEqual({
        'key-a': {
          publickey: 'key-a',
          endpoint: '203.0.113.1:51821',
          allowedips: ['10.10.0.1/32', '10.10.0.2/32', '10.10.0.254/32', '192.168.50.0/24'],
          persistentkeepalive: 20,
          remove: false,
        },
        'key-b': { publickey: 'key-b', ...REMOVED },
      });
    });
  });

  describe('relays', () => {
    it('removes everyone for a relayed node whose relay is down, and carries only reachable nodes', () => {
      const down = snapshot([node('g', 1, { connected: false }), node('r', 2, { relayedBy: 'g' }), node('b', 3)]);
      expect(Object.values(peersOf(down, 'r')).every((peer) => peer.remove)).toBe(true);
      const network = snapshot([
        node('g', 1),
        node('r', 2, { relayedBy: 'g' }),
        node('b', 3),
        node('off', 4, { connected: false }),
        node('r2', 5, { relayedBy: 'g' }),
      ]);
      const peers = peersOf(network, 'r', (from, to) => !(from === 'r' && to === 'b'));
      expect(peers['key-g'].allowedips).toEqual(['10.10.0.1/32', '10.10.0.5/32']);
      expect(peersOf(network, 'b')['key-g'].allowedips).toEqual(['10.10.0.1/32', '10.10.0.2/32', '10.10.0.5/32']);
    });

    it('carries the egress ranges of relayed nodes to the others', () => {
      const network = snapshot([
        node('g', 1),
        node('r', 2, { relayedBy: 'g', egressRanges: ['172.16.5.0/24'] }),
        node('b', 3),
      ]);
      expect(peersOf(network, 'b')['key-g'].allowedips).toEqual(['10.10.0.1/32', '10.10.0.2/32', '172.16.5.0/24']);
    });
  });

  describe('egress gateways', () => {
    it("leaves out ranges the viewer routes itself and ranges holding the gateway's own endpoint", () => {
      const network = snapshot([
        node('a', 1, { egressRanges: ['192.168.50.0/24'] }),
        node('b', 2, { egressRanges: ['192.168.50.0/24', '192.168.60.0/24', '203.0.113.0/24'] }),
      ]);
      expect(peersOf(network, 'a')['key-b'].allowedips).toEqual(['10.10.0.2/32', '192.168.60.0/24']);
      expect(peersOf(network, 'b')['key-a'].allowedips).toEqual(['10.10.0.1/32']);
    });
  });

  describe('remote-access gateways', () => {
    const network = snapshot(
      [node('gw', 1, { isIngressGateway: true }), node('b', 2)],
      [
        client('laptop', 'gw', 254, { address6: 'fd10::fe', extraAllowedIps: ['192.168.9.0/24'] }),
        client('phone', 'gw', 253, { enabled: false }),
        client('tablet', 'gw', 252),
        client('elsewhere', 'b', 251),
      ],
    );

    it('gives the gateway a peer per client, dialling in; disabled or forbidden clients are removed', () => {
      const peers = peersOf(network, 'gw', (from, to) => to !== 'tablet');
      expect(peers['key-laptop']).toEqual({
        publickey: 'key-laptop',
        endpoint: null,
        allowedips: ['10.10.0.254/32', '192.168.9.0/24', 'fd10::fe/128'],
        persistentkeepalive: 0,
        remove: false,
      });
      expect(peers['key-phone']).toEqual({ publickey: 'key-phone', ...REMOVED });
      expect(peers['key-tablet']).toEqual({ publickey: 'key-tablet', ...REMOVED });
      expect(peers['key-elsewhere']).toBeUndefined();
    });

    it('keeps a client on its gateway when it may dial in, though the gateway itself may not reach it', () => {
      const peers = computePeers(network, 'gw-host', {
        nowMs: NOW_MS,
        mayReach: (from, to) => to !== 'tablet',
        mayDialIn: () => true,
      }).get('gw')!;
      expect(peers.find((peer) => peer.publickey === 'key-tablet')).toMatchObject({ remove: false });
    });

    it('peers a gateway with a node its client may talk to, though neither may reach the other', () => {
      const onlyLaptopAndB = (from: string, to: string) => [from, to].sort().join(' ') === 'b laptop';
      expect(peersOf(network, 'b', onlyLaptopAndB)['key-gw'].allowedips).toEqual([
        '10.10.0.1/32',
        '10.10.0.254/32',
        '192.168.9.0/24',
        'fd10::fe/128',
      ]);
      expect(peersOf(network, 'gw', onlyLaptopAndB)['key-b']).toMatchObject({
        allowedips: ['10.10.0.2/32'],
        remove: false,
      });
      const nobody = () => false;
      expect(peersOf(network, 'b', nobody)['key-gw']).toEqual({ publickey: 'key-gw', ...REMOVED });
    });

    it("routes the enabled clients' addresses to the gateway for everyone else", () => {
      expect(peersOf(network, 'b')['key-gw'].allowedips).toEqual([
        '10.10.0.1/32',
        '10.10.0.252/32',
        '10.10.0.254/32',
        '192.168.9.0/24',
        'fd10::fe/128',
      ]);
    });

    it('carries no clients for a node that is no remote-access gateway', () => {
      const plain = snapshot([node('gw', 1), node('b', 2)], [client('laptop', 'gw', 254)]);
      expect(peersOf(plain, 'b')['key-gw'].allowedips).toEqual(['10.10.0.1/32']);
      expect(peersOf(plain, 'gw')['key-laptop']).toBeUndefined();
    });
  });

  describe('internet gateways', () => {
    it("sends all of a client's internet traffic to its gateway, IPv6 too when the gateway has it", () => {
      const network = snapshot([
        node('inet', 1),
        node('inet6', 2, { address6: 'fd10::2' }),
        node('user', 3, { internetGatewayId: 'inet' }),
        node('user6', 4, { internetGatewayId: 'inet6' }),
      ]);
      const peers = peersOf(network, 'user');
      expect(peers['key-inet']).toMatchObject({ allowedips: ['0.0.0.0/0'], endpoint: '203.0.113.1:51821' });
      expect(peers['key-inet6'].allowedips).toEqual(['10.10.0.2/32', 'fd10::2/128']);
      expect(peersOf(network, 'user6')['key-inet6'].allowedips).toEqual(['0.0.0.0/0', '::/0']);
      expect(peersOf(network, 'inet')['key-user'].allowedips).toEqual(['10.10.0.3/32']);
    });
  });

  describe('failover', () => {
    const network = snapshot([
      node('f', 1),
      node('n', 2, { failedOverBy: 'f', failOverPeers: ['q'] }),
      node('q', 3, { failedOverBy: 'f', failOverPeers: ['n'], egressRanges: ['172.16.0.0/16'] }),
      node('b', 4),
    ]);

    it('moves the addresses of a failed-over pair to the failover node, each keeping the other without addresses to try directly', () => {
      const peers = peersOf(network, 'n');
      expect(peers['key-q']).toEqual({
        publickey: 'key-q',
        endpoint: '203.0.113.3:51821',
        allowedips: [],
        persistentkeepalive: 20,
        remove: false,
      });
      expect(peers['key-f'].allowedips).toEqual(['10.10.0.1/32', '10.10.0.3/32', '172.16.0.0/16']);
      expect(peers['key-b'].allowedips).toEqual(['10.10.0.4/32']);
      expect(peersOf(network, 'q')['key-f'].allowedips).toEqual(['10.10.0.1/32', '10.10.0.2/32']);
    });

    it('lets the pair dial in to the failover node; others see no change', () => {
      const peers = peersOf(network, 'f');
      expect(peers['key-n']).toMatchObject({ endpoint: null, allowedips: ['10.10.0.2/32'] });
      expect(peers['key-q']).toMatchObject({ endpoint: null, allowedips: ['10.10.0.3/32', '172.16.0.0/16'] });
      expect(peers['key-b'].endpoint).toBe('203.0.113.4:51821');
      expect(peersOf(network, 'b')['key-f'].allowedips).toEqual(['10.10.0.1/32']);
    });
  });
});
