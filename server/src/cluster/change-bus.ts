import type { LiveChange } from '@netloom/contract';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { postgresDriver } from '../store/database';
import type { MeshChange } from '../mesh/peer-publisher';

/** What one server tells the others sharing its database, once the change is committed. */
export type ClusterEvent =
  /** Peer updates may differ: the leader publishes them. */
  | { kind: 'mesh'; change: MeshChange }
  /** Live-update streams open on any server hear of it. */
  | { kind: 'live'; change: LiveChange }
  /** A deleted host's broker connections close on every server. */
  | { kind: 'host-removed'; hostId: string }
  /** The server's address was changed: every server reads it again. */
  | { kind: 'server-address' };

/** How the servers sharing a database tell each other what changed; one server alone tells no one. */
export interface ChangeBus {
  /** Tells the other servers (never this one, which has acted on it already). */
  send(event: ClusterEvent): void;
  /** Calls `handler` with each event another server sends. */
  onEvent(handler: (event: ClusterEvent) => void): void;
  /**
   * Calls `handler` when events may have been missed (the connection to the database was lost and is
   * back): whoever relies on them looks again at everything.
   */
  onGap(handler: () => void): void;
  close(): Promise<void>;
}

/** One server alone (SQLite): there is no one to tell. */
export const SOLE_SERVER_BUS: ChangeBus = {
  send: () => {},
  onEvent: () => {},
  onGap: () => {},
  close: async () => {},
};

const CHANNEL = 'netloom_changes';
/** PostgreSQL takes notification payloads under 8000 bytes; a larger mesh change is sent as "everything". */
const MAX_PAYLOAD_BYTES = 7900;
const RECONNECT_MS = 1000;
const CONNECT_TIMEOUT_MS = 5000;

interface Envelope {
  from: string;
  event: ClusterEvent;
}

function payloadOf(from: string, event: ClusterEvent): string {
  const text = JSON.stringify({ from, event } satisfies Envelope);
  if (Buffer.byteLength(text) <= MAX_PAYLOAD_BYTES || event.kind !== 'mesh') return text;
  return JSON.stringify({ from, event: { kind: 'mesh', change: { all: true } } } satisfies Envelope);
}

const EVENT_KINDS: readonly ClusterEvent['kind'][] = ['mesh', 'live', 'host-removed', 'server-address'];

function envelopeOf(text: string | undefined): Envelope | null {
  try {
    const parsed = JSON.parse(text ?? '') as Partial<Envelope>;
    if (typeof parsed.from !== 'string' || !EVENT_KINDS.includes(parsed.event?.kind as ClusterEvent['kind']))
      return null;
    return parsed as Envelope;
  } catch {
    return null;
  }
}

/**
 * The change bus over PostgreSQL's LISTEN/NOTIFY: `send` notifies through `notify` (a pooled query),
 * a connection of its own listens and comes back by itself when it is lost, reporting the gap.
 * `origin` names this server, whose own notifications are ignored.
 */
export function postgresChangeBus(
  connectionString: string,
  origin: string,
  notify: (channel: string, payload: string) => Promise<void>,
  log: FastifyBaseLogger,
): ChangeBus & { listening: Promise<void> } {
  const handlers: ((event: ClusterEvent) => void)[] = [];
  const gapHandlers: (() => void)[] = [];
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function listen(afterGap: boolean): Promise<void> {
    const listener = new (postgresDriver().Client)({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    client = listener;
    let lost = false;
    const reconnect = (error?: Error) => {
      if (lost || closed) return;
      lost = true;
      log.warn({ err: error }, 'lost the connection on which other servers tell their changes; reconnecting');
      void listener.end().catch(() => {});
      retry = setTimeout(() => void listen(true).catch(() => {}), RECONNECT_MS);
    };
    listener.on('error', reconnect);
    listener.on('end', () => reconnect());
    listener.on('notification', (message) => {
      const envelope = envelopeOf(message.payload);
      if (!envelope || envelope.from === origin) return;
      for (const handler of handlers) handler(envelope.event);
    });
    try {
      await listener.connect();
      await listener.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      reconnect(error as Error);
      throw error;
    }
    if (afterGap) for (const handler of gapHandlers) handler();
  }

  return {
    // A first connection that fails is retried like a lost one.
    listening: listen(false).catch(() => {}),
    send(event) {
      void notify(CHANNEL, payloadOf(origin, event)).catch((error: unknown) =>
        log.warn({ err: error }, `could not tell the other servers of a ${event.kind} change`),
      );
    },
    onEvent: (handler) => handlers.push(handler),
    onGap: (handler) => gapHandlers.push(handler),
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
