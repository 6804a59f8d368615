import { extClientProblems, problem, type CustomExtClient, type ExtClient, type RangeClaim } from '@netloom/contract';
import { problemError, refuseProblems } from '../../api-error';
import {
  deleteExtClient,
  findExtClient,
  findExtClientView,
  listExtClientViews,
  updateExtClient,
  type ExtClientChanges,
  type ExtClientRecord,
  type ExtClientView,
} from '../../store/ext-client-repository';
import { fromJsonStringArray, toJsonColumn, toJsonIdSet } from '../../store/json-columns';
import { findNetwork } from '../../store/network-repository';
import { findNode } from '../../store/node-repository';
import type { Database } from '../../store/schema';
import { inTransaction, retryingTransaction } from '../../store/transactions';
import { timestampNow } from '../../time';
import { claimProblems, otherNetworkClaims } from '../gateways/range-claims';
import { networkNotFound, readableNetworks } from '../node-records/node-lookup';
import type { Caller } from '../../access/caller';
import { checkClientAccess, checkClientChanges, CLIENT_ROUTES } from './client-access';
import { checkClientPublicKey, UNKNOWN_PRIVATE_KEY } from './client-keys';
import { toExtClient } from './return-ext-client';

/** GET /api/extclients: the clients of every network the caller may read, sorted by id, private keys blanked. */
export async function listVisibleExtClients(db: Database, caller: Caller): Promise<ExtClient[]> {
  const networks = await readableNetworks(db, caller);
  return (await listExtClientViews(db, { networks })).map((client) => toExtClient(client, false));
}

/** GET /api/extclients/{network}: its clients, sorted by id, private keys blanked. */
export async function listNetworkExtClients(db: Database, netid: string): Promise<ExtClient[]> {
  if (!(await findNetwork(db, netid))) throw networkNotFound(netid);
  return (await listExtClientViews(db, { network: netid })).map((client) => toExtClient(client, false));
}

/** A client with its private key, for its network's admins and its owner; `action` finishes the 403 message. */
export async function readExtClient(
  db: Database,
  netid: string,
  clientid: string,
  caller: Caller,
  action = 'see its private key',
): Promise<ExtClientView> {
  return checkClientAccess(caller, netid, clientid, await findExtClientView(db, clientid), action);
}

/**
 * GET /api/extclients/{network}/{clientid}: the client with its private key; a client without DNS
 * shows its gateway's.
 */
export async function getExtClient(db: Database, netid: string, clientid: string, caller: Caller): Promise<ExtClient> {
  const client = toExtClient(await readExtClient(db, netid, clientid, caller), true);
  if (client.dns !== '') return client;
  const gateway = await findNode(db, client.ingressgatewayid);
  return { ...client, dns: gateway?.ingressdns ?? '' };
}

/**
 * What a PUT changes (the whole client is sent back): `enabled`, `extraallowedips` and `tags` are
 * taken as sent (absent: false, none, none); other fields left out keep their values. A new public
 * key makes the stored private key useless, so the config asks for it.
 */
async function clientChanges(
  trx: Database,
  client: ExtClientRecord,
  request: CustomExtClient,
  ranges: string[],
  claims: readonly RangeClaim[],
): Promise<ExtClientChanges> {
  const clientid = request.clientid?.trim() || client.clientid;
  const renamed = clientid !== client.clientid;
  refuseProblems(extClientProblems({ ...request, clientid: renamed ? clientid : undefined }, ranges));
  const kept = fromJsonStringArray(client.extraallowedips);
  const added = (request.extraallowedips ?? []).filter((cidr) => !kept.includes(cidr.trim()));
  refuseProblems(claimProblems(CLIENT_ROUTES, added, claims));
  if (renamed && (await findExtClient(trx, clientid))) throw problemError(problem('clientNameTaken', {}, 'clientid'));
  const changes: ExtClientChanges = {
    clientid,
    enabled: request.enabled === true ? 1 : 0,
    extraallowedips: toJsonColumn((request.extraallowedips ?? []).map((cidr) => cidr.trim())),
    tags: toJsonIdSet(Object.keys(request.tags ?? {})),
    updated_at: timestampNow(),
  };
  const publickey = request.publickey?.trim() ?? '';
  if (publickey !== '' && publickey !== client.publickey) {
    await checkClientPublicKey(trx, publickey, client.clientid);
    Object.assign(changes, { publickey, privatekey: UNKNOWN_PRIVATE_KEY });
  }
  if (request.dns !== undefined) changes.dns = request.dns.trim();
  if (request.deniednodeacls !== undefined) {
    changes.deniednodeacls = toJsonIdSet(Object.keys(request.deniednodeacls ?? {}));
  }
  const takenWhenSent = [
    'postup',
    'postdown',
    'remote_access_client_id',
    'device_name',
    'os',
    'public_endpoint',
    'country',
  ] as const;
  for (const field of takenWhenSent) if (request[field] !== undefined) changes[field] = request[field];
  return changes;
}

/**
 * PUT /api/extclients/{network}/{clientid}: changes the client (its network's admins and its owner
 * may, as `checkClientChanges` limits them); a new id must be free in every network, and
 * the client is re-keyed under it in the same transaction. Ranges it did not route before take nothing
 * `serverClaims` or other networks hold. Returns the client as it is now, with its private key.
 */
export async function editExtClient(
  db: Database,
  netid: string,
  clientid: string,
  request: CustomExtClient,
  caller: Caller,
  serverClaims: readonly RangeClaim[],
): Promise<ExtClient> {
  const newId = await retryingTransaction(db, async (trx) => {
    const network = await findNetwork(trx, netid);
    const client = checkClientAccess(caller, netid, clientid, await findExtClient(trx, clientid), 'change it');
    if (!network) throw networkNotFound(netid);
    const lock = checkClientChanges(caller, client, request);
    const claims = [...serverClaims, ...(await otherNetworkClaims(trx, netid))];
    const ranges = [network.addressrange, network.addressrange6];
    const changes = await clientChanges(trx, client, request, ranges, claims);
    await updateExtClient(trx, clientid, { ...changes, disabled_by_admin: lock });
    return changes.clientid ?? clientid;
  });
  return getExtClient(db, netid, newId, caller);
}

/** DELETE /api/extclients/{network}/{clientid}: deletes the client; one that is not there is gone already. */
export async function removeExtClient(db: Database, netid: string, clientid: string): Promise<void> {
  await inTransaction(db, (trx) => deleteExtClient(trx, netid, clientid));
}
