import { cidrsOverlap, isIPv4Address } from './ip';

/**
 * What hosts must keep reaching directly, never through a range some client or gateway routes into the
 * mesh: the server and the broker (lose the route, lose the server that could fix it), and the
 * addresses of other networks (a host in both would send one network's traffic to the other's gateway).
 */
export type RangeClaim =
  { kind: 'server' | 'broker'; address: string } | { kind: 'network'; netid: string; range: string };

/** Who routes the range, as messages name it. */
export interface RouteOwner {
  /** What the range is called, e.g. "extra allowed IP". */
  label: string;
  /** Who the traffic would go to, e.g. "client". */
  via: 'client' | 'gateway';
}

function claimedRange(claim: RangeClaim): string {
  if (claim.kind === 'network') return claim.range;
  return `${claim.address}/${isIPv4Address(claim.address) ? 32 : 128}`;
}

function claimMessage(owner: RouteOwner, cidr: string, claim: RangeClaim): string {
  const routed = `${owner.label} ${cidr}`;
  if (claim.kind === 'network') {
    return `${routed} overlaps network ${claim.netid}'s range ${claim.range}: hosts in both networks would send that network's traffic to this ${owner.via}`;
  }
  return `${routed} covers ${claim.address}, the ${claim.kind}'s address: hosts would reach the ${claim.kind} through this ${owner.via} and lose it when the ${owner.via} goes away`;
}

/** The message for a routed CIDR that takes what a claim holds, or null when it takes nothing claimed. */
export function routeClaimError(owner: RouteOwner, cidr: string, claims: readonly RangeClaim[]): string | null {
  const taken = claims.find((claim) => cidrsOverlap(cidr, claimedRange(claim)));
  return taken === undefined ? null : claimMessage(owner, cidr, taken);
}
