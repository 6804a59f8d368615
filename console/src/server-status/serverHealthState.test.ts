import type { ServerStatus } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { HEALTHY_AT_START, isServerHealthy, nextServerHealth, type ServerHealth } from './serverHealthState';

const answer: ServerStatus = {
  db_connected: true,
  broker_connected: false,
  license_error: '',
  is_pro: true,
  trial_end_date: '2026-04-01T00:00:00Z',
  is_on_trial_license: true,
};
const known: ServerHealth = { ...answer, license_error: 'expired', healthyNetwork: true };

describe('server health transitions', () => {
  it('is healthy at start', () => {
    expect(isServerHealthy(HEALTHY_AT_START)).toBe(true);
  });

  it('stores an answer with healthyNetwork true', () => {
    expect(nextServerHealth({ ...HEALTHY_AT_START, healthyNetwork: false }, { status: answer })).toEqual({
      ...answer,
      healthyNetwork: true,
    });
  });

  it('keeps the previous flags on an HTTP error answer, with healthyNetwork true', () => {
    expect(nextServerHealth({ ...known, healthyNetwork: false }, { failure: 'http-error' })).toEqual(known);
  });

  it('keeps the previous flags when nothing answers, with healthyNetwork false', () => {
    expect(nextServerHealth(known, { failure: 'no-response' })).toEqual({ ...known, healthyNetwork: false });
  });

  it('marks database and broker down and clears the licence error on any other failure', () => {
    expect(nextServerHealth({ ...known, broker_connected: true }, { failure: 'other' })).toEqual({
      ...known,
      db_connected: false,
      broker_connected: false,
      license_error: '',
      healthyNetwork: false,
    });
  });
});

describe('isHealthy', () => {
  it('needs the database, the network and no licence error', () => {
    expect(isServerHealthy({ ...HEALTHY_AT_START, db_connected: false })).toBe(false);
    expect(isServerHealthy({ ...HEALTHY_AT_START, healthyNetwork: false })).toBe(false);
    expect(isServerHealthy({ ...HEALTHY_AT_START, license_error: 'your trial has ended' })).toBe(false);
    expect(isServerHealthy({ ...HEALTHY_AT_START, broker_connected: false })).toBe(true);
  });
});
