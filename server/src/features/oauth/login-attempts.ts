import type { LoginChecks } from './oidc-client';

/** An invitation the sign-in was started from (`/api/oauth/login?email=&invite_code=`). */
export interface CarriedInvite {
  email: string;
  inviteCode: string;
}

/** A sign-in on its way through the provider. */
export interface LoginAttempt {
  checks: LoginChecks;
  invite: CarriedInvite | null;
}

export interface LoginAttempts {
  remember(attempt: LoginAttempt): void;
  /** Takes the attempt with this state out: each one is good for one callback, within its lifetime. */
  take(state: string): LoginAttempt | undefined;
}

export interface LoginAttemptLimits {
  lifetimeMs: number;
  /** The oldest attempts are forgotten beyond this many, so anonymous callers cannot fill the memory. */
  capacity: number;
  now?: () => number;
}

export const LOGIN_ATTEMPT_LIMITS: LoginAttemptLimits = { lifetimeMs: 10 * 60_000, capacity: 10_000 };

/** Sign-ins in progress, kept in memory by their `state`. */
export function createLoginAttempts({ lifetimeMs, capacity, now = Date.now }: LoginAttemptLimits): LoginAttempts {
  const attempts = new Map<string, LoginAttempt & { expiresAt: number }>();

  function forgetExpired(time: number): void {
    // Every attempt lives as long, so insertion order is expiry order.
    for (const [state, attempt] of attempts) {
      if (attempt.expiresAt > time) return;
      attempts.delete(state);
    }
  }

  return {
    remember(attempt) {
      const time = now();
      forgetExpired(time);
      const oldest = attempts.keys().next();
      if (attempts.size >= capacity && !oldest.done) attempts.delete(oldest.value);
      attempts.set(attempt.checks.state, { ...attempt, expiresAt: time + lifetimeMs });
    },
    take(state) {
      const attempt = attempts.get(state);
      attempts.delete(state);
      if (!attempt || attempt.expiresAt <= now()) return undefined;
      return { checks: attempt.checks, invite: attempt.invite };
    },
  };
}
