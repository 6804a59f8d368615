import type { ApiNode, TagListResp } from '@netloom/contract';
import { listExtClientViews } from '../../store/ext-client-repository';
import { fromJsonIdSet } from '../../store/json-columns';
import { listNodeViews } from '../../store/node-repository';
import type { Database } from '../../store/schema';
import type { TagRecord } from '../../store/tag-repository';
import { toStaticNode } from '../ext-clients/return-ext-client';
import { toApiNode, type NodeListing } from '../node-records/return-node';

/**
 * Tags of one network as the API returns them (TagListResp): each with its nodes, then its external
 * clients as static nodes, and their count. Reads the network's nodes and clients once for all tags.
 */
export async function toTagListResps(
  db: Database,
  netid: string,
  tags: TagRecord[],
  listing: NodeListing,
): Promise<TagListResp[]> {
  const [nodes, clients] = await Promise.all([
    listNodeViews(db, { network: netid }),
    listExtClientViews(db, { network: netid }),
  ]);
  const carriersByTag = new Map<string, ApiNode[]>();
  const carry = (tagsText: string, carrier: () => ApiNode) => {
    const ids = fromJsonIdSet(tagsText);
    if (ids.length === 0) return;
    const node = carrier();
    for (const id of ids) {
      const tagged = carriersByTag.get(id);
      if (tagged) tagged.push(node);
      else carriersByTag.set(id, [node]);
    }
  };
  for (const node of nodes) carry(node.tags, () => toApiNode(node, listing));
  for (const client of clients) carry(client.tags, () => toStaticNode(client, listing));
  return tags.map((tag) => {
    const tagged = carriersByTag.get(tag.id) ?? [];
    return { ...tag, used_by_count: tagged.length, tagged_nodes: tagged };
  });
}
