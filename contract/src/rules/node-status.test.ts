import { describe, expect, it } from 'vitest';
import { nodeExpiryProblem, nodeStatus } from './node-status';
import { problemText, type Problem } from './problems';

const english = (found: Problem | null) => found && problemText(found);

const now = Date.UTC(2026, 0, 15, 12, 0, 0);
const secondsAgo = (seconds: number) => now / 1000 - seconds;

describe('node status', () => {
  it('is disconnected when the node is not connected, whatever its check-ins', () => {
    expect(nodeStatus({ connected: false, lastcheckin: secondsAgo(1) }, now)).toEqual({
      status: 'disconnected',
      reason: 'not-connected',
    });
    expect(nodeStatus({ connected: false, lastcheckin: 0 }, now).status).toBe('disconnected');
  });

  it('is offline when the host never checked in', () => {
    expect(nodeStatus({ connected: true, lastcheckin: 0 }, now)).toEqual({
      status: 'offline',
      reason: 'never-checked-in',
    });
    expect(nodeStatus({ connected: true, lastcheckin: -62135596800 }, now).status).toBe('offline');
  });

  it('follows the age of the last check-in with the default thresholds (300 s, 1800 s)', () => {
    const at = (age: number) => nodeStatus({ connected: true, lastcheckin: secondsAgo(age) }, now);
    expect(at(0)).toEqual({ status: 'online', reason: 'checked-in' });
    expect(at(300).status).toBe('online');
    expect(at(301)).toEqual({ status: 'warning', reason: 'check-in-over-warning-threshold' });
    expect(at(1800).status).toBe('warning');
    expect(at(1801)).toEqual({ status: 'error', reason: 'check-in-over-error-threshold' });
    expect(at(-60).status).toBe('online');
  });

  it('is unstable when more than half of the peers of a recent report did not answer', () => {
    const withPeers = (measured: number, unreachable: number, reportAge = 10) =>
      nodeStatus(
        {
          connected: true,
          lastcheckin: secondsAgo(5),
          connectivity: { measured, unreachable, reportedAt: secondsAgo(reportAge) },
        },
        now,
      );
    expect(withPeers(3, 2)).toEqual({ status: 'warning', reason: 'peers-unreachable' });
    expect(withPeers(4, 2)).toEqual({ status: 'online', reason: 'checked-in' });
    expect(withPeers(2, 0)).toEqual({ status: 'online', reason: 'checked-in' });
    expect(withPeers(3, 3, 301).status).toBe('online');
    expect(withPeers(0, 0).status).toBe('online');
  });

  it('uses the thresholds it is given', () => {
    const thresholds = { warningSeconds: 10, errorSeconds: 20 };
    const at = (age: number) => nodeStatus({ connected: true, lastcheckin: secondsAgo(age) }, now, thresholds).status;
    expect([at(10), at(11), at(20), at(21)]).toEqual(['online', 'warning', 'warning', 'error']);
  });

  it('is offline once the expiration date has passed, before any other reason', () => {
    const check = { connected: false, lastcheckin: secondsAgo(1) };
    expect(nodeStatus({ ...check, expdatetime: now / 1000 }, now)).toEqual({ status: 'offline', reason: 'expired' });
    expect(nodeStatus({ ...check, expdatetime: now / 1000 + 1 }, now).reason).toBe('not-connected');
    expect(nodeStatus({ ...check, expdatetime: 0 }, now).reason).toBe('not-connected');
  });
});

describe('node expiry requests', () => {
  it('accepts 0 (never) and future dates, and refuses past or negative ones', () => {
    expect(english(nodeExpiryProblem(0, now))).toBeNull();
    expect(english(nodeExpiryProblem(now / 1000 + 60, now))).toBeNull();
    expect(english(nodeExpiryProblem(now / 1000, now))).toMatch(/in the future/);
    expect(english(nodeExpiryProblem(now / 1000 - 60, now))).toMatch(/in the future/);
    expect(english(nodeExpiryProblem(-5, now))).toMatch(/or 0 for never/);
  });
});
