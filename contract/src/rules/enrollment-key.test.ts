import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeEnrollmentToken,
  encodeEnrollmentToken,
  enrollmentKeyExpiryMs,
  enrollmentKeyNameProblems,
  enrollmentKeyType,
  enrollmentKeyValidity,
  isEnrollmentKeyValid,
} from './enrollment-key';
import { problemText } from './problems';

const now = Date.UTC(2026, 0, 15, 12, 0, 0);
const ZERO_TIME = '0001-01-01T00:00:00Z';
const limits = { uses_remaining: 0, expiration: ZERO_TIME, unlimited: false };

describe('enrollment key names', () => {
  it.each(['abc', 'my key', 'office-laptops', 'A'.repeat(32)])('accepts %j', (name) => {
    expect(enrollmentKeyNameProblems(name).map(problemText)).toEqual([]);
  });

  it.each([
    ['ab', ['key name "ab" must have 3 to 32 characters']],
    ['', ['key name "" must have 3 to 32 characters']],
    ['a'.repeat(33), [`key name "${'a'.repeat(33)}" must have 3 to 32 characters`]],
    ['bad_name', ['key name "bad_name" may contain only letters, digits, spaces and hyphens']],
    [
      'x!',
      [
        'key name "x!" must have 3 to 32 characters',
        'key name "x!" may contain only letters, digits, spaces and hyphens',
      ],
    ],
  ])('refuses %j', (name, errors) => {
    expect(enrollmentKeyNameProblems(name).map(problemText)).toEqual(errors);
  });
});

describe('enrollment key type', () => {
  it('is derived in the order uses, expiry, unlimited', () => {
    expect(enrollmentKeyType({ ...limits, uses_remaining: 3, unlimited: true })).toBe(2);
    expect(enrollmentKeyType({ ...limits, expiration: now / 1000 + 60, unlimited: true })).toBe(1);
    expect(enrollmentKeyType({ ...limits, expiration: '2030-01-01T00:00:00Z' })).toBe(1);
    expect(enrollmentKeyType({ ...limits, unlimited: true })).toBe(3);
    expect(enrollmentKeyType(limits)).toBe(0);
    expect(enrollmentKeyType({ ...limits, expiration: 0 })).toBe(0);
  });

  it('reads no expiry from 0, the zero time and text that is no date', () => {
    expect(enrollmentKeyExpiryMs(0)).toBeNull();
    expect(enrollmentKeyExpiryMs(ZERO_TIME)).toBeNull();
    expect(enrollmentKeyExpiryMs('')).toBeNull();
    expect(enrollmentKeyExpiryMs('soon')).toBeNull();
    expect(enrollmentKeyExpiryMs(1_800_000_000)).toBe(1_800_000_000_000);
  });
});

describe('enrollment key validity', () => {
  it('is valid with uses left, a future expiry, or unlimited', () => {
    expect(isEnrollmentKeyValid({ ...limits, uses_remaining: 1, type: 2 }, now)).toBe(true);
    expect(isEnrollmentKeyValid({ ...limits, expiration: new Date(now + 1000).toISOString(), type: 1 }, now)).toBe(
      true,
    );
    expect(isEnrollmentKeyValid({ ...limits, unlimited: true, type: 3 }, now)).toBe(true);
  });

  it('says why a key is no longer valid', () => {
    expect(enrollmentKeyValidity({ ...limits, type: 2 }, now)).toEqual({ valid: false, reason: 'no-uses-left' });
    expect(enrollmentKeyValidity({ ...limits, expiration: new Date(now).toISOString(), type: 1 }, now)).toEqual({
      valid: false,
      reason: 'expired',
    });
    expect(enrollmentKeyValidity({ ...limits, type: 0 }, now)).toEqual({ valid: false, reason: 'no-limit-set' });
    expect(enrollmentKeyValidity({ ...limits, unlimited: true, type: 0 }, now)).toEqual({
      valid: false,
      reason: 'no-limit-set',
    });
  });
});

describe('enrollment tokens', () => {
  it('are standard base64 of {server, value}, as Netmaker writes them', () => {
    const token = encodeEnrollmentToken({
      server: 'https://api.example.com',
      value: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
    });
    expect(token).toBe(
      Buffer.from('{"server":"https://api.example.com","value":"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"}').toString('base64'),
    );
  });

  it('decode what they encode, whatever the server text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (server, value) => {
        expect(decodeEnrollmentToken(encodeEnrollmentToken({ server, value }))).toEqual({ server, value });
      }),
    );
  });

  it('decode URL-safe base64 without padding', () => {
    const token = Buffer.from('{"server":"s?>","value":"v~~"}').toString('base64url');
    expect(decodeEnrollmentToken(token)).toEqual({ server: 's?>', value: 'v~~' });
  });

  it.each([
    '',
    'not base64 at all!',
    Buffer.from('not json').toString('base64'),
    Buffer.from('{"server":"s"}').toString('base64'),
    Buffer.from('{"server":1,"value":"v"}').toString('base64'),
    Buffer.from('{"server":"s","value":""}').toString('base64'),
    Buffer.from('["s","v"]').toString('base64'),
    Buffer.from([0xff, 0xfe, 0x7b]).toString('base64'),
  ])('refuse %j', (text) => {
    expect(decodeEnrollmentToken(text)).toBeNull();
  });
});
