import type { HostPeerUpdate } from '@netloom/contract';
import { createSocket } from 'node:dgram';
import { discoverNat, type NatDiscovery } from '../nat/nat-discovery';
import { askStunServer, parseStunServers } from '../nat/stun-client';
import { withListenPortFree } from '../wireguard';

/** NAT types as the agent's lines and status name them. */
export const NAT_TYPE_WORDS: Record<NatDiscovery['natType'], string> = {
  public: 'its own public address',
  behind_nat: 'behind a NAT that keeps its mapping: peers outside reach it directly',
  symmetric: 'behind a NAT that maps each destination apart: peers outside reach it through a failover node',
};

/** What the watch tells the agent. */
export interface NatWatchEvents {
  /** What was found changed (null: no STUN server answered): the agent tells the server. */
  changed(discovery: NatDiscovery | null): void;
}

export interface NatWatch {
  /** The last discovery; null before the first or when no STUN server answered. */
  current(): NatDiscovery | null;
  /**
   * Before an update is applied: discovers again when its listen port or STUN servers differ from
   * those of the last discovery (the first update always), from the WireGuard port itself.
   */
  follow(update: HostPeerUpdate): Promise<void>;
  /**
   * Asks the first STUN server from a spare port which public address it sees: when it is not the
   * one found last (the router restarted, the host moved), discovers again from the WireGuard port.
   */
  check(): Promise<void>;
}

/**
 * Learns how peers outside the host's LAN reach it (hole punching; docs/architecture.md, The agent on a host): its public
 * endpoint as the server's STUN responder sees WireGuard's own port, and its NAT type.
 */
export function createNatWatch(interfaceName: string, events: NatWatchEvents): NatWatch {
  let basis: { port: number; servers: string } | null = null;
  let found: NatDiscovery | null = null;

  let running: Promise<void> = Promise.resolve();

  /** One discovery at a time: the port can be lent out once. */
  function discover(port: number, servers: string): Promise<void> {
    const next = running.then(() => discoverNow(port, servers));
    running = next.catch(() => undefined);
    return next;
  }

  async function discoverNow(port: number, servers: string): Promise<void> {
    basis = { port, servers };
    const list = parseStunServers(servers);
    const discovery =
      list.length === 0 ? null : await withListenPortFree(interfaceName, port, () => discoverNat(port, list));
    if (JSON.stringify(discovery) === JSON.stringify(found)) return;
    found = discovery;
    events.changed(discovery);
  }

  async function publicAddress(servers: string): Promise<string | null> {
    const [server] = parseStunServers(servers);
    if (!server) return null;
    const socket = createSocket('udp4');
    await new Promise<void>((bound) => socket.bind(0, bound));
    try {
      return (await askStunServer(socket, server))?.address ?? null;
    } finally {
      socket.close();
    }
  }

  return {
    current: () => found,
    async follow(update) {
      const servers = update.Stun ? update.StunServers : '';
      if (basis?.port === update.host.listenport && basis.servers === servers) return;
      await discover(update.host.listenport, servers);
    },
    async check() {
      if (!basis || basis.servers === '') return;
      const address = await publicAddress(basis.servers);
      if (address !== null && address !== found?.endpoint.address) await discover(basis.port, basis.servers);
    },
  };
}
