import type { Database } from '../../store/schema';
import type { LoginChecks } from './oidc-client';
import { createSingleUse, type SingleUseLimits } from './single-use';

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
  remember(attempt: LoginAttempt): Promise<void>;
  /** Takes the attempt with this state out: each one is good for one callback, within its lifetime. */
  take(state: string): Promise<LoginAttempt | undefined>;
}

export const LOGIN_ATTEMPT_LIMITS: SingleUseLimits = { kind: 'sso-login', lifetimeMs: 10 * 60_000, capacity: 10_000 };

/** Sign-ins in progress, kept in the database by their `state`, so the callback may reach any server. */
export function createLoginAttempts(db: Database, limits: SingleUseLimits): LoginAttempts {
  const attempts = createSingleUse<LoginAttempt>(db, limits);
  return {
    remember: (attempt) => attempts.put(attempt.checks.state, attempt),
    take: (state) => attempts.take(state),
  };
}
