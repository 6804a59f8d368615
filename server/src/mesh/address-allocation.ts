import { cidrBounds, formatAddress, parseCidr, parseIPv4, parseIPv6, type IpVersion } from '@netloom/contract';

/** Node address allocation: pure functions over a range and the addresses in use. */

export interface NodeAddressBounds {
  version: IpVersion;
  /** The network's prefix length, which node addresses are shown with. */
  prefix: number;
  first: bigint;
  last: bigint;
}

/**
 * The addresses nodes may get in a range: IPv4 from network+1 to broadcast-1 (the whole block for
 * /31 and /32), IPv6 from network+1 to the last address. Null when the range is not a CIDR.
 */
export function nodeAddressBounds(range: string): NodeAddressBounds | null {
  const cidr = parseCidr(range);
  if (!cidr) return null;
  const { first, last } = cidrBounds(cidr);
  if (cidr.version === 4) {
    if (cidr.prefix >= 31) return { version: 4, prefix: cidr.prefix, first, last };
    return { version: 4, prefix: cidr.prefix, first: first + 1n, last: last - 1n };
  }
  if (cidr.prefix === 128) return { version: 6, prefix: cidr.prefix, first, last };
  return { version: 6, prefix: cidr.prefix, first: first + 1n, last };
}

/** An address of one IP family as a number, or null when the text is not one. */
export function addressValue(version: IpVersion, text: string): bigint | null {
  return version === 4 ? parseIPv4(text) : text.includes('/') ? null : parseIPv6(text);
}

/** The address in canonical text (IPv6 per RFC 5952), or null when it is not an address of that family. */
export function canonicalAddress(version: IpVersion, text: string): string | null {
  const value = addressValue(version, text.trim());
  return value === null ? null : formatAddress(version, value);
}

/** True when `address` (canonical or not) is one a node may hold in `range`. */
export function isNodeAddressInRange(range: string, address: string): boolean {
  const bounds = nodeAddressBounds(range);
  if (!bounds) return false;
  const value = addressValue(bounds.version, address.trim());
  return value !== null && value >= bounds.first && value <= bounds.last;
}

/**
 * The addresses external clients may get in a range, which they take from the top down:
 * IPv4 from broadcast-1, IPv6 from the last address but one.
 */
function clientAddressBounds(range: string): NodeAddressBounds | null {
  const bounds = nodeAddressBounds(range);
  if (bounds?.version === 6 && bounds.last > bounds.first) return { ...bounds, last: bounds.last - 1n };
  return bounds;
}

/**
 * The first address within `bounds` that no entry of `used` holds, walking up from the first one or
 * down from the last one, in canonical text; null when every address is taken.
 */
function firstFreeAddress(bounds: NodeAddressBounds, used: Iterable<string>, downward: boolean): string | null {
  const taken = new Set<bigint>();
  for (const text of used) {
    const value = addressValue(bounds.version, text);
    if (value !== null && value >= bounds.first && value <= bounds.last) taken.add(value);
  }
  const step = downward ? -1n : 1n;
  const inBounds = (candidate: bigint) => (downward ? candidate >= bounds.first : candidate <= bounds.last);
  for (let candidate = downward ? bounds.last : bounds.first; inBounds(candidate); candidate += step) {
    if (!taken.has(candidate)) return formatAddress(bounds.version, candidate);
  }
  return null;
}

/**
 * The lowest address of `range` from network+1 upward that no entry of `used` holds, in canonical
 * text; null when every address is taken (or the range is not a CIDR).
 */
export function allocateNodeAddress(range: string, used: Iterable<string>): string | null {
  const bounds = nodeAddressBounds(range);
  return bounds && firstFreeAddress(bounds, used, false);
}

/**
 * The highest address of `range` an external client may get that no entry of `used` holds, in
 * canonical text; null when every address is taken (or the range is not a CIDR).
 */
export function allocateClientAddress(range: string, used: Iterable<string>): string | null {
  const bounds = clientAddressBounds(range);
  return bounds && firstFreeAddress(bounds, used, true);
}

/** `address/prefix` with the range's prefix, as ApiNode shows node addresses; '' for no address. */
export function nodeAddressCidr(address: string | null, range: string): string {
  if (!address || range === '') return '';
  const prefix = range.slice(range.indexOf('/') + 1);
  return `${address}/${prefix}`;
}
