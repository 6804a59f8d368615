import { parseIPv4 } from '@netloom/contract';

/**
 * Stored sort keys: lists sort rows in SQL by keys written with the row, so both backends give one
 * order and no request sorts 50,000 names in JavaScript. Columns holding them compare byte by byte
 * (SQLite's BINARY, PostgreSQL's "C" collation; migration 0010).
 */

/** ASCII punctuation in the order the console's natural collation puts it, all before digits and letters. */
const PUNCTUATION = ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$';
const PUNCTUATION_BASE = 0x21;
/** Starts a number, after every punctuation mark and before every letter; its length follows, then its digits. */
const NUMBER_MARK = '`';
const LONGEST_NUMBER = 0x7e - PUNCTUATION_BASE;

/**
 * A key whose byte order is the natural order of texts: case and accents aside, numbers by value
 * (node-2 before node-10), punctuation before digits before letters, as `Intl.Collator` with
 * `numeric` and base sensitivity orders host names and client ids.
 */
export function naturalOrderKey(text: string): string {
  const folded = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  let key = '';
  for (const [, digits, other] of folded.matchAll(/([0-9]+)|([^0-9])/gu)) {
    if (digits !== undefined) {
      const value = digits.replace(/^0+(?=.)/, '');
      key += NUMBER_MARK + String.fromCharCode(PUNCTUATION_BASE + Math.min(value.length, LONGEST_NUMBER)) + value;
    } else {
      const rank = PUNCTUATION.indexOf(other);
      key += rank >= 0 ? String.fromCharCode(PUNCTUATION_BASE + rank) : other;
    }
  }
  return key;
}

/** Where an address without IPv4 sorts: after every IPv4 address. */
export const NO_IPV4_ORDER = 2 ** 32;

/** A bare IPv4 address as a number for ordering; `NO_IPV4_ORDER` for none. */
export function ipv4Order(address: string | null): number {
  const value = address ? parseIPv4(address) : null;
  return value === null ? NO_IPV4_ORDER : Number(value);
}
