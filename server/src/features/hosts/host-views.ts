import { isAdminRole, type ApiHost } from '@netloom/contract';
import { findHost, listHosts } from '../../store/host-repository';
import { listNodeMemberships, listNodesOfHost, type NodeRecord } from '../../store/node-repository';
import type { Database } from '../../store/schema';
import { networkAccess } from '../../access/network-access';
import type { Caller } from '../../access/caller';
import { toApiHost } from './return-host';

/** One host with the ids of its nodes; undefined when there is no such host. */
export async function readApiHost(db: Database, hostId: string): Promise<ApiHost | undefined> {
  const host = await findHost(db, hostId);
  if (!host) return undefined;
  return toApiHost(
    host,
    (await listNodesOfHost(db, hostId)).map((node) => node.id),
  );
}

/** Host id -> the ids of its nodes, in the order of `nodes`. */
function nodeIdsByHost(nodes: readonly Pick<NodeRecord, 'id' | 'host_id'>[]): Map<string, string[]> {
  const nodeIds = new Map<string, string[]>();
  for (const node of nodes) {
    const ids = nodeIds.get(node.host_id);
    if (ids) ids.push(node.id);
    else nodeIds.set(node.host_id, [node.id]);
  }
  return nodeIds;
}

/** These hosts as the API returns them, with the ids of their nodes, sorted by id. */
export async function readApiHosts(db: Database, hostIds: string[]): Promise<ApiHost[]> {
  const [hosts, nodes] = await Promise.all([listHosts(db, hostIds), listNodeMemberships(db, hostIds)]);
  const nodeIds = nodeIdsByHost(nodes);
  return hosts.map((host) => toApiHost(host, nodeIds.get(host.id) ?? []));
}

/** Admins and auditors see every host; others the hosts with a node in a network they hold a role in. */
function seesEveryHost(caller: Caller): boolean {
  return isAdminRole(caller.platformRoleId) || caller.platformRoleId === 'auditor';
}

/** Whether a caller may see a host with nodes in these networks. */
export function seesHost(caller: Caller, networks: string[]): boolean {
  return seesEveryHost(caller) || networks.some((netid) => networkAccess(caller, netid) !== 'none');
}

/** The hosts a caller may see (`seesHost`), sorted by id. */
export async function listVisibleHosts(db: Database, caller: Caller): Promise<ApiHost[]> {
  const [hosts, nodes] = await Promise.all([listHosts(db), listNodeMemberships(db)]);
  const seesAll = seesEveryHost(caller);
  const nodeIds = nodeIdsByHost(nodes);
  const visible = new Set<string>();
  for (const node of nodes) if (seesAll || networkAccess(caller, node.network) !== 'none') visible.add(node.host_id);
  return hosts
    .filter((host) => seesAll || visible.has(host.id))
    .map((host) => toApiHost(host, nodeIds.get(host.id) ?? []));
}
