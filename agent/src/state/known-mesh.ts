/** A network the host is in, with its addresses there (`10.10.0.1/24`). */
export interface NetworkMembership {
  network: string;
  addresses: string[];
}

/** Why the host no longer holds a network: its node was removed, or disconnected, on the server. */
export type DepartureReason = 'removed' | 'disconnected';

/** A network the host left: when (ISO time) and why. */
export interface NetworkDeparture {
  network: string;
  at: string;
  reason: DepartureReason;
}

/** Who a peer is (the server's `address_identity_map`): its name, its own mesh addresses, and whom else it carries. */
export interface NamedPeer {
  name: string;
  /** Bare IPs. */
  addresses: string[];
  /** Others reached through it, as `app-2 (10.10.0.5)`, or ranges (`192.168.50.0/24`). */
  carries: string[];
}

/** What the last update applied said of the host's networks and peers, for `netloom-agent status`. */
export interface KnownMesh {
  networks: NetworkMembership[];
  /** Networks left and not joined again since, one entry each, in the order left. */
  left: NetworkDeparture[];
  /** Peer public key -> who it is, for the peers the server names. */
  peers: Record<string, NamedPeer>;
}
