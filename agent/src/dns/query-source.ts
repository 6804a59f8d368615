import { addressRanges, parseIPv4, parseIPv6, type AddressRange, type IpVersion } from '@netloom/contract';

/** An address a query came from, as a number of its IP version (IPv4-mapped IPv6 counts as IPv4). */
export interface QuerySource {
  version: IpVersion;
  value: bigint;
}

/** Addresses a query may come from: sorted, merged ranges of each IP version. */
export type SourceRanges = Record<IpVersion, AddressRange[]>;

const MAPPED_IPV4 = 0xffffn << 32n;

/** The source of a query from its text (`10.0.0.1`, `fd00::1`, `::ffff:10.0.0.1`, `fe80::1%eth0`); null when it is none. */
export function querySource(text: string): QuerySource | null {
  const v4 = parseIPv4(text);
  if (v4 !== null) return { version: 4, value: v4 };
  const v6 = parseIPv6(text.split('%')[0]);
  if (v6 === null) return null;
  return v6 >> 32n === 0xffffn ? { version: 4, value: v6 - MAPPED_IPV4 } : { version: 6, value: v6 };
}

/** The ranges of some CIDRs and bare addresses (a bare address is its own /32 or /128); other texts are left out. */
export function sourceRanges(cidrsAndAddresses: readonly string[]): SourceRanges {
  const cidrs = cidrsAndAddresses.map((text) =>
    text.includes('/') ? text : `${text}/${text.includes(':') ? 128 : 32}`,
  );
  return { 4: addressRanges(cidrs, 4), 6: addressRanges(cidrs, 6) };
}

/** Whether a source lies in one of the ranges. */
export function isSourceIn(source: QuerySource | null, ranges: SourceRanges): boolean {
  return (
    source !== null && ranges[source.version].some((range) => range.first <= source.value && source.value <= range.last)
  );
}
