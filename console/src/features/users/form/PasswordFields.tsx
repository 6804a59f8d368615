import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PASSWORD_MIN_LENGTH } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useProblemSentence } from '../../../i18n/useProblemSentence';
import { passwordProblem } from './userForm';

/** A form that sets a password: the new one and its confirmation. */
export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

interface PasswordFieldsProps {
  form: UseFormReturnType<NewPasswordValues>;
  /** The new password's label; "Password" by default. */
  label?: string;
  /** Focus the first field when the form opens. */
  autoFocus?: boolean;
}

/** A new password with the shared minimum length shown as a hint, and its confirmation. */
export function PasswordFields({ form, label, autoFocus = false }: PasswordFieldsProps) {
  const { t } = useTranslation();
  const toggle = { 'aria-label': t('auth.toggleVisibility') };
  return (
    <>
      <PasswordInput
        label={label ?? t('users.form.password')}
        description={t('users.form.passwordHint', { count: PASSWORD_MIN_LENGTH })}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        autoComplete="new-password"
        visibilityToggleButtonProps={toggle}
        data-autofocus={autoFocus || undefined}
        withAsterisk
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={t('users.form.confirmPassword')}
        autoComplete="new-password"
        visibilityToggleButtonProps={toggle}
        withAsterisk
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
}

/** The checks of the password fields, for the `validate` of a form that holds them. */
export function usePasswordRules() {
  const { t } = useTranslation();
  const problems = useProblemSentence();
  return {
    password: (value: string) => problems.sentence(passwordProblem(value)),
    confirmPassword: (value: string, values: NewPasswordValues) =>
      value === values.password ? null : t('auth.passwordsDiffer'),
  };
}
