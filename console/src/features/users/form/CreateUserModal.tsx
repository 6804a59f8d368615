import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useCreateUserMutation } from '../../../api/users';
import { FormModal } from '../../../components/FormModal';
import { notifyProgress } from '../../../components/notifyProgress';
import { useUnsavedChangesGuard } from '../../../components/useUnsavedChangesGuard';
import { useProblemSentence } from '../../../i18n/useProblemSentence';
import { AccessFields, useAccessRules } from './AccessFields';
import { PasswordFields, usePasswordRules } from './PasswordFields';
import { createUserInput, EMPTY_CREATE_USER, usernameProblem, type CreateUserValues } from './userForm';

/** Creates a user who signs in with a username and password. */
export function CreateUserModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const problems = useProblemSentence();
  const create = useCreateUserMutation();
  const form = useForm<CreateUserValues>({
    initialValues: EMPTY_CREATE_USER,
    validate: {
      username: (value) => problems.sentence(usernameProblem(value)),
      ...usePasswordRules(),
      ...useAccessRules(),
    },
  });
  const requestClose = useUnsavedChangesGuard(() => form.isDirty(), onClose);

  const submit = form.onSubmit(async (values) => {
    const input = createUserInput(values);
    const name = input.username;
    const done = await notifyProgress(() => create.mutateAsync(input), {
      pending: t('users.create.pending', { name }),
      success: t('users.create.done', { name }),
      failure: t('users.create.failed', { name }),
    });
    if (done) onClose();
  });

  return (
    <FormModal
      title={t('users.create.title')}
      pending={create.isPending}
      onSubmit={submit}
      onCancel={requestClose}
      submitLabel={t('users.create.submit')}
    >
      <TextInput
        label={t('users.form.username')}
        description={t('auth.usernameHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        autoComplete="off"
        data-autofocus
        withAsterisk
        {...form.getInputProps('username')}
      />
      <PasswordFields form={form} />
      <TextInput
        label={t('users.form.displayName')}
        description={t('users.form.displayNameHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...form.getInputProps('displayName')}
      />
      <AccessFields form={form} />
    </FormModal>
  );
}
