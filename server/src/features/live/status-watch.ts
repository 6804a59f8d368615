import type { NodeStatusThresholds } from '@netloom/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../store/schema';
import { networksWithTurnedStatus } from '../../store/status-sql';
import { STATUS_TOPICS } from './host-changes';
import type { LiveHub } from '../../live-hub';

/** The longest a node's status turning with time (a host gone quiet, an expiry) waits to be told. */
const LONGEST_WATCH_MS = 5_000;

/** How often statuses are looked at: every tenth of the warning threshold, at most every LONGEST_WATCH_MS. */
function statusWatchMs(thresholds: NodeStatusThresholds): number {
  return Math.min(LONGEST_WATCH_MS, thresholds.warningSeconds * 100);
}

/** The running watch; `stop` ends it once a look under way is done. */
export interface StatusWatch {
  stop(): Promise<void>;
}

/**
 * Tells the live hub of nodes whose status turned with time alone, which no request reports: a
 * host that stopped checking in crossing the warning or error threshold, an expiry passing, a report
 * of unanswered peers growing old. At each look, while someone listens, the networks holding a node
 * whose status turned since the last look (`networksWithTurnedStatus`) get one `nodes` and `hosts`
 * change. Changes a request makes (a check-in, an edit) are told by that request.
 */
export function watchNodeStatuses(
  db: Database,
  thresholds: NodeStatusThresholds,
  live: LiveHub,
  log: FastifyBaseLogger,
): StatusWatch {
  let lastLookMs = Date.now();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let look: Promise<void> = Promise.resolve();

  async function lookAtStatuses(): Promise<void> {
    const nowMs = Date.now();
    const sinceMs = lastLookMs;
    lastLookMs = nowMs;
    if (!live.listening()) return;
    try {
      for (const network of await networksWithTurnedStatus(db, thresholds, sinceMs, nowMs)) {
        live.changed({ network, topics: [...STATUS_TOPICS] });
      }
    } catch (error) {
      log.warn({ err: error }, 'live updates: could not look for nodes whose status turned');
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      look = lookAtStatuses().then(schedule);
    }, statusWatchMs(thresholds));
  }

  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await look;
    },
  };
}
