import type { ApiNode, HostPeerUpdate, WireGuardPeer } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { desiredState } from '../src/sync/desired-state';

const LOCAL = { privateKey: 'PRIVATE', interfaceName: 'netloom', serverAddress: '198.18.0.1' };

function node(fields: Partial<ApiNode>): ApiNode {
  return {
    id: 'n1',
    network: 'lab',
    address: '10.10.0.1/24',
    address6: '',
    networkrange: '10.10.0.0/24',
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
    change_default_gw: false,
    default_gw_ip: '',
    is_inet_gw: false,
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
      peers: [{ publicKey: 'B', endpoint: '198.18.0.12:51821', allowedIps: ['10.10.0.2/32'], persistentKeepalive: 20 }],
      routes: [],
      defaultGateway: null,
      serverAddress: '198.18.0.1',
    });
    expect(firewall).toEqual({ interfaceName: 'netloom', forwarding: false, egress: [] });
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
    expect(desiredState(update([egress], []), LOCAL).firewall).toEqual({
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
  });
});
