import { problem } from '@netloom/contract';
import { randomUUID } from 'node:crypto';
import type { AclPolicy, AclPolicyRequest, UpdateAclPolicyRequest } from '@netloom/contract';
import type { Edition } from '../../config';
import { ApiError, problemError } from '../../api-error';
import {
  deletePolicy,
  findPolicy,
  insertPolicy,
  listPolicies,
  updatePolicy,
  type AclPolicyRecord,
} from '../../store/acl-repository';
import { fromFlag, toFlag } from '../../store/flags';
import { findNetwork } from '../../store/network-repository';
import type { Database } from '../../store/schema';
import { inTransaction } from '../../store/transactions';
import { isUniqueViolation } from '../../store/unique-violation';
import { timestampNow } from '../../time';
import { auditedObject } from '../../audit/audit-context';
import { checkPolicyNetwork, policyFields, requestedName } from './policy-input';
import { loadMemberNames, toAclPolicy } from './return-policy';

/** Version 2 policies of one network. */

async function checkNetwork(db: Database, netid: string): Promise<void> {
  if (!(await findNetwork(db, netid))) throw new ApiError(404, `network ${netid} not found`);
}

async function policyOfNetwork(db: Database, netid: string, id: string): Promise<AclPolicyRecord> {
  const policy = await findPolicy(db, id);
  if (!policy || policy.network !== netid) throw new ApiError(404, `acl ${id} not found in network ${netid}`);
  return policy;
}

function nameTaken(name: string, netid: string): ApiError {
  return problemError(problem('policyNameTaken', { name, network: netid }, 'name'));
}

/** 400 when another policy of the network has the name. */
async function checkNameFree(db: Database, netid: string, name: string, id: string): Promise<void> {
  const policies = await listPolicies(db, netid);
  if (policies.some((policy) => policy.name === name && policy.id !== id)) throw nameTaken(name, netid);
}

async function readPolicy(db: Database, id: string): Promise<AclPolicy> {
  const policy = await findPolicy(db, id);
  if (!policy) throw new ApiError(404, `acl ${id} not found`);
  return toAclPolicy(policy, await loadMemberNames(db, policy.network, [policy]));
}

/** Runs a write; a name another request took at the same moment answers 400 like a taken name. */
async function writing(db: Database, netid: string, name: string, work: (trx: Database) => Promise<void>) {
  await inTransaction(db, work).catch((error: unknown) => {
    throw isUniqueViolation(error) ? nameTaken(name, netid) : error;
  });
}

/** GET /api/v1/acls?network=: sorted by name, members named. */
export async function listNetworkPolicies(db: Database, netid: string): Promise<AclPolicy[]> {
  await checkNetwork(db, netid);
  const policies = await listPolicies(db, netid);
  const names = await loadMemberNames(db, netid, policies);
  return policies.map((policy) => toAclPolicy(policy, names));
}

/** POST /api/v1/acls?network=. */
export async function createPolicy(
  db: Database,
  netid: string,
  request: AclPolicyRequest,
  author: string,
  edition: Edition,
): Promise<AclPolicy> {
  const id = randomUUID();
  auditedObject({ object_id: id });
  await writing(db, netid, requestedName(request), async (trx) => {
    await checkNetwork(trx, netid);
    const fields = await policyFields(trx, netid, request, edition, true);
    await checkNameFree(trx, netid, fields.name, id);
    const created = { id, network: netid, is_default: 0, created_by: author, created_at: timestampNow() };
    await insertPolicy(trx, { ...fields, ...created });
  });
  return readPolicy(db, id);
}

/**
 * PUT /api/v1/acls?network=: replaces the policy from the whole object sent; a default policy only
 * takes `enabled`, keeping its members, service and name.
 */
export async function editPolicy(
  db: Database,
  netid: string,
  request: UpdateAclPolicyRequest,
  edition: Edition,
): Promise<AclPolicy> {
  await writing(db, netid, requestedName(request), async (trx) => {
    checkPolicyNetwork(request, netid);
    const current = await policyOfNetwork(trx, netid, request.id);
    const enabledBefore = fromFlag(current.enabled);
    if (fromFlag(current.is_default)) {
      await updatePolicy(trx, current.id, { enabled: toFlag(request.enabled ?? enabledBefore) });
      return;
    }
    const fields = await policyFields(trx, netid, request, edition, enabledBefore);
    await checkNameFree(trx, netid, fields.name, current.id);
    await updatePolicy(trx, current.id, fields);
  });
  return readPolicy(db, request.id);
}

/** DELETE /api/v1/acls?acl_id=&network=: gives the deleted policy's name; default policies stay. */
export async function removePolicy(db: Database, netid: string, id: string): Promise<string> {
  return inTransaction(db, async (trx) => {
    const policy = await policyOfNetwork(trx, netid, id);
    if (fromFlag(policy.is_default)) throw new ApiError(400, 'cannot delete default policy');
    await deletePolicy(trx, id);
    return policy.name;
  });
}
