import { randomBytes, timingSafeEqual } from 'node:crypto';

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const CODE_LENGTH = 8;

/** A new invite code: 8 characters of the base32 alphabet (reference section 4.4). */
export function newInviteCode(): string {
  return Array.from(randomBytes(CODE_LENGTH), (byte) => BASE32_ALPHABET[byte % BASE32_ALPHABET.length]).join('');
}

/** Compares codes in constant time. */
export function inviteCodeMatches(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given.toUpperCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The magic link that opens the console's sign-up page for one invitation. */
export function inviteUrl(consoleUrl: string, email: string, code: string): string {
  const query = new URLSearchParams({ email, invite_code: code });
  return `${consoleUrl}/invite?${query.toString()}`;
}
