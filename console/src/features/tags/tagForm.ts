import {
  tagNameProblem,
  type ApiHost,
  type CreateTagRequest,
  type Problem,
  type TaggedNode,
  type TagListResp,
  type UpdateTagRequest,
} from '@netloom/contract';
import { byName, kindOf, nodeViews, type NodeKind, type NodeView } from '../nodes/nodeFilters';

export interface TagFormValues {
  name: string;
  /** The members by effective id: a node's id, an external client's client id. */
  members: string[];
}

export const EMPTY_TAG_FORM: TagFormValues = { name: '', members: [] };

/** The contract rule's problem with the name as it will be sent (trimmed), or null. */
export function tagFormNameProblem(name: string): Problem | null {
  return tagNameProblem(name.trim());
}

/** The nodes and external clients that carry the tag, by name, named as the nodes table names them. */
export function tagMemberViews(tag: TagListResp, hosts: readonly ApiHost[]): NodeView[] {
  return nodeViews(tag.tagged_nodes ?? [], hosts);
}

export function tagFormOf(tag: TagListResp, hosts: readonly ApiHost[]): TagFormValues {
  return { name: tag.tag_name, members: tagMemberViews(tag, hosts).map((view) => view.key) };
}

/**
 * What may carry a tag: the network's host nodes and config files (desktop-client nodes are left
 * out), plus the tag's own members so none of them is lost on saving; each once, by name.
 */
export function tagCandidates(networkViews: readonly NodeView[], memberViews: readonly NodeView[] = []): NodeView[] {
  const byKey = new Map<string, NodeView>();
  for (const view of [...memberViews, ...networkViews]) {
    if (kindOf(view.node) !== null) byKey.set(view.key, view);
  }
  return byName(byKey.values());
}

/** The picker's options: host nodes, then config files, each group only when it has any. */
export function memberOptionGroups(candidates: readonly NodeView[]): { kind: NodeKind; items: NodeView[] }[] {
  return (['netclient', 'config-files'] as const)
    .map((kind) => ({ kind, items: candidates.filter((view) => kindOf(view.node) === kind) }))
    .filter((group) => group.items.length > 0);
}

/** The request's members: nodes by id, external clients as static nodes with their client id. */
function taggedNodes(members: readonly string[], candidates: readonly NodeView[]): TaggedNode[] {
  const byKey = new Map(candidates.map((view) => [view.key, view]));
  return members.flatMap((key) => {
    const view = byKey.get(key);
    if (!view) return [];
    return view.client ? [{ id: view.node.id, is_static: true, static_node: { clientid: view.key } }] : [{ id: key }];
  });
}

export function toCreateTagRequest(
  netid: string,
  values: TagFormValues,
  candidates: readonly NodeView[],
): CreateTagRequest {
  return { tag_name: values.name.trim(), network: netid, tagged_nodes: taggedNodes(values.members, candidates) };
}

/** The rename and the members in one update. */
export function toUpdateTagRequest(
  tag: TagListResp,
  values: TagFormValues,
  candidates: readonly NodeView[],
): UpdateTagRequest {
  return {
    id: tag.id,
    tag_name: tag.tag_name,
    new_name: values.name.trim(),
    network: tag.network,
    tagged_nodes: taggedNodes(values.members, candidates),
  };
}

/** The tags whose name or creator contains the search. */
export function searchTags(tags: readonly TagListResp[], search: string): TagListResp[] {
  const term = search.trim().toLowerCase();
  return tags.filter((tag) => [tag.tag_name, tag.created_by].some((text) => text.toLowerCase().includes(term)));
}
