import { ApiError } from '../../api-error';
import { fromFlag } from '../../store/flags';
import { fromJsonIdSet, toJsonIdSet } from '../../store/json-columns';
import { lockNetworks } from '../../store/network-repository';
import { failoverNodeOf, pairedNodesOfHost } from '../../store/gateway-repository';
import { endFailoverPairsOf, findNode, updateNode, type NodeRecord } from '../../store/node-repository';
import type { Database } from '../../store/schema';
import { retryingTransaction } from '../../store/transactions';
import { timestampNow } from '../../time';

/** The two nodes of a pair: the caller's own, checked to be its host's, and its peer in the same network. */
async function pairOf(trx: Database, hostId: string, nodeId: string, peerId: string) {
  const node = await findNode(trx, nodeId);
  if (!node || node.host_id !== hostId) throw new ApiError(404, `node ${nodeId} is not a node of this host`);
  const peer = peerId === nodeId ? undefined : await findNode(trx, peerId);
  if (!peer || peer.network !== node.network) {
    throw new ApiError(400, `node ${peerId} is not another node of network ${node.network}`);
  }
  await lockNetworks(trx, [node.network]);
  return { node, peer };
}

/** Why the pair cannot go through a failover node; null when it can. */
function pairProblem(node: NodeRecord, peer: NodeRecord, failover: NodeRecord): string | null {
  if (!fromFlag(failover.connected)) return `failover node ${failover.id} is disconnected`;
  if (failover.id === node.id || failover.id === peer.id) return `node ${failover.id} is the failover node itself`;
  for (const [one, other] of [
    [node, peer],
    [peer, node],
  ]) {
    if (one.relayedby !== '') return `node ${one.id} is relayed by node ${one.relayedby}, which carries its traffic`;
    if (one.internetgw_node_id === other.id) return `node ${one.id} uses node ${other.id} as its internet gateway`;
  }
  return null;
}

/** Writes a node's set of failover partners; without partners it is failed over by nobody. */
async function savePartners(trx: Database, node: NodeRecord, partners: string[], by: string, time: string) {
  const set = toJsonIdSet(partners);
  const failedOverBy = partners.length === 0 ? '' : by;
  if (set === node.fail_over_peers && failedOverBy === node.failed_over_by) return false;
  await updateNode(trx, node.id, { fail_over_peers: set, failed_over_by: failedOverBy, updated_at: time });
  return true;
}

/** Writes each node's partners as `sides` works them out from it and the other; whether either changed. */
async function saveBothSides(
  trx: Database,
  node: NodeRecord,
  peer: NodeRecord,
  sides: (one: NodeRecord, other: NodeRecord) => { partners: string[]; by: string },
): Promise<boolean> {
  const time = timestampNow();
  let changed = false;
  for (const [one, other] of [
    [node, peer],
    [peer, node],
  ]) {
    const { partners, by } = sides(one, other);
    changed = (await savePartners(trx, one, partners, by, time)) || changed;
  }
  return changed;
}

/**
 * POST /api/v1/node/{nodeid}/failover_me (docs/architecture.md, Peers): the host of `nodeId` cannot reach `peerId`
 * directly, so the pair goes through its network's failover node: each holds the other's addresses
 * on the failover node's entry, which forwards. Returns the network when something changed.
 */
export async function failOverPair(
  db: Database,
  hostId: string,
  nodeId: string,
  peerId: string,
): Promise<string | null> {
  return retryingTransaction(db, async (trx) => {
    const { node, peer } = await pairOf(trx, hostId, nodeId, peerId);
    const failover = await failoverNodeOf(trx, node.network);
    if (!failover) {
      throw new ApiError(
        400,
        `network ${node.network} has no failover node, so nodes that cannot reach each other directly stay apart: make a node with a public address its failover node (Nodes, Set as failover)`,
      );
    }
    const problem = pairProblem(node, peer, failover);
    if (problem !== null) throw new ApiError(400, problem);
    const changed = await saveBothSides(trx, node, peer, (one, other) => {
      // A node's pairs all go through one failover node: those of an earlier one end.
      const kept = one.failed_over_by === failover.id ? fromJsonIdSet(one.fail_over_peers) : [];
      return { partners: [...new Set([...kept, other.id])], by: failover.id };
    });
    return changed ? node.network : null;
  });
}

/**
 * DELETE /api/v1/node/{nodeid}/failover_me/{peerid} (a Netloom extension): the host of `nodeId`
 * reached `peerId` directly again, so the pair leaves the failover node. Returns the network when
 * something changed.
 */
export async function endFailoverPair(
  db: Database,
  hostId: string,
  nodeId: string,
  peerId: string,
): Promise<string | null> {
  return retryingTransaction(db, async (trx) => {
    const { node, peer } = await pairOf(trx, hostId, nodeId, peerId);
    const changed = await saveBothSides(trx, node, peer, (one, other) => ({
      partners: fromJsonIdSet(one.fail_over_peers).filter((id) => id !== other.id),
      by: one.failed_over_by,
    }));
    return changed ? node.network : null;
  });
}

/** Ends the failover pairs of every node of the host (its agent starts afresh); whether there were any. */
export async function endFailoverPairsOfHost(db: Database, hostId: string): Promise<boolean> {
  return retryingTransaction(db, async (trx) => {
    const paired = await pairedNodesOfHost(trx, hostId);
    await endFailoverPairsOf(trx, paired, timestampNow());
    return paired.length > 0;
  });
}
