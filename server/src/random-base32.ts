import { randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 4648's base32 alphabet: secrets, keys and codes people may type are made of it. */
export const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * `length` random characters of the base32 alphabet, 5 bits each: 256 is a multiple of 32, so each
 * byte modulo 32 picks every character equally often.
 */
export function randomBase32(length: number): string {
  return Array.from(randomBytes(length), (byte) => BASE32_ALPHABET[byte % BASE32_ALPHABET.length]).join('');
}

/** Whether a secret someone gave is the stored one, compared in constant time. */
export function sameSecret(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
