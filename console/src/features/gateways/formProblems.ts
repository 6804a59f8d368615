import type { Problem } from '@netloom/contract';
import type { i18n as I18n } from 'i18next';
import { problemSentence } from '../../i18n/problemSentence';

/** A form problem: a translation key under `gateways.form`, or a problem a contract rule found. */
export type FormProblem = { key: 'dnsRequired' | 'wholeNumber' | 'publicKeyInvalid' } | { problem: Problem };

/** A contract rule's problem as a form problem; null for none. */
export function contractProblem(found: Problem | null | undefined): FormProblem | null {
  return found ? { problem: found } : null;
}

/** The problems that are there, by field. */
export function presentProblems<F extends string>(
  problems: Partial<Record<F, FormProblem | null>>,
): Partial<Record<F, FormProblem>> {
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as Partial<
    Record<F, FormProblem>
  >;
}

/** The problems as the form's error texts in the chosen language, each field path prefixed for nested forms. */
export function problemTexts(
  problems: Partial<Record<string, FormProblem>>,
  i18n: I18n,
  prefix = '',
): Record<string, string> {
  const text = (found: FormProblem) =>
    'problem' in found ? problemSentence(found.problem, i18n) : i18n.t(`gateways.form.${found.key}`);
  return Object.fromEntries(
    Object.entries(problems).flatMap(([field, found]) => (found ? [[`${prefix}${field}`, text(found)]] : [])),
  );
}
