import { ACL_DENIED, type AclRule } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { IndexedNetwork } from '../src/mesh/indexed-network';
import { hostsWithNewPeers, networkPeerState } from '../src/mesh/peer-state';
import type { PeerNode } from '../src/mesh/peer-model';
import type { AccessSnapshot } from '../src/mesh/reachability';
import { PEER_NOW, PEER_NOW_MS, peerNode } from './support/peer-nodes';

const NOW_MS = PEER_NOW_MS;
const NOW = PEER_NOW;
const NAMES = ['a', 'b', 'c', 'd'];

function node(name: string, changes: Partial<PeerNode> = {}): PeerNode {
  return peerNode(name, NAMES.indexOf(name) + 1, changes);
}

function policy(id: string, sources: string[], destinations: string[], enabled = true): AclRule {
  return {
    id,
    name: id,
    policy_type: 'device-policy',
    src_type: sources.map((value) => ({ id: 'device', value })),
    dst_type: destinations.map((value) => ({ id: 'device', value })),
    protocol: 'all',
    ports: [],
    allowed_traffic_direction: 1,
    enabled,
  };
}

const ACCESS: AccessSnapshot = {
  defaultacl: 'yes',
  matrix: {},
  policies: [policy('all-nodes', ['*'], ['*'])],
  devices: NAMES.map((name) => ({ id: name, name, tags: [] })),
};

/** The state of a network of a, b, c and d, with some nodes or access control changed. */
function state(changes: Record<string, Partial<PeerNode>> = {}, access: Partial<AccessSnapshot> = {}) {
  const nodes = NAMES.map((name) => node(name, changes[name]));
  return networkPeerState(new IndexedNetwork({ nodes, clients: [] }), { ...ACCESS, ...access }, NOW_MS);
}

const hostsOf = (...names: string[]) => new Set(names.map((name) => `${name}-host`));

describe('which hosts a change to a network reaches', () => {
  const before = state();

  it('reaches every host when nothing was seen of the network before, and none when nothing changed', () => {
    expect(hostsWithNewPeers(undefined, before)).toEqual(hostsOf(...NAMES));
    expect(hostsWithNewPeers(before, state())).toEqual(new Set());
  });

  it('reaches every host when what others see of a node changes, or a node comes or goes', () => {
    const moved = { host: { ...node('b').host, endpointip: '198.51.100.9' } };
    expect(hostsWithNewPeers(before, state({ b: moved }))).toEqual(hostsOf(...NAMES));
    expect(hostsWithNewPeers(before, state({ c: { connected: false } }))).toEqual(hostsOf(...NAMES));
    const withoutD = networkPeerState(
      new IndexedNetwork({ nodes: ['a', 'b', 'c'].map((name) => node(name)), clients: [] }),
      ACCESS,
      NOW_MS,
    );
    expect(hostsWithNewPeers(before, withoutD)).toEqual(hostsOf(...NAMES));
  });

  it('reaches only the host whose node starts or stops getting peers, and none for a mere check-in', () => {
    expect(hostsWithNewPeers(before, state({ c: { lastCheckIn: NOW - 7200 } }))).toEqual(hostsOf('c'));
    expect(hostsWithNewPeers(before, state({ c: { lastCheckIn: NOW - 5 } }))).toEqual(new Set());
  });

  it('reaches the two ends of a matrix cell, and the members of a policy that changed', () => {
    expect(hostsWithNewPeers(before, state({}, { matrix: { a: { c: ACL_DENIED } } }))).toEqual(hostsOf('a', 'c'));
    const added = [...ACCESS.policies, policy('b-to-d', ['b'], ['d'])];
    expect(hostsWithNewPeers(before, state({}, { policies: added }))).toEqual(hostsOf('b', 'd'));
    const allOff = [policy('all-nodes', ['*'], ['*'], false)];
    expect(hostsWithNewPeers(before, state({}, { policies: allOff }))).toEqual(hostsOf(...NAMES));
  });

  it("reaches every host when a device's tags or the matrix default change", () => {
    const tagged = ACCESS.devices.map((device) => (device.id === 'a' ? { ...device, tags: ['net.web'] } : device));
    expect(hostsWithNewPeers(before, state({}, { devices: tagged }))).toEqual(hostsOf(...NAMES));
    expect(hostsWithNewPeers(before, state({}, { defaultacl: 'no' }))).toEqual(hostsOf(...NAMES));
  });
});
