import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sha256Hex } from '../../sha256';
import { countAttempt, forgetEndedWindows, readAttempts } from '../../store/rate-limit-repository';
import type { Database } from '../../store/schema';

/** How often a server deletes the counters whose window ended. */
const PRUNE_EVERY_MS = 60_000;

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

function answer(callback: Callback, counting: Promise<Counted>): void {
  counting.then(
    (counted) => callback(null, counted),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
  );
}

/**
 * A store for `@fastify/rate-limit` that counts in the database, so that every server on one database
 * counts the same attempts: a caller cannot get more tries by landing on another server. Keys are one
 * space for every route (kept as their SHA-256): a limiter whose count is per route names its route
 * in its key. Windows are fixed (`continueExceeding` and `exponentialBackoff` are not supported).
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let prunedAt = 0;

  async function count(key: string, timeWindow: number): Promise<Counted> {
    const now = Date.now();
    const nowText = new Date(now).toISOString();
    if (now - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = now;
      await forgetEndedWindows(db, nowText);
    }
    const counted = await countAttempt(db, sha256Hex(key), nowText, new Date(now + timeWindow).toISOString());
    return { current: counted.attempts, ttl: Date.parse(counted.windowEndsAt) - now };
  }

  async function read(key: string): Promise<Counted> {
    const now = Date.now();
    const counted = await readAttempts(db, sha256Hex(key), new Date(now).toISOString());
    return counted
      ? { current: counted.attempts, ttl: Date.parse(counted.windowEndsAt) - now }
      : { current: 0, ttl: 0 };
  }

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      answer(callback, count(key, timeWindow));
    }

    read(key: string, callback: Callback): void {
      answer(callback, read(key));
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
