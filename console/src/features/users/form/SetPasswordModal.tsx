import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { User } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useUpdateUserMutation } from '../../../api/users';
import { FormModal } from '../../../components/FormModal';
import { notifyProgress } from '../../../components/notifyProgress';
import { useUnsavedChangesGuard } from '../../../components/useUnsavedChangesGuard';
import { PasswordFields, usePasswordRules, type NewPasswordValues } from './PasswordFields';

/** An admin sets another user's password; the user signs in with it from then on. */
export function SetPasswordModal({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateUserMutation();
  const name = user.username;
  const form = useForm<NewPasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    validate: usePasswordRules(),
  });
  const requestClose = useUnsavedChangesGuard(() => form.isDirty(), onClose);

  const submit = form.onSubmit(async ({ password }) => {
    const done = await notifyProgress(() => update.mutateAsync({ username: name, changes: { password } }), {
      pending: t('users.password.pending', { name }),
      success: t('users.password.done', { name }),
      failure: t('users.password.failed', { name }),
    });
    if (done) onClose();
  });

  return (
    <FormModal
      title={t('users.password.title', { name })}
      pending={update.isPending}
      onSubmit={submit}
      onCancel={requestClose}
      submitLabel={t('users.password.submit')}
    >
      <Text size="sm">{t('users.password.intro', { name })}</Text>
      <PasswordFields form={form} label={t('users.password.new')} autoFocus />
    </FormModal>
  );
}
