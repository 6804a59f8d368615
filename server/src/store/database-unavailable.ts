/** What a request that failed because the database could not be reached answers, with status 503. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'the database is unreachable; try again shortly';

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** PostgreSQL's SQLSTATE classes 08 (connection exception) and 57P (the server is shutting down or starting up). */
const POSTGRES_UNAVAILABLE_CODE = /^(08...|57P0.)$/;

/** What node-postgres says, without a code, when a connection ended or never came. */
const POSTGRES_UNAVAILABLE_TEXTS = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
];

/** True when `error` says the database cannot be reached right now (PostgreSQL down, restarting or cut off), not that a query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE_CODE.test(code)) return true;
  return POSTGRES_UNAVAILABLE_TEXTS.some((text) => error.message.startsWith(text));
}
