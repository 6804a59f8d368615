/** The Pro trial. */

export const DAY_MS = 86_400_000;

/** The licence error a server reports once its trial is over. */
export const TRIAL_ENDED_LICENSE_ERROR = 'your trial has ended';

export function isTrialEndedError(licenseError: string): boolean {
  return licenseError.trim().toLowerCase() === TRIAL_ENDED_LICENSE_ERROR;
}

/** Whole days left, rounded up: ceil(milliseconds left / 86,400,000); null for a date that cannot be read. */
export function trialDaysLeft(trialEndDate: string, nowMs: number): number | null {
  const endMs = Date.parse(trialEndDate);
  return Number.isNaN(endMs) ? null : Math.ceil((endMs - nowMs) / DAY_MS);
}

export type TrialNotice =
  | { kind: 'none' }
  | { kind: 'days-left'; days: number; endsAt: Date }
  | { kind: 'less-than-a-day'; endsAt: Date }
  | { kind: 'ended' };

interface TrialStatus {
  is_on_trial_license: boolean;
  trial_end_date: string;
  license_error: string;
}

/** Which trial banner to show: more than a day left, less than a day, or ended (days <= 0). */
export function trialNotice(status: TrialStatus, nowMs: number): TrialNotice {
  if (isTrialEndedError(status.license_error)) return { kind: 'ended' };
  if (!status.is_on_trial_license) return { kind: 'none' };
  const days = trialDaysLeft(status.trial_end_date, nowMs);
  if (days === null) return { kind: 'none' };
  const endsAt = new Date(Date.parse(status.trial_end_date));
  if (days > 1) return { kind: 'days-left', days, endsAt };
  if (days === 1) return { kind: 'less-than-a-day', endsAt };
  return { kind: 'ended' };
}
