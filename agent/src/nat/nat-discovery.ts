import type { StunEndpoint } from '@netloom/contract';
import { createSocket, type Socket } from 'node:dgram';
import { networkInterfaces } from 'node:os';
import { askStunServer, type StunServer } from './stun-client';

/** How the host is seen from outside: its public endpoint and the kind of NAT in front of it. */
export interface NatDiscovery {
  /** The address and port peers outside its LAN dial. */
  endpoint: StunEndpoint;
  /**
   * `public`: the host has that address itself; `behind_nat`: its NAT maps the port the same way
   * towards every destination, so peers can reach it once both send; `symmetric`: a new mapping
   * per destination, which only a public peer or a failover node gets through.
   */
  natType: 'public' | 'behind_nat' | 'symmetric';
}

function localAddresses(): Set<string> {
  return new Set(
    Object.values(networkInterfaces())
      .flat()
      .flatMap((address) => (address ? [address.address] : [])),
  );
}

function bind(port: number): Promise<Socket> {
  const socket = createSocket('udp4');
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, () => {
      socket.off('error', reject);
      resolve(socket);
    });
  });
}

/** What the answers of two STUN servers (or one) say about the NAT. */
export function classifyNat(answers: (StunEndpoint | null)[], local: Set<string>): NatDiscovery | null {
  const [first, ...others] = answers.filter((answer) => answer !== null);
  if (!first) return null;
  if (local.has(first.address)) return { endpoint: first, natType: 'public' };
  const same = others.every((other) => other.address === first.address && other.port === first.port);
  return { endpoint: first, natType: same ? 'behind_nat' : 'symmetric' };
}

/**
 * Asks the first two STUN servers from local UDP `port` (0: any port) how they see it, and
 * classifies the NAT; null when none answers. The port must be free: WireGuard's own, before it
 * binds it, so that the mapping found is the one its packets get.
 */
export async function discoverNat(port: number, servers: StunServer[]): Promise<NatDiscovery | null> {
  const socket = await bind(port);
  try {
    const answers = await Promise.all(servers.slice(0, 2).map((server) => askStunServer(socket, server)));
    return classifyNat(answers, localAddresses());
  } finally {
    await new Promise<void>((done) => socket.close(() => done()));
  }
}
