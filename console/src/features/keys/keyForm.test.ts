import { describe, expect, it } from 'vitest';
import { EMPTY_KEY_FORM, expiryProblem, keyNameProblem, toCreateKeyRequest, usesProblem } from './keyForm';
import { usableKeys } from './keyFacts';
import type { EnrollmentKey } from '@netloom/contract';

const NOW = Date.parse('2030-01-01T00:00:00Z');

describe('the create-key form', () => {
  it('checks the name against the contract rules', () => {
    expect(keyNameProblem('ab')).toEqual({ key: 'nameLength', values: { min: 3, max: 32 } });
    expect(keyNameProblem('x'.repeat(33))?.key).toBe('nameLength');
    expect(keyNameProblem('lab_key')).toEqual({ key: 'nameCharacters' });
    expect(keyNameProblem('lab key-1')).toBeNull();
  });

  it('needs at least one use, and a future expiry', () => {
    expect(usesProblem({ ...EMPTY_KEY_FORM, kind: 'uses', uses: 0 })).toEqual({ key: 'usesMin' });
    expect(usesProblem({ ...EMPTY_KEY_FORM, kind: 'unlimited', uses: 0 })).toBeNull();
    expect(expiryProblem({ ...EMPTY_KEY_FORM, kind: 'time' }, NOW)).toEqual({ key: 'expiryRequired' });
    expect(expiryProblem({ ...EMPTY_KEY_FORM, kind: 'time', expiration: '2029-12-31T10:00' }, NOW)).toEqual({
      key: 'expiryFuture',
    });
    expect(expiryProblem({ ...EMPTY_KEY_FORM, kind: 'time', expiration: '2030-02-01T10:00' }, NOW)).toBeNull();
  });

  it('sends one limit, the others off', () => {
    const form = { ...EMPTY_KEY_FORM, name: ' lab ', networks: ['lab'] };
    expect(toCreateKeyRequest(form)).toMatchObject({
      tags: ['lab'],
      unlimited: true,
      uses_remaining: 0,
      expiration: 0,
      relay: '',
    });
    expect(toCreateKeyRequest({ ...form, kind: 'uses', uses: 3 })).toMatchObject({
      unlimited: false,
      uses_remaining: 3,
    });
    const timed = toCreateKeyRequest({ ...form, kind: 'time', expiration: '2030-02-01T10:00' });
    expect(timed.expiration).toBe(Math.floor(Date.parse('2030-02-01T10:00') / 1000));
  });

  it('offers only usable keys, of the network when one is named', () => {
    const key = (value: string, networks: string[], uses: number) =>
      ({
        value,
        networks,
        uses_remaining: uses,
        unlimited: false,
        expiration: '0001-01-01T00:00:00Z',
        type: 2,
      }) as EnrollmentKey;
    const keys = [key('a', ['lab'], 1), key('b', ['lab'], 0), key('c', ['office'], 2)];
    expect(usableKeys(keys, NOW).map((k) => k.value)).toEqual(['a', 'c']);
    expect(usableKeys(keys, NOW, 'lab').map((k) => k.value)).toEqual(['a']);
  });
});
