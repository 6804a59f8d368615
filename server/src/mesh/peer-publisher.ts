import type { HostPeerUpdate } from '@netloom/contract';
import type { FastifyBaseLogger } from 'fastify';

/**
 * What changed, as a service says it after its transaction commits: every network (`all`), some
 * networks (every host in them must look again), the hosts sharing a network with some hosts
 * (`neighboursOf`, e.g. a host's endpoint moved), or only some hosts' own updates (`hosts`, e.g. a check-in).
 */
export interface MeshChange {
  all?: boolean;
  networks?: string[];
  neighboursOf?: string[];
  hosts?: string[];
}

/** What the publisher reads and where it sends; the database and the broker in the server, plain functions in tests. */
export interface PeerPublisherSource {
  /** Hosts with a node in one of these networks; every host with a node when `networks` is null. */
  hostsInNetworks(networks: string[] | null): Promise<string[]>;
  networksOfHosts(hostIds: string[]): Promise<string[]>;
  /** Current updates of these hosts; hosts that no longer exist are missing. */
  updates(hostIds: string[]): Promise<Map<string, HostPeerUpdate>>;
  /** Whether publishing can work now; when it cannot, changes wait for `republishAll` on reconnection. */
  connected(): boolean;
  /** Publishes a host's update retained; null clears what was retained for a host that is gone. */
  publish(hostId: string, update: HostPeerUpdate | null): Promise<void>;
}

export interface PeerPublisherTiming {
  /** Quiet time after the last change before publishing. */
  debounceMs: number;
  /** A steady stream of changes is still published this long after its first one. */
  maxDelayMs: number;
}

export interface PeerPublisher {
  changed(change: MeshChange): void;
  /** Forgets what was sent and publishes every host again (the broker lost its retained messages). */
  republishAll(): void;
  /** Publishes what is pending now and resolves once everything asked for so far has gone out. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

interface Published {
  text: string;
  networks: Set<string>;
}

class PendingChanges {
  all = false;
  readonly networks = new Set<string>();
  readonly neighboursOf = new Set<string>();
  readonly hosts = new Set<string>();

  add(change: MeshChange): void {
    this.all ||= change.all === true;
    for (const network of change.networks ?? []) this.networks.add(network);
    for (const host of change.neighboursOf ?? []) this.neighboursOf.add(host);
    for (const host of change.hosts ?? []) this.hosts.add(host);
  }

  get empty(): boolean {
    return !this.all && this.networks.size + this.neighboursOf.size + this.hosts.size === 0;
  }
}

/**
 * The one publisher of peer updates (DESIGN "Data plane"): collects change events, waits for a
 * burst to end (debounce, capped), works out the affected hosts, recomputes only theirs and
 * publishes each host's update once, retained on its own topic, and only when it differs from what
 * that host was last sent. Hosts that left a network are found through what they were last sent.
 */
export function createPeerPublisher(
  source: PeerPublisherSource,
  timing: PeerPublisherTiming,
  log: FastifyBaseLogger,
): PeerPublisher {
  const published = new Map<string, Published>();
  let pending = new PendingChanges();
  let debounce: NodeJS.Timeout | undefined;
  let deadline: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let closed = false;

  function knownIn(networks: Set<string>): string[] {
    return [...published].filter(([, sent]) => [...sent.networks].some((n) => networks.has(n))).map(([id]) => id);
  }

  async function affectedHosts(changes: PendingChanges): Promise<Set<string>> {
    if (changes.all) return new Set([...(await source.hostsInNetworks(null)), ...published.keys()]);
    const neighbours = [...changes.neighboursOf];
    const networks = new Set([...changes.networks, ...(await source.networksOfHosts(neighbours))]);
    for (const host of neighbours) for (const network of published.get(host)?.networks ?? []) networks.add(network);
    const inNetworks = networks.size > 0 ? await source.hostsInNetworks([...networks]) : [];
    return new Set([...changes.hosts, ...neighbours, ...inNetworks, ...knownIn(networks)]);
  }

  async function publishHost(hostId: string, update: HostPeerUpdate | undefined): Promise<void> {
    const sent = published.get(hostId);
    if (!update) {
      if (!sent) return;
      await source.publish(hostId, null);
      published.delete(hostId);
      return;
    }
    const text = JSON.stringify(update);
    if (sent?.text === text) return;
    await source.publish(hostId, update);
    published.set(hostId, { text, networks: new Set(update.nodes.map((node) => node.network)) });
  }

  async function publishPending(): Promise<void> {
    const changes = pending;
    pending = new PendingChanges();
    if (changes.empty || !source.connected()) return;
    const hosts = [...(await affectedHosts(changes))];
    const updates = await source.updates(hosts);
    const failed: string[] = [];
    for (const hostId of hosts) {
      try {
        await publishHost(hostId, updates.get(hostId));
      } catch (error) {
        log.debug({ err: error }, `could not publish the peer update of host ${hostId}`);
        failed.push(hostId);
        published.delete(hostId);
      }
    }
    if (failed.length > 0) {
      log.warn(`could not publish the peer updates of ${failed.length} host(s); they are sent again on reconnection`);
    }
  }

  function start(): Promise<void> {
    clearTimeout(debounce);
    clearTimeout(deadline);
    debounce = deadline = undefined;
    running = running.then(publishPending).catch((error: unknown) => {
      log.error({ err: error }, 'could not work out peer updates');
    });
    return running;
  }

  function schedule(): void {
    if (closed) return;
    clearTimeout(debounce);
    debounce = setTimeout(start, timing.debounceMs);
    deadline ??= setTimeout(start, timing.maxDelayMs);
  }

  return {
    changed(change) {
      pending.add(change);
      schedule();
    },
    republishAll() {
      for (const sent of published.values()) sent.text = '';
      pending.add({ all: true });
      schedule();
    },
    flush: () => start(),
    async close() {
      closed = true;
      clearTimeout(debounce);
      clearTimeout(deadline);
      await running;
    },
  };
}
