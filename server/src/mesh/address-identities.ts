import { PEER_TYPES, type PeerIdentity } from '@netloom/contract';
import { addressIps } from './indexed-network';
import { joinedMembers, sharedForOneNetwork } from './json-pieces';
import type { NetworkSnapshot, PeerClient, PeerNode } from './peer-model';
import { textDigest } from './text-digest';

/** A network's entries of `address_identity_map` as JSON members without the braces, and their digest. */
export interface NetworkIdentities {
  members: Buffer;
  digest: string;
  /** Each member by its address, for peer deltas. */
  byAddress: [string, string][];
}

function clientIdentity(client: PeerClient): PeerIdentity {
  return client.owner === ''
    ? { id: client.clientId, type: PEER_TYPES.wireGuard, name: client.clientId }
    : { id: client.owner, type: PEER_TYPES.user, name: client.owner };
}

/** An item's members of the map: each of its addresses as `"address":identity`, by address. */
function members(
  item: { address: string | null; address6: string | null },
  identity: PeerIdentity,
): [string, string][] {
  const text = JSON.stringify(identity);
  return addressIps(item).map((address) => [address, `${JSON.stringify(address)}:${text}`]);
}

/** Each node's members, written once while the node stays the same object (`loadPeerSnapshot`). */
const nodeMembers = new WeakMap<PeerNode, [string, string][]>();

function membersOfNode(node: PeerNode): [string, string][] {
  let written = nodeMembers.get(node);
  if (!written) {
    written = members(node, { id: node.id, type: PEER_TYPES.node, name: node.host.name });
    nodeMembers.set(node, written);
  }
  return written;
}

/**
 * Who holds each address of a network (Netmaker's AddressIdentityMap): a node its host's name, a
 * user's remote-access client its owner, another client its id. The same for every host of the
 * network, so it is written once for all of them.
 */
export function networkIdentities(snapshot: NetworkSnapshot): NetworkIdentities {
  const byAddress: [string, string][] = [];
  for (const node of snapshot.nodes) byAddress.push(...membersOfNode(node));
  for (const client of snapshot.clients) byAddress.push(...members(client, clientIdentity(client)));
  const text = byAddress.map(([, member]) => member).join(',');
  return { members: Buffer.from(text), digest: textDigest(text), byAddress };
}

/** `,"address_identity_map":{...}` for a host in these networks, as pieces to write out, and its digest. */
export const addressIdentityMapJson = sharedForOneNetwork(
  (networks: NetworkIdentities[]): { pieces: Buffer[]; digest: string } => {
    const filled = networks.filter((network) => network.members.length > 0);
    return {
      pieces: [
        Buffer.from(',"address_identity_map":{'),
        ...joinedMembers(filled.map((network) => network.members)),
        Buffer.from('}'),
      ],
      digest: textDigest(filled.map((network) => network.digest).join(' ')),
    };
  },
);
