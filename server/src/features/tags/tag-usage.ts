import { listEnrollmentKeys, updateEnrollmentKey } from '../../store/enrollment-key-repository';
import { updateExtClient } from '../../store/ext-client-repository';
import { fromJsonIdSet, fromJsonStringArray, toJsonColumn, toJsonIdSet } from '../../store/json-columns';
import { updateNode } from '../../store/node-repository';
import type { Database } from '../../store/schema';
import {
  listPolicyEndpoints,
  setPolicyEndpoints,
  type PolicyEndpoints,
  type TagCarriers,
} from '../../store/tag-repository';

/** The nodes and external clients (by client id) that carry a tag. */
export interface TagMembers {
  nodes: Set<string>;
  clients: Set<string>;
}

/**
 * What a change does to a tag wherever it is used: the id `from` becomes `to` (the same id unless
 * the tag is renamed; null when it is deleted), and when `members` is given exactly those carry it.
 */
export interface TagMove {
  from: string;
  to: string | null;
  members?: TagMembers;
}

/** The stored tag set of one carrier after the move, or null when it doesn't change. */
function movedTagSet(stored: string, carrier: string, move: TagMove, members: Set<string> | undefined): string | null {
  const ids = fromJsonIdSet(stored);
  const carries = ids.includes(move.from);
  const keeps = move.to !== null && (members ? members.has(carrier) : carries);
  const next = ids.filter((id) => id !== move.from);
  if (keeps && move.to !== null) next.push(move.to);
  const text = toJsonIdSet(next);
  return text === toJsonIdSet(ids) ? null : text;
}

interface PolicyEndpoint {
  id?: unknown;
  value?: unknown;
}

function endpointsOf(text: string): PolicyEndpoint[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? (value as PolicyEndpoint[]) : [];
}

function namesTag(endpoint: PolicyEndpoint, tagId: string): boolean {
  return endpoint.id === 'tag' && endpoint.value === tagId;
}

/** The access policies of a network whose sources or destinations name the tag, by name. */
export async function policiesUsingTag(db: Database, netid: string, tagId: string): Promise<PolicyEndpoints[]> {
  return (await listPolicyEndpoints(db, netid)).filter((policy) =>
    [...endpointsOf(policy.src_type), ...endpointsOf(policy.dst_type)].some((endpoint) => namesTag(endpoint, tagId)),
  );
}

async function renameInPolicies(trx: Database, netid: string, from: string, to: string): Promise<void> {
  const rename = (text: string) =>
    toJsonColumn(
      endpointsOf(text).map((endpoint) => (namesTag(endpoint, from) ? { ...endpoint, value: to } : endpoint)),
    );
  for (const policy of await policiesUsingTag(trx, netid, from)) {
    await setPolicyEndpoints(trx, { ...policy, src_type: rename(policy.src_type), dst_type: rename(policy.dst_type) });
  }
}

async function moveInEnrollmentKeys(trx: Database, from: string, to: string | null): Promise<void> {
  for (const key of await listEnrollmentKeys(trx)) {
    const groups = fromJsonStringArray(key.groups);
    if (!groups.includes(from)) continue;
    const next = to === null ? groups.filter((id) => id !== from) : groups.map((id) => (id === from ? to : id));
    await updateEnrollmentKey(trx, key.value, { groups: toJsonColumn([...new Set(next)]) });
  }
}

/**
 * Inside a transaction holding the network's lock: applies a tag move to the network's nodes and
 * external clients (its `carriers`), and a rename or deletion to its access policies and to
 * enrollment keys' tags.
 */
export async function moveTag(
  trx: Database,
  netid: string,
  carriers: TagCarriers,
  move: TagMove,
  time: string,
): Promise<void> {
  for (const node of carriers.nodes) {
    const tags = movedTagSet(node.tags, node.id, move, move.members?.nodes);
    if (tags !== null) await updateNode(trx, node.id, { tags, updated_at: time });
  }
  for (const client of carriers.clients) {
    const tags = movedTagSet(client.tags, client.clientid, move, move.members?.clients);
    if (tags !== null) await updateExtClient(trx, client.clientid, { tags, updated_at: time });
  }
  if (move.to === move.from) return;
  if (move.to !== null) await renameInPolicies(trx, netid, move.from, move.to);
  await moveInEnrollmentKeys(trx, move.from, move.to);
}
