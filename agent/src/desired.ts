import type { AclProtocol } from '@netloom/contract';

/** The UDP port agents answer each other's path probes on, at their mesh addresses (see `nat/path-probe.ts`). */
export const PATH_PROBE_PORT = 51819;

/**
 * What the host must hold, worked out from the server's peer update (see `desired-state.ts`); the
 * `wireguard` and `firewall` modules make the system match it and change only the difference.
 */

export interface DesiredPeer {
  /** base64, as `wg` prints it. */
  publicKey: string;
  /** `ip:port` or `[ip6]:port`; null when the peer dials in. */
  endpoint: string | null;
  /** CIDRs. */
  allowedIps: string[];
  /** Seconds; 0 is off. */
  persistentkeepalive: number;
}

export interface DesiredInterface {
  /** At most 15 characters. */
  name: string;
  /** base64, as `wg genkey` prints it. */
  privateKey: string;
  listenPort: number;
  mtu: number;
  /** The node addresses with their network's prefix, e.g. `10.10.0.1/24` (so the whole range is on-link). */
  addresses: string[];
  peers: DesiredPeer[];
  /** Ranges routed into the interface beyond its addresses' networks (egress ranges, ranges of other networks). */
  routes: string[];
  /** Overlay address of the internet gateway all other traffic goes through; null for none. */
  defaultGateway: string | null;
  /** The server's address: it stays reachable outside the tunnel when `defaultGateway` is set. */
  serverAddress: string | null;
}

/** A range this host routes for the mesh as an egress or internet gateway. */
export interface EgressRange {
  /** The overlay network whose traffic goes out (a CIDR). */
  source: string;
  /** The range it may reach (`0.0.0.0/0` for an internet gateway). */
  destination: string;
  /** Masquerade it behind this host's address. */
  nat: boolean;
}

/**
 * Traffic arriving from the mesh that one of the server's rules lets in, for one IP version. `mesh`
 * allowances lead anywhere (this host's addresses, peers it relays or remote-access clients reach);
 * `egress` ones only out of an egress or internet gateway, never into the overlay or to this host.
 */
export interface Allowance {
  scope: 'mesh' | 'egress';
  version: 4 | 6;
  /** CIDRs of `version`. */
  sources: string[];
  /** CIDRs of `version`; a rule without destinations gets the whole space (`0.0.0.0/0`, `::/0`). */
  destinations: string[];
  protocol: AclProtocol;
  /** "22" or "8000-8100"; none: every port. Only tcp and udp have ports. */
  ports: string[];
}

/** What the host lets in from its mesh interface (the server's `fw_update`); other interfaces are never filtered. */
export interface DesiredFilter {
  /** The host's networks let everything in: nothing arriving from the mesh is dropped. */
  allowAll: boolean;
  /** The overlay ranges of the host's networks (CIDRs), which egress allowances never open. */
  overlay: string[];
  allowances: Allowance[];
  /** How many of the server's rules the allowances come from (reported to the server); 0 while `allowAll`. */
  rules: number;
}

export interface DesiredFirewall {
  /** The WireGuard interface. */
  interfaceName: string;
  /** Forward between the interface and itself or other interfaces (relay, remote-access, egress gateways). */
  forwarding: boolean;
  egress: EgressRange[];
  filter: DesiredFilter;
}
