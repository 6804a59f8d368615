import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { disjointBoxes, type Box, type Interval } from '../src/firewall/disjoint-boxes';

/** Small spaces (0-7 in up to four dimensions) so every point can be checked. */
const SIDE = 8;

const interval = fc
  .tuple(fc.integer({ min: 0, max: SIDE - 1 }), fc.integer({ min: 0, max: SIDE - 1 }))
  .map(([a, b]): Interval => ({ first: BigInt(Math.min(a, b)), last: BigInt(Math.max(a, b)) }));

const boxSets = fc
  .integer({ min: 1, max: 4 })
  .chain((dimensions) =>
    fc.array(fc.array(interval, { minLength: dimensions, maxLength: dimensions }), { maxLength: 10 }),
  );

function contains(box: Box, point: bigint[]): boolean {
  return box.every((range, dimension) => range.first <= point[dimension] && point[dimension] <= range.last);
}

function overlap(a: Box, b: Box): boolean {
  return a.every((range, dimension) => range.first <= b[dimension].last && b[dimension].first <= range.last);
}

function* points(dimensions: number): Generator<bigint[]> {
  const total = SIDE ** dimensions;
  for (let index = 0; index < total; index++) {
    yield Array.from({ length: dimensions }, (_, dimension) => BigInt(Math.floor(index / SIDE ** dimension) % SIDE));
  }
}

/** The box as two boxes split before `cut` in its first dimension, when `cut` lies inside it. */
function cutInTwo(whole: Box, cut: bigint): Box[] {
  const [first, ...rest] = whole;
  if (cut <= first.first || cut > first.last) return [whole];
  return [
    [{ first: first.first, last: cut - 1n }, ...rest],
    [{ first: cut, last: first.last }, ...rest],
  ];
}

const box = (...intervals: [number, number][]): Box =>
  intervals.map(([first, last]) => ({ first: BigInt(first), last: BigInt(last) }));

describe('disjoint boxes', () => {
  it('rewrites any boxes as pairwise disjoint ones covering exactly the same points, the same way again', () => {
    fc.assert(
      fc.property(boxSets, (boxes) => {
        const disjoint = disjointBoxes(boxes);
        disjoint.forEach((a, index) => disjoint.slice(index + 1).forEach((b) => expect(overlap(a, b)).toBe(false)));
        const differing =
          boxes.length === 0
            ? []
            : [...points(boxes[0].length)].filter(
                (point) =>
                  disjoint.some((each) => contains(each, point)) !== boxes.some((each) => contains(each, point)),
              );
        expect(differing).toEqual([]);
        expect(disjointBoxes(disjoint)).toEqual(disjoint);
      }),
    );
  });

  it('gives the same boxes for the same points, however the input cuts and orders them', () => {
    fc.assert(
      fc.property(boxSets, fc.integer({ min: 1, max: SIDE - 1 }), (boxes, cut) => {
        const recut = [...boxes].reverse().flatMap((each) => cutInTwo(each, BigInt(cut)));
        expect(disjointBoxes(recut)).toEqual(disjointBoxes(boxes));
      }),
    );
  });

  it('keeps a wide range whole where what lies beside it is the same, and cuts it only where it differs', () => {
    // A /24 of sources to port 22, and one address of it to ports 20-25.
    expect(disjointBoxes([box([0, 255], [22, 22]), box([5, 5], [20, 25])])).toEqual([
      box([0, 4], [22, 22]),
      box([5, 5], [20, 25]),
      box([6, 255], [22, 22]),
    ]);
    // An address inside a range it adds nothing to disappears.
    expect(disjointBoxes([box([0, 255], [0, 65535]), box([5, 5], [22, 22])])).toEqual([box([0, 255], [0, 65535])]);
    // Touching ranges with the same rest become one.
    expect(disjointBoxes([box([0, 9], [80, 80]), box([10, 19], [80, 80])])).toEqual([box([0, 19], [80, 80])]);
  });

  it('has nothing to do for no boxes', () => {
    expect(disjointBoxes([])).toEqual([]);
  });
});
