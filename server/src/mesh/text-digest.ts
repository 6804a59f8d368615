import { createHash } from 'node:crypto';

/** A short fingerprint of a text (SHA-1, base64): what is kept or compared instead of texts of up to megabytes. */
export function textDigest(text: string): string {
  return createHash('sha1').update(text).digest('base64');
}
