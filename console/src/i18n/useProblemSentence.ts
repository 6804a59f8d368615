import type { Problem } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { problemSentence, sentencesByField } from './problemSentence';

/** Words what the shared rules find in the chosen language: one problem (none for none), or a form's by field. */
export function useProblemSentence() {
  const { i18n } = useTranslation();
  return {
    sentence: (found: Problem | null | undefined): string | null => (found ? problemSentence(found, i18n) : null),
    byField: <F extends string>(problems: Partial<Record<F, Problem>>) => sentencesByField(problems, i18n),
  };
}
