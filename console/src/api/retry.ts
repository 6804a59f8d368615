import { isApiError } from './errors';

/** The spec's retry helper (section 8): a failing call is tried up to 5 times, 500 ms apart. */
export const RETRY_ATTEMPTS = 5;
export const RETRY_DELAY_MS = 500;

/** Retries only what another try can fix: no answer at all, or a server-side failure. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= RETRY_ATTEMPTS - 1) return false;
  if (!isApiError(error)) return false;
  return error.kind === 'network' || (error.status !== null && error.status >= 500);
}
