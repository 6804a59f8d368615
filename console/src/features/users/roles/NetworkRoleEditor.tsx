import { Stack } from '@mantine/core';
import { ALL_NETWORKS, type UserRole } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useUpdateNetworkRoleMutation } from '../../../api/roles';
import { notifyProgress } from '../../../components/notifyProgress';
import { PageHeader } from '../../../components/PageHeader';
import { networkRoleFormOf, toUpdatedNetworkRole } from './networkRoleForm';
import { NetworkRoleFields } from './NetworkRoleFields';
import { ROLES_TAB_PATH } from './rolePaths';
import { useDeleteNetworkRole } from './useDeleteNetworkRole';
import { useNetworkRoleForm } from './useNetworkRoleForm';
import { BuiltInNotice } from './BuiltInNotice';
import { DeleteUnlessBuiltIn } from './DeleteUnlessBuiltIn';
import { PageForm } from './PageForm';

/** A network role's page: its rights, saved in place for custom roles, shown only for built-in ones. */
export function NetworkRoleEditor({ role }: { role: UserRole }) {
  const { t } = useTranslation();
  const update = useUpdateNetworkRoleMutation();
  const deleteRole = useDeleteNetworkRole();
  const form = useNetworkRoleForm(networkRoleFormOf(role));
  const builtIn = role.default;
  const name = role.name || role.id;

  const submit = form.onSubmit(async (values) => {
    const saved = toUpdatedNetworkRole(role, values);
    const done = await notifyProgress(() => update.mutateAsync(saved), {
      pending: t('roles.savePending', { name: saved.name }),
      success: t('roles.saveDone', { name: saved.name }),
      failure: t('roles.saveFailed', { name: saved.name }),
    });
    if (done) form.resetDirty();
  });

  return (
    <>
      <PageHeader
        title={name}
        description={
          role.network_id === ALL_NETWORKS
            ? t('roles.details.descriptionAll')
            : t('roles.details.description', { network: role.network_id })
        }
        actions={
          <DeleteUnlessBuiltIn
            builtIn={builtIn}
            reason={t('roles.details.builtInText')}
            label={t('roles.details.delete')}
            onDelete={() => deleteRole(role)}
          />
        }
      />
      <Stack gap="md" maw={920}>
        {builtIn && <BuiltInNotice title={t('roles.details.builtInTitle')} reason={t('roles.details.builtInText')} />}
        <PageForm
          onSubmit={submit}
          leaveTo={ROLES_TAB_PATH}
          leaveLabel={t('roles.details.back')}
          submit={builtIn ? null : { label: t('common.save'), pending: update.isPending, disabled: !form.isDirty() }}
          maw={920}
        >
          <NetworkRoleFields form={form} networkFixed readOnly={builtIn} />
        </PageForm>
      </Stack>
    </>
  );
}
