import { ApiError } from '../../api-error';
import { fromJsonIdSet } from '../../store/json-columns';
import type { NodeRecord } from '../../store/node-repository';

/** 400 naming the tags among `ids` that don't exist (are not in `known`). */
export function checkTagsExist(ids: string[], known: ReadonlySet<string>): void {
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length === 0) return;
  const [subject, verb, object] = missing.length === 1 ? ['tag', 'does', 'it'] : ['tags', 'do', 'them'];
  throw new ApiError(
    400,
    `${subject} ${missing.join(', ')} ${verb} not exist; create ${object} in the tag manager first`,
  );
}

/**
 * The tag ids a PUT of a node asks for (`tags` replaces its set): ids `<network>.<name>` of its own
 * network, each an existing tag of it (`networkTags`) or one the node carries already.
 */
export function nodeTagIds(
  tags: Record<string, unknown> | null,
  node: NodeRecord,
  networkTags: ReadonlySet<string>,
): string[] {
  const ids = Object.keys(tags ?? {}).sort();
  const netid = node.network;
  const foreign = ids.find((id) => !id.startsWith(`${netid}.`) || id.length === netid.length + 1);
  if (foreign !== undefined) {
    throw new ApiError(400, `tag ${foreign} is not a tag of network ${netid} (<network>.<name>)`);
  }
  const carried = fromJsonIdSet(node.tags);
  checkTagsExist(
    ids.filter((id) => !carried.includes(id)),
    networkTags,
  );
  return ids;
}
