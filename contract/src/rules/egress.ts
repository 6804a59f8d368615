import { cidrsOverlap, normaliseCidr } from './ip';

/** "The whole internet": internet gateways route these, so egress gateways drop them. */
export const INTERNET_RANGES: readonly string[] = ['0.0.0.0/0', '::/0'];

export const EGRESS_RANGES_REQUIRED_MESSAGE =
  'enter at least one range for the egress gateway (0.0.0.0/0 and ::/0 are routed by internet gateways)';

/** The message for one range an egress gateway is asked to route, or null when it is acceptable. */
export function egressRangeError(range: string, networkRanges: readonly string[]): string | null {
  const normalised = normaliseCidr(range);
  if (normalised === null) return `egress range ${range.trim()} must be an IPv4 or IPv6 CIDR, e.g. 192.168.1.0/24`;
  if (INTERNET_RANGES.includes(normalised)) return null;
  const overlapped = networkRanges.find((own) => own !== '' && cidrsOverlap(normalised, own));
  return overlapped === undefined ? null : `egress range ${normalised} overlaps the network's own range ${overlapped}`;
}

export interface EgressRangesCheck {
  /** The ranges to store: written with their network address, without duplicates and internet ranges. */
  ranges: string[];
  /** One message per problem; empty when the ranges are acceptable. */
  errors: string[];
}

/**
 * Checks the ranges of an egress gateway against its network's own ranges: each must be a CIDR that
 * doesn't overlap them; blank entries are ignored, `0.0.0.0/0` and `::/0` dropped, and at least one
 * range must remain.
 */
export function checkEgressRanges(ranges: readonly string[], networkRanges: readonly string[]): EgressRangesCheck {
  const entered = ranges.map((range) => range.trim()).filter((range) => range !== '');
  const errors = entered.flatMap((range) => egressRangeError(range, networkRanges) ?? []);
  const kept = new Set(
    entered.flatMap((range) => normaliseCidr(range) ?? []).filter((range) => !INTERNET_RANGES.includes(range)),
  );
  if (errors.length === 0 && kept.size === 0) errors.push(EGRESS_RANGES_REQUIRED_MESSAGE);
  return { ranges: errors.length === 0 ? [...kept] : [], errors };
}
