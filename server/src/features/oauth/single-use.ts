import { sha256Hex } from '../../sha256';
import type { Database } from '../../store/schema';
import { putSingleUse, takeSingleUse } from '../../store/single-use-repository';

/** What a single-use store keeps, how long it lives, and how much of it is kept. */
export interface SingleUseLimits {
  /** What the values are; each kind has its own capacity. */
  kind: string;
  lifetimeMs: number;
  /** The entries that expire first are forgotten beyond this many, so anonymous callers cannot fill the table. */
  capacity: number;
  now?: () => number;
}

/**
 * Values kept in the database by a secret key, each good for one `take` within its lifetime on any
 * server of the database. Only the key's SHA-256 is stored: whoever reads the table cannot take them.
 */
export interface SingleUse<T> {
  put(key: string, value: T): Promise<void>;
  /** Takes the value out: a second take, or one after its lifetime, finds nothing, on every server. */
  take(key: string): Promise<T | undefined>;
}

const instant = (milliseconds: number) => new Date(milliseconds).toISOString();

export function createSingleUse<T>(
  db: Database,
  { kind, lifetimeMs, capacity, now = Date.now }: SingleUseLimits,
): SingleUse<T> {
  return {
    async put(key, value) {
      const time = now();
      const entry = {
        kind,
        key_hash: sha256Hex(key),
        value: JSON.stringify(value),
        expires_at: instant(time + lifetimeMs),
      };
      await putSingleUse(db, entry, capacity, instant(time));
    },
    async take(key) {
      const value = await takeSingleUse(db, kind, sha256Hex(key), instant(now()));
      return value === undefined ? undefined : (JSON.parse(value) as T);
    },
  };
}
