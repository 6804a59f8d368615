import { problem, type Problem, type ProblemCode, type ProblemParams } from './problems';
import { cidrsOverlap, isIPv4Address } from './ip';

/**
 * What hosts must keep reaching directly, never through a range some client or gateway routes into the
 * mesh: the server and the broker (lose the route, lose the server that could fix it), and the
 * addresses of other networks (a host in both would send one network's traffic to the other's gateway).
 */
export type RangeClaim =
  { kind: 'server' | 'broker'; address: string } | { kind: 'network'; netid: string; range: string };

/** Who routes the range: a remote-access client (its extra allowed IPs) or an egress gateway (its ranges). */
export type RouteOwner = 'client' | 'gateway';

const CLAIM_PROBLEMS: Record<RouteOwner, Record<RangeClaim['kind'], ProblemCode>> = {
  client: {
    network: 'clientRouteOverlapsNetwork',
    server: 'clientRouteCoversServer',
    broker: 'clientRouteCoversBroker',
  },
  gateway: {
    network: 'gatewayRouteOverlapsNetwork',
    server: 'gatewayRouteCoversServer',
    broker: 'gatewayRouteCoversBroker',
  },
};

function claimedRange(claim: RangeClaim): string {
  if (claim.kind === 'network') return claim.range;
  return `${claim.address}/${isIPv4Address(claim.address) ? 32 : 128}`;
}

function claimProblem(owner: RouteOwner, range: string, claim: RangeClaim): Problem {
  const field = owner === 'client' ? 'extraallowedips' : 'ranges';
  const params: ProblemParams =
    claim.kind === 'network'
      ? { range, network: claim.netid, networkRange: claim.range }
      : { range, address: claim.address };
  return problem(CLAIM_PROBLEMS[owner][claim.kind], params, field);
}

/** The problem of a routed CIDR that takes what a claim holds, or null when it takes nothing claimed. */
export function routeClaimProblem(owner: RouteOwner, cidr: string, claims: readonly RangeClaim[]): Problem | null {
  const taken = claims.find((claim) => cidrsOverlap(cidr, claimedRange(claim)));
  return taken === undefined ? null : claimProblem(owner, cidr, taken);
}
