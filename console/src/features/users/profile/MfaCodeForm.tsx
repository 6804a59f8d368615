import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';

interface MfaCodeFormProps {
  label: string;
  submitLabel: string;
  pending: boolean;
  /** A recovery code is taken too (signing in), not only the app's 6 digits. */
  allowRecoveryCode?: boolean;
  onSubmit: (code: string) => void;
}

/** One code field and its button; Enter submits. */
export function MfaCodeForm({ label, submitLabel, pending, allowRecoveryCode = false, onSubmit }: MfaCodeFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { code: '' },
    validate: {
      code: (value) =>
        (allowRecoveryCode ? value.trim() : /^\d{6}$/.test(value.trim())) ? null : t('mfa.codeRequired'),
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(values.code.trim()))} noValidate>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={label}
          autoComplete="one-time-code"
          inputMode={allowRecoveryCode ? 'text' : 'numeric'}
          data-autofocus
          autoFocus
          style={{ flex: '1 1 200px' }}
          {...form.getInputProps('code')}
        />
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
