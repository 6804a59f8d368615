import { gatewaysTagId, type AclCells, type AclDevice, type Network } from '@netloom/contract';
import { ApiError } from '../../api-error';
import { networkReachability, type AccessSnapshot, type NetworkReachability } from '../../mesh/reachability';
import {
  listAclDevices,
  listMatrixCells,
  listPolicies,
  type AclClientRow,
  type AclMatrixCell,
  type AclNodeRow,
} from '../../store/acl-repository';
import { groupIdsByUser } from '../../store/group-repository';
import { fromJsonIdSet } from '../../store/json-columns';
import { findNetwork } from '../../store/network-repository';
import type { Database } from '../../store/schema';
import { policyRule } from './policy-record';

/** Remote-access gateways, relays and internet gateways carry the network's gateway tag. */
function nodeDevice(node: AclNodeRow, netid: string): AclDevice {
  const tags = fromJsonIdSet(node.tags);
  if (node.isingressgateway || node.isrelay || node.isinternetgateway) tags.push(gatewaysTagId(netid));
  return { id: node.id, name: node.name, tags };
}

/** A user's remote-access client is the user's; other clients are devices like nodes. */
function clientDevice(client: AclClientRow, groups: Map<string, string[]>): AclDevice {
  const device = { id: client.clientid, name: client.clientid, tags: fromJsonIdSet(client.tags) };
  if (client.remote_access_client_id === '') return device;
  return { ...device, user: { username: client.ownerid, groups: groups.get(client.ownerid) ?? [] } };
}

/** An object to key by ids: without a prototype, any id (even "__proto__") is an own key. */
export function idRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** Explicit cells as a container. */
export function matrixOf(cells: AclMatrixCell[]): AclCells {
  const matrix = idRecord<AclCells[string]>();
  for (const cell of cells) (matrix[cell.source_id] ??= idRecord())[cell.target_id] = cell.value;
  return matrix;
}

/** Everything that decides reachability in a network, read at once. */
export async function loadAccessSnapshot(db: Database, network: Network): Promise<AccessSnapshot> {
  const netid = network.netid;
  const [devices, cells, policies, groups] = await Promise.all([
    listAclDevices(db, netid),
    listMatrixCells(db, netid),
    listPolicies(db, netid),
    groupIdsByUser(db),
  ]);
  return {
    defaultacl: network.defaultacl,
    matrix: matrixOf(cells),
    policies: policies.map(policyRule),
    devices: [
      ...devices.nodes.map((node) => nodeDevice(node, netid)),
      ...devices.clients.map((client) => clientDevice(client, groups)),
    ],
  };
}

/** Who may reach whom in a network now; 404 when there is no such network. */
export async function loadNetworkReachability(db: Database, netid: string): Promise<NetworkReachability> {
  const network = await findNetwork(db, netid);
  if (!network) throw new ApiError(404, `network ${netid} not found`);
  return networkReachability(await loadAccessSnapshot(db, network));
}

/**
 * The access-control predicate of a network for the peer computation (`PeerOptions.mayReach`):
 * whether two nodes or clients may be peers under its policies and its matrix.
 */
export async function loadMayReach(db: Database, netid: string): Promise<(a: string, b: string) => boolean> {
  return (await loadNetworkReachability(db, netid)).mayReach;
}
