import { createHmac, timingSafeEqual } from 'node:crypto';
import { MFA_CODE_DIGITS } from '@netloom/contract';
import { BASE32_ALPHABET } from '../../random-base32';

/**
 * TOTP (RFC 6238 over HOTP, RFC 4226) as every authenticator app does it by default: HMAC-SHA-1,
 * 6 digits, 30-second steps. A few lines over `node:crypto`, checked against the RFC's test vectors.
 */
const STEP_SECONDS = 30;
/** Steps either side of now a code is good in, for clocks a little apart. */
const DRIFT_STEPS = 1;
const ISSUER = 'Netloom';

function base32Bytes(text: string): Buffer {
  let bits = '';
  for (const character of text.toUpperCase()) {
    const value = BASE32_ALPHABET.indexOf(character);
    if (value < 0) throw new Error('a TOTP secret must be base32');
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** The 30-second time step an instant (milliseconds since 1970) falls in. */
export function timeStepAt(milliseconds: number): number {
  return Math.floor(milliseconds / 1000 / STEP_SECONDS);
}

/** The code of a base32 secret in a time step. */
export function totpCode(secret: string, timeStep: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(timeStep));
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** MFA_CODE_DIGITS).padStart(MFA_CODE_DIGITS, '0');
}

/** The time step, now or one either side, whose code `code` is; null when none. */
export function matchingTimeStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d+$/.test(code) || code.length !== MFA_CODE_DIGITS) return null;
  const current = timeStepAt(now);
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step += 1) {
    if (timingSafeEqual(Buffer.from(totpCode(secret, step)), Buffer.from(code))) return step;
  }
  return null;
}

/** The otpauth:// link authenticator apps read (Key Uri Format), naming Netloom and the account. */
export function otpauthUri(secret: string, username: string): string {
  const label = `${encodeURIComponent(ISSUER)}:${encodeURIComponent(username)}`;
  const parameters = new URLSearchParams({
    secret,
    issuer: ISSUER,
    algorithm: 'SHA1',
    digits: String(MFA_CODE_DIGITS),
    period: String(STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${parameters.toString()}`;
}
