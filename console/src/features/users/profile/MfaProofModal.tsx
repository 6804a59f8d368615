import { Alert, PasswordInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { MfaProof } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/errors';
import { FormModal } from '../../../components/FormModal';

interface MfaProofModalProps {
  title: string;
  /** What the change does, said before it is made. */
  text: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (proof: MfaProof) => void;
  onCancel: () => void;
}

/** Asks for a current code or the password before MFA is turned off or gets new recovery codes. */
export function MfaProofModal({ title, text, submitLabel, pending, error, onSubmit, onCancel }: MfaProofModalProps) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { code: '', password: '' },
    validate: (values) => (values.code.trim() || values.password ? {} : { code: t('mfa.proofRequired') }),
  });
  const submit = form.onSubmit((values) =>
    onSubmit(values.code.trim() ? { code: values.code.trim() } : { password: values.password }),
  );
  return (
    <FormModal title={title} pending={pending} onSubmit={submit} onCancel={onCancel} submitLabel={submitLabel}>
      <Text size="sm">{text}</Text>
      <Text size="sm">{t('mfa.proofText')}</Text>
      {error !== null && (
        <Alert color="red" variant="light" role="alert">
          {errorText(error)}
        </Alert>
      )}
      <TextInput
        label={t('mfa.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        data-autofocus
        {...form.getInputProps('code')}
      />
      <PasswordInput
        label={t('mfa.password')}
        autoComplete="current-password"
        visibilityToggleButtonProps={{ 'aria-label': t('auth.toggleVisibility') }}
        {...form.getInputProps('password')}
      />
    </FormModal>
  );
}
