import { ApiError } from '../../http/api-error';
import { networkAccess } from '../roles/network-access';
import type { Caller } from '../users/caller';

export function clientNotFound(netid: string, clientid: string): ApiError {
  return new ApiError(404, `external client ${clientid} not found in network ${netid}`);
}

/**
 * Checks that the caller may see the private key of, download or change `client` (a client looked
 * up as `clientid` in network `netid`, undefined when there is none): its network's admins and its
 * owner may. Someone who can't read the network learns nothing, not even whether the client exists.
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
  if (found && (access === 'write' || found.ownerid === caller.username)) return found;
  if (!found && access !== 'none') throw clientNotFound(netid, clientid);
  throw new ApiError(403, `only admins, admins of network ${netid} and the client's owner can ${action}`);
}
