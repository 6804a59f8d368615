import type { PeerHost, PeerNode } from '../../src/mesh/peer-model';

/** The instant peer tests compute at, and the same in unix seconds. */
export const PEER_NOW_MS = Date.UTC(2026, 0, 1);
export const PEER_NOW = PEER_NOW_MS / 1000;

export type PeerNodeSpec = Partial<Omit<PeerNode, 'host'>> & { host?: Partial<PeerHost> };

/**
 * Node `name` (host `name-host`, key `key-name`) at 10.10.0.{octet}, public at 203.0.113.{octet}:51821,
 * checked in 30 s before `PEER_NOW`; `spec` changes any of it.
 */
export function peerNode(name: string, octet: number, spec: PeerNodeSpec = {}): PeerNode {
  const { host, ...fields } = spec;
  return {
    id: name,
    host: {
      id: `${name}-host`,
      name: `${name}-host`,
      publickey: `key-${name}`,
      endpointip: `203.0.113.${octet}`,
      endpointipv6: '',
      localAddress: '',
      listenport: 51821,
      wgPublicListenPort: 0,
      isStaticPort: false,
      persistentkeepalive: 20,
      ...host,
    },
    address: `10.10.0.${octet}`,
    address6: null,
    connected: true,
    pendingDelete: false,
    expiresAt: 0,
    lastCheckIn: PEER_NOW - 30,
    relayedBy: '',
    isIngressGateway: false,
    egressRanges: [],
    internetGatewayId: '',
    failOverPeers: [],
    failedOverBy: '',
    ...fields,
  };
}
