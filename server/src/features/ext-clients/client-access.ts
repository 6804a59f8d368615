import { isAdminRole, type CustomExtClient, type RouteOwner } from '@netloom/contract';
import { ApiError } from '../../api-error';
import { fromJsonIdSet } from '../../store/json-columns';
import type { ExtClientRecord } from '../../store/ext-client-repository';
import { networkAccess } from '../../access/network-access';
import type { Caller } from '../../access/caller';

export function clientNotFound(netid: string, clientid: string): ApiError {
  return new ApiError(404, `external client ${clientid} not found in network ${netid}`);
}

/**
 * Checks that the caller may see the private key of, download or change `client` (a client looked
 * up as `clientid` in network `netid`, undefined when there is none): its network's admins, and its
 * owner while a role still lets them into the network. Someone who can't read the network learns
 * nothing, not even whether the client exists.
 */
export function checkClientAccess<T extends { network: string; ownerid: string }>(
  caller: Caller,
  netid: string,
  clientid: string,
  client: T | undefined,
  action: string,
): T {
  const access = networkAccess(caller, netid);
  const found = client?.network === netid ? client : undefined;
  const owns = found?.ownerid === caller.username && access !== 'none';
  if (found && (access === 'write' || owns)) return found;
  if (!found && access !== 'none') throw clientNotFound(netid, clientid);
  throw new ApiError(403, `only admins, admins of network ${netid} and the client's owner can ${action}`);
}

/** How messages name a client's extra ranges. */
export const CLIENT_ROUTES: RouteOwner = 'client';

/**
 * PostUp and PostDown run on the device that imports the config, so only the client's owner (who runs
 * it) and platform admins may change them; a network admin may change the rest of someone's client.
 */
function checkScriptChanges(caller: Caller, client: ExtClientRecord, request: CustomExtClient): void {
  if (isAdminRole(caller.platformRoleId) || client.ownerid === caller.username) return;
  const kept = (sent: string | undefined, stored: string) => sent === undefined || sent === stored;
  if (!kept(request.postup, client.postup) || !kept(request.postdown, client.postdown)) {
    throw new ApiError(
      403,
      "only the client's owner and platform admins can change its PostUp and PostDown scripts, which run on the device that imports the config",
    );
  }
}

function sameIds(sent: Record<string, unknown> | null | undefined, stored: string): boolean {
  return JSON.stringify(Object.keys(sent ?? {}).sort()) === JSON.stringify(fromJsonIdSet(stored).sort());
}

/**
 * Checks what the caller may change of a client they may change at all, and returns its admin lock
 * after the change. An owner who is no admin of the network may not change its tags or denied nodes
 * (they decide what it reaches) nor turn on a client an admin turned off; an admin who turns off
 * someone else's client locks it off for its owner, and turning it on unlocks it.
 */
export function checkClientChanges(caller: Caller, client: ExtClientRecord, request: CustomExtClient): number {
  checkScriptChanges(caller, client, request);
  const enabled = request.enabled === true;
  if (networkAccess(caller, client.network) === 'write') {
    if (enabled) return 0;
    const turnedOff = client.enabled === 1;
    return turnedOff ? Number(client.ownerid !== caller.username) : client.disabled_by_admin;
  }
  const deniedKept = request.deniednodeacls === undefined || sameIds(request.deniednodeacls, client.deniednodeacls);
  if (!sameIds(request.tags, client.tags) || !deniedKept) {
    throw new ApiError(
      403,
      `only admins and admins of network ${client.network} can change a client's tags and denied nodes, which decide what it may reach`,
    );
  }
  if (enabled && client.disabled_by_admin === 1) {
    throw new ApiError(
      403,
      `an admin disabled this client; only admins and admins of network ${client.network} can enable it again`,
    );
  }
  return client.disabled_by_admin;
}
