import {
  hostSettingsProblems,
  isAdminRole,
  type ApiHost,
  type HostSettings,
  type UpdateHostRequest,
} from '@netloom/contract';
import { ApiError, refuseProblems } from '../../api-error';
import { toFlag, fromFlag } from '../../store/flags';
import { deleteHost, findHost, updateHost, type HostChanges, type HostRecord } from '../../store/host-repository';
import { listNetworks, lockNetworks } from '../../store/network-repository';
import {
  deleteNode,
  deleteNodesOfHost,
  findNodeOfHost,
  listNodesOfHost,
  updateNode,
} from '../../store/node-repository';
import type { Database } from '../../store/schema';
import { inTransaction, retryingTransaction } from '../../store/transactions';
import { timestampNow } from '../../time';
import { addNode, NO_GRANTS } from '../node-records/add-node';
import { networkAccess, networkRoleGrants } from '../../access/network-access';
import type { Caller } from '../../access/caller';
import { readApiHost } from './host-views';
import { toApiHost } from './return-host';

export function hostNotFound(hostId: string): ApiError {
  return new ApiError(404, `host ${hostId} not found`);
}

function settingsOf(host: HostRecord): HostSettings {
  return {
    name: host.name,
    mtu: host.mtu,
    persistentkeepalive: host.persistentkeepalive,
    verbosity: host.verbosity,
    isstaticport: fromFlag(host.isstaticport),
    listenport: host.listenport,
    isstatic: fromFlag(host.isstatic),
    endpointip: host.endpointip,
    endpointipv6: host.endpointipv6,
  };
}

/** The settings after a PUT: fields left out keep their values; empty endpoints keep theirs (as in Netmaker). */
function changedSettings(host: HostRecord, request: UpdateHostRequest): HostSettings {
  const current = settingsOf(host);
  return {
    name: request.name ?? current.name,
    mtu: request.mtu ?? current.mtu,
    persistentkeepalive: request.persistentkeepalive ?? current.persistentkeepalive,
    verbosity: request.verbosity ?? current.verbosity,
    isstaticport: request.isstaticport ?? current.isstaticport,
    listenport: request.listenport ?? current.listenport,
    isstatic: request.isstatic ?? current.isstatic,
    endpointip: request.endpointip?.trim() || current.endpointip,
    endpointipv6: request.endpointipv6?.trim() || current.endpointipv6,
  };
}

function dnsSetting(dns: string): string {
  const value = dns.trim().toLowerCase();
  if (value !== 'yes' && value !== 'no') throw new ApiError(400, 'dns must be "yes" or "no"');
  return value;
}

/** Inside a transaction: joins a host to every network it is not in yet (a default host). */
async function joinEveryNetwork(trx: Database, hostId: string, time: string): Promise<void> {
  const joined = new Set((await listNodesOfHost(trx, hostId)).map((node) => node.network));
  const missing = (await listNetworks(trx)).map((network) => network.netid).filter((netid) => !joined.has(netid));
  for (const network of await lockNetworks(trx, missing)) await addNode(trx, hostId, network, NO_GRANTS, time);
}

/**
 * PUT /api/hosts/{id}: applies the host's settings after checking them all; making it a default host
 * joins it to every network.
 */
export async function editHost(db: Database, hostId: string, request: UpdateHostRequest): Promise<ApiHost> {
  if (request.id !== undefined && request.id !== hostId) {
    throw new ApiError(400, `host id in the body (${request.id}) does not match the path (${hostId})`);
  }
  await retryingTransaction(db, async (trx) => {
    const host = await findHost(trx, hostId);
    if (!host) throw hostNotFound(hostId);
    const settings = changedSettings(host, request);
    refuseProblems(hostSettingsProblems(settings));
    const time = timestampNow();
    const changes: HostChanges = {
      ...settings,
      isstaticport: toFlag(settings.isstaticport),
      isstatic: toFlag(settings.isstatic),
      updated_at: time,
    };
    if (request.debug !== undefined) changes.debug = toFlag(request.debug);
    if (request.autoupdate !== undefined) changes.autoupdate = toFlag(request.autoupdate);
    if (request.dns !== undefined) changes.dns = dnsSetting(request.dns);
    if (request.isdefault !== undefined) changes.isdefault = toFlag(request.isdefault);
    await updateHost(trx, hostId, changes);
    if (request.isdefault === true && host.isdefault !== 1) await joinEveryNetwork(trx, hostId, time);
  });
  const updated = await readApiHost(db, hostId);
  if (!updated) throw hostNotFound(hostId);
  return updated;
}

/** Deletes a host; while it is in networks only when forced, and then its nodes go with it. */
export async function removeHost(db: Database, hostId: string, force: boolean): Promise<ApiHost> {
  return inTransaction(db, async (trx) => {
    const host = await findHost(trx, hostId);
    if (!host) throw hostNotFound(hostId);
    const nodes = await listNodesOfHost(trx, hostId);
    if (nodes.length > 0 && !force) {
      const networks = nodes.map((node) => node.network).join(', ');
      throw new ApiError(
        400,
        `host ${host.name} is still in network(s) ${networks}; remove it from them first, or delete it with force=true`,
      );
    }
    await deleteNodesOfHost(trx, hostId);
    await deleteHost(trx, hostId);
    return toApiHost(
      host,
      nodes.map((node) => node.id),
    );
  });
}

/**
 * Whether the caller may bring a host into another network: admins may; anyone else only a host already
 * in a network where they may change hosts, so no network admin can pull in a stranger's machine.
 */
function mayBringIntoNetwork(caller: Caller, netidsOfHost: string[]): boolean {
  if (isAdminRole(caller.platformRoleId)) return true;
  return netidsOfHost.some(
    (netid) => networkAccess(caller, netid) === 'write' || networkRoleGrants(caller, netid, 'host', 'update'),
  );
}

/** POST /api/hosts/{id}/networks/{network}: a node for the host in the network, with fresh addresses. */
export async function joinNetwork(db: Database, caller: Caller, hostId: string, netid: string): Promise<void> {
  await retryingTransaction(db, async (trx) => {
    const host = await findHost(trx, hostId);
    if (!host) throw hostNotFound(hostId);
    const nodes = (await listNodesOfHost(trx, hostId)).filter((node) => node.pendingdelete !== 1);
    if (
      !mayBringIntoNetwork(
        caller,
        nodes.map((node) => node.network),
      )
    ) {
      throw new ApiError(
        403,
        `host ${host.name} is in no network you administer: only admins can add it to network ${netid}`,
      );
    }
    const [network] = await lockNetworks(trx, [netid]);
    if (!network) throw new ApiError(404, `network ${netid} not found`);
    const existing = await findNodeOfHost(trx, hostId, netid);
    if (existing && existing.pendingdelete !== 1)
      throw new ApiError(400, `host ${hostId} is already in network ${netid}`);
    if (existing) await deleteNode(trx, existing.id);
    await addNode(trx, hostId, network, NO_GRANTS, timestampNow());
  });
}

/**
 * DELETE /api/hosts/{id}/networks/{network}: marks the host's node for deletion (the host removes it
 * on its next check-in), or deletes it at once when forced. Says which it did.
 */
export async function leaveNetwork(
  db: Database,
  hostId: string,
  netid: string,
  force: boolean,
): Promise<'deleted' | 'pending'> {
  return inTransaction(db, async (trx) => {
    if (!(await findHost(trx, hostId))) throw hostNotFound(hostId);
    const node = await findNodeOfHost(trx, hostId, netid);
    if (!node) throw new ApiError(404, `host ${hostId} is not in network ${netid}`);
    if (force) {
      await deleteNode(trx, node.id);
      return 'deleted';
    }
    await updateNode(trx, node.id, { pendingdelete: 1, updated_at: timestampNow() });
    return 'pending';
  });
}
