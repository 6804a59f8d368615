import { fillParams, problemText, type Problem } from '@netloom/contract';
import type { i18n } from 'i18next';

/** What wording a problem needs of i18next: the languages to look in, best first, and their texts. */
export type ProblemTranslator = Pick<i18n, 'languages' | 'getResource'>;

/** The text of a problem in the first of the translator's languages that has it. */
function translatedText(found: Problem, translator: ProblemTranslator): string | null {
  for (const language of translator.languages) {
    const text: unknown = translator.getResource(language, 'translation', `problems.${found.code}`);
    if (typeof text === 'string') return fillParams(text, found.params);
  }
  return null;
}

/**
 * A problem the shared rules found (in a form, or sent by the server), as a sentence in the chosen language;
 * in the contract's English without a translator, or while the console's texts are not loaded (the pages
 * before sign-in).
 */
export function problemSentence(found: Problem, translator?: ProblemTranslator): string {
  const text = (translator && translatedText(found, translator)) ?? problemText(found);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Each field's problem as a sentence, as a form shows its errors. */
export function sentencesByField<F extends string>(
  problems: Partial<Record<F, Problem>>,
  translator?: ProblemTranslator,
): Partial<Record<F, string>> {
  const sentences: Partial<Record<F, string>> = {};
  for (const [field, found] of Object.entries(problems) as [F, Problem | undefined][]) {
    if (found) sentences[field] = problemSentence(found, translator);
  }
  return sentences;
}
