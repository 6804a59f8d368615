import { NIL_UUID, staticNodeStatus, type ApiNode, type ExtClient, type NodeStatusEntry } from '@netloom/contract';
import { gatewayEndpoint } from '../../mesh/client-config';
import { nodeAddressCidr } from '../../mesh/address-allocation';
import type { ExtClientView } from '../../store/ext-client-repository';
import { fromFlag } from '../../store/flags';
import { fromJsonIdSet, fromJsonStringArray } from '../../store/json-columns';
import { toUnixSeconds } from '../../time';
import { FIXED_FIELDS, type NodeListing } from '../node-records/return-node';

function idSet(text: string) {
  return Object.fromEntries(fromJsonIdSet(text).map((id) => [id, {}]));
}

/**
 * An external client as the API returns it (ExtClient). Only its owner and
 * its network's admins see `privatekey`; lists blank it. `allowed_ips` is what its gateway routes to it.
 */
export function toExtClient(client: ExtClientView, withPrivateKey: boolean): ExtClient {
  const extraallowedips = fromJsonStringArray(client.extraallowedips);
  const ownAddresses = [client.address && `${client.address}/32`, client.address6 && `${client.address6}/128`];
  return {
    clientid: client.clientid,
    privatekey: withPrivateKey ? client.privatekey : '',
    publickey: client.publickey,
    network: client.network,
    dns: client.dns,
    address: client.address ?? '',
    address6: client.address6 ?? '',
    extraallowedips,
    allowed_ips: [...ownAddresses.filter((address): address is string => Boolean(address)), ...extraallowedips],
    ingressgatewayid: client.ingressgatewayid,
    ingressgatewayendpoint: gatewayEndpoint(client),
    lastmodified: toUnixSeconds(client.updated_at),
    enabled: fromFlag(client.enabled),
    ownerid: client.ownerid,
    deniednodeacls: idSet(client.deniednodeacls),
    remote_access_client_id: client.remote_access_client_id,
    postup: client.postup,
    postdown: client.postdown,
    tags: idSet(client.tags),
    os: client.os,
    device_name: client.device_name,
    public_endpoint: client.public_endpoint,
    country: client.country,
  };
}

/** A client's entry in GET /api/v1/nodes/{network}/status, keyed by its id. */
export function staticNodeStatusEntry(client: ExtClientView): NodeStatusEntry {
  const { status, reason } = staticNodeStatus(fromFlag(client.enabled));
  return {
    id: client.clientid,
    is_static: true,
    is_user_node: client.remote_access_client_id !== '',
    status,
    status_reason: reason,
  };
}

/**
 * A client listed among the nodes: a "static node" with the nil uuid as id,
 * its addresses in node form (`ip/prefix`), its client (private key blanked) as `static_node`, and
 * online while enabled.
 */
export function toStaticNode(client: ExtClientView, listing: NodeListing): ApiNode {
  const entry = staticNodeStatusEntry(client);
  const enabled = fromFlag(client.enabled);
  return {
    ...FIXED_FIELDS,
    id: NIL_UUID,
    hostid: NIL_UUID,
    address: nodeAddressCidr(client.address, client.addressrange),
    address6: nodeAddressCidr(client.address6, client.addressrange6),
    localaddress: '',
    lastmodified: toUnixSeconds(client.updated_at),
    expdatetime: 0,
    lastcheckin: 0,
    network: client.network,
    networkrange: client.addressrange,
    networkrange6: client.addressrange6,
    isrelayed: false,
    isrelay: false,
    relayedby: '',
    relaynodes: [],
    isegressgateway: false,
    isingressgateway: false,
    egressgatewayranges: [],
    egressgatewaynatenabled: false,
    dnson: false,
    ingressdns: '',
    ingresspersistentkeepalive: 0,
    ingressmtu: 0,
    server: listing.serverName,
    connected: enabled,
    pendingdelete: false,
    metadata: '',
    is_fail_over: false,
    fail_over_peers: {},
    failed_over_by: NIL_UUID,
    isinternetgateway: false,
    inet_node_req: { inet_node_client_ids: [] },
    internetgw_node_id: '',
    tags: idSet(client.tags),
    is_static: true,
    is_user_node: entry.is_user_node,
    static_node: toExtClient(client, false),
    status: entry.status,
    status_reason: entry.status_reason,
  };
}
