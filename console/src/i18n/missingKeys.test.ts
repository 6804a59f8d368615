import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { recordMissingKey, type MissingKeys } from './missingKeys';

describe('missing translation keys', () => {
  it('collects each key with the languages it was missing in, once each', () => {
    const missing: MissingKeys = {};
    recordMissingKey(missing, ['de'], 'hosts.unknown');
    recordMissingKey(missing, ['de', 'en'], 'hosts.unknown');
    recordMissingKey(missing, ['fr'], 'error.other');
    expect(missing).toEqual({ 'hosts.unknown': ['de', 'en'], 'error.other': ['fr'] });
  });
});

describe('bundled translations', () => {
  it('have the key groups of spec section 7 in English, the fallback', () => {
    expect(Object.keys(en)).toEqual(expect.arrayContaining(['common', 'auth', 'signin', 'error', 'info', 'hosts']));
  });

  it('translate only keys English has', () => {
    const keysOf = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]: [string, unknown]) =>
        typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
      );
    const english = new Set(keysOf(en));
    expect(keysOf(de).filter((key) => !english.has(key))).toEqual([]);
    expect(keysOf(fr).filter((key) => !english.has(key))).toEqual([]);
  });
});
