import { PROBLEM_CODES, PROBLEM_TEXTS, problem } from '@netloom/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_TEXTS, LANGUAGES } from './languages';
import { problemSentence, sentencesByField } from './problemSentence';

const placeholders = (text: string) => [...new Set(text.match(/\{\{\w+\}\}/g))].sort();

/** An i18next instance holding the console's full texts of one language, as the signed-in console does. */
async function translatorIn(code: (typeof LANGUAGES)[number]['code']) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: code,
    fallbackLng: 'en',
    resources: {
      en: { translation: await LANGUAGE_TEXTS.en() },
      [code]: { translation: await LANGUAGE_TEXTS[code]() },
    },
    interpolation: { escapeValue: false },
  });
  return instance;
}

describe('the server’s problem codes', () => {
  it.each(LANGUAGES.map((language) => language.code))(
    'each have a text in %s, naming the same values',
    async (code) => {
      const { problems } = await LANGUAGE_TEXTS[code]();
      expect(Object.keys(problems).sort()).toEqual([...PROBLEM_CODES].sort());
      for (const found of PROBLEM_CODES) {
        expect(problems[found].trim(), found).not.toBe('');
        expect(placeholders(problems[found]), found).toEqual(placeholders(PROBLEM_TEXTS[found]));
      }
    },
  );

  it('are worded in English by the contract’s own texts', async () => {
    expect((await LANGUAGE_TEXTS.en()).problems).toEqual(PROBLEM_TEXTS);
  });
});

describe('problem sentences', () => {
  const mtu = problem('mtuRange', { min: 576, max: 65535 }, 'mtu');

  it('word a problem in the chosen language, with its values', async () => {
    expect(problemSentence(mtu, await translatorIn('de'))).toBe('Die MTU muss zwischen 576 und 65535 liegen');
    expect(problemSentence(mtu, await translatorIn('fr'))).toMatch(/576.*65535/);
    expect(problemSentence(mtu, await translatorIn('fr'))).not.toBe(problemSentence(mtu, await translatorIn('en')));
  });

  it('start with a capital letter in English too', async () => {
    expect(problemSentence(problem('nameRequired'), await translatorIn('en'))).toBe('Name is required');
  });

  it('fall back to the contract’s English before the console’s texts are loaded', async () => {
    const nothingLoaded = i18next.createInstance();
    await nothingLoaded.init({ lng: 'de', resources: {} });
    expect(problemSentence(mtu, nothingLoaded)).toBe('MTU must be between 576 and 65535');
    expect(problemSentence(mtu)).toBe('MTU must be between 576 and 65535');
  });

  it('are given by field, leaving out fields without a problem', async () => {
    const sentences = sentencesByField(
      { name: problem('nameRequired'), mtu, port: undefined },
      await translatorIn('de'),
    );
    expect(sentences).toEqual({ name: 'Ein Name ist erforderlich', mtu: 'Die MTU muss zwischen 576 und 65535 liegen' });
  });
});
