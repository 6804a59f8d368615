import type { ApiNode, FirewallUpdate, HostPeerUpdate, WireGuardPeer } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { desiredState } from '../src/sync/desired-state';
import { firewallRule as rule, firewallUpdate as firewall } from './support/peer-update';

const LOCAL = { privateKey: 'PRIVATE', interfaceName: 'netloom', serverAddress: '198.18.0.1' };

function node(fields: Partial<ApiNode>): ApiNode {
  return {
    id: 'n1',
    network: 'lab',
    address: '10.10.0.1/24',
    address6: '',
    networkrange: '10.10.0.0/24',
    networkrange6: '',
    connected: true,
    pendingdelete: false,
    isrelay: false,
    isingressgateway: false,
    isegressgateway: false,
    egressgatewayranges: [],
    egressgatewaynatenabled: false,
    isinternetgateway: false,
    is_fail_over: false,
    ...fields,
  } as ApiNode;
}

function peer(key: string, allowed: string[], remove = false): WireGuardPeer {
  return {
    PublicKey: key,
    Endpoint: remove ? null : '198.18.0.12:51821',
    AllowedIPs: allowed,
    PersistentKeepaliveInterval: 20,
    ReplaceAllowedIPs: true,
    Remove: remove,
  };
}

function update(nodes: ApiNode[], peers: WireGuardPeer[], extra: Partial<HostPeerUpdate> = {}): HostPeerUpdate {
  return {
    server: 'netloom',
    serverversion: '0.90.0',
    host: { listenport: 51830, mtu: 1400 } as HostPeerUpdate['host'],
    nodes,
    host_peers: peers,
    address_identity_map: {},
    change_default_gw: false,
    default_gw_ip: '',
    is_inet_gw: false,
    fw_update: firewall({ allow_all: true }),
    API: 'http://198.18.0.1:8081',
    Broker: 'ws://198.18.0.1:8081/api/v1/mqtt',
    Stun: false,
    StunServers: '',
    ManageDNS: true,
    dns_entries: [],
    dns_nameservers: [],
    version: '',
    ...extra,
  };
}

describe('the desired state of a peer update', () => {
  it('holds the connected node addresses with their prefix, the listen port, MTU and the peers not removed', () => {
    const { wireguard, firewall } = desiredState(
      update(
        [node({}), node({ id: 'n2', network: 'old', address: '10.20.0.1/24', pendingdelete: true })],
        [peer('B', ['10.10.0.2/32']), peer('C', [], true)],
      ),
      LOCAL,
    );
    expect(wireguard).toEqual({
      name: 'netloom',
      privateKey: 'PRIVATE',
      listenPort: 51830,
      mtu: 1400,
      addresses: ['10.10.0.1/24'],
      peers: [{ publicKey: 'B', endpoint: '198.18.0.12:51821', allowedIps: ['10.10.0.2/32'], persistentkeepalive: 20 }],
      routes: [],
      defaultGateway: null,
      serverAddress: '198.18.0.1',
    });
    expect(firewall).toEqual({
      interfaceName: 'netloom',
      forwarding: false,
      egress: [],
      filter: { allowAll: true, overlay: ['10.10.0.0/24'], allowances: [], rules: 0 },
    });
  });

  it('behind a NAT, keeps its mappings open towards the peers it dials when their setting has no keepalive', () => {
    const peers = [
      { ...peer('A', ['10.10.0.2/32']), PersistentKeepaliveInterval: 0 },
      { ...peer('B', ['10.10.0.3/32']), PersistentKeepaliveInterval: 0, Endpoint: null },
      peer('C', ['10.10.0.4/32']),
    ];
    const keepalives = (natType: string) =>
      desiredState(
        update([node({})], peers, {
          host: { listenport: 51830, mtu: 1400, nat_type: natType } as HostPeerUpdate['host'],
        }),
        LOCAL,
      ).wireguard.peers.map((entry) => entry.persistentkeepalive);
    expect(keepalives('behind_nat')).toEqual([25, 0, 20]);
    expect(keepalives('symmetric')).toEqual([25, 0, 20]);
    expect(keepalives('public')).toEqual([0, 0, 20]);
  });

  it('routes the allowed ranges outside its networks into the interface, never the default route', () => {
    const { wireguard } = desiredState(
      update([node({})], [peer('B', ['10.10.0.2/32', '192.168.50.0/24', '0.0.0.0/0'])], {
        change_default_gw: true,
        default_gw_ip: '10.10.0.2',
      }),
      LOCAL,
    );
    expect(wireguard.routes).toEqual(['192.168.50.0/24']);
    expect(wireguard.defaultGateway).toBe('10.10.0.2');
  });

  it('forwards on gateways and masquerades the ranges of an egress gateway with NAT and of an internet gateway', () => {
    const egress = node({
      isegressgateway: true,
      egressgatewayranges: ['192.168.50.0/24'],
      egressgatewaynatenabled: true,
    });
    expect(desiredState(update([egress], []), LOCAL).firewall).toMatchObject({
      interfaceName: 'netloom',
      forwarding: true,
      egress: [{ source: '10.10.0.0/24', destination: '192.168.50.0/24', nat: true }],
    });
    expect(desiredState(update([node({ isinternetgateway: true })], []), LOCAL).firewall.egress).toEqual([
      { source: '10.10.0.0/24', destination: '0.0.0.0/0', nat: true },
    ]);
    expect(desiredState(update([node({ isrelay: true })], []), LOCAL).firewall.forwarding).toBe(true);
  });

  it('does nothing for a disconnected node', () => {
    const { wireguard, firewall } = desiredState(update([node({ connected: false, isrelay: true })], []), LOCAL);
    expect(wireguard.addresses).toEqual([]);
    expect(firewall.forwarding).toBe(false);
    expect(firewall.filter.overlay).toEqual([]);
  });
});

describe('the filter of a peer update', () => {
  const nodes = [node({}), node({ id: 'n2', network: 'lab6', networkrange: '', networkrange6: 'fd10::/64' })];
  const filterOf = (fw: FirewallUpdate) => desiredState(update(nodes, [], { fw_update: fw }), LOCAL).firewall.filter;

  it('lets everything in under allow_all, needing no rule', () => {
    expect(filterOf(firewall({ allow_all: true, acl_rules: { r1: rule({ ip_list: ['10.10.0.2/32'] }) } }))).toEqual({
      allowAll: true,
      overlay: ['10.10.0.0/24', 'fd10::/64'],
      allowances: [],
      rules: 0,
    });
  });

  it('allows what each ACL rule allows, per IP version, a rule without destinations reaching every address', () => {
    const filter = filterOf(
      firewall({
        acl_rules: {
          ssh: rule({
            ip_list: ['10.10.0.2/32'],
            ip6_list: ['fd10::2/128'],
            allowed_protocols: 'tcp',
            allowed_ports: ['22', '8000-8100'],
            dst: ['10.10.0.1/32'],
          }),
          ping: rule({ ip_list: ['10.10.0.3/32'], allowed_protocols: 'icmp' }),
        },
      }),
    );
    expect(filter.allowAll).toBe(false);
    expect(filter.rules).toBe(2);
    expect(filter.allowances).toEqual([
      {
        scope: 'mesh',
        version: 4,
        sources: ['10.10.0.2/32'],
        destinations: ['10.10.0.1/32'],
        protocol: 'tcp',
        ports: ['22', '8000-8100'],
      },
      {
        scope: 'mesh',
        version: 6,
        sources: ['fd10::2/128'],
        destinations: ['::/0'],
        protocol: 'tcp',
        ports: ['22', '8000-8100'],
      },
      {
        scope: 'mesh',
        version: 4,
        sources: ['10.10.0.3/32'],
        destinations: ['0.0.0.0/0'],
        protocol: 'icmp',
        ports: [],
      },
    ]);
  });

  it('allows egress rules out of the gateway only, and remote-access client rules like mesh rules', () => {
    const filter = filterOf(
      firewall({
        is_egress_gw: true,
        is_ingress_gw: true,
        egress_info: {
          e1: {
            egress_id: 'e1',
            network: '10.10.0.0/24',
            network6: '',
            egress_gw_addr: '10.10.0.1/24',
            egress_gw_addr6: '',
            egress_gateway_cfg: { nodeid: 'n1', netid: 'lab', natenabled: 'yes', ranges: ['192.168.50.0/24'] },
            egress_fw_rules: {
              web: rule({
                ip_list: ['10.10.0.2/32'],
                dst: ['192.168.50.0/24'],
                allowed_protocols: 'tcp',
                allowed_ports: ['80'],
              }),
            },
          },
        },
        ingress_info: {
          i1: {
            ingress_id: 'i1',
            network: '10.10.0.0/24',
            network6: '',
            static_node_ips: ['10.10.0.200'],
            rules: [
              {
                src_ip: '10.10.0.200/32',
                dst_ip: '10.10.0.2/32',
                allowed_protocols: 'udp',
                allowed_ports: ['53'],
                allow: true,
              },
              {
                src_ip: 'fd10::200/128',
                dst_ip: 'fd10::2/128',
                allowed_protocols: 'all',
                allowed_ports: [],
                allow: true,
              },
            ],
            egress_ranges: [],
            egress_ranges6: [],
          },
        },
      }),
    );
    expect(filter.rules).toBe(3);
    expect(filter.allowances).toEqual([
      {
        scope: 'egress',
        version: 4,
        sources: ['10.10.0.2/32'],
        destinations: ['192.168.50.0/24'],
        protocol: 'tcp',
        ports: ['80'],
      },
      {
        scope: 'mesh',
        version: 4,
        sources: ['10.10.0.200/32'],
        destinations: ['10.10.0.2/32'],
        protocol: 'udp',
        ports: ['53'],
      },
      {
        scope: 'mesh',
        version: 6,
        sources: ['fd10::200/128'],
        destinations: ['fd10::2/128'],
        protocol: 'all',
        ports: [],
      },
    ]);
  });

  it('allows nothing when the update has no rule', () => {
    expect(filterOf(firewall())).toEqual({
      allowAll: false,
      overlay: ['10.10.0.0/24', 'fd10::/64'],
      allowances: [],
      rules: 0,
    });
  });
});
