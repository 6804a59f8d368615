import { describe, expect, it } from 'vitest';
import { HEALTHY_AT_START, type ServerHealth } from '../../../server-status/serverHealthState';
import { causeStates, hasServerProblem, healthNotice, UNHEALTHY_OVERLAY_DELAY_MS } from './serverProblem';

const health = (changes: Partial<ServerHealth>): ServerHealth => ({ ...HEALTHY_AT_START, ...changes });

describe('health banner choice', () => {
  it('shows nothing for a healthy server with its broker', () => {
    expect(healthNotice(HEALTHY_AT_START)).toBeNull();
  });

  it("says 'not running properly' while the server answers, unreachable when it does not", () => {
    expect(healthNotice(health({ db_connected: false }))).toBe('not-running');
    expect(healthNotice(health({ license_error: 'invalid license' }))).toBe('not-running');
    expect(healthNotice(health({ healthyNetwork: false }))).toBe('unreachable');
  });

  it('warns about the broker only for an otherwise healthy, reachable server', () => {
    expect(healthNotice(health({ broker_connected: false }))).toBe('broker-down');
    expect(healthNotice(health({ broker_connected: false, healthyNetwork: false }))).toBe('unreachable');
  });

  it('leaves an ended trial to the trial banner and dialog', () => {
    const ended = health({ license_error: 'your trial has ended' });
    expect(hasServerProblem(ended)).toBe(false);
    expect(healthNotice(ended)).toBeNull();
    expect(hasServerProblem(health({ license_error: 'your trial has ended', db_connected: false }))).toBe(true);
  });
});

describe('server-problem overlay', () => {
  it('waits 5 s', () => {
    expect(UNHEALTHY_OVERLAY_DELAY_MS).toBe(5_000);
  });

  it('marks each listed cause from the last status; stale flags are unknown', () => {
    expect(causeStates(health({ db_connected: false, license_error: 'expired' }))).toEqual({
      billing: 'problem',
      database: 'problem',
      broker: 'fine',
      network: 'fine',
    });
    expect(causeStates(health({ healthyNetwork: false }))).toEqual({
      billing: 'unknown',
      database: 'unknown',
      broker: 'unknown',
      network: 'problem',
    });
  });
});
