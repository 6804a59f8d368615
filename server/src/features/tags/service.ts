import {
  tagId,
  tagNameProblem,
  problem,
  type CreateTagRequest,
  type TagListResp,
  type UpdateTagRequest,
} from '@netloom/contract';
import { ApiError, problemError, refuseProblems } from '../../api-error';
import { findNetwork, lockNetworks } from '../../store/network-repository';
import type { Database } from '../../store/schema';
import {
  deleteTag,
  findTag,
  insertTag,
  listTagCarriers,
  listTagsOfNetwork,
  updateTag,
} from '../../store/tag-repository';
import { retryingTransaction } from '../../store/transactions';
import { timestampNow } from '../../time';
import { auditedObject } from '../../audit/audit-context';
import type { NodeListing } from '../node-records/return-node';
import { toTagListResps } from './return-tag';
import { tagMembers } from './tag-members';
import { moveTag, policiesUsingTag } from './tag-usage';

function networkNotFound(netid: string): ApiError {
  return new ApiError(404, `network ${netid} not found`);
}

function tagNotFound(id: string, netid: string): ApiError {
  return new ApiError(404, `tag ${id} not found in network ${netid}`);
}

function checkTagName(name: string): void {
  refuseProblems([tagNameProblem(name)]);
}

/** A body's `network`, when sent, must be the network of the query. */
function checkBodyNetwork(network: string | undefined, netid: string): void {
  if (network !== undefined && network !== '' && network !== netid) {
    throw new ApiError(400, `network ${network} in the body does not match the network query parameter (${netid})`);
  }
}

/** Inside a transaction: locks the network, so tag changes and node changes in it run one at a time. */
async function lockNetwork(trx: Database, netid: string): Promise<void> {
  if ((await lockNetworks(trx, [netid])).length === 0) throw networkNotFound(netid);
}

async function checkTagIdFree(trx: Database, netid: string, id: string): Promise<void> {
  if (await findTag(trx, netid, id)) throw problemError(problem('tagExists', { id }, 'tag_name'));
}

async function describeTag(db: Database, netid: string, id: string, listing: NodeListing): Promise<TagListResp> {
  const tag = await findTag(db, netid, id);
  if (!tag) throw tagNotFound(id, netid);
  const [described] = await toTagListResps(db, netid, [tag], listing);
  return described;
}

/** GET /api/v1/tags?network=: the network's tags sorted by id, each with what carries it. */
export async function listTags(db: Database, netid: string, listing: NodeListing): Promise<TagListResp[]> {
  if (!(await findNetwork(db, netid))) throw networkNotFound(netid);
  return toTagListResps(db, netid, await listTagsOfNetwork(db, netid), listing);
}

/** POST /api/v1/tags?network=: a new tag `<network>.<tag_name>` and its members, in one transaction. */
export async function createTag(
  db: Database,
  netid: string,
  request: CreateTagRequest,
  createdBy: string,
  listing: NodeListing,
): Promise<TagListResp> {
  checkBodyNetwork(request.network, netid);
  checkTagName(request.tag_name);
  const id = tagId(netid, request.tag_name);
  auditedObject({ object_id: id });
  await retryingTransaction(db, async (trx) => {
    await lockNetwork(trx, netid);
    await checkTagIdFree(trx, netid, id);
    const carriers = await listTagCarriers(trx, netid);
    const members = tagMembers(request.tagged_nodes ?? [], carriers, netid);
    const time = timestampNow();
    await insertTag(trx, {
      id,
      network: netid,
      tag_name: request.tag_name,
      color_code: request.color_code ?? '',
      created_by: createdBy,
      created_at: time,
    });
    await moveTag(trx, netid, carriers, { from: id, to: id, members }, time);
  });
  return describeTag(db, netid, id, listing);
}

/**
 * PUT /api/v1/tags?network=: renames the tag (its id changes wherever it is used) and replaces its
 * members and colour, all in one transaction.
 */
export async function editTag(
  db: Database,
  netid: string,
  request: UpdateTagRequest,
  listing: NodeListing,
): Promise<TagListResp> {
  checkBodyNetwork(request.network, netid);
  const id = await retryingTransaction(db, async (trx) => {
    await lockNetwork(trx, netid);
    const tag = await findTag(trx, netid, request.id);
    if (!tag) throw tagNotFound(request.id, netid);
    const name = request.new_name || tag.tag_name;
    const renamed = tagId(netid, name);
    if (renamed !== tag.id) {
      checkTagName(name);
      await checkTagIdFree(trx, netid, renamed);
    }
    const carriers = await listTagCarriers(trx, netid);
    const members =
      request.tagged_nodes === undefined ? undefined : tagMembers(request.tagged_nodes ?? [], carriers, netid);
    await updateTag(trx, tag.id, { id: renamed, tag_name: name, color_code: request.color_code ?? tag.color_code });
    await moveTag(trx, netid, carriers, { from: tag.id, to: renamed, members }, timestampNow());
    return renamed;
  });
  return describeTag(db, netid, id, listing);
}

/**
 * DELETE /api/v1/tags?tag_id=&network=: refused while an access policy uses the tag; otherwise the
 * tag leaves its nodes, clients and enrollment keys and is deleted.
 */
export async function removeTag(db: Database, netid: string, id: string): Promise<void> {
  await retryingTransaction(db, async (trx) => {
    await lockNetwork(trx, netid);
    if (!(await findTag(trx, netid, id))) throw tagNotFound(id, netid);
    const policies = await policiesUsingTag(trx, netid, id);
    if (policies.length > 0) {
      const names = policies.map((policy) => policy.name).join(', ');
      throw problemError(problem('tagInUse', { policies: names }));
    }
    await moveTag(trx, netid, await listTagCarriers(trx, netid), { from: id, to: null }, timestampNow());
    await deleteTag(trx, id);
  });
}
