import { describe, expect, it } from 'vitest';
import { apiTokenExpiresAt, customExpiryRange } from './apiTokenExpiry';

const now = new Date(2026, 10, 27, 15, 30);

describe('apiTokenExpiresAt', () => {
  it('counts the offered days from now', () => {
    expect(apiTokenExpiresAt('30', '', now)).toBe(new Date(now.getTime() + 30 * 86_400_000).toISOString());
  });

  it('starts a custom date at its local midnight, from tomorrow to a year ahead', () => {
    expect(customExpiryRange(now)).toEqual({ min: '2026-11-28', max: '2027-11-27' });
    expect(apiTokenExpiresAt('custom', '2027-01-31', now)).toBe(new Date(2027, 0, 31).toISOString());
    expect(apiTokenExpiresAt('custom', '2027-11-27', now)).toBe(new Date(2027, 10, 27).toISOString());
  });

  it('refuses a custom date that is missing, past, today or over a year ahead', () => {
    for (const date of ['', 'soon', '2026-11-01', '2026-11-27', '2027-11-28']) {
      expect(apiTokenExpiresAt('custom', date, now)).toBeNull();
    }
  });
});
