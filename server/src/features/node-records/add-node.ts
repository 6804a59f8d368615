import { problem } from '@netloom/contract';
import { randomUUID } from 'node:crypto';
import type { Network } from '@netloom/contract';
import { problemError } from '../../api-error';
import { toJsonIdSet } from '../../store/json-columns';
import { addressesInNetwork, countNodes, insertNode, NO_ROLES, type NodeRecord } from '../../store/node-repository';
import type { Database } from '../../store/schema';
import { allocateAddress } from './allocate-address';

/** What an enrollment key gives the nodes of hosts that register with it. */
export interface NodeGrants {
  tags: string[];
  relayedby: string;
}

export const NO_GRANTS: NodeGrants = { tags: [], relayedby: '' };

/** The roles of a new node: a plain member of the mesh that never expires. */
export const PLAIN_MEMBER = { ...NO_ROLES, expires_at: null } as const satisfies Partial<NodeRecord>;

/** What allocating a node needs to know about its network. */
export type NodeNetwork = Pick<Network, 'netid' | 'addressrange' | 'addressrange6' | 'isipv4' | 'isipv6' | 'nodelimit'>;

/**
 * Inside a transaction that holds the network's lock (`lockNetworks`): creates the host's node in the
 * network with the lowest free IPv4 and IPv6 addresses, within the node limit.
 */
export async function addNode(
  trx: Database,
  hostId: string,
  network: NodeNetwork,
  grants: NodeGrants,
  time: string,
): Promise<NodeRecord> {
  if ((await countNodes(trx, network.netid)) >= network.nodelimit) {
    throw problemError(problem('nodeLimitReached', { network: network.netid, limit: network.nodelimit }));
  }
  const used = await addressesInNetwork(trx, network.netid);
  const node: NodeRecord = {
    id: randomUUID(),
    host_id: hostId,
    network: network.netid,
    address: allocateAddress(network, 4, used.v4, 'node'),
    address6: allocateAddress(network, 6, used.v6, 'node'),
    localaddress: '',
    connected: 1,
    pendingdelete: 0,
    dnson: 0,
    metadata: '',
    tags: toJsonIdSet(grants.tags),
    ...PLAIN_MEMBER,
    relayedby: grants.relayedby,
    created_at: time,
    updated_at: time,
  };
  await insertNode(trx, node);
  return node;
}
