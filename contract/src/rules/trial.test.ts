import { describe, expect, it } from 'vitest';
import { DAY_MS, isTrialEndedError, trialDaysLeft, trialNotice } from './trial';

const now = Date.UTC(2026, 2, 10, 12, 0, 0);
const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();
const onTrial = (endOffsetMs: number) => ({
  is_on_trial_license: true,
  trial_end_date: at(endOffsetMs),
  license_error: '',
});

describe('trial days left', () => {
  it('rounds the milliseconds left up to whole days', () => {
    expect(trialDaysLeft(at(3 * DAY_MS), now)).toBe(3);
    expect(trialDaysLeft(at(2 * DAY_MS + 1), now)).toBe(3);
    expect(trialDaysLeft(at(1), now)).toBe(1);
    expect(trialDaysLeft(at(0), now)).toBe(0);
    expect(trialDaysLeft(at(-DAY_MS / 2), now)).toBe(-0);
    expect(trialDaysLeft('not a date', now)).toBeNull();
  });
});

describe('trial notice', () => {
  it('counts days while more than one day is left', () => {
    expect(trialNotice(onTrial(5 * DAY_MS), now)).toEqual({
      kind: 'days-left',
      days: 5,
      endsAt: new Date(now + 5 * DAY_MS),
    });
    expect(trialNotice(onTrial(DAY_MS + 1), now)).toMatchObject({ kind: 'days-left', days: 2 });
  });

  it('says less than a day once a single (partial) day is left', () => {
    expect(trialNotice(onTrial(DAY_MS), now)).toMatchObject({ kind: 'less-than-a-day' });
    expect(trialNotice(onTrial(60_000), now)).toMatchObject({ kind: 'less-than-a-day' });
  });

  it('has ended at or after the end date, or when the licence error says so', () => {
    expect(trialNotice(onTrial(0), now)).toEqual({ kind: 'ended' });
    expect(trialNotice(onTrial(-3 * DAY_MS), now)).toEqual({ kind: 'ended' });
    expect(
      trialNotice({ is_on_trial_license: false, trial_end_date: '', license_error: 'your trial has ended' }, now),
    ).toEqual({ kind: 'ended' });
  });

  it('shows nothing off trial or with an unreadable end date', () => {
    expect(trialNotice({ ...onTrial(5 * DAY_MS), is_on_trial_license: false }, now)).toEqual({ kind: 'none' });
    expect(trialNotice({ ...onTrial(5 * DAY_MS), trial_end_date: '' }, now)).toEqual({ kind: 'none' });
  });

  it('recognises the trial-ended licence error only', () => {
    expect(isTrialEndedError('your trial has ended')).toBe(true);
    expect(isTrialEndedError(' Your trial has ended ')).toBe(true);
    expect(isTrialEndedError('invalid license')).toBe(false);
    expect(isTrialEndedError('')).toBe(false);
  });
});
