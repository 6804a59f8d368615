import { describe, expect, it } from 'vitest';
import { clientIdProblem } from './client-id';
import { decodeJwtPayload, isJwtValid } from './jwt';
import { passwordProblems, usernameProblems, emailProblems } from './users';
import { PROBLEM_TEXTS, problemText, type Problem } from './problems';

const english = (found: Problem | null) => found && problemText(found);

function jwtWith(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

describe('client id', () => {
  it('needs 5 to 32 characters without spaces', () => {
    expect(english(clientIdProblem('abcde'))).toBeNull();
    expect(english(clientIdProblem('a'.repeat(32)))).toBeNull();
    expect(english(clientIdProblem('abcd'))).toBe(
      'Please enter a client id, with a minimum of 5 characters and a maximum of 32 characters.',
    );
    expect(english(clientIdProblem('a'.repeat(33)))).toBe(
      'Please enter a client id, with a minimum of 5 characters and a maximum of 32 characters.',
    );
    expect(english(clientIdProblem('my phone'))).toBe(PROBLEM_TEXTS.clientIdSpaces);
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
    expect(usernameProblems('alice').map(problemText)).toEqual([]);
    expect(usernameProblems('ops.team-1').map(problemText)).toEqual([]);
    expect(usernameProblems('alice@example.com').map(problemText)).toEqual([]);
  });

  it('says every problem', () => {
    expect(usernameProblems('ab!').map(problemText)).toEqual([
      'username must have more than 3 characters',
      'invalid character(s) in username',
    ]);
    expect(usernameProblems('MasterAdministrator').map(problemText)).toEqual([
      'username masteradministrator is reserved',
    ]);
    expect(passwordProblems('1234567').map(problemText)).toEqual(['password must have a minimum of 8 characters']);
    expect(passwordProblems('12345678').map(problemText)).toEqual([]);
    expect(emailProblems('ada@example.com').map(problemText)).toEqual([]);
    expect(emailProblems('ada@example').map(problemText)).toEqual(['invalid email ada@example']);
  });
});
