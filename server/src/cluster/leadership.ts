import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { postgresDriver } from '../store/database';

/** Whether this server is the one that publishes peer updates, and news of it changing. */
export interface Leadership {
  isLeader(): boolean;
  /** Calls `listener` each time this server becomes the leader. */
  onGained(listener: () => void): void;
  close(): Promise<void>;
}

/** One server alone leads from the start. */
export const SOLE_LEADERSHIP: Leadership = { isLeader: () => true, onGained: () => {}, close: async () => {} };

/** The advisory lock whose holder leads; PostgreSQL keeps advisory locks per database. */
const LEADER_LOCK = 0x6e6c6c64; // "nlld"
/** How often the leader proves it is alive, and how often the others try to take the lock. */
export const LEADER_HEARTBEAT_MS = 1000;
/**
 * A leader silent this long loses its session, and so the lock: PostgreSQL's `idle_session_timeout`
 * on the lock's connection, for a leader whose machine vanished without closing its connection.
 */
const SILENT_LEADER_SECONDS = 6;
/** A heartbeat that takes longer has failed: the leader steps down rather than lead unseen. */
const HEARTBEAT_TIMEOUT_MS = 3000;
const CONNECT_TIMEOUT_MS = 5000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Leadership through a PostgreSQL advisory lock held on a connection of its own: every server tries to
 * take it each LEADER_HEARTBEAT_MS; the one holding it leads and runs a query on that connection as
 * often (its heartbeat). A leader that dies loses its connection and the lock at once (or after
 * SILENT_LEADER_SECONDS when its connection dies silently); one whose heartbeat fails steps down and
 * competes again. `started` resolves after the first try, so a server alone leads once it has started.
 */
export function postgresLeadership(
  connectionString: string,
  log: FastifyBaseLogger,
): Leadership & { started: Promise<void> } {
  const gainedListeners: (() => void)[] = [];
  let client: pg.Client | undefined;
  let leading = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  function dropConnection(): void {
    const old = client;
    client = undefined;
    void old?.end().catch(() => {});
  }

  function stepDown(reason: unknown): void {
    if (leading)
      log.warn({ err: reason }, 'this server no longer leads (its lock connection failed); another takes over');
    leading = false;
    dropConnection();
  }

  async function connection(): Promise<pg.Client> {
    if (client) return client;
    const fresh = new (postgresDriver().Client)({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    fresh.on('error', (error) => {
      if (client === fresh) stepDown(error);
    });
    await fresh.connect();
    await fresh.query(`SET idle_session_timeout = '${SILENT_LEADER_SECONDS}s'`);
    client = fresh;
    return fresh;
  }

  async function beat(): Promise<void> {
    try {
      const current = await withTimeout(connection(), CONNECT_TIMEOUT_MS);
      if (leading) {
        await withTimeout(current.query('SELECT 1'), HEARTBEAT_TIMEOUT_MS);
        return;
      }
      const { rows } = await withTimeout(
        current.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [LEADER_LOCK]),
        HEARTBEAT_TIMEOUT_MS,
      );
      if (!rows[0]?.locked || closed) return;
      leading = true;
      log.info('this server now leads: it publishes peer updates to hosts');
      for (const listener of gainedListeners) listener();
    } catch (error) {
      stepDown(error);
    }
  }

  function schedule(): void {
    if (closed) return;
    timer = setTimeout(() => void beat().finally(schedule), LEADER_HEARTBEAT_MS);
  }

  const started = beat().finally(schedule);
  return {
    started,
    isLeader: () => leading,
    onGained: (listener) => gainedListeners.push(listener),
    async close() {
      closed = true;
      clearTimeout(timer);
      leading = false;
      dropConnection();
    },
  };
}
