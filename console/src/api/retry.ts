import { isApiError } from './errors';

/** The retry helper: a failing call is tried up to 5 times, 500 ms apart. */
export const RETRY_ATTEMPTS = 5;
export const RETRY_DELAY_MS = 500;

/** Only what another try can fix: no answer at all, or a server-side failure. */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.kind === 'network' || (error.status !== null && error.status >= 500);
}

/** TanStack Query's `retry` option: `failureCount` failures so far, retried while attempts are left. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < RETRY_ATTEMPTS - 1 && isRetryable(error);
}

const pause = (ms: number) => new Promise((resume) => setTimeout(resume, ms));

/** Runs a call outside TanStack Query with the same rule: up to 5 attempts, 500 ms apart. */
export async function withRetry<T>(call: () => Promise<T>): Promise<T> {
  for (let failures = 0; ; failures += 1) {
    try {
      return await call();
    } catch (error) {
      if (!shouldRetry(failures, error)) throw error;
      await pause(RETRY_DELAY_MS);
    }
  }
}
