import type { FastifyBaseLogger } from 'fastify';
import { deleteReplicas, listReplicasSeenSince, writeHeartbeat, type ReplicaRow } from '../store/replica-repository';
import type { Database } from '../store/schema';
import type { Leadership } from './leadership';

/** How often each server writes its heartbeat row. */
const HEARTBEAT_MS = 2000;
/** A server whose heartbeat is older is taken for dead. */
export const REPLICA_SILENCE_MS = 10_000;
/** Rows of servers dead this long are deleted. */
const FORGET_AFTER_MS = 24 * 3600_000;

/** The servers sharing the database as this one last saw them (itself included), kept current by heartbeats. */
export interface ReplicaRegistry {
  readonly self: ReplicaRow;
  /** The servers alive at the last heartbeat, the first started first. */
  alive(): ReplicaRow[];
  /** Calls `listener` after each heartbeat with the servers alive. */
  onHeartbeat(listener: (alive: ReplicaRow[]) => void): void;
  close(): Promise<void>;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** One server alone (SQLite) keeps no rows: it is the only one, and it leads. */
export function soleReplicaRegistry(self: Omit<ReplicaRow, 'lastSeen' | 'leader'>): ReplicaRegistry {
  const row: ReplicaRow = { ...self, lastSeen: self.startedAt, leader: true };
  return {
    self: row,
    alive: () => [{ ...row, lastSeen: iso(Date.now()) }],
    onHeartbeat: () => {},
    close: async () => {},
  };
}

/**
 * Writes this server's row every HEARTBEAT_MS (whether it leads included) and reads who else is
 * alive; `started` resolves after the first heartbeat. Closing deletes the row, so the others stop
 * counting this server at once.
 */
export function startReplicaRegistry(
  db: Database,
  self: Omit<ReplicaRow, 'lastSeen' | 'leader'>,
  leadership: Leadership,
  log: FastifyBaseLogger,
): ReplicaRegistry & { started: Promise<void> } {
  const listeners: ((alive: ReplicaRow[]) => void)[] = [];
  const row: ReplicaRow = { ...self, lastSeen: self.startedAt, leader: false };
  let alive: ReplicaRow[] = [row];
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let beating: Promise<void> = Promise.resolve();

  async function beat(): Promise<void> {
    const now = Date.now();
    Object.assign(row, { lastSeen: iso(now), leader: leadership.isLeader() });
    try {
      await writeHeartbeat(db, row);
      alive = await listReplicasSeenSince(db, iso(now - REPLICA_SILENCE_MS));
      await deleteReplicas(db, { silentBefore: iso(now - FORGET_AFTER_MS) });
    } catch (error) {
      log.warn({ err: error }, 'could not write this server heartbeat; the others may take it for dead');
      return;
    }
    for (const listener of listeners) listener(alive);
  }

  function schedule(): void {
    if (closed) return;
    timer = setTimeout(() => {
      beating = beat().finally(schedule);
    }, HEARTBEAT_MS);
  }

  beating = beat();
  const started = beating.finally(schedule);
  return {
    started,
    self: row,
    alive: () => alive,
    onHeartbeat: (listener) => listeners.push(listener),
    async close() {
      closed = true;
      clearTimeout(timer);
      await beating;
      await deleteReplicas(db, { id: row.id }).catch(() => {});
    },
  };
}
