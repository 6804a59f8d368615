import { CliError } from '../../cli-error';

/** How a column's values are written in a backup, whichever backend stored them. */
export const COLUMN_KINDS = ['integer', 'real', 'boolean', 'json', 'bytes', 'text'] as const;
export type ColumnKind = (typeof COLUMN_KINDS)[number];

/** The kind of a column from its type as the database declares it (SQLite) or names it (PostgreSQL). */
export function columnKind(dataType: string): ColumnKind {
  const type = dataType.trim().toLowerCase();
  if (/^(int[248]?|integer|smallint|bigint|(small|big)?serial)$/.test(type)) return 'integer';
  if (/^(float[48]?|real|double( precision)?)$/.test(type)) return 'real';
  if (/^bool(ean)?$/.test(type)) return 'boolean';
  if (/^jsonb?$/.test(type)) return 'json';
  if (/^(bytea|blob)$/.test(type)) return 'bytes';
  return 'text';
}

/**
 * A stored value as a backup writes it: integers as numbers (PostgreSQL reads bigint as digits), flags
 * as true/false, JSON as JSON, bytes as base64, non-finite reals and instants as text.
 */
export function toBackupValue(kind: ColumnKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'integer':
      if (typeof value === 'number') return value;
      return Number.isSafeInteger(Number(value)) ? Number(value) : String(value);
    case 'real':
      return typeof value === 'number' && !Number.isFinite(value) ? String(value) : value;
    case 'boolean':
      return value === true || value === 1 || value === '1' || value === 't';
    case 'json':
      return typeof value === 'string' ? JSON.parse(value) : value;
    case 'bytes':
      return Buffer.from(value as Uint8Array).toString('base64');
    case 'text':
      return value instanceof Date ? value.toISOString() : value;
  }
}

/** What a value of a backup should have been, for the message that refuses it. */
const EXPECTED: Record<ColumnKind, string> = {
  integer: 'a whole number',
  real: 'a number',
  boolean: 'true or false',
  json: 'JSON',
  bytes: 'base64 text',
  text: 'text',
};

function fits(kind: ColumnKind, value: unknown): boolean {
  switch (kind) {
    case 'integer':
      return (
        Number.isInteger(value) || (typeof value === 'string' && /^-?\d+$/.test(value)) || typeof value === 'boolean'
      );
    case 'real':
      return typeof value === 'number' || (typeof value === 'string' && !Number.isNaN(Number(value)));
    case 'boolean':
      return typeof value === 'boolean' || value === 0 || value === 1;
    case 'json':
      return true;
    case 'bytes':
    case 'text':
      return typeof value === 'string';
  }
}

/**
 * A backup value as the target backend stores it in a column of this kind; `where` names the value
 * when it doesn't fit (a damaged or edited file).
 */
export function toStoredValue(kind: ColumnKind, value: unknown, postgres: boolean, where: string): unknown {
  if (value === null) return null;
  if (!fits(kind, value)) throw new CliError(`${where} holds ${JSON.stringify(value)} where ${EXPECTED[kind]} belongs`);
  switch (kind) {
    case 'integer':
      return typeof value === 'boolean' ? Number(value) : value;
    case 'real':
      return Number(value);
    case 'boolean':
      return postgres ? Boolean(value) : Number(value);
    case 'json':
      return JSON.stringify(value);
    case 'bytes':
      return Buffer.from(value as string, 'base64');
    case 'text':
      return value;
  }
}
