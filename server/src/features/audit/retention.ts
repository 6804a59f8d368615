import { DAY_MS } from '@netloom/contract';
import type { FastifyBaseLogger } from 'fastify';
import { deleteAuditEventsBefore } from '../../store/audit-repository';
import type { Database } from '../../store/schema';

const PRUNE_EVERY_MS = 3_600_000;

/**
 * Keeps the audit log to its retention: events older than `retentionDays` are deleted at start and
 * every hour. Returns how to stop.
 */
export function keepAuditRetention(
  db: Database,
  retentionDays: number,
  log: FastifyBaseLogger,
  now: () => number = Date.now,
): () => void {
  const prune = () => {
    const before = new Date(now() - retentionDays * DAY_MS).toISOString();
    deleteAuditEventsBefore(db, before).then(
      (deleted) => {
        if (deleted > 0) log.info(`audit log: deleted ${deleted} events older than ${retentionDays} days`);
      },
      (error: unknown) => log.warn({ err: error }, 'audit log: old events could not be deleted'),
    );
  };
  prune();
  const timer = setInterval(prune, PRUNE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
