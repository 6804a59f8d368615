import { cidrContains, PEER_TYPES, type HostPeerUpdate } from '@netloom/contract';
import { errorText } from '../agent-error';
import { PathProber } from '../nat/path-probe';
import type { PeerPath } from '../state/agent-status';
import { isBehindNat } from './desired-state';
import { readPeerStats, retryHandshake, type PeerStats } from '../wireguard';

/** How long WireGuard keeps a session without a new handshake (its REJECT_AFTER_TIME). */
const SESSION_SECONDS = 180;
/** A peer that has answered goes through a failover node after this long without a sign of life. */
export const DEAD_AFTER_MS = 6_000;
/** A new peer that never answered goes through a failover node after this long. */
export const CONNECT_GRACE_MS = 8_000;
/** A quiet peer is probed when nothing came from it for this long. */
const PROBE_AFTER_MS = 3_000;
/** A failed-over pair returns to direct no sooner than this after it failed over; each return that fails again doubles it. */
const FIRST_HOLD_DOWN_MS = 30_000;
const LAST_HOLD_DOWN_MS = 10 * 60_000;
/** A pair that failed over again within this long after returning to direct was not ready: its hold-down doubles. */
const FLAP_WINDOW_MS = 2 * 60_000;
/** Something this recent over a failed-over partner's own entry shows the direct path works. */
const DIRECT_HEARD_MS = 30_000;
/** A failed-over partner's entry tries a new handshake this often (WireGuard gives up after 90 s). */
const RETRY_DIRECT_MS = 30_000;
/** A request the server refused is not asked again before this long. */
const REFUSED_BACKOFF_MS = 60_000;

/** The server calls the watch makes. */
export interface FailoverRequests {
  failOver(nodeId: string, peerId: string): Promise<void>;
  endFailover(nodeId: string, peerId: string): Promise<void>;
}

interface Tracked {
  firstSeenMs: number;
  rxBytes: number;
  /** When something last came from it (bytes, or an answer to a probe); null: nothing since it was first seen. */
  heardMs: number | null;
  /** Whether nothing came from it for too long, at the last look. */
  unreachable: boolean;
  /** While failed over (whichever host of the pair asked): since when; null when direct. */
  failedOverMs: number | null;
  /** How long after failing over the pair may return to direct. */
  holdDownMs: number;
  /** When it last returned to direct; null when it never failed over. */
  directSinceMs: number | null;
  /** When its entry last tried a handshake on the watch's request. */
  retriedMs: number;
  /** No request to the server about it before this. */
  quietUntilMs: number;
  /** Why the server refused the last request about it; null when it did not. */
  reason: string | null;
  probing: boolean;
  /** Whether its agent ever answered a probe: a peer whose agent does not is judged by its handshakes. */
  answersProbes: boolean;
}

/** Our node and the peer's node of the network they share. */
interface Pair {
  nodeId: string;
  peerId: string;
  /** The peer's node address and its host's name. */
  address: string;
  name: string;
}

/**
 * Watches the path to every peer (issue 26): a peer that stops answering, or never answers after it
 * is added, goes through the network's failover node; a failed-over peer whose own entry shakes
 * hands again returns to direct after a hold-down that doubles when a return does not last.
 */
export function createPathWatch(interfaceName: string, server: FailoverRequests) {
  const prober = new PathProber();
  const tracked = new Map<string, Tracked>();
  /** Peer key -> its pair, learnt while its entry carries its address (a failed-over entry carries none). */
  const pairs = new Map<string, Pair>();
  let update: HostPeerUpdate | null = null;

  function pairOf(peer: PeerStats): Pair | null {
    if (!update) return null;
    for (const cidr of peer.allowedIps) {
      const identity = update.address_identity_map[cidr];
      if (!identity || identity.type !== PEER_TYPES.node) continue;
      const address = cidr.split('/')[0];
      const node = update.nodes.find((own) => own.networkrange !== '' && cidrContains(own.networkrange, cidr));
      if (node) return { nodeId: node.id, peerId: identity.id, address, name: identity.name };
    }
    return null;
  }

  async function ask(state: Tracked, pair: Pair | undefined, nowMs: number, failOver: boolean) {
    if (!pair || nowMs < state.quietUntilMs) return;
    state.quietUntilMs = nowMs + REFUSED_BACKOFF_MS;
    try {
      if (failOver) await server.failOver(pair.nodeId, pair.peerId);
      else await server.endFailover(pair.nodeId, pair.peerId);
      state.reason = null;
    } catch (error) {
      state.reason = errorText(error);
    }
  }

  /** How long nothing came from the peer's entry, and after how long that means no path; null while it cannot tell. */
  function silence(peer: PeerStats, state: Tracked, nowMs: number): { quietMs: number; limitMs: number } | null {
    // A peer whose agent does not answer probes counts as reachable while its session lasts.
    if (!state.answersProbes && nowMs / 1000 - peer.latestHandshake < SESSION_SECONDS) return null;
    return {
      quietMs: nowMs - (state.heardMs ?? state.firstSeenMs),
      limitMs: state.heardMs === null ? CONNECT_GRACE_MS : DEAD_AFTER_MS,
    };
  }

  function watchDirect(peer: PeerStats, state: Tracked, nowMs: number): void {
    const pair = pairOf(peer);
    if (pair) pairs.set(peer.publicKey, pair);
    if (state.failedOverMs !== null) {
      // Back to direct (asked by this host or its partner): a fresh start.
      Object.assign(state, { failedOverMs: null, directSinceMs: nowMs, heardMs: nowMs, quietUntilMs: 0 });
    }
    if (peer.rxBytes !== state.rxBytes || peer.endpoint === null || !pair) state.heardMs = nowMs;
    state.rxBytes = peer.rxBytes;
    // One that dials in, or that is no node of a network of this host, is not watched.
    if (peer.endpoint === null || !pair) return;
    // Until its agent first answers, it is probed however busy it is: then its silence can be trusted.
    const quietMs = nowMs - (state.heardMs ?? state.firstSeenMs);
    if ((quietMs >= PROBE_AFTER_MS || !state.answersProbes) && !state.probing) {
      state.probing = true;
      void prober.probe(pair.address, 1000).then((answered) => {
        state.probing = false;
        if (!answered) return;
        state.heardMs = Date.now();
        state.answersProbes = true;
      });
    }
    const quiet = silence(peer, state, nowMs);
    state.unreachable = quiet !== null && quiet.quietMs > quiet.limitMs;
    if (state.unreachable) void ask(state, pair, nowMs, true);
  }

  function watchFailedOver(peer: PeerStats, state: Tracked, nowMs: number): void {
    const failedOverMs = state.failedOverMs ?? nowMs;
    if (state.failedOverMs === null) {
      const flapped = state.directSinceMs !== null && nowMs - state.directSinceMs < FLAP_WINDOW_MS;
      state.holdDownMs = flapped ? Math.min(state.holdDownMs * 2, LAST_HOLD_DOWN_MS) : FIRST_HOLD_DOWN_MS;
      Object.assign(state, { failedOverMs, heardMs: null, unreachable: false, quietUntilMs: 0, reason: null });
    }
    // Its entry carries no addresses now: what still comes over it (keepalives, handshakes) came directly.
    if (peer.rxBytes !== state.rxBytes) state.heardMs = nowMs;
    state.rxBytes = peer.rxBytes;
    const directWorks = state.heardMs !== null && nowMs - state.heardMs < DIRECT_HEARD_MS;
    if (directWorks && nowMs - failedOverMs >= state.holdDownMs) {
      void ask(state, pairs.get(peer.publicKey), nowMs, false);
    } else if (nowMs - state.retriedMs >= RETRY_DIRECT_MS) {
      state.retriedMs = nowMs;
      void retryHandshake(interfaceName, peer).catch(() => undefined);
    }
  }

  return {
    /** The update in place: which node of this host each peer shares a network with. */
    follow(applied: HostPeerUpdate): void {
      update = applied;
    },

    /**
     * One look at every peer; call every second or two. Only a host behind NAT watches: a public
     * host's peers behind NAT watch their side of each pair (either may ask), and a mesh of public
     * hosts pays nothing for it.
     */
    async check(): Promise<void> {
      if (!update || !isBehindNat(update.host.nat_type)) {
        tracked.clear();
        return;
      }
      const nowMs = Date.now();
      const peers = await readPeerStats(interfaceName);
      const present = new Set(peers.map((peer) => peer.publicKey));
      for (const key of tracked.keys()) if (!present.has(key)) tracked.delete(key);
      for (const peer of peers) {
        let state = tracked.get(peer.publicKey);
        if (!state) {
          state = {
            firstSeenMs: nowMs,
            rxBytes: peer.rxBytes,
            heardMs: null,
            unreachable: false,
            failedOverMs: null,
            holdDownMs: FIRST_HOLD_DOWN_MS,
            directSinceMs: null,
            retriedMs: nowMs,
            quietUntilMs: 0,
            reason: null,
            probing: false,
            answersProbes: false,
          };
          tracked.set(peer.publicKey, state);
        }
        if (peer.allowedIps.length > 0) watchDirect(peer, state, nowMs);
        else if (peer.endpoint !== null) watchFailedOver(peer, state, nowMs);
      }
    },

    /** Peer key -> how it is reached. */
    paths(): Record<string, PeerPath> {
      return Object.fromEntries(
        [...tracked].map(([key, state]) => {
          const path = state.failedOverMs !== null ? 'failover' : state.unreachable ? 'unreachable' : 'direct';
          const pair = pairs.get(key);
          return [key, { path, reason: state.reason, ...(pair ? { name: pair.name, address: pair.address } : {}) }];
        }),
      );
    },

    close(): void {
      prober.close();
    },
  };
}

export type PathWatch = ReturnType<typeof createPathWatch>;
