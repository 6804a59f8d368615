import {
  OPEN_FIREWALL,
  type ApiHost,
  type ApiNode,
  type FirewallRule,
  type FirewallUpdate,
  type HostPeerUpdate,
} from '@netloom/contract';

/** The public key of the one peer of `peerUpdate`. */
export const H2_PUBLIC_KEY = 'UnwXL1uR/dAfOLw7h4J2fErKwfVE4lnbdoY4AlyqsiI=';

/** A host's `fw_update`: no rule unless given. */
export function firewallUpdate(fields: Partial<FirewallUpdate> = {}): FirewallUpdate {
  return { ...OPEN_FIREWALL, allow_all: false, ...fields };
}

/** An ACL rule allowing every protocol from nowhere to anywhere unless given. */
export function firewallRule(fields: Partial<FirewallRule>): FirewallRule {
  return {
    id: 'r',
    ip_list: [],
    ip6_list: [],
    allowed_protocols: 'all',
    allowed_ports: [],
    direction: 0,
    dst: [],
    dst6: [],
    Allowed: true,
    ...fields,
  };
}

const HOST: ApiHost = {
  id: 'h1',
  name: 'h1',
  version: '0.90.0',
  os: 'linux',
  os_family: 'debian',
  os_version: '12',
  kernel_version: '6.1.0',
  verbosity: 0,
  firewallinuse: 'nftables',
  debug: false,
  isstaticport: false,
  isstatic: false,
  listenport: 51830,
  wg_public_listen_port: 51830,
  mtu: 1420,
  interfaces: [],
  defaultinterface: '',
  endpointip: '198.18.0.11',
  endpointipv6: '',
  localaddress: '',
  publickey: 'd+1OeCLoErA/MY2PR/mKRA4O97C+5NKYyWXsmDbGFg0=',
  macaddress: '',
  nodes: ['n1'],
  isdefault: false,
  nat_type: '',
  persistentkeepalive: 20,
  autoupdate: false,
  dns: '',
};

const NODE: ApiNode = {
  id: 'n1',
  hostid: 'h1',
  address: '10.10.0.1/24',
  address6: '',
  localaddress: '',
  allowedips: [],
  lastmodified: 0,
  expdatetime: 0,
  lastcheckin: 0,
  lastpeerupdate: 0,
  network: 'lab',
  networkrange: '10.10.0.0/24',
  networkrange6: '',
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
  ingresspersistentkeepalive: 20,
  ingressmtu: 1420,
  server: 'netloom',
  connected: true,
  pendingdelete: false,
  metadata: '',
  defaultacl: 'yes',
  is_fail_over: false,
  fail_over_peers: {},
  failed_over_by: '',
  isinternetgateway: false,
  inet_node_req: { inet_node_client_ids: [] },
  internetgw_node_id: '',
  additional_rag_ips: [],
  tags: {},
  is_static: false,
  is_user_node: false,
  static_node: null,
  status: 'online',
  status_reason: 'checked-in',
};

/** A whole peer update as the server sends it (it passes the contract's schema): one node, one peer, the given firewall. */
export function peerUpdate(fwUpdate: FirewallUpdate = firewallUpdate({ allow_all: true })): HostPeerUpdate {
  return {
    server: 'netloom',
    serverversion: '0.90.0',
    host: HOST,
    nodes: [NODE],
    host_peers: [
      {
        PublicKey: H2_PUBLIC_KEY,
        Endpoint: '198.18.0.12:51830',
        AllowedIPs: ['10.10.0.2/32'],
        PersistentKeepaliveInterval: 20,
        ReplaceAllowedIPs: true,
        Remove: false,
      },
    ],
    address_identity_map: {},
    change_default_gw: false,
    default_gw_ip: '',
    is_inet_gw: false,
    fw_update: fwUpdate,
    API: 'http://198.18.0.1:8081',
    Broker: 'ws://198.18.0.1:8081/api/v1/mqtt',
    Stun: false,
    StunServers: '',
    ManageDNS: true,
    dns_entries: [],
    dns_nameservers: [],
    version: 'v1',
  };
}
