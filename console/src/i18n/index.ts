import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { en } from './en';
import { enStart } from './en/start';
import { LANGUAGE_TEXTS, LANGUAGES, type LanguageCode } from './languages';
import { recordMissingKey } from './missingKeys';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

export { LANGUAGES, type LanguageCode } from './languages';

const LANGUAGE_KEY = 'netloom.language';

function storedLanguage(): LanguageCode {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return LANGUAGES.find((language) => language.code === stored)?.code ?? 'en';
}

/** Keys looked up but found in no bundled language, collected on `window`. */
function collectMissing(languages: readonly string[], _namespace: string, key: string): void {
  window.netloomMissingTranslations = recordMissingKey(window.netloomMissingTranslations ?? {}, languages, key);
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: enStart } },
  lng: storedLanguage(),
  fallbackLng: 'en',
  partialBundledLanguages: true,
  initAsync: false,
  interpolation: { escapeValue: false },
  saveMissing: true,
  missingKeyHandler: collectMissing,
});

const loads = new Map<LanguageCode, Promise<void>>();

function loadTexts(code: LanguageCode): Promise<void> {
  let load = loads.get(code);
  if (!load) {
    load = LANGUAGE_TEXTS[code]().then((texts) => {
      i18n.addResourceBundle(code, 'translation', texts, true, true);
    });
    load.catch(() => loads.delete(code));
    loads.set(code, load);
  }
  return load;
}

/** Loads the chosen language's texts when it is not English; the console renders once they are in. */
export function loadChosenLanguage(): Promise<void> {
  const code = storedLanguage();
  return code === 'en' ? Promise.resolve() : loadTexts(code);
}

/** Loads every text of the signed-in console, in English and in the chosen language. */
export async function loadConsoleTexts(): Promise<void> {
  await Promise.all([loadTexts('en'), loadChosenLanguage()]);
}

/** Switches the language once its texts are loaded, and keeps the choice for the next visit. */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  await loadTexts(code);
  localStorage.setItem(LANGUAGE_KEY, code);
  document.documentElement.lang = code;
  await i18n.changeLanguage(code);
}

document.documentElement.lang = i18n.language;
