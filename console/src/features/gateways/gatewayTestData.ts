/** Test data for the gateways page's unit tests: the fields the page reads, with overrides. */
import type { ApiHost, ApiNode, ExtClient } from '@netloom/contract';

/** A plain, healthy mesh node of the network `lab`; `overrides` give it roles. */
export function testNode(id: string, overrides: Partial<ApiNode> = {}): ApiNode {
  return {
    id,
    hostid: `host-${id}`,
    address: '',
    address6: '',
    network: 'lab',
    networkrange: '10.9.0.0/24',
    networkrange6: '',
    isrelay: false,
    relayedby: '',
    relaynodes: [],
    isegressgateway: false,
    isingressgateway: false,
    isinternetgateway: false,
    internetgw_node_id: '',
    is_fail_over: false,
    ingressdns: '',
    ingressmtu: 0,
    ingresspersistentkeepalive: 0,
    metadata: '',
    additional_rag_ips: [],
    is_static: false,
    status: 'online',
    ...overrides,
  } as ApiNode;
}

export function testHost(id: string, name: string, overrides: Partial<ApiHost> = {}): ApiHost {
  return {
    id: `host-${id}`,
    name,
    os: 'linux',
    endpointip: '',
    endpointipv6: '',
    publickey: '',
    nat_type: 'public',
    ...overrides,
  } as ApiHost;
}

export function testClient(clientid: string, overrides: Partial<ExtClient> = {}): ExtClient {
  return {
    clientid,
    publickey: 'k',
    network: 'lab',
    dns: '',
    address: '10.9.0.254',
    address6: '',
    extraallowedips: [],
    ingressgatewayid: 'gw',
    enabled: true,
    ownerid: 'admin',
    postup: '',
    postdown: '',
    ...overrides,
  } as ExtClient;
}
