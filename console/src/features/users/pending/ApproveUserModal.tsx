import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { User } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useApprovePendingUserMutation } from '../../../api/users';
import { FormModal } from '../../../components/FormModal';
import { notifyProgress } from '../../../components/notifyProgress';
import { AccessFields, useAccessRules } from '../form/AccessFields';
import { DEFAULT_PLATFORM_ROLE, toGroupSet, type UserAccessValues } from '../form/userForm';

/** Lets a pending SSO user in, with the platform role and groups picked here. */
export function ApproveUserModal({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const approve = useApprovePendingUserMutation();
  const name = user.username;
  const form = useForm<UserAccessValues>({
    initialValues: { platformRoleId: DEFAULT_PLATFORM_ROLE, groupIds: [], networkRoles: [] },
    validate: useAccessRules(),
  });

  const submit = form.onSubmit(async (values) => {
    const approval = { platform_role_id: values.platformRoleId, user_group_ids: toGroupSet(values.groupIds) };
    const done = await notifyProgress(() => approve.mutateAsync({ username: name, approval }), {
      pending: t('users.pending.approvePending', { name }),
      success: t('users.pending.approveDone', { name }),
      failure: t('users.pending.approveFailed', { name }),
    });
    if (done) onClose();
  });

  return (
    <FormModal
      title={t('users.pending.approveTitle', { name })}
      pending={approve.isPending}
      onSubmit={submit}
      onCancel={onClose}
      submitLabel={t('users.pending.approve')}
    >
      <Text size="sm">{t('users.pending.approveIntro', { name })}</Text>
      <AccessFields form={form} withNetworkRoles={false} />
    </FormModal>
  );
}
