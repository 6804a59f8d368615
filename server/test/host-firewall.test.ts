import {
  ACL_BOTH_WAYS,
  ACL_ONE_WAY,
  buildReachability,
  firewallUpdateSchema,
  OPEN_FIREWALL,
  type AclDevice,
  type AclRule,
  type FirewallUpdate,
} from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { hostFirewall, hostFirewallJson, policiesKeptBy, type FirewallNode } from '../src/mesh/firewall/host-firewall';
import { NetworkFirewall } from '../src/mesh/firewall/network-firewall';
import { IndexedNetwork } from '../src/mesh/indexed-network';
import type { PeerClient, PeerNode } from '../src/mesh/peer-model';
import { peerNode } from './support/peer-nodes';

const RANGE = '10.10.0.0/24';

function policy(id: string, fields: Partial<AclRule>): AclRule {
  return {
    id,
    name: id,
    policy_type: 'device-policy',
    src_type: [{ id: 'tag', value: '*' }],
    dst_type: [{ id: 'tag', value: '*' }],
    protocol: 'all',
    ports: [],
    allowed_traffic_direction: ACL_BOTH_WAYS,
    enabled: true,
    ...fields,
  };
}

const ALL_NODES = policy('net.all-nodes', {});
const device = (id: string) => [{ id: 'device' as const, value: id }];

/** A network of these nodes and clients under these policies, and each node's part of its host's firewall. */
function networkOf(nodes: PeerNode[], rules: AclRule[], clients: PeerClient[] = [], devices?: AclDevice[]) {
  const aclDevices = devices ?? [
    ...nodes.map((node) => ({ id: node.id, name: node.id, tags: [] })),
    ...clients.map((client) => ({ id: client.clientId, name: client.clientId, tags: [] })),
  ];
  const reachability = buildReachability(rules, aclDevices);
  const firewall = new NetworkFirewall({
    network: new IndexedNetwork({ nodes, clients }),
    devices: aclDevices,
    grants: reachability.grants(),
    everybody: reachability.everybody,
    ranges: { v4: RANGE, v6: '' },
  });
  const part = (node: PeerNode, settings: Partial<FirewallNode> = {}): FirewallNode => ({
    node,
    firewall,
    netid: 'net',
    range: RANGE,
    range6: '',
    egressNat: true,
    isInternetGateway: false,
    ...settings,
  });
  return { firewall, part };
}

/**
 * The firewall, checked against the contract every host checks it with, and as the text hosts are
 * sent: the same as the firewall's own JSON (open hosts that are no gateway share one written text).
 */
function firewallOf(parts: FirewallNode[]): FirewallUpdate {
  const text = hostFirewallJson(parts);
  expect(text).toBe(JSON.stringify(hostFirewall(parts)));
  return firewallUpdateSchema.parse(JSON.parse(text));
}

const h1 = peerNode('h1', 1);
const h2 = peerNode('h2', 2);
const h3 = peerNode('h3', 3);

describe('host firewalls', () => {
  it('let everything through while All Nodes is on', () => {
    const { part } = networkOf([h1, h2], [ALL_NODES, policy('ssh', { protocol: 'tcp', ports: ['22'] })]);
    expect(firewallOf([part(h2)])).toEqual(OPEN_FIREWALL);
  });

  it('keep a one-way policy on its destination only, for its protocol and ports', () => {
    const ssh = policy('ssh', {
      src_type: device('h1'),
      dst_type: device('h2'),
      protocol: 'tcp',
      ports: ['22'],
      allowed_traffic_direction: ACL_ONE_WAY,
    });
    const { part } = networkOf([h1, h2, h3], [{ ...ALL_NODES, enabled: false }, ssh]);
    expect(firewallOf([part(h2)]).acl_rules).toEqual({
      ssh: {
        id: 'ssh',
        ip_list: ['10.10.0.1/32'],
        ip6_list: [],
        allowed_protocols: 'tcp',
        allowed_ports: ['22'],
        direction: ACL_ONE_WAY,
        dst: ['10.10.0.2/32'],
        dst6: [],
        Allowed: true,
      },
    });
    expect(firewallOf([part(h1)])).toMatchObject({ allow_all: false, acl_rules: {} });
    expect(firewallOf([part(h3)])).toMatchObject({ allow_all: false, acl_rules: {} });
  });

  it('keep a two-way policy on both sides, each from the other', () => {
    const ssh = policy('ssh', { src_type: device('h1'), dst_type: device('h2'), protocol: 'tcp', ports: ['22'] });
    const { part } = networkOf([h1, h2], [ssh]);
    expect(firewallOf([part(h1)]).acl_rules.ssh).toMatchObject({ ip_list: ['10.10.0.2/32'], dst: ['10.10.0.1/32'] });
    expect(firewallOf([part(h2)]).acl_rules.ssh).toMatchObject({ ip_list: ['10.10.0.1/32'], dst: ['10.10.0.2/32'] });
  });

  it('write the sources of a tag as the fewest blocks', () => {
    const nodes = [1, 2, 3, 4, 5, 6, 7, 8].map((octet) => peerNode(`n${octet}`, octet));
    const devices = nodes.map((node) => ({ id: node.id, name: node.id, tags: node.id === 'n1' ? ['db'] : ['web'] }));
    const web = policy('web', { src_type: [{ id: 'tag', value: 'web' }], dst_type: [{ id: 'tag', value: 'db' }] });
    const { part } = networkOf(nodes, [web], [], devices);
    expect(firewallOf([part(nodes[0])]).acl_rules.web.ip_list).toEqual([
      '10.10.0.2/31',
      '10.10.0.4/30',
      '10.10.0.8/32',
    ]);
  });

  it('give a host in two networks the rules of each for that network’s addresses only', () => {
    const open = networkOf([h1, h2], [ALL_NODES]);
    const b1 = peerNode('b1', 1, { address: '10.20.0.1', host: { id: 'h1-host' } });
    const b2 = peerNode('b2', 2, { address: '10.20.0.2' });
    const closed = networkOf(
      [b1, b2],
      [policy('b-ssh', { src_type: device('b2'), dst_type: device('b1'), protocol: 'tcp', ports: ['22'] })],
    );
    const firewall = firewallOf([open.part(h1), { ...closed.part(b1), netid: 'b', range: '10.20.0.0/24' }]);
    const openRule = {
      id: 'h1-allowed-network-rules',
      ip_list: [RANGE],
      ip6_list: [],
      allowed_protocols: 'all',
      allowed_ports: [],
      direction: ACL_BOTH_WAYS,
      dst: [RANGE],
      dst6: [],
      Allowed: true,
    };
    expect(firewall.allow_all).toBe(false);
    expect(firewall.networks).toEqual([openRule]);
    expect(firewall.acl_rules).toEqual({
      'h1-allowed-network-rules': openRule,
      'b-ssh': expect.objectContaining({ ip_list: ['10.20.0.2/32'], dst: ['10.20.0.1/32'], allowed_ports: ['22'] }),
    });
  });

  it('give a relay what the nodes it carries may send and be sent, besides its own rules', () => {
    const relay = peerNode('r', 9);
    const relayed = peerNode('m', 4, { relayedBy: 'r' });
    const ssh = policy('ssh', { src_type: device('h1'), dst_type: device('m'), protocol: 'tcp', ports: ['22'] });
    const web = policy('web', { src_type: device('h1'), dst_type: device('h3'), protocol: 'tcp', ports: ['80'] });
    const toRelay = policy('to-relay', {
      src_type: device('h1'),
      dst_type: device('r'),
      protocol: 'icmp',
      allowed_traffic_direction: ACL_ONE_WAY,
    });
    const { firewall, part } = networkOf([h1, h3, relayed, relay], [ssh, web, toRelay]);
    const rules = Object.values(firewallOf([part(relay)]).acl_rules);
    expect(rules.map((rule) => [rule.id, rule.ip_list, rule.dst, rule.allowed_protocols])).toEqual([
      ['to-relay', ['10.10.0.1/32'], ['10.10.0.9/32'], 'icmp'],
      ['ssh.forth.to-carried', ['10.10.0.1/32'], ['10.10.0.4/32'], 'tcp'],
      ['ssh.back.from-carried', ['10.10.0.4/32'], ['10.10.0.1/32'], 'tcp'],
    ]);
    expect([...policiesKeptBy(firewall, relay)]).toEqual(['to-relay', 'ssh']);
  });

  it('let an egress gateway keep who may reach its ranges, on which ports', () => {
    const gateway = peerNode('g', 5, { egressRanges: ['192.168.50.0/24'] });
    const web = policy('web', {
      src_type: device('h1'),
      dst_type: device('g'),
      protocol: 'tcp',
      ports: ['80'],
      allowed_traffic_direction: ACL_ONE_WAY,
    });
    const { part } = networkOf([h1, gateway], [web]);
    const firewall = firewallOf([part(gateway)]);
    expect(firewall.is_egress_gw).toBe(true);
    expect(firewall.egress_info.g).toMatchObject({
      egress_id: 'g',
      network: RANGE,
      egress_gw_addr: '10.10.0.5/32',
      egress_gateway_cfg: { nodeid: 'g', netid: 'net', natenabled: 'yes', ranges: ['192.168.50.0/24'] },
      egress_fw_rules: { web: expect.objectContaining({ ip_list: ['10.10.0.1/32'], dst: ['192.168.50.0/24'] }) },
    });
  });

  it('let a gateway in an open network through and still carry its ranges and clients', () => {
    const egress = peerNode('g', 5, { egressRanges: ['192.168.50.0/24'] });
    const internet = peerNode('i', 6);
    const access = peerNode('gw', 7, { isIngressGateway: true });
    const { part } = networkOf([h1, egress, internet, access], [ALL_NODES]);
    expect(firewallOf([part(h1)])).toEqual(OPEN_FIREWALL);
    const egressFirewall = firewallOf([part(egress)]);
    expect(egressFirewall).toMatchObject({ allow_all: true, is_egress_gw: true });
    expect(egressFirewall.egress_info.g.egress_gateway_cfg.ranges).toEqual(['192.168.50.0/24']);
    const internetFirewall = firewallOf([part(internet, { isInternetGateway: true })]);
    expect(internetFirewall.egress_info['i-inet'].egress_gateway_cfg.ranges).toEqual(['0.0.0.0/0']);
    expect(firewallOf([part(access)])).toMatchObject({ allow_all: true, is_ingress_gw: true });
  });

  it('let an internet gateway carry its network to everywhere outside the mesh', () => {
    const gateway = peerNode('i', 6);
    const { part } = networkOf([h1, gateway], [policy('ssh', { protocol: 'tcp', ports: ['22'] })]);
    expect(firewallOf([part(gateway, { isInternetGateway: true })]).egress_info['i-inet']).toMatchObject({
      egress_gateway_cfg: { ranges: ['0.0.0.0/0'], natenabled: 'yes' },
      egress_fw_rules: { 'i-inet': expect.objectContaining({ ip_list: [RANGE], dst: ['0.0.0.0/0'] }) },
    });
  });

  it('let a remote-access gateway keep what its users’ clients may reach, since they enforce nothing', () => {
    const gateway = peerNode('gw', 7, { isIngressGateway: true });
    const laptop: PeerClient = {
      clientId: 'laptop',
      owner: '',
      gatewayId: 'gw',
      publickey: 'key-laptop',
      address: '10.10.0.254',
      address6: null,
      extraAllowedIps: [],
      enabled: true,
    };
    const devices: AclDevice[] = [
      { id: 'h1', name: 'h1', tags: ['db'] },
      { id: 'h2', name: 'h2', tags: [] },
      { id: 'gw', name: 'gw', tags: [] },
      { id: 'laptop', name: 'laptop', tags: [], user: { username: 'ann', groups: ['devs'] } },
    ];
    const devsToDb = policy('devs-db', {
      policy_type: 'user-policy',
      src_type: [{ id: 'user-group', value: 'devs' }],
      dst_type: [{ id: 'tag', value: 'db' }],
      protocol: 'tcp',
      ports: ['5432'],
      allowed_traffic_direction: ACL_ONE_WAY,
    });
    const { part } = networkOf([h1, h2, gateway], [ALL_NODES, devsToDb], [laptop], devices);
    const firewall = firewallOf([part(gateway)]);
    expect(firewall.allow_all).toBe(false);
    expect(firewall.ingress_info.gw).toEqual({
      ingress_id: 'gw',
      network: RANGE,
      network6: '',
      static_node_ips: ['10.10.0.254'],
      rules: [
        {
          src_ip: '10.10.0.254/32',
          dst_ip: '10.10.0.1/32',
          allowed_protocols: 'tcp',
          allowed_ports: ['5432'],
          allow: true,
        },
      ],
      egress_ranges: [],
      egress_ranges6: [],
    });
    // The database host keeps the client to its port, though every device reaches it freely.
    expect(firewallOf([part(h1)]).acl_rules['devs-db']).toMatchObject({
      ip_list: ['10.10.0.254/32'],
      allowed_ports: ['5432'],
    });
    expect(firewallOf([part(h2)]).acl_rules['devs-db']).toBeUndefined();
  });

  it('never write a rule without destinations, which hosts would read as "anywhere"', () => {
    const bare = peerNode('bare', 8, { address: null });
    const { part } = networkOf([h1, bare], [policy('ssh', { protocol: 'tcp', ports: ['22'] })]);
    expect(firewallOf([part(bare)]).acl_rules).toEqual({});
  });
});
