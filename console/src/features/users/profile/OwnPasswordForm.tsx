import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useUpdateUserMutation } from '../../../api/users';
import { notifyProgress } from '../../../components/notifyProgress';
import { PasswordFields, usePasswordRules, type NewPasswordValues } from '../form/PasswordFields';

interface OwnPasswordValues extends NewPasswordValues {
  currentPassword: string;
}

const EMPTY: OwnPasswordValues = { currentPassword: '', password: '', confirmPassword: '' };

/** Changes the signed-in user's password; the server checks the current one first. */
export function OwnPasswordForm({ username }: { username: string }) {
  const { t } = useTranslation();
  const update = useUpdateUserMutation();
  const form = useForm<OwnPasswordValues>({
    initialValues: EMPTY,
    validate: {
      currentPassword: (value) => (value ? null : t('profile.password.currentRequired')),
      ...usePasswordRules(),
    },
  });

  const submit = form.onSubmit(async (values) => {
    const changes = { password: values.password, current_password: values.currentPassword };
    const done = await notifyProgress(() => update.mutateAsync({ username, changes }), {
      pending: t('profile.password.pending'),
      success: t('profile.password.done'),
      failure: t('profile.password.failed'),
    });
    if (done) form.reset();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={420}>
        <PasswordInput
          label={t('profile.password.current')}
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': t('auth.toggleVisibility') }}
          withAsterisk
          {...form.getInputProps('currentPassword')}
        />
        <PasswordFields form={form} label={t('profile.password.new')} />
        <Group>
          <Button type="submit" loading={update.isPending}>
            {t('profile.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
