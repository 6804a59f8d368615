import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressRanges, aggregateCidrs, mergeRanges, rangesToCidrs } from './address-ranges';
import { cidrContains, formatIPv4 } from './ip';

/** CIDRs inside 10.0.0.0/24, so every address of the space can be checked. */
const smallCidr = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 24, max: 32 }))
  .map(([last, prefix]) => `10.0.0.${last}/${prefix}`);

const covered = (cidrs: string[], address: string) => cidrs.some((cidr) => cidrContains(cidr, `${address}/32`));

describe('address ranges', () => {
  it('aggregates CIDRs into the fewest blocks that cover exactly the same addresses', () => {
    fc.assert(
      fc.property(fc.array(smallCidr, { maxLength: 12 }), (cidrs) => {
        const { v4 } = aggregateCidrs(cidrs);
        for (let last = 0; last < 256; last++) {
          const address = formatIPv4((10n << 24n) + BigInt(last));
          expect(covered(v4, address)).toBe(covered(cidrs, address));
        }
        // No block lies inside another one or next to a block it could be merged with.
        expect(aggregateCidrs(v4).v4).toEqual(v4);
      }),
    );
  });

  it('merges touching and overlapping blocks and splits ranges at their alignment', () => {
    expect(aggregateCidrs(['10.0.0.0/25', '10.0.0.128/25', '10.0.0.7/32']).v4).toEqual(['10.0.0.0/24']);
    expect(aggregateCidrs(['10.0.0.1/32', '10.0.0.2/32', '10.0.0.3/32']).v4).toEqual(['10.0.0.1/32', '10.0.0.2/31']);
    expect(rangesToCidrs([{ first: 0n, last: (1n << 32n) - 1n }], 4)).toEqual(['0.0.0.0/0']);
  });

  it('keeps the IP versions apart and leaves out what is no CIDR', () => {
    expect(aggregateCidrs(['fd00::1/128', 'fd00::/127', '10.1.0.0/16', 'nonsense', '10.1.2.3'])).toEqual({
      v4: ['10.1.0.0/16'],
      v6: ['fd00::/127'],
    });
    expect(addressRanges(['fd00::/64'], 4)).toEqual([]);
  });

  it('sorts ranges before merging them', () => {
    expect(
      mergeRanges([
        { first: 10n, last: 12n },
        { first: 1n, last: 3n },
        { first: 4n, last: 5n },
      ]),
    ).toEqual([
      { first: 1n, last: 5n },
      { first: 10n, last: 12n },
    ]);
  });
});
