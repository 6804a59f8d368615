import { randomBase32, sameSecret } from '../../random-base32';

/** 26 characters of 5 random bits each: 130 bits, beyond guessing (Netmaker's 8 give 40). */
const CODE_LENGTH = 26;

/** A new invite code in the base32 alphabet. */
export function newInviteCode(): string {
  return randomBase32(CODE_LENGTH);
}

/** Compares codes in constant time. */
export function inviteCodeMatches(stored: string, given: string): boolean {
  return sameSecret(stored, given.toUpperCase());
}

/** The magic link that opens the console's sign-up page for one invitation. */
export function inviteUrl(consoleUrl: string, email: string, code: string): string {
  const query = new URLSearchParams({ email, invite_code: code });
  return `${consoleUrl}/invite?${query.toString()}`;
}
