import { randomBytes } from 'node:crypto';

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * `length` random characters of the base32 alphabet, 5 bits each: 256 is a multiple of 32, so each
 * byte modulo 32 picks every character equally often. Secrets, keys and codes are made of them.
 */
export function randomBase32(length: number): string {
  return Array.from(randomBytes(length), (byte) => BASE32_ALPHABET[byte % BASE32_ALPHABET.length]).join('');
}
