import { LIVE_TOPICS, type LiveChange, type LiveTopic } from '@netloom/contract';

/** Changes are collected this long, then told at once: one event per network, the union of its topics. */
export const LIVE_COALESCE_MS = 500;

/** One open live-update stream, as the hub sees it. */
export interface LiveStream {
  /** The user it belongs to (streams per user are capped). */
  username: string;
  /** Tells the stream what changed in the last window; the stream keeps what its caller may not see. */
  deliver(changes: LiveChange[]): void;
  /** Ends the stream: the server is closing. */
  end(): void;
}

/** The in-process live-change hub: publishers say what changed, open streams hear it. */
export interface LiveHub {
  /** Something changed; the streams hear of it within LIVE_COALESCE_MS, merged with whatever else changed meanwhile. */
  changed(change: LiveChange): void;
  /** Adds a stream; the returned function removes it. */
  open(stream: LiveStream): () => void;
  /** How many streams a user has open. */
  streamsOf(username: string): number;
  /** True while any stream is open: otherwise nothing needs telling. */
  listening(): boolean;
  /** How many streams are open, of all users. */
  openStreams(): number;
  /** Ends every stream and forgets what is pending (the server is closing). */
  close(): void;
}

/** The hub: changes of a window are merged per network (null: not about one network) and delivered once. */
export function createLiveHub(coalesceMs = LIVE_COALESCE_MS): LiveHub {
  const streams = new Set<LiveStream>();
  const pending = new Map<string | null, Set<LiveTopic>>();
  let timer: NodeJS.Timeout | undefined;

  function flush(): void {
    timer = undefined;
    const changes = [...pending].map(([network, topics]) => ({
      network,
      topics: LIVE_TOPICS.filter((topic) => topics.has(topic)),
    }));
    pending.clear();
    for (const stream of streams) stream.deliver(changes);
  }

  return {
    changed({ network, topics }) {
      if (topics.length === 0 || streams.size === 0) return;
      const merged = pending.get(network) ?? new Set<LiveTopic>();
      for (const topic of topics) merged.add(topic);
      pending.set(network, merged);
      timer ??= setTimeout(flush, coalesceMs);
    },
    open(stream) {
      streams.add(stream);
      return () => streams.delete(stream);
    },
    streamsOf(username) {
      return [...streams].filter((stream) => stream.username === username).length;
    },
    listening: () => streams.size > 0,
    openStreams: () => streams.size,
    close() {
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
      for (const stream of [...streams]) stream.end();
      streams.clear();
    },
  };
}
