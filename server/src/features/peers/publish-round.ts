import type { Config } from '../../config';
import { DeltaWriter, heldUpdate, type HeldUpdate, type PartMemory } from '../../mesh/peer-delta';
import type { HostUpdateJson, PeerRound, RoundQuestion } from '../../mesh/peer-publisher';
import { hostsWithNewPeers, networkPeerState, type NetworkPeerState } from '../../mesh/peer-state';
import type { Database } from '../../store/schema';
import { hostPeerUpdates, networkLoader, type HostUpdateParts, type KeptOwnParts } from './host-peer-update';
import type { KeptOwnPart } from './own-part';
import { chunks, HOSTS_PER_READ } from '../../store/many-rows';
import { networksOfHosts, networksWithNodes } from '../../store/node-repository';

/**
 * What the server's publisher keeps between rounds: each network's peer state as the last round
 * that looked at it saw it, and each host's update without its peers as last worked out, with the
 * rows it was written from (a change that does not name a host leaves them as they were).
 */
export interface PublishMemory {
  networks: Map<string, NetworkPeerState>;
  ownParts: Map<string, KeptOwnPart>;
  /** What each host taking peer deltas holds, and the shared parts it is made of. */
  held: Map<string, HeldUpdate>;
  parts: PartMemory;
}

export function publishMemory(): PublishMemory {
  return { networks: new Map(), ownParts: new Map(), held: new Map(), parts: new Map() };
}

/**
 * One round of the server's publisher, at one moment (`nowMs`), reading each network once. Which
 * hosts it works out: those asked about; in each network something changed in, the hosts whose
 * peers the change may alter (`hostsWithNewPeers`, against the state the last round saw) and, where
 * nodes may have been edited, the hosts whose update without peers differs from the last one worked
 * out; hosts not sent anything yet; and, since a host's update covers all its networks, the same
 * again in the other networks of every host taken, until no network is left. So any network whose
 * peers a host is sent was compared with what the hosts it reaches were last sent.
 */
export function publishRound(db: Database, config: Config, memory: PublishMemory, nowMs = Date.now()): PeerRound {
  const loadNetwork = networkLoader(db);
  const seen = new Map<string, NetworkPeerState>();
  const ownParts = new Map<string, KeptOwnPart | undefined>();
  /** Hosts whose rows this round reads again: those a change names, and every host of a network whose nodes may have been edited. */
  const named = new Set<string>();
  let everyoneNamed = false;
  /** The own parts of hosts whose rows this round has read: read once, they serve the round's later steps. */
  const readThisRound = new Map<string, KeptOwnPart>();
  const keptParts: KeptOwnParts = (hostId) => {
    const read = readThisRound.get(hostId);
    if (read) return { kept: read, readAgain: false };
    const kept = memory.ownParts.get(hostId);
    return kept && { kept, readAgain: everyoneNamed || named.has(hostId) };
  };
  const held = new Map<string, HeldUpdate | undefined>();
  const deltas = new DeltaWriter(memory.parts);

  /** What is sent to a host: its delta when its agent takes them, else the whole update. */
  function sentJson(hostId: string, update: HostUpdateParts, ownDigest: string): Buffer {
    if (!update.takesDeltas) return update.json();
    held.set(hostId, update.shape && heldUpdate(update.digest, update.shape, ownDigest));
    return deltas.delta(update.digest, memory.held.get(hostId), update.shape, ownDigest);
  }

  /** The hosts of a network whose update may have changed (peers, nothing sent yet, left it), and all its hosts. */
  async function lookAt(netid: string, question: RoundQuestion): Promise<{ reached: string[]; members: string[] }> {
    const { network, access, dns } = await loadNetwork(netid);
    const state = networkPeerState(network, access, nowMs, dns.digest);
    seen.set(netid, state);
    const members = [...network.nodesByHost.keys()];
    const changed = question.all ? members : [...hostsWithNewPeers(memory.networks.get(netid), state)];
    const unsent = members.filter((host) => !question.sentNetworks(host));
    const left = question.formerMembers.filter(
      (host) => !network.nodesByHost.has(host) && question.sentNetworks(host)?.has(netid),
    );
    return { reached: [...changed, ...unsent, ...left], members };
  }

  /**
   * Reads these hosts' rows for the round, many at once, and of those not `known`, gives the ones
   * whose update without peers differs from the last one worked out.
   */
  async function withNewOwnParts(hostIds: string[], known: Set<string>): Promise<string[]> {
    const changed: string[] = [];
    for (const chunk of chunks(hostIds, HOSTS_PER_READ)) {
      const parts = await hostPeerUpdates(db, config, chunk, { loadNetwork, nowMs, withPeers: false, keptParts });
      for (const hostId of chunk) {
        const kept = parts.get(hostId)?.kept;
        if (kept) readThisRound.set(hostId, kept);
        if (known.has(hostId)) continue;
        if (kept === undefined || memory.ownParts.get(hostId)?.part.ownDigest !== kept.part.ownDigest) {
          changed.push(hostId);
        }
      }
    }
    return changed;
  }

  return {
    networksOfHosts: (hostIds) => networksOfHosts(db, hostIds),

    async affectedHosts(question) {
      const affected = new Set(question.hosts);
      const edited = new Set(question.editedNetworks);
      everyoneNamed ||= question.all;
      for (const host of question.hosts) named.add(host);
      const looked = new Set<string>();
      let networks = question.all
        ? await networksWithNodes(db)
        : [...question.networks, ...(await networksOfHosts(db, [...affected]))];
      while (networks.length > 0) {
        const added: string[] = [];
        for (const netid of new Set(networks)) {
          if (looked.has(netid)) continue;
          looked.add(netid);
          const { reached, members } = await lookAt(netid, question);
          if (edited.has(netid)) {
            for (const host of members) named.add(host);
            reached.push(...(await withNewOwnParts(members, new Set([...reached, ...affected]))));
          }
          for (const host of reached) {
            if (affected.has(host)) continue;
            affected.add(host);
            added.push(host);
          }
        }
        networks = (await networksOfHosts(db, added)).filter((netid) => !looked.has(netid));
      }
      return [...affected];
    },

    async updates(hostIds) {
      const updates = await hostPeerUpdates(db, config, hostIds, { loadNetwork, nowMs, keptParts });
      const sent = new Map<string, HostUpdateJson>();
      for (const hostId of hostIds) {
        const update = updates.get(hostId);
        ownParts.set(hostId, update?.kept);
        if (!update) {
          held.set(hostId, undefined);
          continue;
        }
        sent.set(hostId, {
          json: sentJson(hostId, update, update.kept.part.ownDigest),
          digest: update.digest,
          networks: update.networks,
        });
      }
      return sent;
    },

    finish() {
      for (const [netid, state] of seen) {
        if (state.nodes.size > 0) memory.networks.set(netid, state);
        else memory.networks.delete(netid);
      }
      for (const [hostId, part] of ownParts) {
        if (part === undefined) memory.ownParts.delete(hostId);
        else memory.ownParts.set(hostId, part);
      }
      for (const [hostId, update] of held) {
        if (update) memory.held.set(hostId, update);
        else memory.held.delete(hostId);
      }
      deltas.keepHeld(memory.held.values());
    },
  };
}
