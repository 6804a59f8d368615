import { Pill, TagsInput } from '@mantine/core';
import { emailProblems } from '@netloom/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_SEPARATORS, splitEmails } from './inviteForm';

interface EmailsInputProps {
  value: string[];
  onChange: (emails: string[]) => void;
  error?: ReactNode;
}

/** Email addresses as chips: typed or pasted, split at commas, spaces and new lines; bad ones in red. */
export function EmailsInput({ value, onChange, error }: EmailsInputProps) {
  const { t } = useTranslation();
  return (
    <TagsInput
      label={t('invites.modal.emails')}
      description={t('invites.modal.emailsHint')}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      placeholder={value.length === 0 ? t('invites.modal.emailsPlaceholder') : undefined}
      splitChars={EMAIL_SEPARATORS}
      value={value}
      onChange={(emails) => onChange(splitEmails(emails))}
      error={error}
      withAsterisk
      clearable
      data-autofocus
      renderPill={({ value: email, onRemove }) => {
        const invalid = emailProblems(email ?? '').length > 0;
        return (
          <Pill
            withRemoveButton
            onRemove={onRemove}
            bg={invalid ? 'var(--mantine-color-red-light)' : undefined}
            c={invalid ? 'var(--mantine-color-red-light-color)' : undefined}
            aria-invalid={invalid || undefined}
          >
            {email}
          </Pill>
        );
      }}
    />
  );
}
