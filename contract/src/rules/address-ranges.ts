import { cidrBounds, formatAddress, parseCidr, type IpVersion } from './ip';

/**
 * Sets of addresses as sorted, disjoint ranges, and back to the fewest CIDR blocks: what firewall
 * rules are made of. The server writes each rule's addresses as few blocks as cover them exactly;
 * the agent merges what it receives before it writes nftables sets, which refuse overlapping entries.
 */

/** An inclusive range of addresses of one IP version, as unsigned integers. */
export interface AddressRange {
  first: bigint;
  last: bigint;
}

/** The ranges of some CIDRs of one version, sorted and merged where they overlap or touch; other texts are left out. */
export function addressRanges(cidrs: Iterable<string>, version: IpVersion): AddressRange[] {
  const ranges: AddressRange[] = [];
  for (const text of cidrs) {
    const cidr = parseCidr(text);
    if (cidr?.version === version) ranges.push(cidrBounds(cidr));
  }
  return mergeRanges(ranges);
}

/** Ranges sorted by their first address, those that overlap or touch made one. */
export function mergeRanges(ranges: readonly AddressRange[]): AddressRange[] {
  const sorted = [...ranges].sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0));
  const merged: AddressRange[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.first <= last.last + 1n) {
      if (range.last > last.last) last.last = range.last;
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}

/** The largest aligned blocks that make up a range, first to last. */
function blocksOf(range: AddressRange, bits: number): { start: bigint; prefix: number }[] {
  const blocks: { start: bigint; prefix: number }[] = [];
  let start = range.first;
  while (start <= range.last) {
    let size = 0;
    // Grow the block while `start` stays aligned to it and it stays inside the range.
    while (
      size < bits &&
      (start & ((1n << BigInt(size + 1)) - 1n)) === 0n &&
      start + (1n << BigInt(size + 1)) - 1n <= range.last
    ) {
      size += 1;
    }
    blocks.push({ start, prefix: bits - size });
    start += 1n << BigInt(size);
  }
  return blocks;
}

/** The ranges as the fewest CIDRs that cover exactly them, in address order. */
export function rangesToCidrs(ranges: readonly AddressRange[], version: IpVersion): string[] {
  const bits = version === 4 ? 32 : 128;
  return ranges.flatMap((range) =>
    blocksOf(range, bits).map((block) => `${formatAddress(version, block.start)}/${block.prefix}`),
  );
}

/** The fewest CIDRs of each version covering exactly the addresses of `cidrs`; texts that are no CIDR are left out. */
export function aggregateCidrs(cidrs: Iterable<string>): { v4: string[]; v6: string[] } {
  const list = [...cidrs];
  return {
    v4: rangesToCidrs(addressRanges(list, 4), 4),
    v6: rangesToCidrs(addressRanges(list, 6), 6),
  };
}
