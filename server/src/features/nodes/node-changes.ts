import {
  isCidr,
  isIpAddress,
  nodeExpiryProblem,
  nodeMetadataProblem,
  type Network,
  type UpdateNodeRequest,
} from '@netloom/contract';
import { ApiError, refuseProblems } from '../../api-error';
import { canonicalAddress, isNodeAddressInRange } from '../../mesh/address-allocation';
import { toFlag } from '../../store/flags';
import { toJsonIdSet } from '../../store/json-columns';
import type { NodeChanges, NodeRecord } from '../../store/node-repository';
import { unixSecondsOrZero } from '../../time';
import { remoteAccessChanges } from '../remote-access/gateway-settings';
import { nodeTagIds } from '../tags/known-tags';

const FAMILIES = {
  4: { field: 'address', range: 'addressrange', flag: 'isipv4', name: 'IPv4' },
  6: { field: 'address6', range: 'addressrange6', flag: 'isipv6', name: 'IPv6' },
} as const;

/**
 * The address of one family a PUT asks for: the IP of `ip` or `ip/prefix`, canonical, usable in the
 * network's range; null for none. Uniqueness is checked against the other nodes by the caller.
 */
function requestedAddress(version: 4 | 6, text: string, network: Network): string | null {
  const { field, range, flag, name } = FAMILIES[version];
  const ip = text.trim().split('/')[0];
  if (ip === '') {
    if (network[flag] === 'yes')
      throw new ApiError(400, `${field} is required: network ${network.netid} has ${name} addresses`);
    return null;
  }
  if (network[range] === '') throw new ApiError(400, `network ${network.netid} has no ${name} range for ${field}`);
  const address = canonicalAddress(version, ip);
  if (address === null) throw new ApiError(400, `${field} ${ip} is not an ${name} address`);
  if (!isNodeAddressInRange(network[range], address)) {
    throw new ApiError(
      400,
      `${field} ${address} is not a usable address of network ${network.netid} (${network[range]})`,
    );
  }
  return address;
}

/**
 * Checks a PUT of a node against its path and network, and returns what it changes; `networkTags`
 * are the ids of the network's tags.
 */
export function nodeChanges(
  node: NodeRecord,
  network: Network,
  request: UpdateNodeRequest,
  nowMs: number,
  networkTags: ReadonlySet<string>,
): NodeChanges {
  if (request.network !== undefined && request.network !== network.netid) {
    throw new ApiError(400, 'network url param does not match node network');
  }
  if (request.id !== undefined && request.id !== node.id) {
    throw new ApiError(400, `node id in the body (${request.id}) does not match the path (${node.id})`);
  }
  if (request.hostid !== undefined && request.hostid !== node.host_id)
    throw new ApiError(400, 'hostid cannot be changed');
  const changes: NodeChanges = {};
  if (request.address !== undefined) changes.address = requestedAddress(4, request.address, network);
  if (request.address6 !== undefined) changes.address6 = requestedAddress(6, request.address6, network);
  if (request.localaddress !== undefined) {
    const local = request.localaddress.trim();
    if (local !== '' && !isIpAddress(local) && !isCidr(local)) {
      throw new ApiError(400, 'localaddress must be an IP address or a CIDR');
    }
    changes.localaddress = local;
  }
  if (request.metadata !== undefined) {
    refuseProblems([nodeMetadataProblem(request.metadata)]);
    changes.metadata = request.metadata;
  }
  const storedExpiry = unixSecondsOrZero(node.expires_at);
  // A whole node sent back unchanged keeps its expiry, even one that has passed.
  if (request.expdatetime !== undefined && request.expdatetime !== storedExpiry) {
    refuseProblems([nodeExpiryProblem(request.expdatetime, nowMs)]);
    changes.expires_at = request.expdatetime === 0 ? null : new Date(request.expdatetime * 1000).toISOString();
  }
  if (request.connected !== undefined) changes.connected = toFlag(request.connected);
  if (request.dnson !== undefined) changes.dnson = toFlag(request.dnson);
  if (request.tags !== undefined) changes.tags = toJsonIdSet(nodeTagIds(request.tags, node, networkTags));
  return { ...changes, ...remoteAccessChanges(node, request) };
}
