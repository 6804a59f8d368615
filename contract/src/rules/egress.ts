import { problem, type Problem } from './problems';
import { cidrsOverlap, normaliseCidr } from './ip';

/** "The whole internet": internet gateways route these, so egress gateways drop them. */
export const INTERNET_RANGES: readonly string[] = ['0.0.0.0/0', '::/0'];

/** What is wrong with one range an egress gateway is asked to route, or null when it is acceptable. */
export function egressRangeProblem(range: string, networkRanges: readonly string[]): Problem | null {
  const normalised = normaliseCidr(range);
  if (normalised === null) return problem('egressRangeInvalid', { range: range.trim() }, 'ranges');
  if (INTERNET_RANGES.includes(normalised)) return null;
  const overlapped = networkRanges.find((own) => own !== '' && cidrsOverlap(normalised, own));
  return overlapped === undefined
    ? null
    : problem('egressRangeOverlapsNetwork', { range: normalised, networkRange: overlapped }, 'ranges');
}

export interface EgressRangesCheck {
  /** The ranges to store: written with their network address, without duplicates and internet ranges. */
  ranges: string[];
  /** Every problem; empty when the ranges are acceptable. */
  problems: Problem[];
}

/**
 * Checks the ranges of an egress gateway against its network's own ranges: each must be a CIDR that
 * doesn't overlap them; blank entries are ignored, `0.0.0.0/0` and `::/0` dropped, and at least one
 * range must remain.
 */
export function checkEgressRanges(ranges: readonly string[], networkRanges: readonly string[]): EgressRangesCheck {
  const entered = ranges.map((range) => range.trim()).filter((range) => range !== '');
  const problems = entered.flatMap((range) => egressRangeProblem(range, networkRanges) ?? []);
  const kept = new Set(
    entered.flatMap((range) => normaliseCidr(range) ?? []).filter((range) => !INTERNET_RANGES.includes(range)),
  );
  if (problems.length === 0 && kept.size === 0) problems.push(problem('egressRangeRequired', {}, 'ranges'));
  return { ranges: problems.length === 0 ? [...kept] : [], problems };
}
