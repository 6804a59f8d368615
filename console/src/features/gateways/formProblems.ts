import type { TFunction } from 'i18next';

/**
 * A form problem: a translation key under `gateways.form` and its values. A contract rule's own
 * message travels as `contract` with the message as its value.
 */
export interface FormProblem {
  key: 'contract' | 'dnsRequired' | 'wholeNumber' | 'publicKeyInvalid';
  values?: Record<string, string>;
}

/** A contract rule's message as a problem, first letter capitalised; null for no message. */
export function contractProblem(message: string | null | undefined): FormProblem | null {
  return message ? { key: 'contract', values: { message: message.charAt(0).toUpperCase() + message.slice(1) } } : null;
}

/** The problems that are there, by field. */
export function presentProblems<F extends string>(
  problems: Partial<Record<F, FormProblem | null>>,
): Partial<Record<F, FormProblem>> {
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as Partial<
    Record<F, FormProblem>
  >;
}

/** The problems as the form's error texts, each field path prefixed for nested forms. */
export function problemTexts(
  problems: Partial<Record<string, FormProblem>>,
  t: TFunction,
  prefix = '',
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(problems).flatMap(([field, problem]) =>
      problem ? [[`${prefix}${field}`, t(`gateways.form.${problem.key}`, problem.values)]] : [],
    ),
  );
}
