import { remoteAccessGatewayProblems, type UpdateNodeRequest } from '@netloom/contract';
import { ApiError, refuseProblems } from '../../api-error';
import { fromFlag } from '../../store/flags';
import type { NodeChanges, NodeRecord } from '../../store/node-repository';

export const NOT_A_GATEWAY = 'node is not a remote access gateway';

/**
 * What a PUT of a node changes of the settings its remote-access clients' configs get. A gateway
 * takes the new values once checked; any other node only accepts the values it already has (a whole
 * node sent back), and refuses a change with 400.
 */
export function remoteAccessChanges(node: NodeRecord, request: UpdateNodeRequest): NodeChanges {
  const changes: NodeChanges = {};
  const dns = request.ingressdns?.trim();
  if (dns !== undefined && dns !== node.ingressdns) changes.ingressdns = dns;
  const { ingressmtu: mtu, ingresspersistentkeepalive: keepalive } = request;
  if (mtu !== undefined && mtu !== node.ingressmtu) changes.ingressmtu = mtu;
  if (keepalive !== undefined && keepalive !== node.ingresspersistentkeepalive) {
    changes.ingresspersistentkeepalive = keepalive;
  }
  if (Object.keys(changes).length === 0) return changes;
  if (!fromFlag(node.isingressgateway)) throw new ApiError(400, NOT_A_GATEWAY);
  refuseProblems(
    remoteAccessGatewayProblems({
      dns: changes.ingressdns,
      mtu: changes.ingressmtu,
      persistentkeepalive: changes.ingresspersistentkeepalive,
    }),
  );
  return changes;
}
