import { PEER_TYPES, type ApiNode, type HostPeerUpdate, type WireGuardPeer } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { checkUpdate } from '../src/sync/check-update';
import { followNetworks } from '../src/sync/follow-mesh';
import { namePeers } from '../src/sync/peer-names';
import { peerUpdate } from './support/peer-update';

const BASE = peerUpdate();
const LAB = BASE.nodes[0];

function peer(key: string, allowed: string[], remove = false): WireGuardPeer {
  return { ...BASE.host_peers[0], PublicKey: key, AllowedIPs: allowed, Remove: remove };
}

function update(fields: Partial<HostPeerUpdate>): HostPeerUpdate {
  return { ...BASE, ...fields };
}

const node = (name: string, id = name) => ({ id, type: PEER_TYPES.node, name });

describe('who the peers are', () => {
  it("names each peer by its own address's holder, with its addresses in every network and whom it carries", () => {
    const named = namePeers(
      update({
        host_peers: [
          peer('DB', ['10.10.0.3/32', 'fd10::3/128', '10.20.0.3/32']),
          peer('RELAY', ['10.10.0.2/32', '10.10.0.5/32', '192.168.50.0/24', '10.10.0.254/32']),
          peer('STRANGER', ['10.99.0.1/32']),
          peer('GONE', [], true),
        ],
        address_identity_map: {
          '10.10.0.3/32': node('db-1', 'n3'),
          'fd10::3/128': node('db-1', 'n3'),
          '10.20.0.3/32': node('db-1', 'm3'),
          '10.10.0.2/32': node('relay-1'),
          '10.10.0.5/32': node('app-2'),
          '10.10.0.254/32': { id: 'alice', type: PEER_TYPES.user, name: 'alice' },
        },
      }),
    );
    expect(named).toEqual({
      DB: { name: 'db-1', addresses: ['10.10.0.3', 'fd10::3', '10.20.0.3'], carries: [] },
      RELAY: {
        name: 'relay-1',
        addresses: ['10.10.0.2'],
        carries: ['app-2 (10.10.0.5)', '192.168.50.0/24', 'alice (10.10.0.254)'],
      },
    });
  });

  it('names the internet gateway by its address, which its entry replaces with the whole internet', () => {
    const named = namePeers(
      update({
        host_peers: [peer('GW', ['0.0.0.0/0', '::/0'])],
        address_identity_map: { '10.10.0.9/32': node('gateway') },
        change_default_gw: true,
        default_gw_ip: '10.10.0.9',
      }),
    );
    expect(named.GW).toEqual({ name: 'gateway', addresses: ['10.10.0.9'], carries: ['0.0.0.0/0', '::/0'] });
  });

  it('takes an update without names, and refuses one naming something that is no address', () => {
    const { address_identity_map: _names, ...unnamed } = BASE;
    expect(checkUpdate(JSON.parse(JSON.stringify(unnamed)))).toEqual({ update: BASE });
    expect(checkUpdate({ ...BASE, address_identity_map: { 'db-1': node('db-1') } })).toEqual({
      problem: 'address_identity_map.db-1: must be a CIDR like 10.10.0.3/32',
    });
  });
});

describe('the networks a host is in', () => {
  const office: ApiNode = { ...LAB, id: 'n2', network: 'office', address: '10.20.0.1/24' };
  const AT = '2026-01-05T10:42:00.000Z';

  it('tells the networks left since the last update: removed when the node is gone or being deleted', () => {
    const before = followNetworks(undefined, update({ nodes: [LAB, office] }), AT);
    expect(before).toEqual({
      networks: [
        { network: 'lab', addresses: ['10.10.0.1/24'] },
        { network: 'office', addresses: ['10.20.0.1/24'] },
      ],
      left: [],
      departed: [],
    });
    const known = { ...before, peers: {} };
    expect(followNetworks(known, update({ nodes: [office] }), AT).departed).toEqual([
      { network: 'lab', at: AT, reason: 'removed' },
    ]);
    expect(followNetworks(known, update({ nodes: [{ ...LAB, pendingdelete: true }, office] }), AT).left).toEqual([
      { network: 'lab', at: AT, reason: 'removed' },
    ]);
    expect(followNetworks(known, update({ nodes: [{ ...LAB, connected: false }, office] }), AT).left).toEqual([
      { network: 'lab', at: AT, reason: 'disconnected' },
    ]);
  });

  it('keeps the networks left until the host joins them again', () => {
    const known = { networks: [], left: [{ network: 'lab', at: AT, reason: 'removed' as const }], peers: {} };
    expect(followNetworks(known, update({ nodes: [] }), 'later')).toEqual({
      networks: [],
      left: known.left,
      departed: [],
    });
    expect(followNetworks(known, update({ nodes: [LAB] }), 'later').left).toEqual([]);
  });
});
