import { Alert, MultiSelect, NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { localDateTimeText, type EnrollmentKey } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../components/useNow';
import { useCreateEnrollmentKeyMutation } from '../../api/enrollmentKeys';
import { useNetworksQuery } from '../../api/networks';
import { notifyProgress } from '../../components/notifyProgress';
import { useUnsavedChangesGuard } from '../../components/useUnsavedChangesGuard';
import {
  EMPTY_KEY_FORM,
  expiryProblem,
  keyNameProblem,
  toCreateKeyRequest,
  usesProblem,
  type KeyFormProblem,
  type KeyFormValues,
  type KeyKind,
} from './keyForm';
import { KeyRelayFields } from './KeyRelayFields';
import { FormModal } from '../../components/FormModal';

interface CreateKeyModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated?: (key: EnrollmentKey) => void;
  /** Networks picked to begin with. */
  networks?: string[];
}

export function CreateKeyModal({ opened, onClose, onCreated, networks = [] }: CreateKeyModalProps) {
  const { t } = useTranslation();
  const now = useNow();
  const allNetworks = useNetworksQuery().data ?? [];
  const create = useCreateEnrollmentKeyMutation();
  const say = (problem: KeyFormProblem | null) => (problem ? t(`keys.form.${problem.key}`, problem.values) : null);
  const form = useForm<KeyFormValues>({
    initialValues: { ...EMPTY_KEY_FORM, networks },
    validate: {
      name: (name) => say(keyNameProblem(name)),
      uses: (_uses, values) => say(usesProblem(values)),
      expiration: (_expiration, values) => say(expiryProblem(values, Date.now())),
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const requestClose = useUnsavedChangesGuard(() => form.isDirty(), close);

  const submit = form.onSubmit(async (values) => {
    const name = values.name.trim();
    let created: EnrollmentKey | undefined;
    const done = await notifyProgress(
      async () => {
        created = await create.mutateAsync(toCreateKeyRequest(values));
      },
      { pending: t('keys.creating', { name }), success: t('keys.created', { name }), failure: t('keys.createFailed') },
    );
    if (done && created) {
      close();
      onCreated?.(created);
    }
  });

  return (
    <FormModal
      opened={opened}
      title={t('keys.createTitle')}
      pending={create.isPending}
      onSubmit={submit}
      onCancel={requestClose}
      submitLabel={t('keys.createSubmit')}
    >
      <TextInput
        label={t('keys.form.name')}
        description={t('keys.form.nameHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        data-autofocus
        withAsterisk
        {...form.getInputProps('name')}
      />
      <Stack gap={6}>
        <Text size="sm" fw={500} id="key-kind-label">
          {t('keys.form.type')}
        </Text>
        <SegmentedControl
          aria-labelledby="key-kind-label"
          data={(['unlimited', 'uses', 'time'] as KeyKind[]).map((kind) => ({
            value: kind,
            label: t(`keys.kinds.${kind}`),
          }))}
          {...form.getInputProps('kind')}
        />
      </Stack>
      {form.values.kind === 'uses' && (
        <NumberInput label={t('keys.form.uses')} min={1} allowDecimal={false} {...form.getInputProps('uses')} />
      )}
      {form.values.kind === 'time' && (
        <TextInput
          type="datetime-local"
          label={t('keys.form.expiration')}
          min={localDateTimeText(now)}
          {...form.getInputProps('expiration')}
        />
      )}
      <MultiSelect
        label={t('keys.form.networks')}
        description={t('keys.form.networksHint')}
        data={allNetworks.map((network) => network.netid)}
        searchable
        clearable
        {...form.getInputProps('networks')}
      />
      {form.values.networks.length === 0 && (
        <Alert color="yellow" variant="light" title={t('keys.form.noNetworksTitle')} role="status">
          {t('keys.form.noNetworksText')}
        </Alert>
      )}
      <KeyRelayFields
        networks={form.values.networks}
        relay={form.getInputProps('relay')}
        groups={form.getInputProps('groups')}
      />
    </FormModal>
  );
}
