/**
 * Boxes over integer dimensions (for the firewall: source x destination x protocol x port) rewritten
 * as boxes that do not overlap and cover exactly the same points. nftables' interval sets of
 * concatenations refuse an element with a corner inside one already there, while the rules a host
 * receives overlap freely (a /24 and an address in it, `all` and `tcp`, 22 and 20-25).
 *
 * The result depends only on the union, not on how the input cut it: each dimension is cut where
 * the boxes covering it change, and neighbouring pieces whose rest is the same are joined again, so
 * a wide source range stays one interval. That also makes the rewrite idempotent.
 */

/** Inclusive bounds. */
export interface Interval {
  first: bigint;
  last: bigint;
}

/** One interval per dimension; all boxes of a call have the same number of dimensions. */
export type Box = readonly Interval[];

function compare(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function boxKey(boxes: readonly Box[]): string {
  return boxes.map((box) => box.map((interval) => `${interval.first}-${interval.last}`).join('.')).join(',');
}

/** The disjoint boxes of non-empty `boxes` over their dimensions from `dimension` on. */
function sweep(boxes: readonly Box[], dimension: number): Box[] {
  if (dimension === boxes[0].length) return [[]];
  // Where the set of boxes covering a value of this dimension can change.
  const cuts = [...new Set(boxes.flatMap((box) => [box[dimension].first, box[dimension].last + 1n]))].sort(compare);
  const byFirst = [...boxes].sort((a, b) => compare(a[dimension].first, b[dimension].first));
  const pieces: { interval: Interval; rest: Box[]; key: string }[] = [];
  let covering: Box[] = [];
  let entering = 0;
  for (let index = 0; index < cuts.length - 1; index++) {
    const first = cuts[index];
    const last = cuts[index + 1] - 1n;
    covering = covering.filter((box) => box[dimension].last >= first);
    while (entering < byFirst.length && byFirst[entering][dimension].first <= first) covering.push(byFirst[entering++]);
    if (covering.length === 0) continue;
    const rest = sweep(covering, dimension + 1);
    const key = boxKey(rest);
    const previous = pieces[pieces.length - 1];
    if (previous && previous.interval.last + 1n === first && previous.key === key) previous.interval.last = last;
    else pieces.push({ interval: { first, last }, rest, key });
  }
  return pieces.flatMap(({ interval, rest }) => rest.map((tail) => [interval, ...tail]));
}

/** Pairwise disjoint boxes covering exactly the points of `boxes`. */
export function disjointBoxes(boxes: readonly Box[]): Box[] {
  return boxes.length === 0 ? [] : sweep(boxes, 0);
}
