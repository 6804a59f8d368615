import {
  ENROLLMENT_KEY_NAME_MAX_LENGTH,
  ENROLLMENT_KEY_NAME_MIN_LENGTH,
  enrollmentKeyNameProblems,
  type CreateEnrollmentKeyRequest,
} from '@netloom/contract';

export type KeyKind = 'unlimited' | 'uses' | 'time';

export interface KeyFormValues {
  name: string;
  kind: KeyKind;
  uses: number | string;
  /** `datetime-local` text, local time. */
  expiration: string;
  networks: string[];
  relay: string | null;
  groups: string[];
}

export const EMPTY_KEY_FORM: KeyFormValues = {
  name: '',
  kind: 'unlimited',
  uses: 1,
  expiration: '',
  networks: [],
  relay: null,
  groups: [],
};

/** A problem as a translation key and its values, so the form shows it in the user's language. */
export interface KeyFormProblem {
  key: 'nameLength' | 'nameCharacters' | 'usesMin' | 'expiryRequired' | 'expiryFuture';
  values?: Record<string, number>;
}

export function keyNameProblem(name: string): KeyFormProblem | null {
  const trimmed = name.trim();
  if (trimmed.length < ENROLLMENT_KEY_NAME_MIN_LENGTH || trimmed.length > ENROLLMENT_KEY_NAME_MAX_LENGTH) {
    return { key: 'nameLength', values: { min: ENROLLMENT_KEY_NAME_MIN_LENGTH, max: ENROLLMENT_KEY_NAME_MAX_LENGTH } };
  }
  return enrollmentKeyNameProblems(trimmed).length > 0 ? { key: 'nameCharacters' } : null;
}

export function usesProblem(values: KeyFormValues): KeyFormProblem | null {
  return values.kind === 'uses' && !(Number(values.uses) >= 1) ? { key: 'usesMin' } : null;
}

export function expiryProblem(values: KeyFormValues, nowMs: number): KeyFormProblem | null {
  if (values.kind !== 'time') return null;
  const ms = Date.parse(values.expiration);
  if (!values.expiration || !Number.isFinite(ms)) return { key: 'expiryRequired' };
  return ms <= nowMs ? { key: 'expiryFuture' } : null;
}

/** The create call's body; the server derives the type from the limits. */
export function toCreateKeyRequest(values: KeyFormValues): CreateEnrollmentKeyRequest {
  return {
    tags: [values.name.trim()],
    type: 0,
    networks: values.networks,
    unlimited: values.kind === 'unlimited',
    uses_remaining: values.kind === 'uses' ? Number(values.uses) : 0,
    expiration: values.kind === 'time' ? Math.floor(Date.parse(values.expiration) / 1000) : 0,
    relay: values.relay ?? '',
    groups: values.groups,
  };
}
