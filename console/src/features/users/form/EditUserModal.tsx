import { Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { User } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useUpdateUserMutation } from '../../../api/users';
import { FormModal } from '../../../components/FormModal';
import { notifyProgress } from '../../../components/notifyProgress';
import { useUnsavedChangesGuard } from '../../../components/useUnsavedChangesGuard';
import { AccessFields, useAccessRules } from './AccessFields';
import { editUserInput, editUserValues, type EditUserValues } from './userForm';

/** Changes another user's display name, access and whether their account is disabled. */
export function EditUserModal({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateUserMutation();
  const name = user.username;
  const form = useForm<EditUserValues>({ initialValues: editUserValues(user), validate: useAccessRules() });
  const requestClose = useUnsavedChangesGuard(() => form.isDirty(), onClose);

  const submit = form.onSubmit(async (values) => {
    const done = await notifyProgress(() => update.mutateAsync({ username: name, changes: editUserInput(values) }), {
      pending: t('users.edit.pending', { name }),
      success: t('users.edit.done', { name }),
      failure: t('users.edit.failed', { name }),
    });
    if (done) onClose();
  });

  return (
    <FormModal
      title={t('users.edit.title', { name })}
      pending={update.isPending}
      onSubmit={submit}
      onCancel={requestClose}
    >
      <TextInput
        label={t('users.form.displayName')}
        description={t('users.form.displayNameHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        data-autofocus
        {...form.getInputProps('displayName')}
      />
      <AccessFields form={form} />
      <Switch
        label={t('users.form.accountDisabled')}
        description={t('users.form.accountDisabledHint')}
        {...form.getInputProps('accountDisabled', { type: 'checkbox' })}
      />
    </FormModal>
  );
}
