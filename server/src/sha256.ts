import { createHash } from 'node:crypto';

/** SHA-256 of a text, hex: what is kept of a random secret or a key, where the text itself need not be. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
