import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { API_TOKEN_EXPIRY_DAYS, API_TOKEN_NAME_MAX, type CreatedApiToken } from '@netloom/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateApiTokenMutation } from '../../../api/apiTokens';
import { errorText } from '../../../api/errors';
import { CodeSnippet } from '../../../components/CodeSnippet';
import { FormModal } from '../../../components/FormModal';
import { apiTokenExpiresAt, customExpiryRange, type ApiTokenExpiryChoice } from './apiTokenExpiry';

interface TokenValues {
  name: string;
  expiry: ApiTokenExpiryChoice;
  customDate: string;
}

/** The new token, shown this once with its copy button and a warning that it cannot be seen again. */
function CreatedTokenModal({ token, onClose }: { token: CreatedApiToken; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('apiTokens.created.title', { name: token.name })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {t('apiTokens.created.warning')}
        </Alert>
        <CodeSnippet code={token.token} copyLabel={t('apiTokens.created.copy')} />
        <Text size="sm" c="dimmed">
          {t('apiTokens.created.usage')}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('apiTokens.created.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Makes a personal API token with a name and an expiry, then shows it once. */
export function CreateApiTokenModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateApiTokenMutation();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const range = customExpiryRange(new Date());
  const form = useForm<TokenValues>({
    initialValues: { name: '', expiry: '30', customDate: '' },
    validate: {
      name: (value) => (value.trim() ? null : t('apiTokens.form.nameRequired')),
      customDate: (value, values) =>
        apiTokenExpiresAt(values.expiry, value, new Date()) ? null : t('apiTokens.form.dateInvalid', range),
    },
  });

  if (created) return <CreatedTokenModal token={created} onClose={onClose} />;

  const submit = form.onSubmit((values) => {
    const expiresAt = apiTokenExpiresAt(values.expiry, values.customDate, new Date());
    if (!expiresAt) return;
    create.mutate({ name: values.name.trim(), expires_at: expiresAt }, { onSuccess: setCreated });
  });

  const expiryOptions = [
    ...API_TOKEN_EXPIRY_DAYS.map((days) => ({ value: String(days), label: t('apiTokens.form.days', { days }) })),
    { value: 'custom', label: t('apiTokens.form.custom') },
  ];

  return (
    <FormModal
      title={t('apiTokens.form.title')}
      pending={create.isPending}
      onSubmit={submit}
      onCancel={onClose}
      submitLabel={t('apiTokens.create')}
    >
      <TextInput
        label={t('apiTokens.form.name')}
        description={t('apiTokens.form.nameHint')}
        maxLength={API_TOKEN_NAME_MAX}
        withAsterisk
        data-autofocus
        {...form.getInputProps('name')}
      />
      <Select
        label={t('apiTokens.form.expiry')}
        data={expiryOptions}
        allowDeselect={false}
        {...form.getInputProps('expiry')}
      />
      {form.values.expiry === 'custom' && (
        <TextInput
          type="date"
          label={t('apiTokens.form.date')}
          min={range.min}
          max={range.max}
          withAsterisk
          {...form.getInputProps('customDate')}
        />
      )}
      {create.isError && (
        <Alert color="red" title={t('apiTokens.form.failed')}>
          {errorText(create.error)}
        </Alert>
      )}
    </FormModal>
  );
}
