import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useUpdateUserMutation } from '../../../api/users';
import { notifyProgress } from '../../../components/notifyProgress';

/** The signed-in user's display name, saved on its own. */
export function DisplayNameForm({ username, displayName }: { username: string; displayName: string }) {
  const { t } = useTranslation();
  const update = useUpdateUserMutation();
  const form = useForm({ initialValues: { displayName } });

  const submit = form.onSubmit(async (values) => {
    const display_name = values.displayName.trim();
    const done = await notifyProgress(() => update.mutateAsync({ username, changes: { display_name } }), {
      pending: t('profile.displayName.pending'),
      success: t('profile.displayName.done'),
      failure: t('profile.displayName.failed'),
    });
    if (done) form.resetDirty({ displayName: display_name });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label={t('profile.displayName.label')}
          description={t('profile.displayName.hint')}
          style={{ flex: 1 }}
          {...form.getInputProps('displayName')}
        />
        <Button type="submit" variant="default" loading={update.isPending} disabled={!form.isDirty()}>
          {t('profile.displayName.save')}
        </Button>
      </Group>
    </form>
  );
}
