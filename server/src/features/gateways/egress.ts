import { refuseProblems } from '../../api-error';
import { checkEgressRanges, type ApiNode, type EgressRequest, type RangeClaim } from '@netloom/contract';
import { toFlag } from '../../store/flags';
import { toJsonColumn } from '../../store/json-columns';
import { updateNode } from '../../store/node-repository';
import type { Database } from '../../store/schema';
import type { NodeListing } from '../node-records/return-node';
import { routingHostProblem } from './gateway-node';
import { claimProblems, otherNetworkClaims } from './range-claims';
import { changeNodeRole } from './role-change';

/**
 * POST /api/nodes/{network}/{id}/creategateway: the node routes these outside ranges (Netmaker's
 * rules: Linux with a firewall; CIDRs outside the network, internet ranges dropped, NAT on
 * unless `natenabled` is "no"; never the server's or broker's address (`serverClaims`) or another network's
 * range). On an egress gateway it replaces the ranges and NAT setting with one
 * update in one transaction, so nobody ever sees the node without its egress role.
 */
export function saveEgressGateway(
  db: Database,
  netid: string,
  nodeId: string,
  request: EgressRequest,
  listing: NodeListing,
  serverClaims: readonly RangeClaim[],
): Promise<ApiNode> {
  return changeNodeRole(db, netid, nodeId, listing, async ({ trx, network, node, time }) => {
    refuseProblems([routingHostProblem(node, 'only linux nodes can be egress gateways', 'an egress gateway')]);
    const { ranges, problems } = checkEgressRanges(request.ranges ?? [], [network.addressrange, network.addressrange6]);
    refuseProblems(problems);
    const claims = [...serverClaims, ...(await otherNetworkClaims(trx, netid))];
    refuseProblems(claimProblems('gateway', ranges, claims));
    await updateNode(trx, nodeId, {
      isegressgateway: 1,
      egressgatewayranges: toJsonColumn(ranges),
      egressgatewaynatenabled: toFlag(request.natenabled !== 'no'),
      updated_at: time,
    });
  });
}

/** DELETE /api/nodes/{network}/{id}/deletegateway: the node routes no outside ranges any more. */
export function deleteEgressGateway(
  db: Database,
  netid: string,
  nodeId: string,
  listing: NodeListing,
): Promise<ApiNode> {
  return changeNodeRole(db, netid, nodeId, listing, async ({ trx, time }) => {
    await updateNode(trx, nodeId, {
      isegressgateway: 0,
      egressgatewayranges: '[]',
      egressgatewaynatenabled: 0,
      updated_at: time,
    });
  });
}
