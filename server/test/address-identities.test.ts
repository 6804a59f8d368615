import { PEER_TYPES } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { addressIdentityMapJson, networkIdentities } from '../src/mesh/address-identities';
import type { PeerClient } from '../src/mesh/peer-model';
import { peerNode } from './support/peer-nodes';

function client(clientId: string, owner: string, address: string): PeerClient {
  const fields = { gatewayId: 'a', publickey: `key-${clientId}`, address6: null, extraAllowedIps: [], enabled: true };
  return { clientId, owner, address, ...fields };
}

/** The map as a host's update carries it, after its other fields. */
function mapOf(...networks: Parameters<typeof addressIdentityMapJson>[0]): unknown {
  const { pieces } = addressIdentityMapJson(networks);
  return JSON.parse(`{"before":0${Buffer.concat(pieces).toString()}}`).address_identity_map;
}

describe("who holds each address (Netmaker's address_identity_map)", () => {
  it("names a node by its host, a user's remote-access client by its owner, another client by its id", () => {
    const lab = networkIdentities({
      nodes: [peerNode('a', 1, { address6: 'fd10::1' }), peerNode('b', 2)],
      clients: [client('laptop', '', '10.10.0.254'), client('phone', 'alice', '10.10.0.253')],
    });
    const office = networkIdentities({ nodes: [peerNode('a2', 1, { address: '10.20.0.1' })], clients: [] });
    const empty = networkIdentities({ nodes: [], clients: [] });
    expect(mapOf(lab, empty, office)).toEqual({
      '10.10.0.1/32': { id: 'a', type: PEER_TYPES.node, name: 'a-host' },
      'fd10::1/128': { id: 'a', type: PEER_TYPES.node, name: 'a-host' },
      '10.10.0.2/32': { id: 'b', type: PEER_TYPES.node, name: 'b-host' },
      '10.10.0.254/32': { id: 'laptop', type: PEER_TYPES.wireGuard, name: 'laptop' },
      '10.10.0.253/32': { id: 'alice', type: PEER_TYPES.user, name: 'alice' },
      '10.20.0.1/32': { id: 'a2', type: PEER_TYPES.node, name: 'a2-host' },
    });
    expect(mapOf(empty)).toEqual({});
  });

  it('changes its digest when a name changes', () => {
    const named = (name: string) =>
      addressIdentityMapJson([networkIdentities({ nodes: [peerNode('a', 1, { host: { name } })], clients: [] })]);
    expect(named('db-1').digest).not.toBe(named('db-2').digest);
  });
});
