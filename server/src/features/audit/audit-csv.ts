import { AUDIT_CSV_COLUMNS, type AuditEvent } from '@netloom/contract';

/** What a spreadsheet takes for the start of a formula: such a cell gets a leading `'` and stays text. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Characters that need a cell quoted. */
const NEEDS_QUOTES = /[",\r\n]/;

function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record (RFC 4180: CRLF line ends, quotes doubled inside quoted cells). */
export function csvRecord(values: readonly string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** The audit CSV: the header row of AUDIT_CSV_COLUMNS, then one record per event, a batch at a time. */
export async function* auditCsv(batches: AsyncIterable<AuditEvent[]>): AsyncGenerator<string> {
  yield csvRecord(AUDIT_CSV_COLUMNS);
  for await (const events of batches) {
    yield events.map((event) => csvRecord(AUDIT_CSV_COLUMNS.map((column) => event[column]))).join('');
  }
}
