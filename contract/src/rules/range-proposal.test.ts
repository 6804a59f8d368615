import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cidrsOverlap, isIPv4Cidr, isIPv6Cidr } from './ip';
import { proposeIPv4Range, proposeIPv6Range } from './range-proposal';

/** A random source that replays the given numbers, then repeats the last. */
function replay(...values: number[]) {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)];
}

describe('random range proposals', () => {
  it('proposes 100.{64..127}.{0..253}.0/24', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
        const range = proposeIPv4Range([], () => r);
        const [, second, third] = range.split('.').map(Number);
        expect(isIPv4Cidr(range)).toBe(true);
        expect(range).toMatch(/^100\.\d+\.\d+\.0\/24$/);
        expect(second).toBeGreaterThanOrEqual(64);
        expect(second).toBeLessThanOrEqual(127);
        expect(third).toBeLessThanOrEqual(253);
      }),
    );
  });

  it('proposes fd3c:xxxx:xxxx:xxxx::/64', () => {
    const range = proposeIPv6Range([]);
    expect(range).toMatch(/^fd3c:[0-9a-f]{4}:[0-9a-f]{4}:[0-9a-f]{4}::\/64$/);
    expect(isIPv6Cidr(range)).toBe(true);
  });

  it('retries when the proposal overlaps an existing range', () => {
    const random = replay(0, 0, 0.5, 0.5);
    expect(proposeIPv4Range(['100.64.0.0/24'], random)).not.toBe('100.64.0.0/24');
    const existing = ['100.64.0.0/10'];
    expect(() => proposeIPv4Range(existing)).toThrow(/No free address range/);
  });

  it('never returns a range that overlaps the existing ones', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 64, max: 127 }), { maxLength: 40 }), (seconds) => {
        const existing = seconds.map((second) => `100.${second}.0.0/16`);
        if (new Set(seconds).size === 64) return;
        const range = proposeIPv4Range(existing);
        expect(existing.some((taken) => cidrsOverlap(range, taken))).toBe(false);
      }),
    );
  });

  it('retries IPv6 proposals on overlap', () => {
    const random = replay(0, 0, 0, 0, 0, 0.5);
    expect(proposeIPv6Range(['fd3c:0:0:0::/64'], random)).toBe('fd3c:0000:0000:8000::/64');
  });
});
