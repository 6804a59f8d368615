import { randomBytes } from 'node:crypto';
import { extClientProblems, problem, type CustomExtClient, type Network, type RangeClaim } from '@netloom/contract';
import { ApiError, problemError, refuseProblems } from '../../api-error';
import { generateWireGuardKeyPair } from '../../mesh/wireguard-keys';
import { findExtClient, insertExtClient, type ExtClientRecord } from '../../store/ext-client-repository';
import { toJsonColumn, toJsonIdSet } from '../../store/json-columns';
import { lockNetworks } from '../../store/network-repository';
import { addressesInNetwork, findNode } from '../../store/node-repository';
import type { Database } from '../../store/schema';
import { retryingTransaction } from '../../store/transactions';
import { timestampNow } from '../../time';
import { auditedObject } from '../../audit/audit-context';
import { claimProblems, otherNetworkClaims } from '../gateways/range-claims';
import { allocateAddress } from '../node-records/allocate-address';
import { networkNotFound } from '../node-records/node-lookup';
import type { Caller } from '../../access/caller';
import { CLIENT_ROUTES } from './client-access';
import { checkClientPublicKey, UNKNOWN_PRIVATE_KEY } from './client-keys';

const ID_CHARACTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A generated client id: `client-` and 8 random lowercase letters or digits (15 characters). */
function randomClientId(): string {
  return `client-${[...randomBytes(8)].map((byte) => ID_CHARACTERS[byte % ID_CHARACTERS.length]).join('')}`;
}

/**
 * Inside a transaction holding the network's lock: the new client's record, checked, with its
 * addresses taken from the top of the network's ranges.
 */
async function newClient(
  trx: Database,
  network: Network,
  gatewayId: string,
  request: CustomExtClient,
  caller: Caller,
  serverClaims: readonly RangeClaim[],
): Promise<ExtClientRecord> {
  const gateway = await findNode(trx, gatewayId);
  if (!gateway || gateway.network !== network.netid || gateway.isingressgateway !== 1) {
    throw new ApiError(400, 'ingress does not exist');
  }
  const requestedId = request.clientid?.trim() ?? '';
  const ranges = [network.addressrange, network.addressrange6];
  refuseProblems(extClientProblems({ ...request, clientid: requestedId === '' ? undefined : requestedId }, ranges));
  const claims = [...serverClaims, ...(await otherNetworkClaims(trx, network.netid))];
  refuseProblems(claimProblems(CLIENT_ROUTES, request.extraallowedips ?? [], claims));
  const clientid = requestedId || randomClientId();
  if (await findExtClient(trx, clientid)) throw problemError(problem('clientNameTaken', {}, 'clientid'));
  const publickey = request.publickey?.trim() ?? '';
  if (publickey !== '') await checkClientPublicKey(trx, publickey, clientid);
  const keys =
    publickey === '' ? generateWireGuardKeyPair() : { publicKey: publickey, privateKey: UNKNOWN_PRIVATE_KEY };
  const used = await addressesInNetwork(trx, network.netid);
  const time = timestampNow();
  return {
    clientid,
    network: network.netid,
    ingressgatewayid: gateway.id,
    privatekey: keys.privateKey,
    publickey: keys.publicKey,
    address: allocateAddress(network, 4, used.v4, 'client'),
    address6: allocateAddress(network, 6, used.v6, 'client'),
    dns: request.dns?.trim() ?? '',
    extraallowedips: toJsonColumn((request.extraallowedips ?? []).map((cidr) => cidr.trim())),
    enabled: request.enabled === false ? 0 : 1,
    disabled_by_admin: 0,
    ownerid: caller.username,
    postup: request.postup ?? '',
    postdown: request.postdown ?? '',
    tags: toJsonIdSet(Object.keys(request.tags ?? {})),
    deniednodeacls: toJsonIdSet(Object.keys(request.deniednodeacls ?? {})),
    remote_access_client_id: request.remote_access_client_id ?? '',
    device_name: request.device_name ?? '',
    os: request.os ?? '',
    public_endpoint: request.public_endpoint ?? '',
    country: request.country ?? '',
    created_at: time,
    updated_at: time,
  };
}

/**
 * POST /api/extclients/{network}/{gatewayNodeId}: a new client of the network's
 * remote-access gateway, owned by the caller, with a generated key pair unless it brings its public
 * key, and a generated id unless it names one (unique across all networks); its extra ranges take
 * nothing `serverClaims` or other networks hold. Returns its id.
 */
export async function createExtClient(
  db: Database,
  netid: string,
  gatewayId: string,
  request: CustomExtClient,
  caller: Caller,
  serverClaims: readonly RangeClaim[],
): Promise<string> {
  return retryingTransaction(db, async (trx) => {
    const [network] = await lockNetworks(trx, [netid]);
    if (!network) throw networkNotFound(netid);
    const client = await newClient(trx, network, gatewayId, request, caller, serverClaims);
    await insertExtClient(trx, client);
    auditedObject({ object_id: client.clientid });
    return client.clientid;
  });
}
