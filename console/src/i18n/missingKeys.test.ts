import { describe, expect, it } from 'vitest';
import { en } from './en';
import { LANGUAGE_TEXTS, LANGUAGES } from './languages';
import { recordMissingKey, type MissingKeys } from './missingKeys';

/** Every leaf of a translation tree by its dotted key, as i18next looks it up. */
function leavesOf(tree: object, prefix = ''): Map<string, unknown> {
  return new Map(
    Object.entries(tree).flatMap(([key, value]: [string, unknown]) =>
      typeof value === 'object' && value !== null
        ? [...leavesOf(value, `${prefix}${key}.`)]
        : [[`${prefix}${key}`, value] as const],
    ),
  );
}

/** The `{{placeholders}}` of a text, each once, sorted and joined; `none` when it has none. */
function placeholdersOf(text: string): string {
  return [...new Set(text.match(/\{\{[^}]*\}\}/g))].sort().join(' ') || 'none';
}

const ENGLISH = leavesOf(en);
/** A count text's key: its base and one of i18next's plural suffixes. */
const PLURAL_KEY = /^(.+)_(?:zero|one|two|few|many|other)$/;
const OTHER_LANGUAGES = LANGUAGES.filter((language) => language.code !== 'en');

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

  it.each(OTHER_LANGUAGES)(
    '$label has every English text, none empty, each with its placeholders',
    async ({ code }) => {
      const texts = leavesOf(await LANGUAGE_TEXTS[code]());
      const problems = [...ENGLISH].flatMap(([key, english]) => {
        const text = texts.get(key);
        if (typeof text !== 'string' || text.trim() === '') return [`${key}: missing or empty`];
        const expected = placeholdersOf(english as string);
        const found = placeholdersOf(text);
        return found === expected ? [] : [`${key}: placeholders ${found}, English has ${expected}`];
      });
      expect(problems).toEqual([]);
    },
  );

  it.each(LANGUAGES)('$label has every plural form of its language for each count text', async ({ code }) => {
    const keys = new Set(leavesOf(await LANGUAGE_TEXTS[code]()).keys());
    const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    const countTexts = new Set([...ENGLISH.keys()].flatMap((key) => key.match(PLURAL_KEY)?.[1] ?? []));
    const missing = [...countTexts].flatMap((base) =>
      categories.map((category) => `${base}_${category}`).filter((key) => !keys.has(key)),
    );
    expect(missing).toEqual([]);
  });

  it.each(OTHER_LANGUAGES)('$label has no key English lacks but plural forms of its count texts', async ({ code }) => {
    const keys = [...leavesOf(await LANGUAGE_TEXTS[code]()).keys()];
    const englishCountText = (key: string) => ENGLISH.has(key.replace(PLURAL_KEY, '$1_other'));
    expect(keys.filter((key) => !ENGLISH.has(key) && !englishCountText(key))).toEqual([]);
  });
});
