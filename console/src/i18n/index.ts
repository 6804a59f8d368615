import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { recordMissingKey } from './missingKeys';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'de', label: 'Deutsch' },
  { code: 'fr', label: 'Français' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

const LANGUAGE_KEY = 'netloom.language';

function storedLanguage(): LanguageCode {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return LANGUAGES.find((language) => language.code === stored)?.code ?? 'en';
}

/** Keys looked up but found in no bundled language, collected on `window` (spec section 7). */
function collectMissing(languages: readonly string[], _namespace: string, key: string): void {
  window.netloomMissingTranslations = recordMissingKey(window.netloomMissingTranslations ?? {}, languages, key);
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, de: { translation: de }, fr: { translation: fr } },
  lng: storedLanguage(),
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
  saveMissing: true,
  missingKeyHandler: collectMissing,
});

export function changeLanguage(code: LanguageCode): void {
  localStorage.setItem(LANGUAGE_KEY, code);
  document.documentElement.lang = code;
  void i18n.changeLanguage(code);
}

document.documentElement.lang = i18n.language;
