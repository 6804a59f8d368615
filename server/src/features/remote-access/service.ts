import {
  nodeMetadataProblem,
  REMOTE_ACCESS_DEFAULT_KEEPALIVE,
  REMOTE_ACCESS_DEFAULT_MTU,
  remoteAccessGatewayProblems,
  type ApiNode,
  type IngressRequest,
  type Problem,
} from '@netloom/contract';
import { ApiError, refuseProblems } from '../../api-error';
import { deleteExtClientsOfGateway } from '../../store/ext-client-repository';
import { fromFlag } from '../../store/flags';
import { updateHost } from '../../store/host-repository';
import { clearNodeReferences, updateNode, type NodeChanges } from '../../store/node-repository';
import type { Database } from '../../store/schema';
import { isLinuxHost, nodeLabel } from '../gateways/gateway-node';
import type { NodeWithHost } from '../../store/gateway-repository';
import { changeNodeRole } from '../gateways/role-change';
import type { NodeListing } from '../node-records/return-node';
import { NOT_A_GATEWAY } from './gateway-settings';

/** The metadata a new remote-access gateway gets when the request brings none. */
export const GATEWAY_METADATA = 'This host can be used for remote access';
/** The DNS server the clients of an internet gateway get when the request names none. */
const INTERNET_GATEWAY_DNS = '1.1.1.1';

function gatewayProblems(node: NodeWithHost, request: IngressRequest): (Problem | string | null)[] {
  const label = nodeLabel(node);
  return [
    fromFlag(node.isingressgateway) ? `${label} is already a remote access gateway` : null,
    isLinuxHost(node)
      ? null
      : `remote access gateways need a Linux host; host ${node.host_name} runs ${node.os || 'an unknown system'}`,
    node.relayedby === ''
      ? null
      : `${label} is relayed by node ${node.relayedby}; a relayed node can't be a remote access gateway`,
    ...remoteAccessGatewayProblems({
      dns: request.extclientdns,
      mtu: request.mtu || undefined,
      persistentkeepalive: request.persistentkeepalive,
    }),
    request.metadata === undefined ? null : nodeMetadataProblem(request.metadata),
  ];
}

/**
 * POST /api/nodes/{network}/{id}/createingress: the node becomes a remote
 * access gateway with the defaults for what the request leaves out (an MTU of 0 too, as Netmaker's
 * zero values), an internet gateway too when asked, and its host keeps its listen port (static
 * port) so clients' configs stay valid.
 */
export function createRemoteAccessGateway(
  db: Database,
  netid: string,
  nodeId: string,
  request: IngressRequest,
  listing: NodeListing,
): Promise<ApiNode> {
  return changeNodeRole(db, netid, nodeId, listing, async ({ trx, node, time }) => {
    refuseProblems(gatewayProblems(node, request));
    const internet = request.is_internet_gw === true;
    const dns = request.extclientdns?.trim() ?? '';
    await updateNode(trx, nodeId, {
      isingressgateway: 1,
      ingressdns: dns === '' && internet ? INTERNET_GATEWAY_DNS : dns,
      ingresspersistentkeepalive: request.persistentkeepalive ?? REMOTE_ACCESS_DEFAULT_KEEPALIVE,
      ingressmtu: request.mtu || REMOTE_ACCESS_DEFAULT_MTU,
      metadata: request.metadata || GATEWAY_METADATA,
      ...(internet ? { isinternetgateway: 1 } : {}),
      updated_at: time,
    });
    await updateHost(trx, node.host_id, { isstaticport: 1, updated_at: time });
  });
}

/**
 * DELETE /api/nodes/{network}/{id}/deleteingress: the node stops being a remote access gateway, and
 * an internet gateway (the nodes using it are freed); its external clients are deleted with it.
 */
export function deleteRemoteAccessGateway(
  db: Database,
  netid: string,
  nodeId: string,
  listing: NodeListing,
): Promise<ApiNode> {
  return changeNodeRole(db, netid, nodeId, listing, async ({ trx, node, time }) => {
    if (!fromFlag(node.isingressgateway)) throw new ApiError(400, NOT_A_GATEWAY);
    await deleteExtClientsOfGateway(trx, nodeId);
    const changes: NodeChanges = {
      isingressgateway: 0,
      ingressdns: '',
      ingresspersistentkeepalive: 0,
      ingressmtu: 0,
      isinternetgateway: 0,
      updated_at: time,
    };
    if (node.metadata === GATEWAY_METADATA) changes.metadata = '';
    await updateNode(trx, nodeId, changes);
    await clearNodeReferences(trx, 'internetgw_node_id', [nodeId], time);
  });
}
