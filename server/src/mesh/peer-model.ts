/** The network as peers are worked out from it: its hosts' nodes, its external clients, and the peers they get. */

/** What a peer needs from a node's host. */
export interface PeerHost {
  id: string;
  /** Its name, which its peers know it by (`address_identity_map`). */
  name: string;
  publickey: string;
  /** '' when unknown. */
  endpointip: string;
  endpointipv6: string;
  /** Its address on its LAN, where hosts behind the same public address dial it; '' when unknown. */
  localAddress: string;
  listenport: number;
  /** The port seen from outside (NAT); 0 when unknown. */
  wgPublicListenPort: number;
  isStaticPort: boolean;
  persistentkeepalive: number;
}

export interface PeerNode {
  id: string;
  host: PeerHost;
  /** Bare IPs, null when none. */
  address: string | null;
  address6: string | null;
  connected: boolean;
  pendingDelete: boolean;
  /** Unix seconds; 0 when it never expires. */
  expiresAt: number;
  /** Unix seconds of its host's last check-in; 0 when never. */
  lastCheckIn: number;
  /** Id of its relay; '' when not relayed. */
  relayedBy: string;
  isIngressGateway: boolean;
  /** The outside ranges it routes; empty when it is no egress gateway. */
  egressRanges: string[];
  /** Id of the internet gateway it uses; '' when none. */
  internetGatewayId: string;
  /** The nodes it reaches through its failover node `failedOverBy` ('' when none). */
  failOverPeers: string[];
  failedOverBy: string;
}

/** An external client of a remote-access gateway. */
export interface PeerClient {
  clientId: string;
  /** The user whose remote-access client it is; '' for another WireGuard client. */
  owner: string;
  gatewayId: string;
  publickey: string;
  address: string | null;
  address6: string | null;
  extraAllowedIps: string[];
  enabled: boolean;
}

export interface NetworkSnapshot {
  nodes: PeerNode[];
  clients: PeerClient[];
}

/** One WireGuard peer; `remove: true` tells the host to drop it (it has no allowed IPs then). */
export interface Peer {
  publickey: string;
  /** `ip:port` (`[ip]:port` for IPv6); null when the peer dials in or has no known endpoint. */
  endpoint: string | null;
  allowedips: string[];
  persistentkeepalive: number;
  remove: boolean;
}
