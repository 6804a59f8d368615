import type { FastifyBaseLogger } from 'fastify';

/**
 * What changed, as a service says it after its transaction commits: every network (`all`), some
 * networks (every host in them must look again), the access control of some networks (`access`:
 * nothing stored of their hosts and nodes changed, so only the hosts whose peers the change alters
 * look again, which are also those whose firewalls it alters: a policy's members, a cell's two ends,
 * everyone for the devices and the default), the hosts sharing a network with some hosts
 * (`neighboursOf`, e.g. a host's endpoint moved), or only some hosts' own updates (`hosts`, e.g. a check-in).
 */
export interface MeshChange {
  all?: boolean;
  networks?: string[];
  access?: string[];
  neighboursOf?: string[];
  hosts?: string[];
}

/** A host's update as it is sent: its JSON, a digest that changes whenever the JSON does, and its networks. */
export interface HostUpdateJson {
  json: Buffer;
  digest: string;
  networks: string[];
}

/** What one round of publishing asks to look at; the round answers which hosts' updates may have changed. */
export interface RoundQuestion {
  /** Every host must be looked at. */
  all: boolean;
  /** Networks in which something changed (their hosts' peers may differ). */
  networks: string[];
  /** Networks whose nodes may have been edited (their hosts' own records may differ too). */
  editedNetworks: string[];
  /** Hosts to look at whatever changed. */
  hosts: string[];
  /** Hosts last sent an update listing one of `networks`: those no longer in such a network are looked at (they left). */
  formerMembers: string[];
  /** The networks of the update a host was last sent; undefined when it holds none (it is looked at). */
  sentNetworks(hostId: string): ReadonlySet<string> | undefined;
}

/** One round of publishing: a consistent look at the networks it touches, from the changes to the updates. */
export interface PeerRound {
  networksOfHosts(hostIds: string[]): Promise<string[]>;
  /** The hosts whose updates may differ from what they were sent, given what changed. */
  affectedHosts(question: RoundQuestion): Promise<string[]>;
  /** Current updates of these hosts; hosts that no longer exist are missing. */
  updates(hostIds: string[]): Promise<Map<string, HostUpdateJson>>;
  /** The round has sent its updates: what it saw becomes what the next round compares with. */
  finish(): void;
}

/** What the publisher reads and where it sends; the database and the broker in the server, plain functions in tests. */
export interface PeerPublisherSource {
  round(): PeerRound;
  /** Whether publishing can work now; when it cannot, changes wait for `republishAll` on reconnection. */
  connected(): boolean;
  /** Publishes a host's update retained; null clears what was retained for a host that is gone. */
  publish(hostId: string, json: Buffer | null): Promise<void>;
}

export interface PeerPublisherTiming {
  /**
   * The first change after a quiet spell (no round started for `debounceMs`) is published this long after it, with
   * whatever else came meanwhile (one request's several changes): a lone change does not wait out a burst's debounce.
   */
  settleMs: number;
  /** Quiet time after the last change before publishing, once changes come in a burst. */
  debounceMs: number;
  /** A steady stream of changes is still published this long after its first one. */
  maxDelayMs: number;
}

/** Told of each round that ran: how long it took and how many hosts' updates it sent (server metrics). */
export interface PublishObserver {
  roundDone(seconds: number, hostsPublished: number): void;
}

export interface PeerPublisher {
  changed(change: MeshChange): void;
  /** Forgets what was sent and publishes every host again (the broker lost its retained messages). */
  republishAll(): void;
  /** Publishes what is pending now and resolves once everything asked for so far has gone out. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** Hosts worked out and published together: enough to share the work, few enough to bound memory and let requests in between. */
const HOSTS_PER_BATCH = 50;

/** What is kept of the update a host was last sent: its digest (updates run to megabytes) and its networks. */
interface Published {
  digest: string;
  networks: Set<string>;
}

class PendingChanges {
  all = false;
  readonly networks = new Set<string>();
  readonly access = new Set<string>();
  readonly neighboursOf = new Set<string>();
  readonly hosts = new Set<string>();

  add(change: MeshChange): void {
    this.all ||= change.all === true;
    for (const network of change.networks ?? []) this.networks.add(network);
    for (const network of change.access ?? []) this.access.add(network);
    for (const host of change.neighboursOf ?? []) this.neighboursOf.add(host);
    for (const host of change.hosts ?? []) this.hosts.add(host);
  }

  get empty(): boolean {
    return !this.all && this.networks.size + this.access.size + this.neighboursOf.size + this.hosts.size === 0;
  }
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The one publisher of peer updates (docs/architecture.md, How a change travels): collects change events, publishes
 * the first after a quiet spell at once and then waits for a burst to end (debounce, capped), asks the round which
 * hosts the changes may reach, works out only theirs, a batch at a time, and publishes each host's update once,
 * retained on its own topic, and only when it differs from what that host was last sent. Hosts that left a network
 * are found through what they were last sent.
 */
export function createPeerPublisher(
  source: PeerPublisherSource,
  timing: PeerPublisherTiming,
  log: FastifyBaseLogger,
  observer: PublishObserver = { roundDone: () => {} },
): PeerPublisher {
  const published = new Map<string, Published>();
  let pending = new PendingChanges();
  let debounce: NodeJS.Timeout | undefined;
  let deadline: NodeJS.Timeout | undefined;
  /** Whether the pending round is the first of a quiet spell, going out `settleMs` after its first change. */
  let settling = false;
  let lastStartedAt = -Infinity;
  let running: Promise<void> = Promise.resolve();
  let closed = false;
  let markClosed: () => void = () => {};
  const closing = new Promise<void>((resolve) => (markClosed = resolve));

  /**
   * Waits for `work` unless the publisher closes first: a publish in flight then, whose broker
   * connection goes away with the server, would wait for a reconnection that never comes.
   */
  function untilClosed<T>(work: Promise<T>): Promise<T | void> {
    work.catch(() => {});
    return Promise.race([work, closing]);
  }

  function knownIn(networks: Set<string>): string[] {
    return [...published].filter(([, sent]) => [...sent.networks].some((n) => networks.has(n))).map(([id]) => id);
  }

  async function affectedHosts(changes: PendingChanges, round: PeerRound): Promise<string[]> {
    const sentNetworks = (hostId: string) => published.get(hostId)?.networks;
    if (changes.all) {
      const hosts = [...published.keys()];
      return round.affectedHosts({
        all: true,
        networks: [],
        editedNetworks: [],
        hosts,
        formerMembers: [],
        sentNetworks,
      });
    }
    const neighbours = [...changes.neighboursOf];
    const networks = new Set([...changes.networks, ...changes.access, ...(await round.networksOfHosts(neighbours))]);
    for (const host of neighbours) for (const network of published.get(host)?.networks ?? []) networks.add(network);
    return round.affectedHosts({
      all: false,
      networks: [...networks],
      editedNetworks: [...changes.networks],
      hosts: [...changes.hosts, ...neighbours],
      formerMembers: knownIn(networks),
      sentNetworks,
    });
  }

  /** Sends a host its update unless it holds it already; true when something was sent. */
  async function publishHost(hostId: string, update: HostUpdateJson | undefined): Promise<boolean> {
    const sent = published.get(hostId);
    if (!update) {
      if (!sent) return false;
      await source.publish(hostId, null);
      published.delete(hostId);
      return true;
    }
    if (sent?.digest === update.digest) return false;
    await source.publish(hostId, update.json);
    published.set(hostId, { digest: update.digest, networks: new Set(update.networks) });
    return true;
  }

  async function publishPending(): Promise<void> {
    const changes = pending;
    pending = new PendingChanges();
    if (changes.empty || !source.connected()) return;
    const startedAt = performance.now();
    let sentCount = 0;
    const round = source.round();
    const hosts = await affectedHosts(changes, round);
    const failed: string[] = [];
    for (let start = 0; start < hosts.length; start += HOSTS_PER_BATCH) {
      const batch = hosts.slice(start, start + HOSTS_PER_BATCH);
      const updates = await round.updates(batch);
      if (closed) return;
      // A batch goes out at once: each publish waits for the broker's acknowledgement, one at a time
      // that is a round trip per host.
      const results = await Promise.allSettled(
        batch.map((hostId) => untilClosed(publishHost(hostId, updates.get(hostId)))),
      );
      results.forEach((result, index) => {
        if (result.status === 'fulfilled') {
          if (result.value) sentCount += 1;
          return;
        }
        const hostId = batch[index];
        log.debug({ err: result.reason }, `could not publish the peer update of host ${hostId}`);
        failed.push(hostId);
        published.delete(hostId);
      });
      await nextTurn();
    }
    round.finish();
    observer.roundDone((performance.now() - startedAt) / 1000, sentCount);
    if (failed.length > 0) {
      log.warn(`could not publish the peer updates of ${failed.length} host(s); they are sent again on reconnection`);
    }
  }

  function start(): Promise<void> {
    clearTimeout(debounce);
    clearTimeout(deadline);
    debounce = deadline = undefined;
    settling = false;
    lastStartedAt = performance.now();
    running = running.then(publishPending).catch((error: unknown) => {
      log.error({ err: error }, 'could not work out peer updates');
    });
    return running;
  }

  function schedule(): void {
    if (closed || settling) return;
    settling = debounce === undefined && performance.now() - lastStartedAt >= timing.debounceMs;
    clearTimeout(debounce);
    debounce = setTimeout(start, settling ? timing.settleMs : timing.debounceMs);
    deadline ??= setTimeout(start, timing.maxDelayMs);
  }

  return {
    changed(change) {
      pending.add(change);
      schedule();
    },
    republishAll() {
      for (const sent of published.values()) sent.digest = '';
      pending.add({ all: true });
      schedule();
    },
    flush: () => start(),
    async close() {
      closed = true;
      markClosed();
      clearTimeout(debounce);
      clearTimeout(deadline);
      await running;
    },
  };
}
