import type { Translation } from './en';

/** The languages the console offers, in the order of the language menu; English is the fallback. */
export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'de', label: 'Deutsch' },
  { code: 'fr', label: 'Français' },
] as const;

/** The code of an offered language. */
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/**
 * The texts of each language, each with every English key, loaded on demand so that the sign-in page carries
 * only its own: every other language, and the English texts of the signed-in console (the pages before sign-in
 * use `enStart`).
 */
export const LANGUAGE_TEXTS: Record<LanguageCode, () => Promise<Translation>> = {
  en: () => import('./en').then((module) => module.en),
  de: () => import('./de').then((module) => module.de),
  fr: () => import('./fr').then((module) => module.fr),
};
