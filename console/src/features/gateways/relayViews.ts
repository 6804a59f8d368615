import type { NodeView } from '../nodes/nodeFilters';
import { namesNode, relayBlocker } from '../nodes/nodeRoles';

/** The relays of the network. */
export function relays(views: readonly NodeView[]): NodeView[] {
  return views.filter((view) => view.node.isrelay);
}

/** The hosts a relay relays: those whose `relayedby` names it. */
export function relayedHosts(views: readonly NodeView[], relayId: string): NodeView[] {
  return views.filter((view) => view.node.relayedby === relayId);
}

/** Nodes that may start relaying: not relays already and not relayed themselves. */
export function relayHostCandidates(views: readonly NodeView[]): NodeView[] {
  return views.filter(({ node }) => !node.isrelay && !namesNode(node.relayedby));
}

/**
 * Nodes the relay `relayId` may relay: not itself, not relayed by another
 * relay, and without a role the server refuses for relayed nodes. Its current members stay listed.
 */
export function relayMemberCandidates(views: readonly NodeView[], relayId: string): NodeView[] {
  return views.filter(
    ({ node }) =>
      node.id !== relayId && (!namesNode(node.relayedby) || node.relayedby === relayId) && relayBlocker(node) === null,
  );
}
