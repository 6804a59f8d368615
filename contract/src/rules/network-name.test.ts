import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isReservedNetId, isValidNetId, isValidNetworkName, normaliseNetworkName } from './network-name';

describe('network name', () => {
  it.each(['office', 'My Office', 'lab_1', 'a-b'])('accepts %j', (name) => expect(isValidNetworkName(name)).toBe(true));

  it.each(['', '   ', 'café', 'a.b', 'a/b', 'net!'])('rejects %j', (name) =>
    expect(isValidNetworkName(name)).toBe(false),
  );

  it('normalises trim, whitespace runs and case', () => {
    expect(normaliseNetworkName('  My   Home Lab ')).toBe('my-home-lab');
    expect(normaliseNetworkName('Office_1')).toBe('office_1');
  });

  it('normalises every valid console name into a valid network id, idempotently', () => {
    const nameCharacter = fc.constantFrom(...'abcXYZ019 _-\t'.split(''));
    fc.assert(
      fc.property(fc.array(nameCharacter, { minLength: 1, maxLength: 32 }), (characters) => {
        const name = characters.join('');
        const normalised = normaliseNetworkName(name);
        expect(normaliseNetworkName(normalised)).toBe(normalised);
        expect(normalised).not.toMatch(/\s|[A-Z]/);
        if (isValidNetworkName(name)) expect(isValidNetId(normalised)).toBe(true);
      }),
    );
  });

  it('limits network ids to 32 characters of a-z, 0-9, _ and -', () => {
    expect(isValidNetId('a'.repeat(32))).toBe(true);
    expect(isValidNetId('a'.repeat(33))).toBe(false);
    expect(isValidNetId('Upper')).toBe(false);
    expect(isValidNetId('')).toBe(false);
  });
});

describe('reserved network ids', () => {
  it('keeps the wildcard roles use for every network, and nothing else', () => {
    expect(isReservedNetId('all_networks')).toBe(true);
    expect(isReservedNetId('all-networks')).toBe(false);
    expect(isReservedNetId('networks')).toBe(false);
  });
});
