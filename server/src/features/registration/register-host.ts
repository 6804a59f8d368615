import { randomUUID } from 'node:crypto';
import {
  decodeEnrollmentToken,
  ENROLLMENT_KEY_TYPE,
  enrollmentKeyValidity,
  hostSettingsProblems,
  type EnrollmentKeyType,
  type RegisterHostRequest,
  type RegisterHostResponse,
} from '@netloom/contract';
import type { Config } from '../../config';
import { ApiError, refuseProblems } from '../../api-error';
import { generateHostSecret, hashHostSecret, hostSecretMatches } from '../../mesh/broker/host-credentials';
import { freeListenPort } from '../../mesh/listen-port';
import {
  findEnrollmentKey,
  takeEnrollmentKeyUse,
  type EnrollmentKeyRecord,
} from '../../store/enrollment-key-repository';
import { toFlag } from '../../store/flags';
import {
  EMPTY_HOST,
  findHost,
  findHostByPublicKey,
  insertHost,
  listenPortsAt,
  updateHost,
  type HostRecord,
} from '../../store/host-repository';
import { fromJsonStringArray } from '../../store/json-columns';
import { lockNetworks } from '../../store/network-repository';
import { deleteNode, findNode, findNodeOfHost, listNodeViews } from '../../store/node-repository';
import type { Database } from '../../store/schema';
import { retryingTransaction } from '../../store/transactions';
import { auditedObject, singleNetwork } from '../../audit/audit-context';
import { checkHostFacts, reportedChanges } from '../hosts/host-facts';
import { hostServerConfig } from '../hosts/host-server-config';
import { nodeListing } from '../node-records/return-node';
import { toApiHost } from '../hosts/return-host';
import { addNode } from '../node-records/add-node';
import { toApiNode } from '../node-records/return-node';

const NEW_HOST_DEFAULTS = { listenport: 51821, mtu: 1420, persistentkeepalive: 20 };
/** The shortest password a host may bring (Netmaker's agent makes up 32 characters). */
const HOSTPASS_MIN_LENGTH = 16;
/** A host id as agents make them up: a UUID, any version. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function checkKeyUsable(key: EnrollmentKeyRecord, nowMs: number): void {
  const validity = enrollmentKeyValidity(
    {
      uses_remaining: key.uses_remaining,
      expiration: key.expiration ?? 0,
      unlimited: key.unlimited === 1,
      type: key.type as EnrollmentKeyType,
    },
    nowMs,
  );
  if (validity.valid) return;
  if (validity.reason === 'expired') throw new ApiError(400, 'enrollment key has expired');
  if (validity.reason === 'no-uses-left') throw new ApiError(400, 'enrollment key has no uses left');
  throw new ApiError(400, 'enrollment key is not valid');
}

/**
 * A new host's record from what it reports, after checking its settings; its listen port moves off
 * ports other hosts at the same public address use.
 */
async function newHost(
  trx: Database,
  request: RegisterHostRequest,
  id: string,
  secret: string,
  time: string,
): Promise<HostRecord> {
  if (secret.length < HOSTPASS_MIN_LENGTH) {
    throw new ApiError(
      400,
      `hostpass must have at least ${HOSTPASS_MIN_LENGTH} characters with an id: the password the host keeps`,
    );
  }
  const publickey = request.publickey ?? '';
  if (publickey === '') throw new ApiError(400, 'publickey is required: the WireGuard public key of the host');
  const owner = await findHostByPublicKey(trx, publickey);
  if (owner) throw new ApiError(400, `publickey is already used by host ${owner.id}`);
  const host: HostRecord = {
    ...EMPTY_HOST,
    id,
    name: request.name ?? '',
    secret_hash: hashHostSecret(secret),
    isstaticport: toFlag(request.isstaticport ?? false),
    isstatic: toFlag(request.isstatic ?? false),
    listenport: NEW_HOST_DEFAULTS.listenport,
    mtu: request.mtu ?? NEW_HOST_DEFAULTS.mtu,
    publickey,
    persistentkeepalive: NEW_HOST_DEFAULTS.persistentkeepalive,
    // A host serves the mesh's names unless an admin turns its DNS off (and the server's ManageDNS is on).
    dns: 'yes',
    last_check_in: null,
    created_at: time,
    updated_at: time,
  };
  Object.assign(host, reportedChanges(request, { isstatic: 0, isstaticport: 0 }));
  refuseProblems(
    hostSettingsProblems({ ...host, isstaticport: host.isstaticport === 1, isstatic: host.isstatic === 1 }),
  );
  if (host.isstaticport !== 1 && host.endpointip !== '') {
    host.listenport = freeListenPort(host.listenport, await listenPortsAt(trx, host.endpointip, host.id));
  }
  await insertHost(trx, host);
  return host;
}

/** A registered host coming back with its credentials: its report is recorded. */
async function returningHost(
  trx: Database,
  host: HostRecord,
  request: RegisterHostRequest,
  time: string,
): Promise<HostRecord> {
  if (!hostSecretMatches(host.secret_hash, request.hostpass ?? '')) {
    throw new ApiError(401, 'incorrect host credentials: send the id and hostpass the host registered with');
  }
  const changes = reportedChanges(request, host);
  if (changes.publickey !== undefined && changes.publickey !== host.publickey) {
    const owner = await findHostByPublicKey(trx, changes.publickey);
    if (owner) throw new ApiError(400, `publickey is already used by host ${owner.id}`);
  }
  await updateHost(trx, host.id, { ...changes, updated_at: time });
  return { ...host, ...changes };
}

/**
 * The id and secret a registration goes by. Netmaker's agent makes up its host's id (a UUID) and
 * password on its first run and sends both: a new id creates the host with them, a known id must prove
 * its password. A registration without an id gets both from the server.
 */
function claimedIdentity(request: RegisterHostRequest): { id: string; secret: string } {
  if (!request.id) return { id: randomUUID(), secret: generateHostSecret() };
  if (!UUID_PATTERN.test(request.id)) throw new ApiError(400, 'id must be a UUID, such as the agent generates');
  return { id: request.id, secret: request.hostpass ?? '' };
}

/**
 * POST /api/v1/host/register/{token} (docs/architecture.md, Host protocol): checks the key, takes one of its uses (at most
 * one host gets the last), creates the host (or updates a returning one), and gives it a node with
 * fresh addresses in each network of the key, with the key's tags and relay where they belong to
 * that network. All or nothing. `created` says whether the host is new.
 */
export async function registerHost(
  db: Database,
  config: Config,
  token: string,
  request: RegisterHostRequest,
): Promise<RegisterHostResponse & { created: boolean }> {
  const decoded = decodeEnrollmentToken(token);
  if (!decoded) throw new ApiError(400, 'invalid enrollment token: expected base64 of {"server","value"}');
  checkHostFacts(request);
  const { id, secret } = claimedIdentity(request);
  const { hostId, created } = await retryingTransaction(db, async (trx) => {
    const known = await findHost(trx, id);
    const key = await findEnrollmentKey(trx, decoded.value);
    if (!key) throw new ApiError(404, 'enrollment key not found; it may have been deleted');
    const now = Date.now();
    checkKeyUsable(key, now);
    if (known && key.networks.length === 0) throw new ApiError(400, 'enrollment key has no networks to join');
    const networks = await lockNetworks(trx, key.networks);
    if (key.type === ENROLLMENT_KEY_TYPE.uses && !(await takeEnrollmentKeyUse(trx, key.value))) {
      throw new ApiError(400, 'enrollment key has no uses left');
    }
    const time = new Date(now).toISOString();
    const host = known ? await returningHost(trx, known, request, time) : await newHost(trx, request, id, secret, time);
    const tags = fromJsonStringArray(key.groups);
    const relayNetwork = key.relay === '' ? undefined : (await findNode(trx, key.relay))?.network;
    for (const network of networks) {
      const existing = await findNodeOfHost(trx, host.id, network.netid);
      if (existing && existing.pendingdelete !== 1) continue;
      if (existing) await deleteNode(trx, existing.id);
      const grants = {
        tags: tags.filter((tag) => tag.startsWith(`${network.netid}.`)),
        relayedby: relayNetwork === network.netid ? key.relay : '',
      };
      await addNode(trx, host.id, network, grants, time);
    }
    auditedObject({ object_id: host.id, action: known ? 'update' : 'create', network: singleNetwork(key.networks) });
    return { hostId: host.id, created: !known };
  });
  const host = await findHost(db, hostId);
  if (!host) throw new Error(`registered host ${hostId} is missing`);
  const listing = nodeListing(config);
  const nodes = (await listNodeViews(db, { hostId })).map((node) => toApiNode(node, listing));
  const credentials = { id: hostId, password: secret };
  return {
    requested_host: toApiHost(
      host,
      nodes.map((node) => node.id),
    ),
    nodes,
    server_config: hostServerConfig(config, credentials),
    host_credentials: credentials,
    created,
  };
}
