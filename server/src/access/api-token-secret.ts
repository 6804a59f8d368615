import { sha256Hex } from '../sha256';
import { API_TOKEN_PREFIX } from '@netloom/contract';
import { randomBase32 } from '../random-base32';

/** 52 base32 characters: 260 random bits. */
const SECRET_LENGTH = 52;

/** A new token's secret, as shown once to its owner: the prefix and random characters. */
export function newApiTokenSecret(): string {
  return `${API_TOKEN_PREFIX}${randomBase32(SECRET_LENGTH)}`;
}

/** True for a bearer token that is a personal API token rather than a session JWT. */
export function isApiTokenSecret(token: string): boolean {
  return token.startsWith(API_TOKEN_PREFIX);
}

/** What is kept of a secret: its SHA-256 in hex. A random 260-bit secret needs no slow password hash. */
export function apiTokenSecretHash(secret: string): string {
  return sha256Hex(secret);
}
