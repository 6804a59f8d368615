import {
  ENROLLMENT_KEY_TYPE,
  isAdminRole,
  type CreateEnrollmentKeyRequest,
  type EnrollmentKey,
  type UpdateEnrollmentKeyRequest,
} from '@netloom/contract';
import { ApiError } from '../../api-error';
import {
  deleteEnrollmentKey,
  findEnrollmentKey,
  insertEnrollmentKey,
  listEnrollmentKeys,
  updateEnrollmentKey,
  type EnrollmentKeyRecord,
} from '../../store/enrollment-key-repository';
import { toFlag } from '../../store/flags';
import { fromJsonStringArray, toJsonColumn } from '../../store/json-columns';
import { lockNetworks } from '../../store/network-repository';
import { findNode } from '../../store/node-repository';
import type { Database } from '../../store/schema';
import { tagIdsOfNetworks } from '../../store/tag-repository';
import { inTransaction } from '../../store/transactions';
import { auditedObject, singleNetwork } from '../../audit/audit-context';
import { networkAccess } from '../../access/network-access';
import { checkTagsExist } from '../tags/known-tags';
import type { Caller } from '../../access/caller';
import { checkGroups, checkKeyNames, generateKeyValue, relayOf, resolveKeyLimits } from './key-rules';
import { toEnrollmentKey } from './return-key';

/** Names a key in the audit log by its names: its value is the secret hosts join with. */
function auditKey(names: string[], networks: string[]): void {
  auditedObject({ object_id: names.join(', '), network: singleNetwork(networks) });
}

function keyNotFound(value: string): ApiError {
  return new ApiError(404, `enrollment key ${value} not found`);
}

/** A relay must be a relay node in one of the key's networks. */
async function checkRelay(db: Database, relay: string, networks: string[]): Promise<void> {
  if (relay === '') return;
  const node = await findNode(db, relay);
  if (!node || !networks.includes(node.network)) {
    throw new ApiError(400, `relay node ${relay} is not in the key's networks`);
  }
  if (node.isrelay !== 1) throw new ApiError(400, `node ${relay} is not a relay`);
}

/**
 * A key as an auditor sees it: everything but its value and token, which would let a read-only account
 * enroll hosts.
 */
function withoutSecret(key: EnrollmentKey): EnrollmentKey {
  return { ...key, value: '', token: '' };
}

/**
 * The keys a caller may see: all of them for admins and auditors (auditors without their secrets); for others, the keys whose every
 * network they administer (keys without networks are for admins only).
 */
export async function listVisibleEnrollmentKeys(
  db: Database,
  caller: Caller,
  server: string,
): Promise<EnrollmentKey[]> {
  const keys = await listEnrollmentKeys(db);
  const auditor = caller.platformRoleId === 'auditor';
  const seesAll = isAdminRole(caller.platformRoleId) || auditor;
  return keys
    .filter(
      (key) =>
        seesAll || (key.networks.length > 0 && key.networks.every((netid) => networkAccess(caller, netid) === 'write')),
    )
    .map((key) => (auditor ? withoutSecret(toEnrollmentKey(key, server)) : toEnrollmentKey(key, server)));
}

/** Creates a key after checking its names, networks, limits, relay and tags (stricter than Netmaker). */
export async function createEnrollmentKey(
  db: Database,
  request: CreateEnrollmentKeyRequest,
  server: string,
): Promise<EnrollmentKey> {
  const now = Date.now();
  const limits = resolveKeyLimits(request, now);
  const networks = [...new Set(request.networks ?? [])].sort();
  const relay = relayOf(request.relay);
  const groups = checkGroups(request.groups ?? [], networks);
  const key = await inTransaction(db, async (trx) => {
    const namesInUse = new Set(
      (await listEnrollmentKeys(trx)).flatMap((existing) => fromJsonStringArray(existing.tags)),
    );
    checkKeyNames(request.tags, namesInUse);
    const found = new Set((await lockNetworks(trx, networks)).map((network) => network.netid));
    const missing = networks.filter((netid) => !found.has(netid));
    if (missing.length > 0) throw new ApiError(400, `network ${missing.join(', ')} does not exist`);
    await checkRelay(trx, relay, networks);
    checkTagsExist(groups, await tagIdsOfNetworks(trx, networks));
    const record: EnrollmentKeyRecord = {
      value: generateKeyValue(),
      tags: toJsonColumn(request.tags),
      uses_remaining: limits.uses_remaining,
      expiration: limits.expiration,
      unlimited: toFlag(limits.unlimited),
      type: limits.type,
      relay,
      groups: toJsonColumn(groups),
      is_default: 0,
      auto_egress: toFlag(request.auto_egress ?? false),
      auto_assign_gw: toFlag(relay === '' && (request.auto_assign_gw ?? false)),
      created_at: new Date(now).toISOString(),
      networks,
    };
    await insertEnrollmentKey(trx, record);
    auditKey(request.tags, networks);
    return record;
  });
  return toEnrollmentKey(key, server);
}

/** Changes the relay, tags and gateway auto-assignment of a key; a relay turns auto-assignment off. */
export async function editEnrollmentKey(
  db: Database,
  value: string,
  request: UpdateEnrollmentKeyRequest,
  server: string,
): Promise<EnrollmentKey> {
  await inTransaction(db, async (trx) => {
    const key = await findEnrollmentKey(trx, value);
    if (!key) throw keyNotFound(value);
    auditKey(fromJsonStringArray(key.tags), key.networks);
    const relay = request.relay === undefined ? key.relay : relayOf(request.relay);
    await checkRelay(trx, relay, key.networks);
    const groups = request.groups === undefined ? undefined : checkGroups(request.groups ?? [], key.networks);
    if (groups) checkTagsExist(groups, await tagIdsOfNetworks(trx, key.networks));
    const autoAssign = request.auto_assign_gw ?? key.auto_assign_gw === 1;
    await updateEnrollmentKey(trx, value, {
      relay,
      ...(groups === undefined ? {} : { groups: toJsonColumn(groups) }),
      auto_assign_gw: toFlag(relay === '' && autoAssign),
    });
  });
  const key = await findEnrollmentKey(db, value);
  if (!key) throw keyNotFound(value);
  return toEnrollmentKey(key, server);
}

/** Deletes a key; a network's default key goes only with its network. */
export async function removeEnrollmentKey(db: Database, value: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const key = await findEnrollmentKey(trx, value);
    if (!key) throw keyNotFound(value);
    if (key.is_default === 1) {
      throw new ApiError(
        400,
        `cannot delete the default key of network ${key.networks.join(', ')}; it goes with the network`,
      );
    }
    auditKey(fromJsonStringArray(key.tags), key.networks);
    await deleteEnrollmentKey(trx, value);
  });
}

/** Inside the transaction creating a network: its default key, unlimited, named after it. */
export async function insertDefaultKey(trx: Database, netid: string, time: string): Promise<void> {
  await insertEnrollmentKey(trx, {
    value: generateKeyValue(),
    tags: toJsonColumn([netid]),
    uses_remaining: 0,
    expiration: null,
    unlimited: 1,
    type: ENROLLMENT_KEY_TYPE.unlimited,
    relay: '',
    groups: toJsonColumn([]),
    is_default: 1,
    auto_egress: 0,
    auto_assign_gw: 0,
    created_at: time,
    networks: [netid],
  });
}
