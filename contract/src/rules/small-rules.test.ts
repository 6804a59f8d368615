import { describe, expect, it } from 'vitest';
import { clientIdError } from './client-id';
import { decodeJwtPayload, isJwtValid } from './jwt';
import { CLIENT_ID_LENGTH_MESSAGE, CLIENT_ID_SPACES_MESSAGE } from './messages';
import { passwordErrors, usernameErrors, emailErrors } from './users';

function jwtWith(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

describe('client id', () => {
  it('needs 5 to 32 characters without spaces', () => {
    expect(clientIdError('abcde')).toBeNull();
    expect(clientIdError('a'.repeat(32))).toBeNull();
    expect(clientIdError('abcd')).toBe(CLIENT_ID_LENGTH_MESSAGE);
    expect(clientIdError('a'.repeat(33))).toBe(CLIENT_ID_LENGTH_MESSAGE);
    expect(clientIdError('my phone')).toBe(CLIENT_ID_SPACES_MESSAGE);
  });
});

describe('JWT validity', () => {
  const now = Date.UTC(2026, 0, 1);

  it('is valid only while exp is in the future', () => {
    expect(isJwtValid(jwtWith({ exp: now / 1000 + 60 }), now)).toBe(true);
    expect(isJwtValid(jwtWith({ exp: now / 1000 }), now)).toBe(false);
    expect(isJwtValid(jwtWith({ exp: now / 1000 - 1 }), now)).toBe(false);
  });

  it('treats tokens without exp or that are not JWTs as invalid', () => {
    expect(isJwtValid(jwtWith({ sub: 'x' }), now)).toBe(false);
    expect(isJwtValid(jwtWith({ exp: 'tomorrow' }), now)).toBe(false);
    expect(isJwtValid('not-a-token', now)).toBe(false);
    expect(isJwtValid('a.!!!.c', now)).toBe(false);
    expect(decodeJwtPayload(jwtWith({ UserName: 'ünïcode' }))?.UserName).toBe('ünïcode');
  });
});

describe('usernames and passwords', () => {
  it('accepts plain names and e-mail addresses', () => {
    expect(usernameErrors('alice')).toEqual([]);
    expect(usernameErrors('ops.team-1')).toEqual([]);
    expect(usernameErrors('alice@example.com')).toEqual([]);
  });

  it('says every problem', () => {
    expect(usernameErrors('ab!')).toEqual([
      'username must have more than 3 characters',
      'invalid character(s) in username',
    ]);
    expect(usernameErrors('MasterAdministrator')).toEqual(['username masteradministrator is reserved']);
    expect(passwordErrors('1234567')).toEqual(['password must have a minimum of 8 characters']);
    expect(passwordErrors('12345678')).toEqual([]);
    expect(emailErrors('ada@example.com')).toEqual([]);
    expect(emailErrors('ada@example')).toEqual(['invalid email ada@example']);
  });
});
