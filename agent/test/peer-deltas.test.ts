import { hostPeerUpdateSchema, type HostPeerUpdate } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import type { Applier } from '../src/sync/applier';
import { receivePeerMessage } from '../src/sync/peer-deltas';
import { H2_PUBLIC_KEY, peerUpdate } from './support/peer-update';

const H3_PUBLIC_KEY = 'zbKeNAg/ocNqkFg0fgL5fw2hKpR2kNlhx1ziLOi87Gk=';

/** An applier that checks updates against the contract and records them, and what made the agent pull. */
function recording(start: HostPeerUpdate | null) {
  let current = start;
  const applied: HostPeerUpdate[] = [];
  const refused: string[] = [];
  let pulls = 0;
  const applier: Applier = {
    apply(received) {
      const update = hostPeerUpdateSchema.parse(received);
      current = update;
      applied.push(update);
      return Promise.resolve();
    },
    refuse: (problem) => void refused.push(problem),
    current: () => current,
    stop: () => {},
  };
  const pull = () => {
    pulls += 1;
    return Promise.resolve();
  };
  return { applier, applied, refused, pull, pulls: () => pulls };
}

const newPeer = {
  PublicKey: H3_PUBLIC_KEY,
  Endpoint: '198.18.0.13:51830',
  AllowedIPs: ['10.10.0.3/32'],
  PersistentKeepaliveInterval: 20,
  ReplaceAllowedIPs: true,
  Remove: false,
};

describe('peer messages', () => {
  it('apply a delta on the version it starts from: peers set and dropped, names and DNS entries by key', async () => {
    const start = {
      ...peerUpdate(),
      dns_entries: [{ name: 'h2.lab', network: 'lab', address: '10.10.0.2', address6: '' }],
    };
    const host = recording(start);
    const delta = {
      base: 'v1',
      version: 'v2',
      peers: { set: [newPeer], drop: [H2_PUBLIC_KEY] },
      names: { set: { '10.10.0.3/32': { id: 'n3', type: 0, name: 'h3' } }, drop: [] },
      dns: { set: [{ name: 'H3.lab', network: 'lab', address: '10.10.0.3', address6: '' }], drop: ['h2.lab'] },
    };
    await receivePeerMessage(delta, host.applier, host.pull);
    expect(host.applied).toHaveLength(1);
    const [update] = host.applied;
    expect(update.version).toBe('v2');
    expect(update.host_peers).toEqual([newPeer]);
    expect(update.address_identity_map).toEqual({ '10.10.0.3/32': { id: 'n3', type: 0, name: 'h3' } });
    expect(update.dns_entries.map((entry) => entry.name)).toEqual(['H3.lab']);
    expect(update.nodes).toEqual(start.nodes);
    expect(host.pulls()).toBe(0);
  });

  it('pull the whole update after a missed delta, a marker of another version, or before holding any', async () => {
    for (const [start, message] of [
      [peerUpdate(), { base: 'v0', version: 'v2' }],
      [peerUpdate(), { base: null, version: 'v2' }],
      [null, { base: 'v1', version: 'v2' }],
    ] as const) {
      const host = recording(start);
      await receivePeerMessage(message, host.applier, host.pull);
      expect([host.pulls(), host.applied.length]).toEqual([1, 0]);
    }
  });

  it('take a delta or marker of the version held as nothing new, and a whole update as before', async () => {
    const host = recording(peerUpdate());
    await receivePeerMessage({ base: null, version: 'v1' }, host.applier, host.pull);
    await receivePeerMessage({ base: 'v0', version: 'v1' }, host.applier, host.pull);
    expect([host.pulls(), host.applied.length]).toEqual([0, 0]);
    await receivePeerMessage({ ...peerUpdate(), version: 'v5' }, host.applier, host.pull);
    expect(host.applied.map((update) => update.version)).toEqual(['v5']);
  });

  it('refuse a delta that fails its check, and change nothing', async () => {
    const host = recording(peerUpdate());
    await receivePeerMessage(
      { base: 'v1', version: 'v2', peers: { set: [{ PublicKey: 'x' }], drop: [] } },
      host.applier,
      host.pull,
    );
    expect(host.refused).toEqual([expect.stringMatching(/^peers\.set\.0\./)]);
    expect([host.pulls(), host.applied.length]).toEqual([0, 0]);
  });
});
