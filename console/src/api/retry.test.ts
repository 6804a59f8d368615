import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { isRetryable, RETRY_ATTEMPTS, RETRY_DELAY_MS, shouldRetry, withRetry } from './retry';

const unreachable = () => new ApiError('no answer', 'network');
const serverError = () => new ApiError('boom', 'http', 503);
const badRequest = () => new ApiError('bad', 'http', 400);

describe('which failures are retried', () => {
  it('retries no answer and 5xx answers only', () => {
    expect(isRetryable(unreachable())).toBe(true);
    expect(isRetryable(serverError())).toBe(true);
    expect(isRetryable(badRequest())).toBe(false);
    expect(isRetryable(new ApiError('401', 'http', 401))).toBe(false);
    expect(isRetryable(new ApiError('odd', 'invalid-response'))).toBe(false);
    expect(isRetryable(new Error('bug'))).toBe(false);
  });

  it('gives TanStack Query 4 retries, 5 attempts in all', () => {
    expect(RETRY_ATTEMPTS).toBe(5);
    expect(RETRY_DELAY_MS).toBe(500);
    expect([0, 1, 2, 3].every((failures) => shouldRetry(failures, unreachable()))).toBe(true);
    expect(shouldRetry(4, unreachable())).toBe(false);
    expect(shouldRetry(0, badRequest())).toBe(false);
  });
});

describe('withRetry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries up to 5 times, 500 ms apart, then gives the last error', async () => {
    const call = vi.fn(() => Promise.reject(unreachable()));
    const result = withRetry(call).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(call).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(call).toHaveBeenCalledTimes(5);
    expect(await result).toBeInstanceOf(ApiError);
  });

  it('resolves as soon as an attempt succeeds', async () => {
    const call = vi.fn().mockRejectedValueOnce(serverError()).mockResolvedValueOnce('user');
    const result = withRetry(call);
    await vi.advanceTimersByTimeAsync(500);
    await expect(result).resolves.toBe('user');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('does not retry what another try cannot fix', async () => {
    const call = vi.fn(() => Promise.reject(badRequest()));
    await expect(withRetry(call)).rejects.toThrow('bad');
    expect(call).toHaveBeenCalledTimes(1);
  });
});
