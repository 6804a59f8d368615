import type { Network } from '@netloom/contract';
import { ApiError } from '../../api-error';
import { allocateClientAddress, allocateNodeAddress } from '../../mesh/address-allocation';

/** Nodes take the lowest free address, external clients the highest. */
const ALLOCATORS = { node: allocateNodeAddress, client: allocateClientAddress };

/**
 * Inside a transaction holding the network's lock: a free address of one family for a node or a
 * client, given the addresses in use; null when the network has no range of that family, a 400 when
 * the range is full.
 */
export function allocateAddress(
  network: Pick<Network, 'addressrange' | 'addressrange6' | 'isipv4' | 'isipv6'>,
  version: 4 | 6,
  used: string[],
  holder: keyof typeof ALLOCATORS,
): string | null {
  const [range, enabled] =
    version === 4 ? [network.addressrange, network.isipv4] : [network.addressrange6, network.isipv6];
  if (enabled !== 'yes' || range === '') return null;
  const address = ALLOCATORS[holder](range, used);
  if (address === null) {
    throw new ApiError(
      400,
      `ERROR: No unique ${version === 6 ? 'IPv6 ' : ''}addresses available. Check network subnet`,
    );
  }
  return address;
}
