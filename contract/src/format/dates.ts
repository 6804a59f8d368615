/** The two date formats of the console, in Moment.js-style tokens, as Netmaker's console writes them. */
export const LONG_DATE_FORMAT = 'Do MMMM YYYY @ HH:mm';
export const SHORT_DATE_FORMAT = 'YYYY-MM-DD HH:mm';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export type DateInput = Date | number | string;

function toDate(input: DateInput): Date | null {
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st. */
export function ordinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

/** 'Do MMMM YYYY @ HH:mm' in local time, e.g. "21st November 2025 @ 09:05"; empty for an invalid date. */
export function formatLongDate(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  const time = `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
  return `${ordinal(date.getDate())} ${MONTHS[date.getMonth()]} ${date.getFullYear()} @ ${time}`;
}

/** 'YYYY-MM-DD HH:mm' in local time, e.g. "2025-11-21 09:05"; empty for an invalid date. */
export function formatShortDate(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  const day = `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
  return `${day} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** `datetime-local` input text for an instant, in local time, to the minute (`YYYY-MM-DDTHH:mm`). */
export function localDateTimeText(ms: number): string {
  const date = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return date.toISOString().slice(0, 16);
}
