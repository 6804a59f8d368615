import type { ApiNode } from '@netloom/contract';
import type { SectionPage } from '../../navigation/sections';
import type { NodeView } from './nodeFilters';
import { namesNode, nodeRoles, type NodeRole } from './nodeRoles';

/** The role of the gateway a node goes through: relayed by a relay, internet client, failed over. */
const THROUGH_ROLES = { relayed: 'relay', 'internet-client': 'internet-gateway', 'failed-over': 'failover' } as const;
type ThroughKind = keyof typeof THROUGH_ROLES;

/** A role a node has, or a gateway it goes through. */
export type NodeRoleLinkKind = NodeRole | ThroughKind;

/** One line of a node's roles: what it is, the page that manages it, and the nodes or ranges it concerns. */
export interface NodeRoleLink {
  kind: NodeRoleLinkKind;
  /** The role of the gateway concerned: the node's own, or that of the gateway it goes through. */
  role: NodeRole;
  page: SectionPage;
  /** The relay's members, the internet gateway's users, or the one gateway this node goes through. */
  nodes: { id: string; name: string }[];
  /** An egress gateway's ranges. */
  ranges: string[];
  /** A remote-access gateway's external clients. */
  clients: number;
}

const ROLE_PAGES: Record<NodeRole, SectionPage> = {
  relay: 'gateways',
  'remote-access': 'gateways',
  egress: 'egress',
  'internet-gateway': 'internet-gateways',
  failover: 'nodes',
};

/**
 * A node's gateway roles with what each concerns (relay members, remote-access clients, egress
 * ranges, internet users), then the gateways it goes through itself, each with its managing page.
 */
export function nodeRoleLinks(node: ApiNode, views: readonly NodeView[]): NodeRoleLink[] {
  const named = (id: string) => ({ id, name: views.find((view) => view.node.id === id)?.name ?? id });
  const link = (kind: NodeRoleLinkKind, role: NodeRole, details: Partial<NodeRoleLink> = {}): NodeRoleLink => ({
    kind,
    role,
    page: ROLE_PAGES[role],
    nodes: [],
    ranges: [],
    clients: 0,
    ...details,
  });
  const detailsOf = (role: NodeRole): Partial<NodeRoleLink> => {
    if (role === 'relay') return { nodes: (node.relaynodes ?? []).map(named) };
    if (role === 'remote-access') {
      return { clients: views.filter((view) => view.client?.ingressgatewayid === node.id).length };
    }
    if (role === 'egress') return { ranges: node.egressgatewayranges ?? [] };
    if (role === 'internet-gateway') {
      const users = views.filter((view) => !view.node.is_static && view.node.internetgw_node_id === node.id);
      return { nodes: users.map((view) => ({ id: view.node.id, name: view.name })) };
    }
    return {};
  };
  const through: [ThroughKind, string][] = [
    ['relayed', node.relayedby],
    ['internet-client', node.internetgw_node_id],
    ['failed-over', node.failed_over_by],
  ];
  return [
    ...nodeRoles(node).map((role) => link(role, role, detailsOf(role))),
    ...through
      .filter(([, id]) => namesNode(id))
      .map(([kind, id]) => link(kind, THROUGH_ROLES[kind], { nodes: [named(id)] })),
  ];
}
