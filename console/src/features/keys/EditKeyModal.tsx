import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { EnrollmentKey } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useUpdateEnrollmentKeyMutation } from '../../api/enrollmentKeys';
import { notifyProgress } from '../../components/notifyProgress';
import { useUnsavedChangesGuard } from '../../components/useUnsavedChangesGuard';
import { keyName, keyRelay } from './keyFacts';
import { KeyRelayFields } from './KeyRelayFields';
import { FormModal } from '../../components/FormModal';

/** Edits what the server lets change on a key: its relay and tags. */
export function EditKeyModal({ enrollmentKey, onClose }: { enrollmentKey: EnrollmentKey; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateEnrollmentKeyMutation();
  const name = keyName(enrollmentKey);
  const form = useForm({
    initialValues: { relay: keyRelay(enrollmentKey), groups: enrollmentKey.groups ?? [] },
  });
  const requestClose = useUnsavedChangesGuard(() => form.isDirty(), onClose);

  const submit = form.onSubmit(async (values) => {
    const done = await notifyProgress(
      () =>
        update.mutateAsync({
          value: enrollmentKey.value,
          changes: { relay: values.relay ?? '', groups: values.groups },
        }),
      { pending: t('keys.saving', { name }), success: t('keys.saved', { name }), failure: t('keys.saveFailed') },
    );
    if (done) onClose();
  });

  return (
    <FormModal
      title={t('keys.editTitle', { name })}
      pending={update.isPending}
      onSubmit={submit}
      onCancel={requestClose}
    >
      <Text size="sm" c="dimmed">
        {t('keys.editHint')}
      </Text>
      <KeyRelayFields
        networks={enrollmentKey.networks ?? []}
        relay={form.getInputProps('relay')}
        groups={form.getInputProps('groups')}
      />
    </FormModal>
  );
}
