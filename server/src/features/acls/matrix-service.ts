import {
  ACL_ALLOWED,
  ACL_DENIED,
  aclCell,
  defaultAclCell,
  type AclCell,
  type AclContainer,
  type AclPair,
} from '@netloom/contract';
import { ApiError } from '../../api-error';
import {
  deleteStaleMatrixCells,
  listDeviceIds,
  listMatrixCells,
  replaceMatrixCells,
  setMatrixPair,
  type AclMatrixCell,
} from '../../store/acl-repository';
import { findNetwork, lockNetworks } from '../../store/network-repository';
import type { Database } from '../../store/schema';
import { inTransaction } from '../../store/transactions';
import { idRecord, matrixOf } from './access-snapshot';

/**
 * The version 1 matrix (storage and filling described at `aclContainerSchema`):
 * only cells that differ from the network's `defaultacl` are stored.
 */

/**
 * What a whole-matrix PUT replaces: the pairs of two nodes (/acls), or every pair (/acls/v2). Pairs
 * of the scope it leaves out go back to the default; other cells it sends are set too.
 */
export type MatrixScope = 'nodes' | 'devices';

type NetworkDevices = Awaited<ReturnType<typeof listDeviceIds>>;

function networkNotFound(netid: string): ApiError {
  return new ApiError(404, `network ${netid} not found`);
}

const MAX_IDS_NAMED = 10;

function listed(ids: string[]): string {
  const named = ids.slice(0, MAX_IDS_NAMED).join(', ');
  return ids.length > MAX_IDS_NAMED ? `${named} and ${ids.length - MAX_IDS_NAMED} more` : named;
}

/** 400 naming the ids that are neither nodes nor external clients of the network. */
function checkKnownIds(ids: Iterable<string>, devices: NetworkDevices, netid: string): void {
  const unknown = [...new Set(ids)].filter((id) => !devices.nodes.has(id) && !devices.clients.has(id)).sort();
  if (unknown.length > 0) {
    throw new ApiError(400, `these ids are neither nodes nor external clients of network ${netid}: ${listed(unknown)}`);
  }
}

function checkNotClientPair(source: string, target: string, devices: NetworkDevices): void {
  if (devices.clients.has(source) && devices.clients.has(target)) {
    throw new ApiError(400, `external clients don't reach each other, so ${source} -> ${target} can't be set`);
  }
}

/** Every ordered pair of the devices except a device with itself and two clients, explicit or default. */
function fillMatrix(devices: NetworkDevices, cells: AclMatrixCell[], fallback: AclCell): AclContainer {
  const explicit = matrixOf(cells);
  const nodes = [...devices.nodes];
  const clients = [...devices.clients];
  const row = (source: string, targets: string[]) => {
    const values = idRecord<AclCell>();
    for (const target of targets) if (target !== source) values[target] = aclCell(explicit, source, target, fallback);
    return values;
  };
  const container = idRecord<AclContainer[string]>();
  for (const node of nodes) container[node] = row(node, [...nodes, ...clients]);
  for (const client of clients) container[client] = row(client, nodes);
  return container;
}

/** GET /api/networks/{network}/acls. */
export async function readMatrix(db: Database, netid: string): Promise<AclContainer> {
  const network = await findNetwork(db, netid);
  if (!network) throw networkNotFound(netid);
  const [devices, cells] = await Promise.all([listDeviceIds(db, netid), listMatrixCells(db, netid)]);
  return fillMatrix(devices, cells, defaultAclCell(network.defaultacl));
}

/** The cells a PUT sends that differ from the default, leaving out a device with itself. */
function requestedCells(container: AclContainer, devices: NetworkDevices, fallback: AclCell): AclMatrixCell[] {
  return Object.entries(container).flatMap(([source, row]) =>
    Object.entries(row).flatMap(([target, value]) => {
      if (source === target) return [];
      checkNotClientPair(source, target, devices);
      return value === fallback ? [] : [{ source_id: source, target_id: target, value }];
    }),
  );
}

/** The stored cells with external clients (of devices still there) that a PUT to /acls doesn't send. */
async function unsentClientCells(
  db: Database,
  netid: string,
  container: AclContainer,
  devices: NetworkDevices,
): Promise<AclMatrixCell[]> {
  const isClient = (id: string) => devices.clients.has(id);
  const isKnown = (id: string) => devices.nodes.has(id) || isClient(id);
  return (await listMatrixCells(db, netid)).filter(
    ({ source_id: source, target_id: target }) =>
      (isClient(source) || isClient(target)) &&
      isKnown(source) &&
      isKnown(target) &&
      !(Object.hasOwn(container, source) && Object.hasOwn(container[source], target)),
  );
}

/**
 * PUT /api/networks/{network}/acls and .../acls/v2: the cells sent are set, and the pairs of the
 * scope left out follow the default; for /acls, cells with external clients it doesn't send stay.
 */
export async function saveMatrix(
  db: Database,
  netid: string,
  container: AclContainer,
  scope: MatrixScope,
): Promise<AclContainer> {
  await inTransaction(db, async (trx) => {
    const [network] = await lockNetworks(trx, [netid]);
    if (!network) throw networkNotFound(netid);
    const devices = await listDeviceIds(trx, netid);
    const ids = Object.entries(container).flatMap(([source, row]) => [source, ...Object.keys(row)]);
    checkKnownIds(ids, devices, netid);
    const requested = requestedCells(container, devices, defaultAclCell(network.defaultacl));
    const kept = scope === 'devices' ? [] : await unsentClientCells(trx, netid, container, devices);
    await replaceMatrixCells(trx, netid, [...kept, ...requested]);
  });
  return readMatrix(db, netid);
}

/** PUT /api/networks/{network}/acls/pair: both directions of one pair at once. */
export async function savePair(db: Database, netid: string, pair: AclPair): Promise<AclPair> {
  const { source, target, allowed } = pair;
  if (source === target) throw new ApiError(400, 'source and target must be two different devices');
  await inTransaction(db, async (trx) => {
    const [network] = await lockNetworks(trx, [netid]);
    if (!network) throw networkNotFound(netid);
    const devices = await listDeviceIds(trx, netid);
    checkKnownIds([source, target], devices, netid);
    checkNotClientPair(source, target, devices);
    const value = allowed ? ACL_ALLOWED : ACL_DENIED;
    await setMatrixPair(trx, netid, [source, target], value === defaultAclCell(network.defaultacl) ? null : value);
    await deleteStaleMatrixCells(trx, netid);
  });
  return pair;
}
