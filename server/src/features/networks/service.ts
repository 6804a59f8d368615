import {
  cidrsOverlap,
  networkAdminGroupId,
  networkUserGroupId,
  normaliseCidr,
  problem,
  type CreateNetworkRequest,
  type Network,
  type NetworkStatsEntry,
} from '@netloom/contract';
import type { Edition } from '../../config';
import { ApiError, problemError } from '../../api-error';
import { deleteDefaultKeysOfNetwork } from '../../store/enrollment-key-repository';
import { deleteGroups, deleteNetworkGrants, insertGroup } from '../../store/group-repository';
import { listDefaultHosts } from '../../store/host-repository';
import {
  deleteNetwork,
  findNetwork,
  insertNetwork,
  listNetworks,
  lockNetworks,
  lockNetworksForCreate,
  updateNetwork,
  type NetworkSettings,
} from '../../store/network-repository';
import { countNodes, deleteNodesOfNetwork, hostCountsByNetwork } from '../../store/node-repository';
import { deleteRolesOfNetwork, insertRole } from '../../store/role-repository';
import { deleteUserGrantsInNetwork } from '../../store/user-repository';
import type { Database } from '../../store/schema';
import { inTransaction } from '../../store/transactions';
import { isUniqueViolation } from '../../store/unique-violation';
import { timestampNow } from '../../time';
import { insertDefaultPolicies } from '../acls/default-policies';
import { insertDefaultKey } from '../enrollment-keys/service';
import { addNode, NO_GRANTS } from '../node-records/add-node';
import { networkGroupDefinitions, networkRoleDefinitions } from '../roles/built-in-roles';
import { networkAccess } from '../../access/network-access';
import type { Caller } from '../../access/caller';
import {
  checkNameFree,
  checkNetId,
  checkNetworkSettings,
  defaultInterfaceName,
  displayName,
  NETWORK_DEFAULTS,
  resolveAddressRanges,
} from './network-rules';
import { checkNetworksLimit } from './networks-limit';

/** A network's settings besides its id and address ranges; PUT /api/networks/{netid} may change these. */
const SETTING_FIELDS = [
  'defaultacl',
  'defaultudpholepunch',
  'allowmanualsignup',
  'defaultinterface',
  'defaultlistenport',
  'defaultkeepalive',
  'defaultmtu',
  'defaultpostdown',
  'nodelimit',
] as const;
type SettingChanges = Partial<Pick<NetworkSettings, (typeof SETTING_FIELDS)[number]>>;

const NODES_REMAIN = 'node check failed. All nodes must be deleted before deleting network';

function networkNotFound(netid: string): ApiError {
  return new ApiError(404, `network ${netid} not found`);
}

function requestedSettings(request: CreateNetworkRequest): SettingChanges {
  return Object.fromEntries(
    SETTING_FIELDS.filter((field) => request[field] !== undefined).map((field) => [field, request[field]]),
  ) as SettingChanges;
}

/** The networks the caller holds any role in (all of them for admins and auditors), sorted by id. */
export async function listVisibleNetworks(db: Database, caller: Caller): Promise<Network[]> {
  const networks = await listNetworks(db);
  return networks.filter((network) => networkAccess(caller, network.netid) !== 'none');
}

export async function listNetworkStats(db: Database, caller: Caller): Promise<NetworkStatsEntry[]> {
  const [networks, hosts] = await Promise.all([listVisibleNetworks(db, caller), hostCountsByNetwork(db)]);
  return networks.map((network) => ({ ...network, hosts: hosts.get(network.netid) ?? 0 }));
}

export async function getNetwork(db: Database, netid: string): Promise<Network> {
  const network = await findNetwork(db, netid);
  if (!network) throw networkNotFound(netid);
  return network;
}

/**
 * Creates a network with its admin and user roles and groups, its default enrollment key and access
 * policies, and joins the default hosts to it: all or nothing, within the
 * edition's limit.
 */
export async function createNetwork(db: Database, request: CreateNetworkRequest, edition: Edition): Promise<Network> {
  checkNetId(request.netid);
  const settings: NetworkSettings = {
    ...NETWORK_DEFAULTS,
    defaultinterface: defaultInterfaceName(request.netid),
    ...requestedSettings(request),
    netid: request.netid,
    name: displayName(request.name ?? ''),
    ...resolveAddressRanges(request),
  };
  checkNetworkSettings(settings);
  const exists = problemError(problem('networkExists', { netid: request.netid }, 'netid'));
  await inTransaction(db, async (trx) => {
    await lockNetworksForCreate(trx);
    const existing = await listNetworks(trx);
    if (existing.some((network) => network.netid === settings.netid)) throw exists;
    checkNameFree(existing, settings.name, settings.netid);
    checkNetworksLimit(edition, existing.length);
    const overlaps = existing.some(
      (network) =>
        cidrsOverlap(network.addressrange, settings.addressrange) ||
        cidrsOverlap(network.addressrange6, settings.addressrange6),
    );
    if (overlaps) throw problemError(problem('networkRangeTaken', {}, 'addressrange'));
    const time = timestampNow();
    await insertNetwork(trx, settings, time);
    for (const role of networkRoleDefinitions(settings.netid)) await insertRole(trx, role);
    for (const group of networkGroupDefinitions(settings.netid)) await insertGroup(trx, group);
    await insertDefaultKey(trx, settings.netid, time);
    await insertDefaultPolicies(trx, settings, time);
    for (const host of await listDefaultHosts(trx)) await addNode(trx, host.id, settings, NO_GRANTS, time);
  }).catch((error: unknown) => {
    throw isUniqueViolation(error) ? exists : error;
  });
  return getNetwork(db, settings.netid);
}

function checkUnchanged(field: string, requested: string | undefined, current: string): void {
  if (requested === undefined) return;
  const normalised = normaliseCidr(requested) ?? requested.trim();
  if (normalised !== current) throw new ApiError(400, `${field} cannot be changed`);
}

/** Changes the display name and editable settings of a network; its id, ranges and IP flags stay. */
export async function editNetwork(db: Database, netid: string, request: CreateNetworkRequest): Promise<Network> {
  if (request.netid !== netid) throw new ApiError(400, 'cannot change netid');
  const name = request.name === undefined ? undefined : displayName(request.name);
  await inTransaction(db, async (trx) => {
    if (name !== undefined) await lockNetworksForCreate(trx);
    const current = await findNetwork(trx, netid);
    if (!current) throw networkNotFound(netid);
    checkUnchanged('addressrange', request.addressrange, current.addressrange);
    checkUnchanged('addressrange6', request.addressrange6, current.addressrange6);
    checkUnchanged('isipv4', request.isipv4, current.isipv4);
    checkUnchanged('isipv6', request.isipv6, current.isipv6);
    const changes = requestedSettings(request);
    checkNetworkSettings({ ...current, ...changes });
    if (name !== undefined) checkNameFree(await listNetworks(trx), name, netid);
    await updateNetwork(trx, netid, name === undefined ? changes : { ...changes, name }, timestampNow());
  });
  return getNetwork(db, netid);
}

/**
 * Deletes a network with its roles, groups, default enrollment key and, when forced, its nodes (which
 * frees their addresses); refused while nodes remain unless forced. Other keys just lose the network.
 */
export async function removeNetwork(db: Database, netid: string, force: boolean): Promise<void> {
  await inTransaction(db, async (trx) => {
    if ((await lockNetworks(trx, [netid])).length === 0) throw networkNotFound(netid);
    if ((await countNodes(trx, netid)) > 0) {
      if (!force) throw new ApiError(403, NODES_REMAIN);
      await deleteNodesOfNetwork(trx, netid);
    }
    await deleteDefaultKeysOfNetwork(trx, netid);
    await deleteNetworkGrants(trx, netid);
    await deleteUserGrantsInNetwork(trx, netid);
    await deleteGroups(trx, [networkAdminGroupId(netid), networkUserGroupId(netid)]);
    await deleteRolesOfNetwork(trx, netid);
    await deleteNetwork(trx, netid);
  });
}
