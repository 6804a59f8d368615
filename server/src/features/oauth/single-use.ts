/** How long what a single-use store keeps lives, and how much it keeps. */
export interface SingleUseLimits {
  lifetimeMs: number;
  /** The oldest entries are forgotten beyond this many, so anonymous callers cannot fill the memory. */
  capacity: number;
  now?: () => number;
}

/** Values kept in memory by a secret key, each good for one `take` within its lifetime. */
export interface SingleUse<T> {
  put(key: string, value: T): void;
  /** Takes the value out: a second take, or one after its lifetime, finds nothing. */
  take(key: string): T | undefined;
}

export function createSingleUse<T>({ lifetimeMs, capacity, now = Date.now }: SingleUseLimits): SingleUse<T> {
  const entries = new Map<string, { value: T; expiresAt: number }>();

  function forgetExpired(time: number): void {
    // Every entry lives as long, so insertion order is expiry order.
    for (const [key, entry] of entries) {
      if (entry.expiresAt > time) return;
      entries.delete(key);
    }
  }

  return {
    put(key, value) {
      const time = now();
      forgetExpired(time);
      const oldest = entries.keys().next();
      if (entries.size >= capacity && !oldest.done) entries.delete(oldest.value);
      entries.set(key, { value, expiresAt: time + lifetimeMs });
    },
    take(key) {
      const entry = entries.get(key);
      entries.delete(key);
      return entry && entry.expiresAt > now() ? entry.value : undefined;
    },
  };
}
