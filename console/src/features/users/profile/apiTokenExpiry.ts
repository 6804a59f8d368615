import { API_TOKEN_EXPIRY_DAYS } from '@netloom/contract';

/** An expiry offered in the create dialog: a number of days from now, or a date picked. */
export type ApiTokenExpiryChoice = `${(typeof API_TOKEN_EXPIRY_DAYS)[number]}` | 'custom';

const DAY_MS = 86_400_000;
/** The last date a custom expiry may be: a year from today, which the server accepts. */
const CUSTOM_DAYS_MAX = 365;

/** A local date as the date input writes it: `2027-01-31`. */
function dateInputValue(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The dates a custom expiry may be, as the date input's `min` and `max`: tomorrow to a year from today. */
export function customExpiryRange(now: Date): { min: string; max: string } {
  return {
    min: dateInputValue(new Date(now.getTime() + DAY_MS)),
    max: dateInputValue(new Date(now.getTime() + CUSTOM_DAYS_MAX * DAY_MS)),
  };
}

/**
 * When a token made now expires (RFC 3339): that many days from now, or the start of the picked
 * local date; null for a custom date that is missing or outside `customExpiryRange`.
 */
export function apiTokenExpiresAt(choice: ApiTokenExpiryChoice, customDate: string, now: Date): string | null {
  if (choice !== 'custom') return new Date(now.getTime() + Number(choice) * DAY_MS).toISOString();
  const { min, max } = customExpiryRange(now);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(customDate) || customDate < min || customDate > max) return null;
  const [year, month, day] = customDate.split('-').map(Number);
  return new Date(year, month - 1, day).toISOString();
}
