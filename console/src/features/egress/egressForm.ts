import {
  checkEgressRanges,
  egressRangeProblem,
  INTERNET_RANGES,
  normaliseCidr,
  type EgressRequest,
  type Problem,
} from '@netloom/contract';
import type { NodeView } from '../nodes/nodeFilters';

/** One row of the ranges list; `id` keeps the row's input stable while rows come and go. */
export interface RangeRow {
  id: string;
  cidr: string;
}

export interface EgressFormValues {
  /** The gateway's node (its effective id); fixed when updating. */
  nodeKey: string | null;
  natEnabled: boolean;
  ranges: RangeRow[];
}

let rowsMade = 0;
export function rangeRow(cidr = ''): RangeRow {
  rowsMade += 1;
  return { id: `range-${rowsMade}`, cidr };
}

/** A new egress gateway: no host yet, NAT on, one empty range. */
export function newEgressForm(): EgressFormValues {
  return { nodeKey: null, natEnabled: true, ranges: [rangeRow()] };
}

/** An existing egress gateway's values, to update it. */
export function egressFormOf({ key, node }: NodeView): EgressFormValues {
  const ranges = node.egressgatewayranges ?? [];
  return {
    nodeKey: key,
    natEnabled: node.egressgatewaynatenabled,
    ranges: (ranges.length > 0 ? ranges : ['']).map((cidr) => rangeRow(cidr)),
  };
}

/** What is wrong with one range: this form's own problem (under `egress.form.problems`), or the shared rule's. */
export type RangeProblem = { key: 'required' | 'internet' | 'duplicate' } | { problem: Problem };

/**
 * The problem of the range in row `index`, checked against the network's own ranges: required, a
 * valid CIDR outside the network (the shared egress rule), not the whole internet (that is an internet
 * gateway's job) and not the same range as an earlier row.
 */
export function rangeProblem(
  ranges: readonly RangeRow[],
  index: number,
  networkRanges: readonly string[],
): RangeProblem | null {
  const cidr = ranges[index].cidr.trim();
  if (cidr === '') return { key: 'required' };
  const problem = egressRangeProblem(cidr, networkRanges);
  if (problem) return { problem };
  const normalised = normaliseCidr(cidr);
  if (normalised !== null && INTERNET_RANGES.includes(normalised)) return { key: 'internet' };
  const earlier = ranges.slice(0, index).some((row) => normaliseCidr(row.cidr.trim()) === normalised);
  return earlier ? { key: 'duplicate' } : null;
}

/** The creategateway body: ranges written with their network address, once each. */
export function toEgressRequest(values: EgressFormValues, networkRanges: readonly string[]): EgressRequest {
  const { ranges } = checkEgressRanges(
    values.ranges.map((row) => row.cidr),
    networkRanges,
  );
  return { ranges, natenabled: values.natEnabled ? 'yes' : 'no' };
}

/** The egress gateways among the views, in their order. */
export function egressGateways(views: readonly NodeView[]): NodeView[] {
  return views.filter((view) => !view.client && view.node.isegressgateway);
}

/** One outside range and the gateway that routes it. */
export interface ExternalRoute {
  key: string;
  range: string;
  gateway: NodeView;
}

export function externalRoutes(gateways: readonly NodeView[]): ExternalRoute[] {
  return gateways.flatMap((gateway) =>
    (gateway.node.egressgatewayranges ?? []).map((range) => ({ key: `${gateway.key} ${range}`, range, gateway })),
  );
}
